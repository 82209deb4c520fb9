import useSWR from 'swr';
import { endpoints, type OrderDetail } from '@joy/contract';
import { api, useAuth } from '@joy/auth';
import { useLiveRevalidate } from '@joy/ui/live';

/** Booked, confirmed or held (§4): the statuses of a booking still to come. */
const UPCOMING_STATUSES: ReadonlySet<number> = new Set([1, 2, 4]);

/** The reservation's instant: date and time are Taipei wall-clock values (UTC+8, no DST). */
const reservedAt = (order: Pick<OrderDetail, 'date' | 'time'>): number => Date.parse(`${order.date}T${order.time}:00+08:00`);

/** The bookings still to come, soonest first, from the newest orders (the first page of the history). */
export function upcomingOf(orders: readonly OrderDetail[], now: Date): OrderDetail[] {
  return orders.filter((o) => UPCOMING_STATUSES.has(o.status) && reservedAt(o) >= now.getTime()).sort((a, b) => reservedAt(a) - reservedAt(b));
}

/** POST /v2/order-history?page=1 for the hub; a live order change (a store confirmed, a booking made elsewhere) re-fetches it. */
export function useRecentOrders() {
  const token = useAuth((s) => s.token);
  const orders = useSWR(token ? ['home-orders'] : null, () => api.call(endpoints.orderHistory, { query: { page: 1 } }));
  useLiveRevalidate(['order'], token ? orders.mutate : null);
  return orders;
}
