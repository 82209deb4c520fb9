/** What the API validates and documents of coinEndpoints (./endpoints.ts): each call's summary, body and reply schemas. */
import { specs } from '../platform/endpoint';
import { list, nothing, paged } from '../platform/response-fields';
import { bankListBody, memberBankCreateBody, staffWithdrawalFailBody, withdrawBody } from './requests';
import { bank, coinBalance, coinRecord, memberBank, payLog, payLogDetail, staffWithdrawal, withdrawResult } from './responses';
import { coinEndpoints } from './endpoints';

export const coinEndpointSpecs = specs(coinEndpoints, {
  payLog: { summary: 'Payment detail with its comments (owner only)', response: payLogDetail },
  payLogList: { summary: 'Payment records, newest first, 5 per page (?page=)', response: paged(payLog) },
  memberCoin: { summary: 'Coin balance, lots with their expiry and the pay code', response: coinBalance },
  coinHistory: { summary: 'Coin records: feedback|deduct|bonus|withdraw|redeem, newest first, 10 per page (?page=)', response: paged(coinRecord) },
  bankList: { summary: 'All banks by code (optional keyword)', body: bankListBody, response: list(bank) },
  memberBankList: { summary: 'Member bank accounts (?source=member|dealer, default member)', response: list(memberBank) },
  memberBankDelete: { summary: 'Delete a bank account (refused while a withdrawal to it is pending)', response: nothing },
  memberBankPassbook: { summary: 'The passbook photo of the member\'s own bank account (image/webp; never a public URL)' },
  memberBankCreate: { summary: 'Add a bank account (multipart, passbook photo in `passbook`)', body: memberBankCreateBody, response: memberBank },
  memberWithdraw: { summary: 'Withdraw coins to a bank account (pending until paid out)', body: withdrawBody, response: withdrawResult },
  staffWithdrawals: { summary: 'Withdrawals for staff, oldest first (staff token; ?status=pending|success|failed&page=)', response: paged(staffWithdrawal) },
  staffWithdrawalComplete: { summary: 'The transfer was made: pending → success (staff token)', response: staffWithdrawal },
  staffWithdrawalFail: { summary: 'The transfer failed: pending → failed, coins back (staff token)', body: staffWithdrawalFailBody, response: staffWithdrawal },
  staffWithdrawalPassbook: { summary: 'The passbook photo of the account a withdrawal is paid to (image/webp; staff token)' },
});
