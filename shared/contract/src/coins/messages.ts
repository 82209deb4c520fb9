/** The joy coin's messages (`coinMessages`), and its §8 texts: one part of `messages` (../catalogue.ts). */
import { BANK_ACCOUNT_DIGITS_MAX, BANK_ACCOUNT_DIGITS_MIN, BANK_ACCOUNT_NAME_MAX, BANK_BRANCH_MAX, WITHDRAW_MAX_COINS, WITHDRAW_MIN_COINS } from './rules';

export const coinMessages = {
  insufficientCoins: '樂幣餘額不足',
  withdrawTypeInvalid: '提領類型不正確',
  withdrawCoinRequired: '請輸入提領樂幣數量',
  withdrawBelowMin: `每次提領最少 ${WITHDRAW_MIN_COINS} 樂幣`,
  withdrawAboveMax: `每次提領最多 ${WITHDRAW_MAX_COINS} 樂幣`,
  withdrawBankRequired: '請選擇銀行帳戶',
  withdrawalNotFound: '找不到此提領紀錄',
  withdrawalNotPending: '此提領已處理完成',
  withdrawalSent: '已送出申請',
  bankNotFound: '找不到此銀行帳戶',
  bankInUse: '此帳戶有處理中的提領，無法刪除',
  bankDuplicate: '此銀行帳戶已新增過',
  bankRequired: '請選擇銀行',
  bankInvalid: '銀行代碼不正確',
  branchTooLong: `分行名稱請在 ${BANK_BRANCH_MAX} 字以內`,
  accountNameTooLong: `戶名請在 ${BANK_ACCOUNT_NAME_MAX} 字以內`,
  accountNumberFormat: `帳號格式不正確，請輸入 ${BANK_ACCOUNT_DIGITS_MIN} 至 ${BANK_ACCOUNT_DIGITS_MAX} 位數字`,
  passbookRequired: '請上傳存摺封面照片',
  dateFormat: '日期格式不正確',
  sourceInvalid: '帳戶類型不正確',
  introducerAlreadySet: '您已填寫過邀請碼',
  memberCodeInvalid: '會員付款碼無效',
  storeNotJoyPay: '此店家尚未開通樂付',
  payAmountInvalid: '消費金額不正確',
  coinsExceedAmount: '折抵樂幣不可超過消費金額',
  idempotencyConflict: '此交易編號已用於另一筆交易',
  idempotencyKeyRequired: '請提供交易編號',
  payLogRefunded: '此付款已退款',
  payLogAlreadyCommented: '此付款已評論過',
  payLogNotCommentable: '付款完成後才能評論',
} as const;

/** payLogNotFound in the §8 catalogue `messages`. */
export const coinTexts = {
  payLogNotFound: '找不到此付款紀錄',
} as const;
