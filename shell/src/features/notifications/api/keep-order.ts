import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';

/** PUT /v2/order {order_id, status: 4} — the member keeps (holds) a booking from a notification (§4). */
export const keepOrder = (orderId: number) => api.call(endpoints.orderUpdate, { body: { order_id: orderId, status: 4 } });
