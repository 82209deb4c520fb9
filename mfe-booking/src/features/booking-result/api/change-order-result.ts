import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';

export interface GuestChange {
  date: string;
  time: string;
  adult_num: number;
  child_num: number;
  /** The 6-digit code texted to the booking's phone. */
  code: string;
}

/** PUT /v2/order/result/{publicId}: the new date, time and party with the texted code; replies with the booking. */
export const changeOrderResult = (publicId: string, change: GuestChange) => api.call(endpoints.orderResultChange, { params: { publicId }, body: change });
