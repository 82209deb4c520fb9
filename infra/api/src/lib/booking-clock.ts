/**
 * Booking dates and times on Taipei's wall clock (UTC+8, no DST): which calendar dates the
 * booking window covers, a date's weekday, and whether a slot is still in the future.
 */
const TAIPEI_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** Dates offered for booking, today included (§3 can_order_dates). */
export const BOOKING_WINDOW_DAYS = 30;

/** A real calendar date written YYYY-MM-DD. */
export function isBookingDate(value: string | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** 0 Sunday … 6 Saturday of a YYYY-MM-DD date. */
export const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Today's date in Taipei plus `days`, as YYYY-MM-DD. */
export function taipeiDate(now: Date, days = 0): string {
  return new Date(now.getTime() + TAIPEI_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** An instant's time of day in Taipei, 'HH:MM' (a hold's deadline in an SMS or a notification). */
export function taipeiTime(at: Date): string {
  return new Date(at.getTime() + TAIPEI_OFFSET_MS).toISOString().slice(11, 16);
}

/** The dates of the booking window, from today (Taipei). */
export function bookingWindow(now: Date): string[] {
  return Array.from({ length: BOOKING_WINDOW_DAYS }, (_, i) => taipeiDate(now, i));
}

export function inBookingWindow(date: string, now: Date): boolean {
  return date >= taipeiDate(now) && date <= taipeiDate(now, BOOKING_WINDOW_DAYS - 1);
}

/** The instant a reservation (date + 'HH:MM', Taipei) begins. */
export const slotInstant = (date: string, time: string): Date => new Date(`${date}T${time}:00+08:00`);

export const isFutureSlot = (date: string, time: string, now: Date): boolean => slotInstant(date, time).getTime() > now.getTime();

/** Every date of the booking window on which the given weekday times fall (a capacity change). */
export function windowSlots(changes: readonly { weekday: number; time: string }[], now: Date): { date: string; time: string }[] {
  const keys: { date: string; time: string }[] = [];
  for (const date of bookingWindow(now)) {
    const weekday = weekdayOf(date);
    for (const c of changes) if (c.weekday === weekday) keys.push({ date, time: c.time });
  }
  return keys;
}
