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
