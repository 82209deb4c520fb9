import { endpoints } from '@joy/contract';
import { api, useAuth } from '@joy/auth';
import { useLiveRevalidate, useSwrPagedList } from '@joy/ui/live';

/** GET /v2/member/coupon/list?page=: the VIP gift coupons sent to the member's phone, newest first, 10 per page. */
export const getCoupons = (page: number) => api.call(endpoints.memberCoupons, { query: { page } });

/** §4 paging; an activation (a subscription change, here or on another device) re-fetches the pages shown. */
export function useCoupons() {
  const token = useAuth((s) => s.token);
  const list = useSwrPagedList(token ? 'member-coupons' : null, getCoupons);
  useLiveRevalidate(['subscription'], token ? list.revalidate : null);
  return list;
}
