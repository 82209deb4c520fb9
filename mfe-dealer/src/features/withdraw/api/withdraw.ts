import useSWR from 'swr';
import { endpoints } from '@joy/contract';
import { api, useAuth } from '@joy/auth';

/** GET /v2/member/bank/list?source=dealer: the dealer's own accounts for bonus withdrawals. */
export function useDealerBanks() {
  const token = useAuth((s) => s.token);
  return useSWR(token ? ['member-banks', 'dealer'] : null, () => api.call(endpoints.memberBankList, { query: { source: 'dealer' } }));
}

/** POST share-dividend/withdraw {point, member_bank_id}: angel bonus, whole NT$. */
export const withdrawDividend = (point: number, memberBankId: number) => api.call(endpoints.shareDividendWithdraw, { body: { point, member_bank_id: memberBankId } });
/** POST recommendStore/share-profit/withdraw {bonus, member_bank_id}: store referral profit, whole NT$. */
export const withdrawProfit = (bonus: number, memberBankId: number) => api.call(endpoints.shareProfitWithdraw, { body: { bonus, member_bank_id: memberBankId } });

/** POST /v2/bank/list: every bank by code. */
export const useBanks = () => useSWR(['banks'], () => api.call(endpoints.bankList, { body: { keyword: '' } }), { revalidateOnFocus: false });

export interface NewDealerBank {
  bank_code: string;
  branch: string;
  account_name: string;
  account_number: string;
  birthday: string;
  passbook: File | null;
}

/** POST /v2/member/bank/create with source=dealer (multipart, the passbook photo in `passbook`). */
export function createDealerBank(account: NewDealerBank) {
  const form = new FormData();
  form.append('source', 'dealer');
  for (const key of ['bank_code', 'branch', 'account_name', 'account_number', 'birthday'] as const) form.append(key, account[key]);
  if (account.passbook) form.append('passbook', account.passbook, account.passbook.name || 'passbook.jpg');
  return api.call(endpoints.memberBankCreate, { body: form });
}
