import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';
import { useLiveRevalidate, useSwrPagedList } from '@joy/ui/live';

/** POST /v2/order-history?page= — the member's bookings, newest first, 5 per page (§9). */
export const getOrderHistory = (page: number, signal?: AbortSignal) => api.call(endpoints.orderHistory, { query: { page }, signal });

/** §4 paging: pages append without repeating an order; a live order change re-fetches the pages shown (a store confirmed, a booking was made elsewhere). */
export function useOrderHistory() {
  const list = useSwrPagedList('order-history', getOrderHistory);
  useLiveRevalidate(['order'], list.revalidate);
  return list;
}
