/** The joy coin (樂幣): payments, lots, records, banks and withdrawals as they travel on the wire. */
import type { CommentDetail } from '../members/types';

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
export type LedgerReason =
  | 'payment_reward'
  | 'invite_reward'
  | 'spend'
  | 'redeem'
  | 'withdrawal'
  | 'withdrawal_payout'
  | 'withdrawal_reversal'
  | 'expiry'
  | 'reversal';

/** §3 pay log status: 1 paid, 2 refunded by the store. */
export type PayLogStatus = 1 | 2;

/**
 * One payment at a partner store (§3 pay_log), as its member reads it. `amount` is the bill
 * in NT$; `coins_used` paid part of it (1 coin = NT$1), `cash_amount` the rest, which earns
 * `reward_coins` at the store's `reward_rate` (%) and, for VIP members, `vip_reward_coins`
 * (18% of the part within the month's first NT$1,000). `invite_reward_coins` is the invite
 * reward this payment triggered for the member (50 on a first payment, else 0).
 * After a refund, `reward_shortfall` is the part of the reward that could not be taken back
 * because those coins were already spent or expired.
 */
export interface PayLog {
  id: number;
  status: PayLogStatus;
  store: { id: number; slug: string; name: string; logo: string };
  amount: number;
  coins_used: number;
  cash_amount: number;
  reward_rate: number;
  reward_coins: number;
  vip_reward_coins: number;
  invite_reward_coins: number;
  /** reward_coins + vip_reward_coins + invite_reward_coins */
  total_reward_coins: number;
  /** The last day (Taipei) the reward coins can be used; null without a reward. */
  reward_valid_until: string | null;
  refunded_at: string | null;
  reward_shortfall: number;
  created_at: string;
  /** The member's review of this payment once written (GET /v2/comment/{id}). */
  comment_id: number | null;
}

/** GET /v2/pay-log/{id}: the payment and the member's comments on it (at most one). */
export interface PayLogDetail extends PayLog {
  comments: CommentDetail[];
}

/**
 * A lot: coins received together, valid for 120 days. `remaining` is what is left of
 * `coin` after spending; `valid_until` is the last day (Taipei, YYYY-MM-DD) the coins can
 * be used and `expires_at` the instant they expire (00:00 Taipei the day after).
 */
export interface CoinLot {
  id: number;
  reason: LedgerReason;
  coin: number;
  remaining: number;
  received_on: string;
  valid_until: string;
  expires_at: string;
}

/**
 * POST /v2/member/coin: the balance (the sum of the lots' remaining coins), the lots that
 * still hold coins (first to expire first), the coins expiring next, and the member's pay
 * code — shown as a QR or barcode at the counter; the store's POS sends it with the payment.
 */
export interface CoinBalance {
  balance: number;
  pay_code: string;
  coin_user_id: string;
  lots: CoinLot[];
  next_expiry: { coin: number; valid_until: string } | null;
}

/** GET /v2/member/coin/history/{kind}: feedback (payment rewards), deduct (spent, expired, taken back), bonus (invite rewards), withdraw. */
export type CoinHistoryKind = 'feedback' | 'deduct' | 'bonus' | 'withdraw';

/** A withdrawal to a bank account (§3 Withdraw; §4 record status). */
export interface WithdrawalRecord {
  id: number;
  type: number;
  coin: number;
  fee_ntd: number;
  amount_ntd: number;
  status: 'pending' | 'success' | 'failed';
  bank: { bank_code: string; bank_name: string; account_last4: string };
  failure_reason: string | null;
  created_at: string;
  completed_at: string | null;
}

/**
 * One coin record (§3 Paged records): a ledger transaction as it changed the member's
 * wallet. `coin` is signed (+ received, − spent / expired / withdrawn / taken back);
 * `valid_until` is the last valid day of coins received; `withdrawal` is set on
 * withdrawal records with the transfer's current status.
 */
export interface CoinRecord {
  id: number;
  reason: LedgerReason;
  title: string;
  coin: number;
  store: { id: number; slug: string; name: string; logo: string } | null;
  pay_log_id: number | null;
  valid_until: string | null;
  withdrawal: WithdrawalRecord | null;
  created_at: string;
}

/** A bank (POST /v2/bank/list): the 3-digit code and the name. */
export interface Bank {
  code: string;
  name: string;
}

/** Whose account: the member's own coin withdrawals, or a dealer's bonus withdrawals (§3 member bank, dealer bank). */
export type BankAccountSource = 'member' | 'dealer';

/**
 * A bank account of the member (GET /v2/member/bank/list). The account number is shown
 * masked; `has_pending_withdrawal` accounts cannot be deleted until the transfer is done.
 */
export interface MemberBank {
  id: number;
  source: BankAccountSource;
  bank_code: string;
  bank_name: string;
  branch: string;
  account_name: string;
  account_number_masked: string;
  account_last4: string;
  /** The owner's call that reads the passbook photo (GET with the bearer token); never a public URL. */
  passbook_image: string;
  birthday: string;
  has_pending_withdrawal: boolean;
  created_at: string;
}

/** POST /v2/member/withdraw: the pending withdrawal and the balance left. */
export interface WithdrawResult {
  withdrawal: WithdrawalRecord;
  balance: number;
}

/** A withdrawal as staff handle it (full bank details, to make the transfer). */
export interface StaffWithdrawal extends WithdrawalRecord {
  member: { id: number; name: string; phone: string };
  bank_account: { bank_code: string; bank_name: string; branch: string; account_name: string; account_number: string; passbook_image: string };
}
