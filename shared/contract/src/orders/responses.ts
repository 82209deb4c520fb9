/** Replies of booking: the order, its result page and the waitlist, and their types. */
import * as yup from 'yup';
import { flag, int, oneOf, optionalInt, optionalText, text } from '../platform/response-fields';
import { guaranteeView } from './guarantee-schemas';

import { orderStatuses } from './statuses';

export { orderStatuses, type OrderStatus } from './statuses';

/** `guarantee`: the booking's card hold (guarantees.ts), null when the booking needs none; `pending` means the authorisation is still being retried. */
export const orderCreated = yup.object({ order_id: int(), slug: text(), public_id: text(), guarantee: guaranteeView });

/**
 * What the diner may still do with a booking themselves (the member's order page, the guest's
 * result page): change its date, time or party until `change_until` — the reservation minus
 * the store's cut-off (stores.change_cutoff_minutes, 2 hours unless the store says otherwise) —
 * and cancel until the reservation time (a late cancel still helps the store more than a
 * no-show, so cancelling has no cut-off). Both only while the booking is 1, 2 or 4.
 */
const selfServiceFields = {
  /** ISO instant until which the diner may change the booking. */
  change_until: text(),
  can_change: flag(),
  can_cancel: flag(),
};

/**
 * Reply of POST /v2/order: the guest keeps the slug to read the order (GET /v2/order/{id}?slug=);
 * `public_id` (128 random bits) opens the booking result page /booking-result/{public_id}.
 */
export type OrderCreated = yup.InferType<typeof orderCreated>;

export const orderDetail = yup.object({
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
  /** Special requests (special-requests.ts): '' / 0 when none. */
  dietary_note: text(),
  seating_area: text(),
  high_chairs: int(),
  name: text(),
  phone: text(),
  email: optionalText(),
  store: yup.object({ id: int(), name: text(), address: text(), phone: text(), logo: text() }),
  created_at: text(),
  /** The member's review of this order once written (edit it at /leave-comment?…&commentId=). */
  comment_id: optionalInt(),
  ...selfServiceFields,
  /** When the diner answered a reminder with 確認赴約, or kept the booking (ISO); null until then. */
  diner_confirmed_at: optionalText(),
  /** The booking's deposit or card guarantee and its state; null when none. */
  guarantee: guaranteeView,
});

export type OrderDetail = yup.InferType<typeof orderDetail>;

export const orderResult = yup.object({
  public_id: text(),
  status: oneOf(orderStatuses),
  date: text(),
  time: text(),
  adult_num: int(),
  child_num: int(),
  purpose: text(),
  note: text(),
  dietary_note: text(),
  seating_area: text(),
  high_chairs: int(),
  name: text(),
  store: yup.object({ id: int(), slug: text(), name: text(), address: text(), phone: text(), logo: text() }),
  created_at: text(),
  ...selfServiceFields,
  /** The booking's phone masked (0912***678): where the change code goes. */
  phone_hint: text(),
  /** When the diner answered a reminder with 確認赴約 (ISO); null until then. */
  diner_confirmed_at: optionalText(),
  /** The booking's deposit or card guarantee and its state; null when none. */
  guarantee: guaranteeView,
});

/**
 * GET /v2/order/result/{public_id}: the booking result page (§2 /booking-result/{id}). The
 * unguessable id is the only key, so the reply leaves out the phone (but for its masked hint) and email.
 */
export type OrderResult = yup.InferType<typeof orderResult>;

/** POST /v2/order/result/{publicId}/code: the code was texted to this phone (masked). */
export const orderResultCodeSent = yup.object({ phone_hint: text() });

export type OrderResultCodeSent = yup.InferType<typeof orderResultCodeSent>;

export const waitlistStatuses = ['waiting', 'held', 'booked', 'expired', 'left'] as const;

/** waiting: in line · held: seats kept until hold_expires_at · booked · expired · left. */
export type WaitlistStatus = (typeof waitlistStatuses)[number];

export const waitlistEntry = yup.object({
  public_id: text(),
  status: oneOf(waitlistStatuses),
  date: text(),
  time: text(),
  adult_num: int(),
  child_num: int(),
  /** 1 = next in line (waiting entries only; null otherwise). */
  position: optionalInt(),
  /** ISO time the hold ends (held only). */
  hold_expires_at: optionalText(),
  /** The booking made from the hold. */
  order: yup.object({ id: int(), public_id: text(), slug: text() }).nullable().defined(),
  store: yup.object({ id: int(), name: text(), logo: text() }),
});

export type WaitlistEntry = yup.InferType<typeof waitlistEntry>;
