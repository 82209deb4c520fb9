import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';

export interface ReservationChangeBody {
  date: string;
  time: string;
  adult_num: number;
  child_num: number;
}

/** PUT /v2/order/{id}/reservation: the member moves their booking (date, time, party); replies with the order. */
export const changeReservation = (orderId: number, change: ReservationChangeBody) =>
  api.call(endpoints.orderReservationChange, { params: { id: orderId }, body: change });
