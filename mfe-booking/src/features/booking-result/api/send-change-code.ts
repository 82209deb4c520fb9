import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';

/** POST /v2/order/result/{publicId}/code: texts a change code to the booking's phone (429 with the wait when sent too often). */
export const sendChangeCode = (publicId: string) => api.call(endpoints.orderResultCode, { params: { publicId } });
