/**
 * Beyond the booking itself: live availability on the store's public channel, the waitlist
 * of a full slot with its 10-minute hold, and the booking's calendar file (the reminders:
 * reminders.ts).
 *
 * Live availability: after every change that takes or frees seats (a booking, a
 * cancellation, a status move, a waitlist hold given, confirmed or expired, the store's new
 * capacity) the API publishes one `slots` event on `store-{id}` (realtime/channel.ts) with
 * the slots' state as read after the commit. `at` is when it was read: a page keeps, per
 * slot, the newest.
 * A page decides `available` for its own party: `enabled && seats_left >= people`.
 */
import type { OrderStatus } from './types';

export const storeEvents = {
  /** Some slots of the store changed (payload: SlotsEvent). */
  slots: 'slots',
} as const;

export interface SlotUpdate {
  date: string;
  time: string;
  /** Seats nobody holds: capacity − booked − held by the waitlist (never below 0). */
  seats_left: number;
  /** Bookable at all: the time exists that weekday, is still ahead and has a seat. */
  enabled: boolean;
}

export interface SlotsEvent {
  store_id: number;
  /** Milliseconds since 1970 when the state was read. */
  at: number;
  slots: SlotUpdate[];
}

/** Whether a party of `people` can book the slot as the update describes it. */
export const slotFits = (slot: Pick<SlotUpdate, 'enabled' | 'seats_left'>, people: number): boolean => slot.enabled && slot.seats_left >= people;

/** Minutes a freed seat is held for the first in line (issue 13). */
export const WAITLIST_HOLD_MINUTES = 10;

export const waitlistMessages = {
  joined: '已加入候補',
  left: '已取消候補',
  notFull: '此時段尚有空位，請直接訂位',
  alreadyWaiting: '您已在此時段的候補名單中',
  entryNotFound: '找不到此候補',
  holdExpired: '保留時間已過，座位已釋出',
  notHeld: '目前尚未輪到您，請耐心等候',
  alreadyBooked: '此候補已完成訂位',
  notActive: '此候補已結束',
  calendarUnavailable: '此訂位已取消或已結束，無法加入行事曆',
} as const;

/** Statuses of a booking still ahead: offered in a calendar, reminded of, counted as seats. */
export const UPCOMING_ORDER_STATUSES: readonly OrderStatus[] = [1, 2, 4];

/** The public calendar link of a booking (same origin). */
export const orderCalendarPath = (publicId: string): string => `/v2/order/result/${encodeURIComponent(publicId)}/calendar.ics`;

/** A time list for one date and party with the updates of that date applied (unknown times stay as they are). */
export function patchTimes<T extends { time: string; available: boolean; seats_left: number }>(slots: T[], date: string, people: number, updates: readonly SlotUpdate[]): T[] {
  const mine = new Map(updates.filter((u) => u.date === date).map((u) => [u.time, u]));
  if (!mine.size) return slots;
  return slots.map((s) => {
    const u = mine.get(s.time);
    return u ? { ...s, seats_left: u.seats_left, available: slotFits(u, people) } : s;
  });
}

/** The can-order-date map (date → times with a seat) with the updates applied; the same object when nothing changed. */
export function patchDates(dates: Record<string, string[]>, updates: readonly SlotUpdate[]): Record<string, string[]> {
  let next = dates;
  for (const u of updates) {
    const list = next[u.date];
    if (!Array.isArray(list) || list.includes(u.time) === u.enabled) continue;
    if (next === dates) next = { ...dates };
    next[u.date] = u.enabled ? [...list, u.time].sort() : list.filter((time) => time !== u.time);
  }
  return next;
}

/** Keeps, per slot, only updates newer than the last one applied (events may arrive out of order). */
export function freshUpdates(seen: Map<string, number>, event: SlotsEvent): SlotUpdate[] {
  return event.slots.filter((s) => {
    const key = `${s.date} ${s.time}`;
    if ((seen.get(key) ?? -1) > event.at) return false;
    seen.set(key, event.at);
    return true;
  });
}
