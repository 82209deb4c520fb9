import type { CoinBalance, CoinRecord, MemberBank, PayLog, PayLogDetail, WithdrawalRecord } from '@joy/contract';

export const storeRef = (id: number) => ({ id, slug: `store-${id}`, name: `阿宗麵線 ${id}`, logo: '/logo.png' });

export const balance = (over: Partial<CoinBalance> = {}): CoinBalance => ({
  balance: 12_345,
  pay_code: 'JOY7A2B9C4D',
  coin_user_id: 'c7',
  lots: [],
  next_expiry: null,
  ...over,
});

export const payLog = (id: number, over: Partial<PayLog> = {}): PayLog => ({
  id, status: 1, store: storeRef(id), amount: 1280, coins_used: 100, cash_amount: 1180, reward_rate: 10, reward_coins: 118,
  vip_reward_coins: 0, invite_reward_coins: 0, total_reward_coins: 118, reward_valid_until: '2027-02-28', refunded_at: null,
  reward_shortfall: 0, created_at: '2026-10-31T04:30:00.000Z', comment_id: null, ...over,
});

export const payLogDetail = (id: number, over: Partial<PayLogDetail> = {}): PayLogDetail => ({ ...payLog(id), comments: [], ...over });

export const withdrawal = (id: number, over: Partial<WithdrawalRecord> = {}): WithdrawalRecord => ({
  id, type: 1, coin: 1000, fee_ntd: 15, amount_ntd: 985, status: 'pending', bank: { bank_code: '004', bank_name: '臺灣銀行', account_last4: '6789' },
  failure_reason: null, created_at: '2026-11-01T02:00:00.000Z', completed_at: null, ...over,
});

export const coinRecord = (id: number, over: Partial<CoinRecord> = {}): CoinRecord => ({
  id, reason: 'payment_reward', title: `付款回饋 ${id}`, coin: 118, store: storeRef(3), pay_log_id: 3, valid_until: '2027-02-28', withdrawal: null,
  created_at: '2026-10-31T04:30:00.000Z', ...over,
});

export const memberBank = (id: number, over: Partial<MemberBank> = {}): MemberBank => ({
  id, source: 'member', bank_code: '004', bank_name: '臺灣銀行', branch: '信義分行', account_name: '林美玲', account_number_masked: `******${id}789`,
  account_last4: `${id}789`, passbook_image: `/v2/member/bank/${id}/passbook`, birthday: '1990-05-20', has_pending_withdrawal: false,
  created_at: '2026-10-01T00:00:00.000Z', ...over,
});
