/**
 * What a diner may still do with a booking themselves (issue 23, the guest's result page and
 * the member's order page): change its date, time or party while it is booked, confirmed or
 * kept (1, 2, 4) and the store's cut-off has not come — `change_until`, the reservation minus
 * stores.change_cutoff_minutes (120 by default) — and cancel it until the reservation time, by
 * the state table's cancel (a late cancel still helps the store more than a no-show, so only
 * changing has a cut-off). The replies carry these answers; services/booking-changes.ts judges
 * the same rules again under the order's row lock.
 */
import { slotInstant } from './booking-clock';
import { decide } from './order-status';

/** The statuses a diner may change a booking from. */
export const CHANGEABLE_STATUSES: readonly number[] = [1, 2, 4];

/** The last moment the diner may change a booking at `date time` themselves. */
export const changeUntil = (date: string, time: string, cutoffMinutes: number): Date => new Date(slotInstant(date, time).getTime() - cutoffMinutes * 60_000);

/** May the diner change the booking now (status and cut-off)? */
export const canChange = (status: number, until: Date, now: Date): boolean => CHANGEABLE_STATUSES.includes(status) && now.getTime() < until.getTime();

export interface SelfService {
  change_until: string;
  can_change: boolean;
  can_cancel: boolean;
}

/** The reply fields of a booking's own changes. */
export function selfService(order: { status: number; date: string; time: string }, cutoffMinutes: number, now: Date): SelfService {
  const until = changeUntil(order.date, order.time, cutoffMinutes);
  return {
    change_until: until.toISOString(),
    can_change: canChange(order.status, until, now),
    // The guest's cancel is the member's, row for row (the state table); one answer for both.
    can_cancel: decide('guest', 'guest-cancel', order.status, order, now).ok,
  };
}

/** 0912345678 → 0912***678: which phone a code went to, without giving the number away. */
export const phoneHint = (phone: string): string => (phone.length >= 8 ? `${phone.slice(0, 4)}***${phone.slice(-3)}` : '***');
