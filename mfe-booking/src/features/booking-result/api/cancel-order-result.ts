import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';

/** POST /v2/order/result/{publicId}/cancel: the guest cancels from the link (no token); replies with the booking. */
export const cancelOrderResult = (publicId: string) => api.call(endpoints.orderResultCancel, { params: { publicId } });
