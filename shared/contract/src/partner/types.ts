/** The partner API's payloads: an order, a bookable time and a payment as the store sees them. */
import type { PayLogStatus } from '../coins/types';
import type { OrderStatus } from '../orders/types';

/** An order as the restaurant sees it through the partner API. */
export interface PartnerOrder {
  id: number;
  status: OrderStatus;
  date: string;
  time: string;
  adult_num: number;
  child_num: number;
  purpose: string;
  note: string;
  name: string;
  phone: string;
  is_member: boolean;
  created_at: string;
  updated_at: string;
}

/** A bookable time of a weekday and its seats (partner API). */
export interface PartnerSlot {
  weekday: number;
  time: string;
  capacity: number;
}

/**
 * A payment as the store's POS sees it (partner API). `replayed` is true when the
 * idempotency key had been used already and this is the first call's result.
 */
export interface PartnerPayment {
  id: number;
  status: PayLogStatus;
  member_name: string;
  amount: number;
  coins_used: number;
  cash_amount: number;
  reward_rate: number;
  reward_coins: number;
  vip_reward_coins: number;
  invite_reward_coins: number;
  reward_shortfall: number;
  idempotency_key: string;
  refunded_at: string | null;
  created_at: string;
  replayed: boolean;
}
