/** Replies of the joy coin: balance, records, payments, banks and withdrawals. */
import * as yup from 'yup';
import { commentDetail, storeBrief } from '../members/responses';
import { flag, int, list, num, oneOf, optionalInt, optionalText, text } from '../platform/response-fields';
import type { Bank, CoinBalance, CoinLot, CoinRecord, LedgerReason, MemberBank, PayLog, PayLogDetail, PayLogStatus, StaffWithdrawal, WithdrawalRecord, WithdrawResult } from './types';

export const ledgerReasons: readonly LedgerReason[] = ['payment_reward', 'invite_reward', 'spend', 'redeem', 'withdrawal', 'withdrawal_payout', 'withdrawal_reversal', 'expiry', 'reversal'];

export const payLogStatuses: readonly PayLogStatus[] = [1, 2];

export const withdrawalStatuses = ['pending', 'success', 'failed'] as const;

export const payLog: yup.ObjectSchema<PayLog> = yup.object({
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
  total_reward_coins: num(),
  reward_valid_until: optionalText(),
  refunded_at: optionalText(),
  reward_shortfall: num(),
  created_at: text(),
  comment_id: optionalInt(),
});

export const payLogDetail: yup.ObjectSchema<PayLogDetail> = payLog.shape({ comments: list(commentDetail) });

export const coinLot: yup.ObjectSchema<CoinLot> = yup.object({
  id: int(),
  reason: oneOf(ledgerReasons),
  coin: num(),
  remaining: num(),
  received_on: text(),
  valid_until: text(),
  expires_at: text(),
});

export const coinBalance: yup.ObjectSchema<CoinBalance> = yup.object({
  balance: num(),
  pay_code: text(),
  coin_user_id: text(),
  lots: list(coinLot),
  next_expiry: yup.object({ coin: num(), valid_until: text() }).nullable().defined(),
});

export const withdrawalRecord: yup.ObjectSchema<WithdrawalRecord> = yup.object({
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

export const coinRecord: yup.ObjectSchema<CoinRecord> = yup.object({
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

export const bank: yup.ObjectSchema<Bank> = yup.object({ code: text(), name: text() });

export const memberBank: yup.ObjectSchema<MemberBank> = yup.object({
  id: int(),
  source: oneOf(['member', 'dealer'] as const),
  bank_code: text(),
  bank_name: text(),
  branch: text(),
  account_name: text(),
  account_number_masked: text(),
  account_last4: text(),
  passbook_image: text(),
  birthday: text(),
  has_pending_withdrawal: flag(),
  created_at: text(),
});

export const withdrawResult: yup.ObjectSchema<WithdrawResult> = yup.object({ withdrawal: withdrawalRecord, balance: num() });

export const staffWithdrawal: yup.ObjectSchema<StaffWithdrawal> = withdrawalRecord.shape({
  member: yup.object({ id: int(), name: text(), phone: text() }),
  bank_account: yup.object({ bank_code: text(), bank_name: text(), branch: text(), account_name: text(), account_number: text(), passbook_image: text() }),
});
