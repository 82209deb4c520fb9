/** Replies of the partner API (the restaurant's POS). */
import * as yup from 'yup';
import { payLogStatuses } from '../coins/responses';
import { orderStatuses } from '../orders/responses';
import { flag, int, num, oneOf, optionalText, text } from '../platform/response-fields';
import type { PartnerOrder, PartnerPayment, PartnerSlot } from './types';

export const partnerOrder: yup.ObjectSchema<PartnerOrder> = yup.object({
  id: int(),
  status: oneOf(orderStatuses),
  date: text(),
  time: text(),
  adult_num: int(),
  child_num: int(),
  purpose: text(),
  note: text(),
  name: text(),
  phone: text(),
  is_member: flag(),
  created_at: text(),
  updated_at: text(),
});

export const partnerSlot: yup.ObjectSchema<PartnerSlot> = yup.object({ weekday: int(), time: text(), capacity: int() });

export const partnerPayment: yup.ObjectSchema<PartnerPayment> = yup.object({
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
