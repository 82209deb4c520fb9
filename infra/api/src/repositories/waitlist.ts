/**
 * The waitlist of a full slot (issue 13): its entries and the steps that hand out seats.
 * Strategy against giving a seat twice: every step that decides who gets seats — a booking,
 * joining, a hold given, confirmed, left or expired — first locks the slot's store_slots row
 * (`lockSlot`, `FOR UPDATE`, the same lock bookings take), then the entries, always in that
 * order; services/waitlist.ts runs those steps in one transaction each. A hold counts as
 * booked (availability.bookedSeats), so while the first in line decides nobody else can book
 * those seats. Promotion is strictly by place in line: the earliest waiting entry the free
 * seats can serve is held for 10 minutes; a larger party ahead keeps its place for the next seats.
 * Side effects are outbox messages written in the same transaction (src/outbox): the member's
 * notification, the hold's SMS (its text made at dispatch, with the configured site origin)
 * and the slot's live update, so none is lost to a crash after the commit.
 */
import crypto from 'node:crypto';
import { and, asc, count, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import { sitePaths, WAITLIST_HOLD_MINUTES, type WaitlistEntry, type WaitlistStatus } from '@joy/contract';
import type { Database } from '../db/client';
import type { Tx } from '../db/executor';
import * as t from '../db/schema';
import { isFutureSlot, taipeiDate, weekdayOf } from '../lib/booking-clock';
import { reservationText } from '../lib/order-notifications';
import { enqueue, slotsMessage } from '../outbox/messages';
import { bookedSeats } from './availability';
import { closedOn } from './store-content';
import { createNotification } from './notifications';
import { newPublicId } from './order-events';


export interface SlotRef {
  storeId: number;
  date: string;
  time: string;
}

/** The slot's live update, written in the caller's transaction. */
export const publishSlot = (tx: Tx, slot: SlotRef): Promise<void> => enqueue(tx, slotsMessage(slot.storeId, [slot]));

/** HH:MM on Taipei's clock. */
export const taipeiTime = (at: Date): string => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(11, 16);

/** Locks the slot row (the lock every booking of it takes); null when the time is not offered. */
export async function lockSlot(tx: Tx, slot: SlotRef): Promise<{ capacity: number } | null> {
  const [row] = await tx
    .select({ capacity: t.storeSlots.capacity })
    .from(t.storeSlots)
    .where(and(eq(t.storeSlots.storeId, slot.storeId), eq(t.storeSlots.weekday, weekdayOf(slot.date)), eq(t.storeSlots.time, slot.time)))
    .for('update');
  return row ?? null;
}

/** The slot's seats taken (orders holding seats and live holds). */
export const takenAt = async (tx: Tx, slot: SlotRef): Promise<number> => (await bookedSeats(tx, slot.storeId, slot.date, slot.date)).get(`${slot.date} ${slot.time}`) ?? 0;

/**
 * Gives free seats of the slot to the waiting entries, first in line first, each held for 10
 * minutes. Runs in the caller's transaction; takes the slot lock itself (again is harmless).
 * Each hold's SMS and notification go to the outbox; returns how many holds were given.
 */
export async function promoteWaitlist(tx: Tx, slot: SlotRef, now: Date): Promise<number> {
  let held = 0;
  const row = await lockSlot(tx, slot);
  if (!row || !isFutureSlot(slot.date, slot.time, now)) return held;
  // Nobody is offered seats on a special closing day.
  if (await closedOn(tx, slot.storeId, slot.date)) return held;
  let free = row.capacity - (await takenAt(tx, slot));
  if (free < 1) return held;
  const waiting = await tx
    .select({ id: t.waitlistEntries.id, publicId: t.waitlistEntries.publicId, memberId: t.waitlistEntries.memberId, phone: t.waitlistEntries.phone, adultNum: t.waitlistEntries.adultNum, childNum: t.waitlistEntries.childNum })
    .from(t.waitlistEntries)
    .where(and(eq(t.waitlistEntries.storeId, slot.storeId), eq(t.waitlistEntries.date, slot.date), eq(t.waitlistEntries.time, slot.time), eq(t.waitlistEntries.status, 'waiting')))
    .orderBy(asc(t.waitlistEntries.id))
    .for('update');
  if (!waiting.length) return held;
  const [store] = await tx.select({ name: t.stores.name, logo: t.stores.logo, slug: t.stores.slug }).from(t.stores).where(eq(t.stores.id, slot.storeId));
  const holdExpiresAt = new Date(now.getTime() + WAITLIST_HOLD_MINUTES * 60_000);
  for (const w of waiting) {
    if (free < 1) break;
    const people = w.adultNum + w.childNum;
    if (people > free) continue;
    free -= people;
    await tx.update(t.waitlistEntries).set({ status: 'held', holdExpiresAt, updatedAt: now }).where(eq(t.waitlistEntries.id, w.id));
    held += 1;
    await enqueue(tx, { kind: 'sms.waitlist-held', payload: { entryPublicId: w.publicId } });
    if (w.memberId !== null) {
      await createNotification(tx, w.memberId, 'general', {
        notification_title: '候補到位',
        notification_body: `${store.name} ${reservationText(slot.date, slot.time)} 有空位了，已為您保留 ${WAITLIST_HOLD_MINUTES} 分鐘，請於 ${taipeiTime(holdExpiresAt)} 前確認訂位。`,
        notification_image: store.logo || null,
        store_logo: store.logo || null,
        store_slug: store.slug,
        order_reservation_date: slot.date,
        order_reservation_time: slot.time,
        order_adult_num: w.adultNum,
        order_child_num: w.childNum,
        notification_action: sitePaths.waitlistHold(w.publicId),
      });
    }
  }
  if (held) await publishSlot(tx, slot);
  return held;
}

export interface JoinInput extends SlotRef {
  memberId: number | null;
  guestName: string | null;
  phone: string;
  adultNum: number;
  childNum: number;
}

/** What a confirmation adds to the hold's order. */
export interface Extras {
  purpose: string;
  note: string;
  email: string | null;
  gender: number;
}

const entryRow = (reader: Pick<Database, 'select'>, publicId: string) =>
  reader
    .select({
      id: t.waitlistEntries.id,
      publicId: t.waitlistEntries.publicId,
      storeId: t.waitlistEntries.storeId,
      memberId: t.waitlistEntries.memberId,
      guestName: t.waitlistEntries.guestName,
      phone: t.waitlistEntries.phone,
      date: t.waitlistEntries.date,
      time: t.waitlistEntries.time,
      adultNum: t.waitlistEntries.adultNum,
      childNum: t.waitlistEntries.childNum,
      status: t.waitlistEntries.status,
      holdExpiresAt: t.waitlistEntries.holdExpiresAt,
      orderId: t.waitlistEntries.orderId,
    })
    .from(t.waitlistEntries)
    .where(eq(t.waitlistEntries.publicId, publicId));

/** The entry when `memberId` may act on it: a member's entry is its member's only; a guest's, its public id's holder's. */
async function findOwned(reader: Pick<Database, 'select'>, publicId: string, memberId: number | null) {
  if (!/^[\w-]{16,32}$/.test(publicId)) return null;
  const [row] = await entryRow(reader, publicId);
  if (!row || (row.memberId !== null && row.memberId !== memberId)) return null;
  return row;
}

/** An entry's row as the steps read it. */
export type EntryRow = NonNullable<Awaited<ReturnType<typeof findOwned>>>;

export function createWaitlistRepository(db: Database) {
  return {
    findOwned,

    /** The entry's row, locked (take the slot lock first). */
    async lockEntry(tx: Tx, publicId: string) {
      const [entry] = await entryRow(tx, publicId).for('update');
      return entry;
    },

    /** Puts the party in line; returns the entry's public id. */
    async insert(tx: Tx, input: JoinInput, now: Date): Promise<string> {
      const publicId = newPublicId();
      await tx.insert(t.waitlistEntries).values({
        publicId,
        storeId: input.storeId,
        memberId: input.memberId,
        guestName: input.guestName,
        phone: input.phone,
        date: input.date,
        time: input.time,
        adultNum: input.adultNum,
        childNum: input.childNum,
        createdAt: now,
        updatedAt: now,
      });
      return publicId;
    },

    async setStatus(tx: Tx, entryId: number, status: 'expired' | 'left', now: Date): Promise<void> {
      await tx.update(t.waitlistEntries).set({ status, updatedAt: now }).where(eq(t.waitlistEntries.id, entryId));
    },

    /** The order an entry became. */
    async orderRef(tx: Tx, orderId: number): Promise<{ id: number; slug: string; publicId: string }> {
      const [o] = await tx.select({ id: t.orders.id, slug: t.orders.slug, publicId: t.orders.publicId }).from(t.orders).where(eq(t.orders.id, orderId));
      return o;
    },

    /** Writes the order of a confirmed hold (one per entry, whatever races: the booker's idempotency index). */
    async insertOrder(tx: Tx, entry: EntryRow, extras: Extras): Promise<{ id: number; slug: string; publicId: string }> {
      const guest = entry.memberId === null;
      const [order] = await tx
        .insert(t.orders)
        .values({
          slug: crypto.randomBytes(12).toString('base64url'),
          publicId: newPublicId(),
          storeId: entry.storeId,
          memberId: entry.memberId,
          guestName: guest ? entry.guestName : null,
          guestGender: guest ? extras.gender : null,
          guestEmail: guest ? extras.email : null,
          guestPhone: guest ? entry.phone : null,
          date: entry.date,
          time: entry.time,
          adultNum: entry.adultNum,
          childNum: entry.childNum,
          purpose: extras.purpose,
          note: extras.note,
          phone: entry.phone,
          idempotencyKey: `waitlist:${entry.id}`,
        })
        .returning({ id: t.orders.id, slug: t.orders.slug, publicId: t.orders.publicId });
      return order;
    },

    async markBooked(tx: Tx, entryId: number, orderId: number, now: Date): Promise<void> {
      await tx.update(t.waitlistEntries).set({ status: 'booked', orderId, updatedAt: now }).where(eq(t.waitlistEntries.id, entryId));
    },

    /** The entry as its holder sees it (place in line while waiting; a hold past its time as expired), or null. */
    async read(publicId: string, memberId: number | null, now: Date): Promise<WaitlistEntry | null> {
      const row = await findOwned(db, publicId, memberId);
      if (!row) return null;
      // The job passes an elapsed hold on within seconds; until then it is over all the same.
      if (row.status === 'held' && row.holdExpiresAt && row.holdExpiresAt.getTime() <= now.getTime()) row.status = 'expired';
      const [store] = await db.select({ id: t.stores.id, name: t.stores.name, logo: t.stores.logo }).from(t.stores).where(eq(t.stores.id, row.storeId));
      let position: number | null = null;
      if (row.status === 'waiting') {
        const [{ ahead }] = await db
          .select({ ahead: count() })
          .from(t.waitlistEntries)
          .where(and(eq(t.waitlistEntries.storeId, row.storeId), eq(t.waitlistEntries.date, row.date), eq(t.waitlistEntries.time, row.time), eq(t.waitlistEntries.status, 'waiting'), lt(t.waitlistEntries.id, row.id)));
        position = ahead + 1;
      }
      let order: WaitlistEntry['order'] = null;
      if (row.orderId !== null) {
        const [o] = await db.select({ id: t.orders.id, slug: t.orders.slug, publicId: t.orders.publicId }).from(t.orders).where(eq(t.orders.id, row.orderId));
        if (o) order = { id: o.id, slug: o.slug, public_id: o.publicId };
      }
      return {
        public_id: row.publicId,
        status: row.status as WaitlistStatus,
        date: row.date,
        time: row.time,
        adult_num: row.adultNum,
        child_num: row.childNum,
        position,
        hold_expires_at: row.status === 'held' && row.holdExpiresAt ? row.holdExpiresAt.toISOString() : null,
        order,
        store,
      };
    },

  };
}

/**
 * The hold expiry job's batch: holds past their 10 minutes turn `expired` and their seats go
 * to the next in line, slot by slot (slot lock first, as everywhere); entries of slots that
 * have begun end too. At most `limit` slots per batch.
 */
export async function expireHolds(tx: Tx, now: Date, limit: number): Promise<{ processed: number; more: boolean }> {
  await tx
    .update(t.waitlistEntries)
    .set({ status: 'expired', updatedAt: now })
    .where(and(inArray(t.waitlistEntries.status, ['waiting', 'held']), lt(t.waitlistEntries.date, taipeiDate(now))));
  const due = await tx
    .selectDistinct({ storeId: t.waitlistEntries.storeId, date: t.waitlistEntries.date, time: t.waitlistEntries.time })
    .from(t.waitlistEntries)
    .where(and(eq(t.waitlistEntries.status, 'held'), lte(t.waitlistEntries.holdExpiresAt, now)))
    .limit(limit);
  let processed = 0;
  for (const slot of due) {
    await lockSlot(tx, slot);
    const gone = await tx
      .update(t.waitlistEntries)
      .set({ status: 'expired', updatedAt: now })
      .where(and(eq(t.waitlistEntries.storeId, slot.storeId), eq(t.waitlistEntries.date, slot.date), eq(t.waitlistEntries.time, slot.time), eq(t.waitlistEntries.status, 'held'), lte(t.waitlistEntries.holdExpiresAt, now)))
      .returning({ id: t.waitlistEntries.id });
    processed += gone.length;
    await promoteWaitlist(tx, slot, now);
    await publishSlot(tx, slot);
  }
  return { processed, more: due.length === limit };
}

/** Slots of a store with someone waiting (after the store adds seats). */
export async function slotsWithWaiters(db: Pick<Database, 'selectDistinct'>, storeId: number, from: string): Promise<SlotRef[]> {
  return db
    .selectDistinct({ storeId: t.waitlistEntries.storeId, date: t.waitlistEntries.date, time: t.waitlistEntries.time })
    .from(t.waitlistEntries)
    .where(and(eq(t.waitlistEntries.storeId, storeId), eq(t.waitlistEntries.status, 'waiting'), sql`${t.waitlistEntries.date} >= ${from}`));
}

export type WaitlistRepository = ReturnType<typeof createWaitlistRepository>;
