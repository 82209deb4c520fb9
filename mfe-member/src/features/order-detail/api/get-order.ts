import useSWR from 'swr';
import { endpoints, type OrderDetail } from '@joy/contract';
import { api } from '@joy/auth';
import { useLiveRevalidate } from '@joy/ui/live';

/** The order as this page reads it; `comment_id` is its review, for 修改評論. */
export type MemberOrder = OrderDetail;

/** GET /v2/order/{id}: the owner's order; anyone else's is a 404. */
export const orderKey = (id: string) => ['member-order', id] as const;
export const getOrder = (id: string) => api.call(endpoints.order, { params: { id } });
/** The order, fetched again when a live change concerns it (the store confirmed or refused it, a reminder). */
export function useOrder(id: string | null) {
  const order = useSWR(id ? orderKey(id) : null, () => getOrder(id as string));
  useLiveRevalidate(['order'], id ? order.mutate : null, { order: Number(id) });
  return order;
}
