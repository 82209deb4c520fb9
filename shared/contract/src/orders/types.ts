/** Bookings and the waitlist: the payloads as they travel on the wire. */

/** §4 order status: 0 cancelled, 1 and 2 booked (awaiting / confirmed), 4 held, 5 seated, 6 no-show, 7 completed. */
export type OrderStatus = 0 | 1 | 2 | 4 | 5 | 6 | 7;

/**
 * Reply of POST /v2/order: the guest keeps the slug to read the order (GET /v2/order/{id}?slug=);
 * `public_id` (128 random bits) opens the booking result page /booking-result/{public_id}.
 */
export interface OrderCreated {
  order_id: number;
  slug: string;
  public_id: string;
}

export interface OrderDetail {
  id: number;
  slug: string;
  public_id: string;
  status: OrderStatus;
  date: string;
  time: string;
  adult_num: number;
  child_num: number;
  purpose: string;
  note: string;
  name: string;
  phone: string;
  email: string | null;
  store: { id: number; name: string; address: string; phone: string; logo: string };
  created_at: string;
  /** The member's review of this order once written (edit it at /leave-comment?…&commentId=). */
  comment_id: number | null;
}

/**
 * GET /v2/order/result/{public_id}: the booking result page (§2 /booking-result/{id}). The
 * unguessable id is the only key, so the reply leaves out the phone and email.
 */
export interface OrderResult {
  public_id: string;
  status: OrderStatus;
  date: string;
  time: string;
  adult_num: number;
  child_num: number;
  purpose: string;
  note: string;
  name: string;
  store: { id: number; slug: string; name: string; address: string; phone: string; logo: string };
  created_at: string;
}

/** waiting: in line · held: seats kept until hold_expires_at · booked · expired · left. */
export type WaitlistStatus = 'waiting' | 'held' | 'booked' | 'expired' | 'left';

export interface WaitlistEntry {
  public_id: string;
  status: WaitlistStatus;
  date: string;
  time: string;
  adult_num: number;
  child_num: number;
  /** 1 = next in line (waiting entries only; null otherwise). */
  position: number | null;
  /** ISO time the hold ends (held only). */
  hold_expires_at: string | null;
  /** The booking made from the hold. */
  order: { id: number; public_id: string; slug: string } | null;
  store: { id: number; name: string; logo: string };
}
