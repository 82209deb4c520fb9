import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';
import { usePagedList } from '@joy/ui';

/** POST /v2/order-history?page= — the member's bookings, newest first, 5 per page (§9). */
export const getOrderHistory = (page: number, signal?: AbortSignal) => api.call(endpoints.orderHistory, { query: { page }, signal });

/** §4 paging: the counter goes up before each fetch, pages append without repeating an order. */
export const useOrderHistory = () => usePagedList('order-history', getOrderHistory);
