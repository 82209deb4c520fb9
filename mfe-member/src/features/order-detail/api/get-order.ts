import useSWR from 'swr';
import { endpoints, type OrderDetail } from '@joy/contract';
import { api } from '@joy/auth';

/** The order as this page reads it; `comment_id` is its review, for 修改評論. */
export type MemberOrder = OrderDetail;

/** GET /v2/order/{id}: the owner's order; anyone else's is a 404. */
export const orderKey = (id: string) => ['member-order', id] as const;
export const getOrder = (id: string) => api.call(endpoints.order, { params: { id } });
export const useOrder = (id: string | null) => useSWR(id ? orderKey(id) : null, () => getOrder(id as string));
