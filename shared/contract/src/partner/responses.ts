/** Replies of the partner API (the restaurant's POS), and their types. */
import * as yup from 'yup';
import { payLogStatuses } from '../coins/responses';

import { orderStatuses } from '../orders/responses';
import { flag, int, num, oneOf, optionalText, text, texts } from '../platform/response-fields';
import { guaranteeView } from '../orders/guarantee-schemas';

export const partnerOrder = yup.object({
  id: int(),
  status: oneOf(orderStatuses),
  date: text(),
  time: text(),
  adult_num: int(),
  child_num: int(),
  purpose: text(),
  note: text(),
  /** The diner's special requests: dietary and allergy notes, a seating area of the store's, high chairs. */
  dietary_note: text(),
  seating_area: text(),
  high_chairs: int(),
  name: text(),
  phone: text(),
  is_member: flag(),
  created_at: text(),
  updated_at: text(),
  /** When the diner confirmed they will come (a reminder's 確認赴約, or a member's keep), ISO; null until then. */
  diner_confirmed_at: optionalText(),
  /** The booking's deposit or card guarantee: held (authorized), released, or captured (captured_amount); null when none. */
  guarantee: guaranteeView,
});

/** An order as the restaurant sees it through the partner API. */
export type PartnerOrder = yup.InferType<typeof partnerOrder>;

export const partnerSeatingAreas = yup.object({ areas: texts() });

/** The seating areas a diner may ask for when booking (partner API). */
export type PartnerSeatingAreas = yup.InferType<typeof partnerSeatingAreas>;

export const partnerSlot = yup.object({ weekday: int(), time: text(), capacity: int() });

/** A bookable time of a weekday and its seats (partner API). */
export type PartnerSlot = yup.InferType<typeof partnerSlot>;

export const partnerPayment = yup.object({
  id: int(),
  status: oneOf(payLogStatuses),
  member_name: text(),
  amount: num(),
  coins_used: num(),
  cash_amount: num(),
  reward_rate: num(),
  reward_coins: num(),
  vip_reward_coins: num(),
  invite_reward_coins: num(),
  reward_shortfall: num(),
  idempotency_key: text(),
  refunded_at: optionalText(),
  created_at: text(),
  replayed: flag(),
});

/**
 * A payment as the store's POS sees it (partner API). `replayed` is true when the
 * idempotency key had been used already and this is the first call's result.
 */
export type PartnerPayment = yup.InferType<typeof partnerPayment>;
