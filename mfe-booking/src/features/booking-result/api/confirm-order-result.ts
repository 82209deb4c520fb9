import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';

/** POST /v2/order/result/{publicId}/confirm: the reminder's 確認赴約; replies with the booking. */
export const confirmOrderResult = (publicId: string) => api.call(endpoints.orderResultConfirm, { params: { publicId } });
