/**
 * Table draws and their entries (issue 28; rules in services/draws.ts, the draw itself in
 * services/draw-run.ts). Rows only: who may do what is the service's.
 *
 * A scheduled draw keeps its date off first-come booking (`pendingDrawDates`): can-order-date
 * leaves the date out, can-order-times and a booking answer 此日期將以抽籤方式開放訂位. A draw
 * created while a booking is in flight lets that booking through — it was made before the
 * draw existed, and the draw gives the seats left.
 */
import { and, asc, between, count, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Executor } from '../db/executor';
import * as t from '../db/schema';

type Reader = Pick<Database, 'select'>;

export type DrawRow = typeof t.tableDraws.$inferSelect;
export type DrawEntryRow = typeof t.tableDrawEntries.$inferSelect;

/** Minutes → the instant the window closes. */
export const closesAt = (draw: Pick<DrawRow, 'opensAt' | 'windowMinutes'>): Date => new Date(draw.opensAt.getTime() + draw.windowMinutes * 60_000);

/** The dates between `from` and `to` (inclusive) a scheduled draw of the store keeps off first-come booking. */
export async function pendingDrawDates(db: Reader, storeId: number, from: string, to: string): Promise<string[]> {
  const rows = await db
    .select({ date: t.tableDraws.date })
    .from(t.tableDraws)
    .where(and(eq(t.tableDraws.storeId, storeId), eq(t.tableDraws.status, 'scheduled'), between(t.tableDraws.date, from, to)))
    .orderBy(asc(t.tableDraws.date));
  return rows.map((r) => r.date);
}

export async function drawByPublicId(db: Reader, publicId: string): Promise<DrawRow | null> {
  const [row] = await db.select().from(t.tableDraws).where(eq(t.tableDraws.publicId, publicId));
  return row ?? null;
}

/** A store's draws from `fromDate` on, and those drawn since `drawnSince`, by date. */
export async function drawsOfStore(db: Reader, storeId: number, fromDate: string, drawnSince: Date): Promise<DrawRow[]> {
  return db
    .select()
    .from(t.tableDraws)
    .where(and(eq(t.tableDraws.storeId, storeId), or(gte(t.tableDraws.date, fromDate), and(eq(t.tableDraws.status, 'drawn'), gte(t.tableDraws.drawnAt, drawnSince)))))
    .orderBy(asc(t.tableDraws.date), desc(t.tableDraws.id));
}

/** Entries per draw. */
export async function entryCounts(db: Reader, drawIds: readonly number[]): Promise<Map<number, number>> {
  if (!drawIds.length) return new Map();
  const rows = await db
    .select({ drawId: t.tableDrawEntries.drawId, n: count() })
    .from(t.tableDrawEntries)
    .where(inArray(t.tableDrawEntries.drawId, [...drawIds]))
    .groupBy(t.tableDrawEntries.drawId);
  return new Map(rows.map((r) => [r.drawId, Number(r.n)]));
}

/** A draw's entries in the order they were made (the order the seed's permutation applies to). */
export async function entriesOf(db: Reader, drawId: number): Promise<DrawEntryRow[]> {
  return db.select().from(t.tableDrawEntries).where(eq(t.tableDrawEntries.drawId, drawId)).orderBy(asc(t.tableDrawEntries.id));
}

/** The entry the member made in each of these draws (draw id → entry public id). */
export async function memberEntries(db: Reader, memberId: number, drawIds: readonly number[]): Promise<Map<number, string>> {
  if (!drawIds.length) return new Map();
  const rows = await db
    .select({ drawId: t.tableDrawEntries.drawId, publicId: t.tableDrawEntries.publicId })
    .from(t.tableDrawEntries)
    .where(and(eq(t.tableDrawEntries.memberId, memberId), inArray(t.tableDrawEntries.drawId, [...drawIds])));
  return new Map(rows.map((r) => [r.drawId, r.publicId]));
}

/** The times a store offers on a date's weekday (capacity above 0), in order. */
export async function timesOn(db: Reader, storeId: number, weekday: number): Promise<string[]> {
  const rows = await db
    .select({ time: t.storeSlots.time })
    .from(t.storeSlots)
    .where(and(eq(t.storeSlots.storeId, storeId), eq(t.storeSlots.weekday, weekday), sql`${t.storeSlots.capacity} > 0`))
    .orderBy(asc(t.storeSlots.time));
  return rows.map((r) => r.time);
}

/** An entry with its draw, its store and its booking's public id, as its entrant reads it. */
export async function entryView(db: Reader, publicId: string) {
  const [row] = await db
    .select({
      entry: t.tableDrawEntries,
      draw: t.tableDraws,
      storeName: t.stores.name,
      orderPublicId: t.orders.publicId,
    })
    .from(t.tableDrawEntries)
    .innerJoin(t.tableDraws, eq(t.tableDraws.id, t.tableDrawEntries.drawId))
    .innerJoin(t.stores, eq(t.stores.id, t.tableDraws.storeId))
    .leftJoin(t.orders, eq(t.orders.id, t.tableDrawEntries.orderId))
    .where(eq(t.tableDrawEntries.publicId, publicId));
  return row ?? null;
}

/** Whether the member already entered the draw. */
export async function memberEntered(db: Executor, drawId: number, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: t.tableDrawEntries.id })
    .from(t.tableDrawEntries)
    .where(and(eq(t.tableDrawEntries.drawId, drawId), eq(t.tableDrawEntries.memberId, memberId)));
  return Boolean(row);
}
