/**
 * §4 order status as the member sees it: the label of each status (the contract's one
 * catalogue) and which actions the order page offers. The actions mirror the member rows of
 * the API's transition table (infra/api/src/lib/order-status.ts): keep 1|2 → 4 and cancel
 * 1|2|4 → 0, both only before the reservation time; 7 (completed) hides the buttons and
 * offers the review instead. The API stays the judge — a refused change comes back as 失敗
 * with the reason.
 */
import { orderStatusLabels, type OrderDetail, type OrderStatus } from '@joy/contract';

export type StatusTone = 'success' | 'pending' | 'muted';

const TONES: Readonly<Record<OrderStatus, StatusTone>> = { 0: 'muted', 1: 'pending', 2: 'success', 4: 'success', 5: 'pending', 6: 'muted', 7: 'success' };

/** A status this page does not know yet (a newer API) reads as 處理中 rather than breaking. */
export const statusLabel = (status: number): string => orderStatusLabels[status as OrderStatus] ?? '處理中';
export const statusTone = (status: number): StatusTone => TONES[status as OrderStatus] ?? 'pending';

const KEEPABLE: readonly number[] = [1, 2];
const CANCELLABLE: readonly number[] = [1, 2, 4];

/** The instant the reservation begins: date + HH:MM on Taipei's clock (UTC+8, no DST). */
export const reservationInstant = (order: Pick<OrderDetail, 'date' | 'time'>): Date => new Date(`${order.date}T${order.time}:00+08:00`);

export const isUpcoming = (order: Pick<OrderDetail, 'date' | 'time'>, now: Date): boolean => reservationInstant(order).getTime() > now.getTime();

export interface OrderActions {
  keep: boolean;
  cancel: boolean;
  review: boolean;
}

export function orderActions(order: Pick<OrderDetail, 'status' | 'date' | 'time'>, now: Date): OrderActions {
  const upcoming = isUpcoming(order, now);
  return {
    keep: upcoming && KEEPABLE.includes(order.status),
    cancel: upcoming && CANCELLABLE.includes(order.status),
    review: order.status === 7,
  };
}

/** `/leave-comment` for an order (§2 named route): write, or edit when a comment exists. */
export function reviewLink(orderId: number, commentId?: number | null): string {
  const query = new URLSearchParams({ id: String(orderId), type: 'order' });
  if (commentId) query.set('commentId', String(commentId));
  return `/leave-comment?${query.toString()}`;
}
