/** Replies of booking: the order, its result page and the waitlist. */
import * as yup from 'yup';
import { int, oneOf, optionalInt, optionalText, text } from '../platform/response-fields';
import type { OrderCreated, OrderDetail, OrderResult, OrderStatus, WaitlistEntry, WaitlistStatus } from './types';

export const orderStatuses: readonly OrderStatus[] = [0, 1, 2, 4, 5, 6, 7];

export const orderCreated: yup.ObjectSchema<OrderCreated> = yup.object({ order_id: int(), slug: text(), public_id: text() });

export const orderDetail: yup.ObjectSchema<OrderDetail> = yup.object({
  id: int(),
  slug: text(),
  public_id: text(),
  status: oneOf(orderStatuses),
  date: text(),
  time: text(),
  adult_num: int(),
  child_num: int(),
  purpose: text(),
  note: text(),
  name: text(),
  phone: text(),
  email: optionalText(),
  store: yup.object({ id: int(), name: text(), address: text(), phone: text(), logo: text() }),
  created_at: text(),
  comment_id: optionalInt(),
});

export const orderResult: yup.ObjectSchema<OrderResult> = yup.object({
  public_id: text(),
  status: oneOf(orderStatuses),
  date: text(),
  time: text(),
  adult_num: int(),
  child_num: int(),
  purpose: text(),
  note: text(),
  name: text(),
  store: yup.object({ id: int(), slug: text(), name: text(), address: text(), phone: text(), logo: text() }),
  created_at: text(),
});

export const waitlistStatuses: readonly WaitlistStatus[] = ['waiting', 'held', 'booked', 'expired', 'left'];

export const waitlistEntry: yup.ObjectSchema<WaitlistEntry> = yup.object({
  public_id: text(),
  status: oneOf(waitlistStatuses),
  date: text(),
  time: text(),
  adult_num: int(),
  child_num: int(),
  position: optionalInt(),
  hold_expires_at: optionalText(),
  order: yup.object({ id: int(), public_id: text(), slug: text() }).nullable().defined(),
  store: yup.object({ id: int(), name: text(), logo: text() }),
});
