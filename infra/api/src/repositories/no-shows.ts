/**
 * No-show marks (db/schema/house-rules.ts `no_show_marks`): rows only — the rules of counting,
 * disputing and answering are the contract's (orders/no-show-rules.ts), applied in
 * services/no-shows.ts. A mark is one per order (unique order_id), so marking an order twice
 * writes it once.
 */
import { and, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { COUNTED_NO_SHOW_STATUSES, noShowWindowStart, type NoShowStatus } from '@joy/contract';
import type { Executor, Tx } from '../db/executor';
import * as t from '../db/schema';

export interface MarkRow {
  id: number;
  orderId: number;
  storeId: number;
  phone: string;
  markedAt: Date;
  status: NoShowStatus;
  disputeReason: string | null;
  disputedAt: Date | null;
  storeAnswer: string | null;
  answeredAt: Date | null;
}

const markColumns = {
  id: t.noShowMarks.id,
  orderId: t.noShowMarks.orderId,
  storeId: t.noShowMarks.storeId,
  phone: t.noShowMarks.phone,
  markedAt: t.noShowMarks.markedAt,
  status: t.noShowMarks.status,
  disputeReason: t.noShowMarks.disputeReason,
  disputedAt: t.noShowMarks.disputedAt,
  storeAnswer: t.noShowMarks.storeAnswer,
  answeredAt: t.noShowMarks.answeredAt,
};

const asMark = <R extends { status: string }>(row: R): R & { status: NoShowStatus } => row as R & { status: NoShowStatus };

/** The phone a booking's mark counts against: its contact phone, else the guest's, else the member's. */
export async function orderPhone(tx: Executor, orderId: number): Promise<string> {
  const [row] = await tx
    .select({ phone: t.orders.phone, guestPhone: t.orders.guestPhone, memberPhone: t.members.phone })
    .from(t.orders)
    .leftJoin(t.members, eq(t.members.id, t.orders.memberId))
    .where(eq(t.orders.id, orderId));
  if (!row) return '';
  return row.phone || row.guestPhone || row.memberPhone || '';
}

/** Writes the order's mark (once: a second mark of the same order is no-op). */
export async function insertMark(tx: Tx, mark: { orderId: number; storeId: number; phone: string; markedAt: Date }): Promise<void> {
  await tx.insert(t.noShowMarks).values(mark).onConflictDoNothing({ target: t.noShowMarks.orderId });
}

/** The store took its no-show back by moving the order on: the mark no longer counts. */
export async function withdrawForOrder(tx: Tx, orderId: number, now: Date): Promise<void> {
  await tx.update(t.noShowMarks).set({ status: 'withdrawn', answeredAt: now }).where(eq(t.noShowMarks.orderId, orderId));
}

/** Distinct marks on any of `phones` that count at `now` (a counted status, made less than 90 days ago). */
export async function countedMarks(db: Executor, phones: readonly string[], now: Date): Promise<Array<{ id: number; status: string; markedAt: Date }>> {
  if (!phones.length) return [];
  return db
    .select({ id: t.noShowMarks.id, status: t.noShowMarks.status, markedAt: t.noShowMarks.markedAt })
    .from(t.noShowMarks)
    .where(
      and(
        inArray(t.noShowMarks.phone, [...phones]),
        inArray(t.noShowMarks.status, [...COUNTED_NO_SHOW_STATUSES]),
        gt(t.noShowMarks.markedAt, noShowWindowStart(now)),
        sql`${t.noShowMarks.markedAt} <= ${now.toISOString()}`,
      ),
    );
}

export interface MemberMarkRow extends MarkRow {
  storeName: string;
  date: string;
  time: string;
}

/** A member's marks, newest first: those on their phone and those of their own bookings. */
export async function marksOfMember(db: Executor, memberId: number, phone: string): Promise<MemberMarkRow[]> {
  const rows = await db
    .select({ ...markColumns, storeName: t.stores.name, date: t.orders.date, time: t.orders.time })
    .from(t.noShowMarks)
    .innerJoin(t.orders, eq(t.orders.id, t.noShowMarks.orderId))
    .innerJoin(t.stores, eq(t.stores.id, t.noShowMarks.storeId))
    .where(phone ? or(eq(t.noShowMarks.phone, phone), eq(t.orders.memberId, memberId)) : eq(t.orders.memberId, memberId))
    .orderBy(desc(t.noShowMarks.markedAt), desc(t.noShowMarks.id));
  return rows.map(asMark);
}

export interface LockedMark extends MarkRow {
  memberId: number | null;
  publicId: string;
  date: string;
  time: string;
  storeName: string;
  storeLogo: string;
  storeSlug: string;
}

async function lockedMark(tx: Executor, where: SQL, lock = true): Promise<LockedMark | null> {
  const query = tx
    .select({ ...markColumns, memberId: t.orders.memberId, publicId: t.orders.publicId, date: t.orders.date, time: t.orders.time, storeName: t.stores.name, storeLogo: t.stores.logo, storeSlug: t.stores.slug })
    .from(t.noShowMarks)
    .innerJoin(t.orders, eq(t.orders.id, t.noShowMarks.orderId))
    .innerJoin(t.stores, eq(t.stores.id, t.noShowMarks.storeId))
    .where(where);
  const [row] = lock ? await query.for('update', { of: t.noShowMarks }) : await query;
  return row ? asMark(row) : null;
}

/** One mark with its booking and store, locked for the caller's change (a second answer waits, then sees the first). */
export const lockMark = (tx: Tx, markId: number): Promise<LockedMark | null> => lockedMark(tx, eq(t.noShowMarks.id, markId));

/** The mark of the booking with this public id (the result link), locked. */
export const lockMarkByPublicId = (tx: Tx, publicId: string): Promise<LockedMark | null> => lockedMark(tx, eq(t.orders.publicId, publicId));

/** The same mark, read without a lock (the result link's read). */
export const markByPublicId = (db: Executor, publicId: string): Promise<LockedMark | null> => lockedMark(db, eq(t.orders.publicId, publicId), false);

export async function setDisputed(tx: Tx, markId: number, reason: string, now: Date): Promise<void> {
  await tx.update(t.noShowMarks).set({ status: 'disputed', disputeReason: reason, disputedAt: now }).where(eq(t.noShowMarks.id, markId));
}

export async function setAnswered(tx: Tx, markId: number, status: 'withdrawn' | 'upheld', answer: string, now: Date): Promise<void> {
  await tx.update(t.noShowMarks).set({ status, storeAnswer: answer, answeredAt: now }).where(eq(t.noShowMarks.id, markId));
}

export interface StoreMarkRow extends MarkRow {
  orderId: number;
  date: string;
  time: string;
  name: string;
}

/** One mark of the store as the partner API shows it (with the booking's date, time and diner's name). */
export async function storeMark(db: Executor, storeId: number, markId: number): Promise<StoreMarkRow | null> {
  const [row] = await storeMarks(db, storeId, eq(t.noShowMarks.id, markId));
  return row ?? null;
}

/** The store's disputed marks, oldest dispute first (the ones waiting longest on top). */
export const disputedOfStore = (db: Executor, storeId: number): Promise<StoreMarkRow[]> => storeMarks(db, storeId, eq(t.noShowMarks.status, 'disputed'));

async function storeMarks(db: Executor, storeId: number, filter: SQL): Promise<StoreMarkRow[]> {
  const rows = await db
    .select({
      ...markColumns,
      date: t.orders.date,
      time: t.orders.time,
      name: sql<string>`coalesce(nullif(${t.orders.guestName}, ''), ${t.members.name}, '')`,
    })
    .from(t.noShowMarks)
    .innerJoin(t.orders, eq(t.orders.id, t.noShowMarks.orderId))
    .leftJoin(t.members, eq(t.members.id, t.orders.memberId))
    .where(and(eq(t.noShowMarks.storeId, storeId), filter))
    .orderBy(t.noShowMarks.disputedAt, t.noShowMarks.id);
  return rows.map(asMark);
}

/** A live member whose account has this phone (to tell them of a store's answer), or null. */
export async function memberByPhone(db: Executor, phone: string): Promise<number | null> {
  if (!phone) return null;
  const [row] = await db.select({ id: t.members.id }).from(t.members).where(and(eq(t.members.phone, phone), isNull(t.members.deletedAt))).limit(1);
  return row?.id ?? null;
}
