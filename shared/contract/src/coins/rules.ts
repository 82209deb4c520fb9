/**
 * The joy coin (樂幣) rules both sides show and enforce: validity (§9), payment rewards (§6),
 * invitations, withdrawal to a bank account (minimum, fee, rate — shown before confirming),
 * the bank account form (their messages are in messages.ts). The server validates with the
 * same schemas (requests.ts) and computes with the same numbers, so a page never promises
 * what the ledger will not do.
 */
import { withThousands } from '../platform/numbers';

/** §9: a coin is valid 120 days from the day it was received (Taipei calendar days); it is gone on day 121. */
export const COIN_VALID_DAYS = 120;

/** 1 joy coin is worth NT$1: spending at a store and withdrawing both use this rate. */
export const COIN_TO_NTD = 1;

/** Stores give between 0 and 20% of the cash part of a payment back in coins. */
export const STORE_REWARD_RATE_MAX = 20;

/** §6 VIP benefit: an extra 18% on the first NT$1,000 of pay spend (cash part) per calendar month (Taipei). */
export const VIP_GRADE_ID = 3;
export const VIP_EXTRA_RATE = 18;
export const VIP_EXTRA_MONTHLY_CAP_NTD = 1000;

/** §6 invite reward: 50 coins to the friend and 50 to the inviter on the friend's first payment, once. */
export const INVITE_REWARD_COINS = 50;

/** Withdraw payload `type`: 1 withdraws joy coins to the member's bank account (the only type). */
export const WITHDRAW_TYPE_COIN = 1;
export const WITHDRAW_TYPES = [WITHDRAW_TYPE_COIN] as const;

/** Withdrawal limits per request, in coins, and the bank transfer fee taken from the payout (NT$). */
export const WITHDRAW_MIN_COINS = 100;
export const WITHDRAW_MAX_COINS = 50_000;
export const WITHDRAW_FEE_NTD = 15;

/** Page sizes of the payment records and the coin records. */
export const PAY_LOG_PAGE_SIZE = 5;
export const COIN_RECORD_PAGE_SIZE = 10;

/** Bank account form limits. Taiwanese account numbers are 10 to 16 digits. */
export const BANK_ACCOUNT_DIGITS_MIN = 10;
export const BANK_ACCOUNT_DIGITS_MAX = 16;
export const BANK_BRANCH_MAX = 50;
export const BANK_ACCOUNT_NAME_MAX = 50;
/** The passbook photo: one JPEG, PNG or WebP picture (judged by its bytes), at most 8 MB. */
export const PASSBOOK_IMAGE_MAX_BYTES = 8 * 1024 * 1024;

/** What a withdrawal of `coin` pays out: coins × rate, less the transfer fee. */
export interface WithdrawQuote {
  coin: number;
  /** coin × COIN_TO_NTD */
  gross_ntd: number;
  fee_ntd: number;
  /** What reaches the bank account. */
  amount_ntd: number;
}

export function withdrawQuote(coin: number): WithdrawQuote {
  const gross = coin * COIN_TO_NTD;
  return { coin, gross_ntd: gross, fee_ntd: WITHDRAW_FEE_NTD, amount_ntd: Math.max(0, gross - WITHDRAW_FEE_NTD) };
}

/** The rules the withdrawal page shows before confirming (§9: rate rules and conversion). */
export const withdrawRules = {
  rate: COIN_TO_NTD,
  min_coins: WITHDRAW_MIN_COINS,
  max_coins: WITHDRAW_MAX_COINS,
  fee_ntd: WITHDRAW_FEE_NTD,
  text: [
    `1 樂幣可兌換新台幣 ${COIN_TO_NTD} 元`,
    `每次提領最少 ${withThousands(WITHDRAW_MIN_COINS)} 樂幣，最多 ${withThousands(WITHDRAW_MAX_COINS)} 樂幣`,
    `每筆提領收取轉帳手續費新台幣 ${WITHDRAW_FEE_NTD} 元，由提領金額中扣除`,
    '申請後樂幣即自帳戶扣除，待撥款完成後入帳；撥款失敗時樂幣將退回',
  ],
} as const;

/** §4 withdrawal record status: pending until staff pays it out (success) or it fails (coins back). */
export type WithdrawalStatus = 'pending' | 'success' | 'failed';

export const withdrawalStatusLabels: Readonly<Record<WithdrawalStatus, string>> = {
  pending: '處理中',
  success: '提領成功',
  failed: '提領失敗',
};

/**
 * §4 withdrawal notification status (`notification_member_withdraw_status`) and the page each
 * opens (`notification_action` carries it too):
 * 3 the request was received and is pending — the notification offers a go button and opens
 *   the withdrawal record; 2 the money was transferred — opens the payment records;
 * 4 the transfer failed and the coins are back — opens the rewards page.
 */
export const WITHDRAW_NOTIFICATION_STATUS = { pending: 3, success: 2, failed: 4 } as const satisfies Record<WithdrawalStatus, number>;

export const withdrawNotificationActions: Readonly<Record<2 | 3 | 4, string>> = {
  2: '/member/history/payment-record',
  3: '/member/withdrawal-record',
  4: '/member/rewards',
};

/** §3 pay log status (also `notification_store_pay_status`): 1 paid, 2 refunded by the store. */
export const PAY_LOG_STATUS = { paid: 1, refunded: 2 } as const;
export const payLogStatusLabels: Readonly<Record<1 | 2, string>> = { 1: '付款完成', 2: '已退款' };
