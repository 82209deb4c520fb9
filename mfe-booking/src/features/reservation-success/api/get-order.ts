import useSWR from 'swr';
import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';

/** A member reads their own order; a guest shows the order's slug. */
export const getOrder = (orderId: string, slug: string) => api.call(endpoints.order, { params: { id: orderId }, query: { slug } });
export const useOrder = (orderId: string | null, slug: string | null) => useSWR(orderId ? ['order', orderId, slug] : null, () => getOrder(orderId as string, slug ?? ''));
