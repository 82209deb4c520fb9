import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';

/** §4 member changes: 4 keeps (已保留), 0 cancels (已取消). */
export type OrderChange = 0 | 4;

/** PUT /v2/order {order_id, status}: replies with the updated order. */
export const updateOrder = (orderId: number, status: OrderChange) => api.call(endpoints.orderUpdate, { body: { order_id: orderId, status } });
