/** The §8 message catalogue: every user-facing error and success text, once. */
export const messages = {
  loginFailed: '登入失敗',
  wrongCredentials: '帳號或密碼錯誤',
  accountDeleted: '您的帳號已刪除，如有疑問請洽客服',
  accountProtected: '您的帳號尚在保護中，無法重新註冊，如有疑問請洽客服',
  codeValidationFailed: '驗證失敗，請再次確認',
  invalidPhoneChoice: '所選擇的電話無效',
  wrongCode: '驗證碼錯誤',
  /** The right code of one that was used, replaced by a newer one, timed out or tried too often. */
  codeExpired: '驗證碼已失效，請重新發送',
  /** After repeated failed logins of a phone, each further try needs the captcha answered. */
  captchaRequired: '請先完成驗證，再重新登入',
  operationFailed: '操作失敗',
  invalidInviteCode: '邀請碼無效',
  phoneAlreadyBound: '該手機號碼已被綁定',
  phoneNotVerified: '手機尚未驗證',
  wrongOldPassword: '舊密碼錯誤',
  failed: '失敗',
  commentPostFailed: '發佈失敗',
  commentEditFailed: '修改失敗',
  pleaseLogin: '請登入或是登入失敗',
  storeNotFound: '店家不存在',
  noNotifications: '目前沒有通知！',
  // success texts
  setSuccess: '設定成功',
  loginSuccess: '登入成功',
  created: '新增成功',
  deleted: '刪除成功',
  applicationSent: '已送出申請',
  redeemed: '兌換成功',
  changed: '變更成功',
  joined: '加入成功',
  settingsSaved: '設定已儲存',
  published: '發佈完成',
  edited: '修改完成',
  rewardActivated: '已開通樂粉回饋',
  orderHeld: '已保留',
  orderCancelled: '已取消',
  // booking (§8; the blacklist one comes with BLACKLIST_ERROR_CODE)
  bookingBlacklisted: '很抱歉，您目前無法使用線上訂位，如有疑問請洽客服',
  slotFull: '此時段已客滿，請選擇其他時段',
  slotUnavailable: '此時段無法預約，請選擇其他時段',
  bookingClosed: '此店家目前不開放線上訂位',
  partyTooLarge: '訂位人數超過店家可接待人數',
  /** Staff: no dead outbox message with that id. */
  outboxMessageNotFound: '找不到此待重送的訊息',
  /** A guest phone with too many bookings still ahead (SECURITY.md: limits on guest bookings). */
  guestBookingsFull: '此手機號碼已有多筆進行中的訂位，請先完成或取消後再預約',
  invalidBookingDate: '日期格式不正確',
  invalidPartySize: '訂位人數不正確',
  orderNotFound: '找不到此訂位',
  orderAlreadyCancelled: '此訂位已取消',
  orderAlreadyHeld: '此訂位已保留',
  orderNotChangeable: '此訂位目前無法變更',
  orderTimePassed: '訂位時間已過，無法變更',
  orderTimeNotReached: '訂位時間未到，無法標記未到',
  orderResultNotFound: '找不到此訂位結果',
  // comments
  commentNotFound: '找不到此評論',
  commentOrderNotCompleted: '用餐完成後才能評論',
  commentAlreadyPosted: '此訂位已評論過',
  payLogNotFound: '找不到此付款紀錄',
  // notifications
  notificationNotFound: '找不到此通知',
  // partner API (signed requests)
  partnerKeyInvalid: '金鑰無效',
  partnerSignatureInvalid: '簽章錯誤',
  partnerTimestampInvalid: '請求時間已逾時或格式錯誤',
  partnerReplayed: '重複的請求',
  // framework / platform texts
  notFound: 'This page could not be found',
  pageNotFound: '找不到這個頁面',
  maintenance: '系統維護中，請稍候再試',
  unknownMiddleware: 'Unknown middleware',
  serverBusy: '系統忙碌中，請稍後再試',
  validationFailed: '資料格式不正確',
  tooManyRequests: '請求過於頻繁，請稍後再試',
} as const;

export type MessageKey = keyof typeof messages;

/** Success texts that show the success icon, and failures that show the failure icon (§8). */
export const successIconMessages: readonly string[] = [messages.loginSuccess, messages.setSuccess];
export const failureIconMessages: readonly string[] = [messages.loginFailed, messages.operationFailed];

/** §8: order results 已保留 and 已取消 are success, others failure. */
export function isOrderResultSuccess(text: string): boolean {
  return text === messages.orderHeld || text === messages.orderCancelled;
}

/** Booking error code that opens the blacklist dialog (§8). */
export const BLACKLIST_ERROR_CODE = 422100;

/** §4 order status in words (order pages, partner API refusals). */
export const orderStatusLabels: Readonly<Record<0 | 1 | 2 | 4 | 5 | 6 | 7, string>> = {
  0: '已取消',
  1: '待確認',
  2: '已確認',
  4: '已保留',
  5: '已入座',
  6: '未到',
  7: '已完成',
};
