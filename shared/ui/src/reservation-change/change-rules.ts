/**
 * What the change panel offers and checks before it asks the API, which stays the judge (the
 * same availability and no-overbooking guard as a new booking, in one transaction).
 *
 * Availability is read as the booking steps read it (can-order-date, can-order-times for the
 * party), with one difference: the booking's own seats are free for the booking itself. In its
 * own slot a larger party fits when the seats left plus the seats it already holds are enough,
 * and its own date is offered even when nobody else could book it.
 */
import type { TimeSlot } from '@joy/contract';

/** The date, time and party a booking has now. */
export interface BookedSlot {
  date: string;
  time: string;
  adult_num: number;
  child_num: number;
}

/** What the diner asks for: the body of the change calls (a guest adds the SMS code). */
export interface ReservationChange extends BookedSlot {
  code?: string;
}

export const people = (slot: Pick<BookedSlot, 'adult_num' | 'child_num'>): number => slot.adult_num + slot.child_num;

/** Whether a party of `party` can have `slot` on `date`, counting the booking's own seats as its own. */
export function fitsChange(slot: TimeSlot, date: string, party: number, booking: BookedSlot): boolean {
  if (date === booking.date && slot.time.slice(0, 5) === booking.time.slice(0, 5)) return slot.seats_left + people(booking) >= party;
  return slot.available;
}

/** The store's dates, sorted, each with whether it can be chosen; the booking's own date always can. */
export function changeDates(dates: Record<string, string[]>, booking: BookedSlot): { date: string; open: boolean }[] {
  const all = new Set([...Object.keys(dates), booking.date]);
  return [...all].sort().map((date) => ({ date, open: date === booking.date || (dates[date]?.length ?? 0) > 0 }));
}

/** Whether the choice names what the booking already has. */
export const isUnchanged = (change: BookedSlot, booking: BookedSlot): boolean =>
  change.date === booking.date && change.time.slice(0, 5) === booking.time.slice(0, 5) && change.adult_num === booking.adult_num && change.child_num === booking.child_num;

/** The panel's own words for a time not picked (the contract's body rules say the rest). */
export const changeFieldTexts = {
  timeRequired: '請選擇時段',
} as const;
