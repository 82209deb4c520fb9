import { endpoints } from '@joy/contract';
import { api, useAuth } from '@joy/auth';
import { useLiveRevalidate, useSwrPagedList } from '@joy/ui/live';

/** GET /v2/member/coin/history/redeem?page=: coins exchanged (spent at a partner store, redeemed for a coupon), newest first. */
export const getRedemptions = (page: number) => api.call(endpoints.coinHistory, { params: { kind: 'redeem' }, query: { page } });

/** §4 paging; coins moving (a payment at the counter, a refund) re-fetch the pages shown. */
export function useRedemptions() {
  const token = useAuth((s) => s.token);
  const list = useSwrPagedList(token ? 'coin-redeem' : null, getRedemptions);
  useLiveRevalidate(['coin'], token ? list.revalidate : null);
  return list;
}
