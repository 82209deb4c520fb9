/**
 * The §4 order status machine: the one table of who may move an order from which status to
 * which, and when. The API asks `decide()` under a row lock before every status change (the
 * member's PUT /v2/order and the restaurant's partner API); the member's order page asks the
 * same table which buttons to offer, so the two cannot drift. The API stays the judge.
 *
 * Statuses: 1 booked, awaiting the store · 2 confirmed by the store · 4 kept (held) by the
 * diner · 5 seated · 6 no-show · 7 completed (reviewable) · 0 cancelled.
 *
 * | action         | by      | from     | to | when (reservation = date + time, Taipei) |
 * |----------------|---------|----------|----|------------------------------------------|
 * | keep           | member  | 1, 2     | 4  | before the reservation time              |
 * | cancel         | member  | 1, 2, 4  | 0  | before the reservation time              |
 * | guest-cancel   | guest   | 1, 2, 4  | 0  | before the reservation time              |
 * | confirm        | partner | 1        | 2  | before the reservation time              |
 * | seat           | partner | 2, 4     | 5  | any time                                 |
 * | no-show        | partner | 2, 4     | 6  | once the reservation time has come       |
 * | complete       | partner | 5        | 7  | any time                                 |
 * | store-cancel   | partner | 1, 2, 4  | 0  | any time                                 |
 *
 * The guest is whoever holds the booking's result link (/booking-result/{public id}): its
 * cancel follows the member's rules exactly (a late cancel still helps the store more than a
 * no-show, so it runs until the reservation time).
 *
 * 0, 6 and 7 are final. Anything else is refused with a zh-TW reason: the status says why
 * (此訂位已取消 / 此訂位已保留 / 此訂位已完成，無法入座 …), or the clock does
 * (訂位時間已過，無法變更 / 訂位時間未到，無法標記未到).
 */
import { orderStatusLabels, orderTexts } from './messages';
import type { OrderStatus } from './statuses';

export type OrderActor = 'member' | 'guest' | 'partner';
export type OrderAction = 'keep' | 'cancel' | 'guest-cancel' | 'confirm' | 'seat' | 'no-show' | 'complete' | 'store-cancel';
type When = 'before' | 'after' | 'any';

export interface OrderTransition {
  actor: OrderActor;
  from: readonly OrderStatus[];
  to: OrderStatus;
  when: When;
  /** The verb in refusals: 此訂位已完成，無法{verb}. */
  verb: string;
}

export const ORDER_TRANSITIONS: Readonly<Record<OrderAction, OrderTransition>> = {
  keep: { actor: 'member', from: [1, 2], to: 4, when: 'before', verb: '保留' },
  cancel: { actor: 'member', from: [1, 2, 4], to: 0, when: 'before', verb: '取消' },
  'guest-cancel': { actor: 'guest', from: [1, 2, 4], to: 0, when: 'before', verb: '取消' },
  confirm: { actor: 'partner', from: [1], to: 2, when: 'before', verb: '確認' },
  seat: { actor: 'partner', from: [2, 4], to: 5, when: 'any', verb: '入座' },
  'no-show': { actor: 'partner', from: [2, 4], to: 6, when: 'after', verb: '標記未到' },
  complete: { actor: 'partner', from: [5], to: 7, when: 'any', verb: '完成' },
  'store-cancel': { actor: 'partner', from: [1, 2, 4], to: 0, when: 'any', verb: '取消' },
};

export const ORDER_STATUSES: readonly OrderStatus[] = [0, 1, 2, 4, 5, 6, 7];

export type OrderDecision = { ok: true; to: OrderStatus } | { ok: false; reason: string };

/** The member's two moves by target status (PUT /v2/order {status}). */
export const MEMBER_ACTIONS: Readonly<Record<0 | 4, OrderAction>> = { 0: 'cancel', 4: 'keep' };

/** The instant a reservation (date YYYY-MM-DD + time HH:MM on Taipei's clock, UTC+8 without DST) begins. */
export const reservationInstant = (reservation: { date: string; time: string }): Date => new Date(`${reservation.date}T${reservation.time}:00+08:00`);

/** Why `from` cannot take `action`, in the words the client shows under 失敗. */
function statusReason(action: OrderAction, from: number): string {
  if (from === 0) return orderTexts.orderAlreadyCancelled;
  if (from === 4 && action === 'keep') return orderTexts.orderAlreadyHeld;
  const label = orderStatusLabels[from as OrderStatus];
  return label ? `此訂位${label}，無法${ORDER_TRANSITIONS[action].verb}` : orderTexts.orderNotChangeable;
}

/** May `actor` apply `action` to an order in status `from` reserved for `date time`, at `now`? */
export function decide(actor: OrderActor, action: OrderAction, from: number, reservation: { date: string; time: string }, now: Date): OrderDecision {
  const rule = ORDER_TRANSITIONS[action];
  if (rule.actor !== actor) return { ok: false, reason: orderTexts.orderNotChangeable };
  if (!(rule.from as readonly number[]).includes(from)) return { ok: false, reason: statusReason(action, from) };
  const started = reservationInstant(reservation).getTime() <= now.getTime();
  if (rule.when === 'before' && started) return { ok: false, reason: orderTexts.orderTimePassed };
  if (rule.when === 'after' && !started) return { ok: false, reason: orderTexts.orderTimeNotReached };
  return { ok: true, to: rule.to };
}

/** The member's change by target status, as the table above allows it regardless of time. */
export function canMemberChange(from: number, to: 0 | 4): boolean {
  return (ORDER_TRANSITIONS[MEMBER_ACTIONS[to]].from as readonly number[]).includes(from);
}

/** Seats an order takes: every status except cancelled holds its seats. */
export const holdsSeats = (status: number): boolean => status !== 0;
