/** Replies of the joy coin: balance, records, payments, banks and withdrawals, and their types. */
import * as yup from 'yup';
import { commentDetail, storeBrief } from '../members/responses';
import { flag, int, list, num, oneOf, optionalInt, optionalText, text } from '../platform/response-fields';

export const ledgerReasons = ['payment_reward', 'invite_reward', 'spend', 'redeem', 'withdrawal', 'withdrawal_payout', 'withdrawal_reversal', 'expiry', 'reversal'] as const;

/**
 * Why coins moved (every ledger transaction has exactly one reason):
 * payment_reward — the store's rate (and the VIP extra) on a payment's cash part;
 * invite_reward — 50 coins to friend and inviter on the friend's first payment;
 * spend — coins used to pay at a partner store; redeem — coins exchanged for a coupon;
 * withdrawal — coins moved out of the wallet to a pending bank transfer;
 * withdrawal_payout — the pending transfer was paid (no wallet change);
 * withdrawal_reversal — a failed transfer's coins back in the wallet;
 * expiry — coins past their 120 days; reversal — a store refund giving spent coins back
 * or taking the payment's reward back.
 */
export type LedgerReason = (typeof ledgerReasons)[number];

export const payLogStatuses = [1, 2] as const;

/** §3 pay log status: 1 paid, 2 refunded by the store. */
export type PayLogStatus = (typeof payLogStatuses)[number];

export const withdrawalStatuses = ['pending', 'success', 'failed'] as const;

export const payLog = yup.object({
  id: int(),
  status: oneOf(payLogStatuses),
  store: storeBrief,
  amount: num(),
  coins_used: num(),
  cash_amount: num(),
  reward_rate: num(),
  reward_coins: num(),
  vip_reward_coins: num(),
  invite_reward_coins: num(),
  /** reward_coins + vip_reward_coins + invite_reward_coins */
  total_reward_coins: num(),
  /** The last day (Taipei) the reward coins can be used; null without a reward. */
  reward_valid_until: optionalText(),
  refunded_at: optionalText(),
  reward_shortfall: num(),
  created_at: text(),
  /** The member's review of this payment once written (GET /v2/comment/{id}). */
  comment_id: optionalInt(),
});

/**
 * One payment at a partner store (§3 pay_log), as its member reads it. `amount` is the bill
 * in NT$; `coins_used` paid part of it (1 coin = NT$1), `cash_amount` the rest, which earns
 * `reward_coins` at the store's `reward_rate` (%) and, for VIP members, `vip_reward_coins`
 * (18% of the part within the month's first NT$1,000). `invite_reward_coins` is the invite
 * reward this payment triggered for the member (50 on a first payment, else 0).
 * After a refund, `reward_shortfall` is the part of the reward that could not be taken back
 * because those coins were already spent or expired.
 */
export type PayLog = yup.InferType<typeof payLog>;

export const payLogDetail = payLog.shape({ comments: list(commentDetail) });

/** GET /v2/pay-log/{id}: the payment and the member's comments on it (at most one). */
export type PayLogDetail = yup.InferType<typeof payLogDetail>;

export const coinLot = yup.object({
  id: int(),
  reason: oneOf(ledgerReasons),
  coin: num(),
  remaining: num(),
  received_on: text(),
  valid_until: text(),
  expires_at: text(),
});

/**
 * A lot: coins received together, valid for 120 days. `remaining` is what is left of
 * `coin` after spending; `valid_until` is the last day (Taipei, YYYY-MM-DD) the coins can
 * be used and `expires_at` the instant they expire (00:00 Taipei the day after).
 */
export type CoinLot = yup.InferType<typeof coinLot>;

export const coinBalance = yup.object({
  balance: num(),
  pay_code: text(),
  coin_user_id: text(),
  lots: list(coinLot),
  next_expiry: yup.object({ coin: num(), valid_until: text() }).nullable().defined(),
});

/**
 * POST /v2/member/coin: the balance (the sum of the lots' remaining coins), the lots that
 * still hold coins (first to expire first), the coins expiring next, and the member's pay
 * code — shown as a QR or barcode at the counter; the store's POS sends it with the payment.
 */
export type CoinBalance = yup.InferType<typeof coinBalance>;

export const withdrawalRecord = yup.object({
  id: int(),
  type: int(),
  coin: num(),
  fee_ntd: num(),
  amount_ntd: num(),
  status: oneOf(withdrawalStatuses),
  bank: yup.object({ bank_code: text(), bank_name: text(), account_last4: text() }),
  failure_reason: optionalText(),
  created_at: text(),
  completed_at: optionalText(),
});

/** A withdrawal to a bank account (§3 Withdraw; §4 record status). */
export type WithdrawalRecord = yup.InferType<typeof withdrawalRecord>;

export const coinRecord = yup.object({
  id: int(),
  reason: oneOf(ledgerReasons),
  title: text(),
  coin: num(),
  store: storeBrief.nullable().defined(),
  pay_log_id: optionalInt(),
  valid_until: optionalText(),
  withdrawal: withdrawalRecord.nullable().defined(),
  created_at: text(),
});

/**
 * One coin record (§3 Paged records): a ledger transaction as it changed the member's
 * wallet. `coin` is signed (+ received, − spent / expired / withdrawn / taken back);
 * `valid_until` is the last valid day of coins received; `withdrawal` is set on
 * withdrawal records with the transfer's current status.
 */
export type CoinRecord = yup.InferType<typeof coinRecord>;

export const bank = yup.object({ code: text(), name: text() });

/** A bank (POST /v2/bank/list): the 3-digit code and the name. */
export type Bank = yup.InferType<typeof bank>;

export const memberBank = yup.object({
  id: int(),
  source: oneOf(['member', 'dealer']),
  bank_code: text(),
  bank_name: text(),
  branch: text(),
  account_name: text(),
  account_number_masked: text(),
  account_last4: text(),
  /** The owner's call that reads the passbook photo (GET with the bearer token); never a public URL. */
  passbook_image: text(),
  birthday: text(),
  has_pending_withdrawal: flag(),
  created_at: text(),
});

/**
 * A bank account of the member (GET /v2/member/bank/list). The account number is shown
 * masked; `has_pending_withdrawal` accounts cannot be deleted until the transfer is done.
 */
export type MemberBank = yup.InferType<typeof memberBank>;

/** Whose account: the member's own coin withdrawals, or a dealer's bonus withdrawals (§3 member bank, dealer bank). */
export type BankAccountSource = MemberBank['source'];

export const withdrawResult = yup.object({ withdrawal: withdrawalRecord, balance: num() });

/** POST /v2/member/withdraw: the pending withdrawal and the balance left. */
export type WithdrawResult = yup.InferType<typeof withdrawResult>;

export const staffWithdrawal = withdrawalRecord.shape({
  member: yup.object({ id: int(), name: text(), phone: text() }),
  bank_account: yup.object({ bank_code: text(), bank_name: text(), branch: text(), account_name: text(), account_number: text(), passbook_image: text() }),
});

/** A withdrawal as staff handle it (full bank details, to make the transfer). */
export type StaffWithdrawal = yup.InferType<typeof staffWithdrawal>;
