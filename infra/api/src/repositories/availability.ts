/**
 * Booking availability (§3 can_order_dates / can_order_times). A slot's seats left are its
 * capacity minus the seats of the non-cancelled orders at that date and time; a slot is
 * offered when it is still in the future (Taipei clock) and has room for the party.
 */
import { and, between, eq, ne, sql } from 'drizzle-orm';
import type { TimeSlot } from '@joy/contract';
import type { Database } from '../db/client';
import * as t from '../db/schema';
import { bookingWindow, isFutureSlot, weekdayOf } from '../lib/booking-clock';

export interface BookableStore {
  id: number;
  name: string;
  maxPartySize: number;
  joyBooking: boolean;
}

type Reader = Pick<Database, 'select'>;

export async function bookableStore(db: Reader, storeId: number): Promise<BookableStore | null> {
  const [row] = await db
    .select({ id: t.stores.id, name: t.stores.name, maxPartySize: t.stores.maxPartySize, joyBooking: t.stores.joyBooking })
    .from(t.stores)
    .where(eq(t.stores.id, storeId));
  return row ?? null;
}

/** Booked seats per 'date time' of a store between two dates (inclusive). */
export async function bookedSeats(db: Reader, storeId: number, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ date: t.orders.date, time: t.orders.time, seats: sql<string>`sum(${t.orders.adultNum} + ${t.orders.childNum})` })
    .from(t.orders)
    .where(and(eq(t.orders.storeId, storeId), between(t.orders.date, from, to), ne(t.orders.status, 0)))
    .groupBy(t.orders.date, t.orders.time);
  return new Map(rows.map((r) => [`${r.date} ${r.time}`, Number(r.seats)]));
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
      for (const date of window) {
        const weekday = weekdayOf(date);
        result[date] = slots
          .filter((s) => s.weekday === weekday && isFutureSlot(date, s.time, now) && s.capacity - (booked.get(`${date} ${s.time}`) ?? 0) >= 1)
          .map((s) => s.time);
      }
      return result;
    },

    /** Every slot of the date's weekday; available when in the future with seats for `people`. */
    async times(store: BookableStore, date: string, people: number, now: Date): Promise<TimeSlot[]> {
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
