/**
 * §4 order status as the member sees it: the name, the line under it and the actions are the
 * contract's status table (ORDER_STATUS_WORDS), the actions asked at the page's clock through
 * the state table (shared/contract/src/orders/state-table.ts): keep 1|2 → 4 and cancel 1|2|4 → 0,
 * both only before the reservation time; 7 (completed) hides the buttons and offers the review
 * instead. The API asks the same table and stays the judge — a refused change comes back as
 * 失敗 with the reason. Only the badge's colour is this page's own.
 */
import { decide, orderStatusName, orderStatusWords, type OrderDetail, type OrderStatus } from '@joy/contract';

export type StatusTone = 'success' | 'pending' | 'muted';

const TONES: Readonly<Record<OrderStatus, StatusTone>> = { 0: 'muted', 1: 'pending', 2: 'success', 4: 'success', 5: 'pending', 6: 'muted', 7: 'success' };

/** The status's name; a status this page does not know yet (a newer API) reads as 處理中 rather than breaking. */
export const statusLabel = (status: number): string => orderStatusName(status);
/** The one line under the status: whether the member has a table (none for an unknown status). */
export const statusLine = (status: number): string | null => orderStatusWords(status)?.orderDetail ?? null;
export const statusTone = (status: number): StatusTone => TONES[status as OrderStatus] ?? 'pending';

export interface OrderActions {
  keep: boolean;
  cancel: boolean;
  review: boolean;
}

export function orderActions(order: Pick<OrderDetail, 'status' | 'date' | 'time'>, now: Date): OrderActions {
  return {
    keep: decide('member', 'keep', order.status, order, now).ok,
    cancel: decide('member', 'cancel', order.status, order, now).ok,
    review: orderStatusWords(order.status)?.actions.includes('review') ?? false,
  };
}

/** `/leave-comment` for an order (§2 named route): write, or edit when a comment exists. */
export function reviewLink(orderId: number, commentId?: number | null): string {
  const query = new URLSearchParams({ id: String(orderId), type: 'order' });
  if (commentId) query.set('commentId', String(commentId));
  return `/leave-comment?${query.toString()}`;
}
