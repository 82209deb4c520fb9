/** The coins calls of the §7 catalogue: one part of `endpoints` (../catalogue.ts). */
import { endpoint } from '../platform/endpoint';
import { list, nothing, paged } from '../platform/response-fields';
import type { Paged } from '../platform/types';
import { bankListBody, memberBankCreateBody, staffWithdrawalFailBody, withdrawBody } from './requests';
import { bank, coinBalance, coinRecord, memberBank, payLog, payLogDetail, staffWithdrawal, withdrawResult } from './responses';
import type { Bank, CoinBalance, CoinRecord, MemberBank, PayLog, PayLogDetail, StaffWithdrawal, WithdrawResult } from './types';

const e = endpoint;

export const coinEndpoints = {
  payLog: e<PayLogDetail>()({ method: 'GET', path: '/v2/pay-log/{id}', auth: 'required', response: payLogDetail, summary: 'Payment detail with its comments (owner only)' }),
  payLogList: e<Paged<PayLog>>()({ method: 'POST', path: '/v2/pay-log', auth: 'required', response: paged(payLog), summary: 'Payment records, newest first, 5 per page (?page=)' }),
  memberCoin: e<CoinBalance>()({ method: 'POST', path: '/v2/member/coin', auth: 'required', response: coinBalance, summary: 'Coin balance, lots with their expiry and the pay code' }),
  coinHistory: e<Paged<CoinRecord>>()({ method: 'GET', path: '/v2/member/coin/history/{kind}', auth: 'required', response: paged(coinRecord), summary: 'Coin records: feedback|deduct|bonus|withdraw|redeem, newest first, 10 per page (?page=)' }),
  bankList: e<Bank[]>()({ method: 'POST', path: '/v2/bank/list', auth: 'required', body: bankListBody, response: list(bank), summary: 'All banks by code (optional keyword)' }),
  memberBankList: e<MemberBank[]>()({ method: 'GET', path: '/v2/member/bank/list', auth: 'required', response: list(memberBank), summary: 'Member bank accounts (?source=member|dealer, default member)' }),
  memberBankDelete: e<null>()({ method: 'DELETE', path: '/v2/member/bank/{id}', auth: 'required', response: nothing, summary: 'Delete a bank account (refused while a withdrawal to it is pending)' }),
  memberBankPassbook: e<null>()({ method: 'GET', path: '/v2/member/bank/{id}/passbook', auth: 'required', raw: true, summary: 'The passbook photo of the member\'s own bank account (image/webp; never a public URL)' }),
  memberBankCreate: e<MemberBank>()({ method: 'POST', path: '/v2/member/bank/create', auth: 'required', multipart: true, body: memberBankCreateBody, response: memberBank, summary: 'Add a bank account (multipart, passbook photo in `passbook`)' }),
  memberWithdraw: e<WithdrawResult>()({ method: 'POST', path: '/v2/member/withdraw', auth: 'required', body: withdrawBody, response: withdrawResult, summary: 'Withdraw coins to a bank account (pending until paid out)' }),
  staffWithdrawals: e<Paged<StaffWithdrawal>>()({ method: 'GET', path: '/v2/staff/withdrawals', auth: 'required', response: paged(staffWithdrawal), summary: 'Withdrawals for staff, oldest first (staff token; ?status=pending|success|failed&page=)' }),
  staffWithdrawalComplete: e<StaffWithdrawal>()({ method: 'POST', path: '/v2/staff/withdrawals/{id}/complete', auth: 'required', response: staffWithdrawal, summary: 'The transfer was made: pending → success (staff token)' }),
  staffWithdrawalFail: e<StaffWithdrawal>()({ method: 'POST', path: '/v2/staff/withdrawals/{id}/fail', auth: 'required', body: staffWithdrawalFailBody, response: staffWithdrawal, summary: 'The transfer failed: pending → failed, coins back (staff token)' }),
  staffWithdrawalPassbook: e<null>()({ method: 'GET', path: '/v2/staff/withdrawals/{id}/passbook', auth: 'required', raw: true, summary: 'The passbook photo of the account a withdrawal is paid to (image/webp; staff token)' }),
} as const;
