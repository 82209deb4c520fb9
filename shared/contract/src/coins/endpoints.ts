/** The coins calls of the §7 catalogue: one part of `endpoints` (../catalogue.ts). */
import { endpoint } from '../platform/endpoint';
import type { Paged } from '../platform/types';
import type { bankListBody, memberBankCreateBody, staffWithdrawalFailBody, withdrawBody } from './requests';
import type { Bank, CoinBalance, CoinRecord, MemberBank, PayLog, PayLogDetail, StaffWithdrawal, WithdrawResult } from './types';

const e = endpoint;

export const coinEndpoints = {
  payLog: e<PayLogDetail>()({ method: 'GET', path: '/v2/pay-log/{id}', auth: 'required' }),
  payLogList: e<Paged<PayLog>>()({ method: 'POST', path: '/v2/pay-log', auth: 'required' }),
  memberCoin: e<CoinBalance>()({ method: 'POST', path: '/v2/member/coin', auth: 'required' }),
  coinHistory: e<Paged<CoinRecord>>()({ method: 'GET', path: '/v2/member/coin/history/{kind}', auth: 'required' }),
  bankList: e<Bank[], typeof bankListBody>()({ method: 'POST', path: '/v2/bank/list', auth: 'required' }),
  memberBankList: e<MemberBank[]>()({ method: 'GET', path: '/v2/member/bank/list', auth: 'required' }),
  memberBankDelete: e<null>()({ method: 'DELETE', path: '/v2/member/bank/{id}', auth: 'required' }),
  memberBankPassbook: e<null>()({ method: 'GET', path: '/v2/member/bank/{id}/passbook', auth: 'required', raw: true }),
  memberBankCreate: e<MemberBank, typeof memberBankCreateBody>()({ method: 'POST', path: '/v2/member/bank/create', auth: 'required', multipart: true }),
  memberWithdraw: e<WithdrawResult, typeof withdrawBody>()({ method: 'POST', path: '/v2/member/withdraw', auth: 'required' }),
  staffWithdrawals: e<Paged<StaffWithdrawal>>()({ method: 'GET', path: '/v2/staff/withdrawals', auth: 'required' }),
  staffWithdrawalComplete: e<StaffWithdrawal>()({ method: 'POST', path: '/v2/staff/withdrawals/{id}/complete', auth: 'required' }),
  staffWithdrawalFail: e<StaffWithdrawal, typeof staffWithdrawalFailBody>()({ method: 'POST', path: '/v2/staff/withdrawals/{id}/fail', auth: 'required' }),
  staffWithdrawalPassbook: e<null>()({ method: 'GET', path: '/v2/staff/withdrawals/{id}/passbook', auth: 'required', raw: true }),
} as const;
