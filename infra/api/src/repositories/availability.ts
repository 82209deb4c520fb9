/**
 * Booking availability (§3 can_order_dates / can_order_times). A slot's seats left are its
 * capacity minus the seats of the non-cancelled orders at that date and time; a slot is
 * offered when it is still in the future (Taipei clock) and has room for the party.
 */
import { and, between, eq, ne, sql } from 'drizzle-orm';
import type { SlotUpdate, TimeSlot } from '@joy/contract';
import type { Database } from '../db/client';
import * as t from '../db/schema';
import { bookingWindow, isFutureSlot, weekdayOf } from '../lib/booking-clock';
import { closuresBetween } from './store-content';
import { pendingDrawDates } from './draws';

export interface BookableStore {
  id: number;
  name: string;
  maxPartySize: number;
  joyBooking: boolean;
  /** The seating areas a diner may ask for ([] = none to choose). */
  seatingAreas: string[];
}

type Reader = Pick<Database, 'select'>;

export async function bookableStore(db: Reader, storeId: number): Promise<BookableStore | null> {
  const [row] = await db
    .select({ id: t.stores.id, name: t.stores.name, maxPartySize: t.stores.maxPartySize, joyBooking: t.stores.joyBooking, seatingAreas: t.stores.seatingAreas })
    .from(t.stores)
    .where(eq(t.stores.id, storeId));
  return row ?? null;
}

/**
 * Taken seats per 'date time' of a store between two dates (inclusive): the non-cancelled
 * orders' seats plus the seats the waitlist holds for the first in line (a hold counts as
 * booked until it is confirmed or expires, so nobody else can take those seats).
 */
export async function bookedSeats(db: Reader, storeId: number, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ date: t.orders.date, time: t.orders.time, seats: sql<string>`sum(${t.orders.adultNum} + ${t.orders.childNum})` })
    .from(t.orders)
    .where(and(eq(t.orders.storeId, storeId), between(t.orders.date, from, to), ne(t.orders.status, 0)))
    .groupBy(t.orders.date, t.orders.time);
  const held = await db
    .select({ date: t.waitlistEntries.date, time: t.waitlistEntries.time, seats: sql<string>`sum(${t.waitlistEntries.adultNum} + ${t.waitlistEntries.childNum})` })
    .from(t.waitlistEntries)
    .where(and(eq(t.waitlistEntries.storeId, storeId), between(t.waitlistEntries.date, from, to), eq(t.waitlistEntries.status, 'held')))
    .groupBy(t.waitlistEntries.date, t.waitlistEntries.time);
  const taken = new Map<string, number>();
  for (const r of [...rows, ...held]) taken.set(`${r.date} ${r.time}`, (taken.get(`${r.date} ${r.time}`) ?? 0) + Number(r.seats));
  return taken;
}

/** The dates from `from` to `to` with no first-come booking: special closing days and the dates scheduled draws will release. */
async function closedDates(db: Reader, storeId: number, from: string, to: string): Promise<Set<string>> {
  const [closures, draws] = await Promise.all([closuresBetween(db, storeId, from, to), pendingDrawDates(db, storeId, from, to)]);
  return new Set([...closures.map((c) => c.date), ...draws]);
}

/** The state of some slots as a live update reports it (capacity − taken; enabled when bookable at all). */
export async function slotStates(db: Reader, store: BookableStore, keys: readonly { date: string; time: string }[], now: Date): Promise<SlotUpdate[]> {
  if (!keys.length) return [];
  const dates = keys.map((k) => k.date).sort();
  const slots = await db
    .select({ weekday: t.storeSlots.weekday, time: t.storeSlots.time, capacity: t.storeSlots.capacity })
    .from(t.storeSlots)
    .where(eq(t.storeSlots.storeId, store.id));
  const capacity = new Map(slots.map((s) => [`${s.weekday} ${s.time}`, s.capacity]));
  const taken = await bookedSeats(db, store.id, dates[0], dates[dates.length - 1]);
  const closed = await closedDates(db, store.id, dates[0], dates[dates.length - 1]);
  return keys.map(({ date, time }) => {
    const seats = capacity.get(`${weekdayOf(date)} ${time}`) ?? 0;
    const seatsLeft = Math.max(0, seats - (taken.get(`${date} ${time}`) ?? 0));
    return { date, time, seats_left: seatsLeft, enabled: store.joyBooking && seats > 0 && seatsLeft >= 1 && isFutureSlot(date, time, now) && !closed.has(date) };
  });
}

export function createAvailabilityRepository(db: Database) {
  const slotsOf = (storeId: number) =>
    db
      .select({ weekday: t.storeSlots.weekday, time: t.storeSlots.time, capacity: t.storeSlots.capacity })
      .from(t.storeSlots)
      .where(eq(t.storeSlots.storeId, storeId))
      .orderBy(t.storeSlots.weekday, t.storeSlots.time);

  return {
    store: (storeId: number) => bookableStore(db, storeId),

    /** Each date of the window → its future times with at least one seat left ([] = disabled). */
    async dates(store: BookableStore, now: Date): Promise<Record<string, string[]>> {
      const window = bookingWindow(now);
      const result: Record<string, string[]> = Object.fromEntries(window.map((d) => [d, [] as string[]]));
      if (!store.joyBooking) return result;
      const slots = await slotsOf(store.id);
      const booked = await bookedSeats(db, store.id, window[0], window[window.length - 1]);
      // A special closing day, or a date a draw will release, has no bookable times.
      const closed = await closedDates(db, store.id, window[0], window[window.length - 1]);
      for (const date of window) {
        if (closed.has(date)) continue;
        const weekday = weekdayOf(date);
        result[date] = slots
          .filter((s) => s.weekday === weekday && isFutureSlot(date, s.time, now) && s.capacity - (booked.get(`${date} ${s.time}`) ?? 0) >= 1)
          .map((s) => s.time);
      }
      return result;
    },

    /** Every slot of the date's weekday; available when in the future with seats for `people`. */
    async times(store: BookableStore, date: string, people: number, now: Date): Promise<TimeSlot[]> {
      if ((await closuresBetween(db, store.id, date, date)).length) return [];
      const weekday = weekdayOf(date);
      const slots = (await slotsOf(store.id)).filter((s) => s.weekday === weekday);
      const booked = await bookedSeats(db, store.id, date, date);
      return slots.map((s) => {
        const seatsLeft = Math.max(0, s.capacity - (booked.get(`${date} ${s.time}`) ?? 0));
        return { time: s.time, available: store.joyBooking && seatsLeft >= people && isFutureSlot(date, s.time, now), seats_left: seatsLeft };
      });
    },
  };
}

export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;
