/**
 * The joy coin (樂幣): payments, lots, records, banks and withdrawals as they travel on the
 * wire. The replies are the types of their response schemas (responses.ts), re-exported here.
 */
export type { Bank, BankAccountSource, CoinBalance, CoinLot, CoinRecord, LedgerReason, MemberBank, PayLog, PayLogDetail, PayLogStatus, StaffWithdrawal, WithdrawalRecord, WithdrawResult } from './responses';

/**
 * GET /v2/member/coin/history/{kind}: feedback (payment rewards), deduct (spent, expired, taken
 * back), bonus (invite rewards), withdraw, redeem (coins exchanged: spent at a partner store or
 * redeemed for a coupon; /member/redeem).
 */
export type CoinHistoryKind = 'feedback' | 'deduct' | 'bonus' | 'withdraw' | 'redeem';
