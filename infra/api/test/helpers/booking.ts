/** Booking helpers for API tests: find a future slot of a bookable store, book it, call the order API. */
import { and, eq, sql } from 'drizzle-orm';
import * as t from '../../src/db/schema';
import { taipeiDate, weekdayOf } from '../../src/lib/booking-clock';
import { rowsOf, type TestContext } from './app';
import { newPhone } from './accounts';

export interface Slot {
  storeId: number;
  date: string;
  time: string;
  capacity: number;
  maxPartySize: number;
}

/**
 * The `nth` bookable store (joy_booking) open on the date `daysAhead` days from today (Taipei),
 * with its first slot that day. Tests of one file pick different `nth` so they never share a slot.
 * Stores whose rules card asks a deposit or a card guarantee are left out: their bookings need a
 * card (booking-guarantees.test.ts sets a store's card itself).
 */
export async function findSlot(ctx: TestContext, nth: number, daysAhead = 2): Promise<Slot> {
  const date = taipeiDate(new Date(), daysAhead);
  const rows = await rowsOf<{ store_id: number; time: string; capacity: number; max_party_size: number }>(
    ctx.db,
    sql`select distinct on (s.id) s.id as store_id, ss.time, ss.capacity, s.max_party_size
        from stores s join store_slots ss on ss.store_id = s.id and ss.weekday = ${weekdayOf(date)}
        where s.joy_booking
          and not exists (select 1 from store_house_rules r where r.store_id = s.id and r.deposit_kind <> 'none')
        order by s.id, ss.time`,
  );
  const row = rows[nth];
  if (!row) throw new Error(`no bookable store #${nth} on ${date}`);
  return { storeId: row.store_id, date, time: row.time, capacity: Number(row.capacity), maxPartySize: Number(row.max_party_size) };
}

export async function setCapacity(ctx: TestContext, slot: Slot, capacity: number): Promise<void> {
  await ctx.db
    .update(t.storeSlots)
    .set({ capacity })
    .where(and(eq(t.storeSlots.storeId, slot.storeId), eq(t.storeSlots.weekday, weekdayOf(slot.date)), eq(t.storeSlots.time, slot.time)));
}

export const guestFields = (phone = newPhone()) => ({ name: '陳小華', gender: 2, email: 'guest@example.com', phone });

export const bookingBody = (slot: Slot, extra: Record<string, unknown> = {}) => ({
  store_id: slot.storeId,
  date: slot.date,
  time: slot.time,
  adult_num: 2,
  child_num: 0,
  purpose: '生日',
  note: '靠窗座位',
  from_source: 0,
  ...extra,
});

export const inject = (ctx: TestContext, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token?: string) =>
  ctx.app.inject({ method, url, payload: payload as Record<string, unknown>, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** Seats held at a slot: non-cancelled orders' adults and children. */
export async function bookedAt(ctx: TestContext, slot: Slot): Promise<{ seats: number; orders: number }> {
  const [row] = await rowsOf<{ seats: string | null; n: string }>(
    ctx.db,
    sql`select sum(adult_num + child_num) as seats, count(*) as n from orders
        where store_id = ${slot.storeId} and date = ${slot.date} and time = ${slot.time} and status <> 0`,
  );
  return { seats: Number(row.seats ?? 0), orders: Number(row.n) };
}
