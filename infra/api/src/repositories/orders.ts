/**
 * Bookings (§3 Order, §4 status). Strategy against overbooking: the capacity check and the
 * insert run in ONE transaction that first locks the slot row (`SELECT … FOR UPDATE` on
 * store_slots), so bookings of the same slot queue behind each other and each counts the
 * seats committed before it. Status changes lock the order row the same way, so of a
 * concurrent keep and cancel one wins and the other sees the new status.
 * Idempotency: a non-empty key is unique per booker (partial unique indexes); a repeat
 * returns the first order, also when two identical submits race (unique violation → reread).
 * Every status change goes through lib/order-status.ts (`transition`) and writes the member's
 * notification in the same transaction; every effect that leaves (the notification's publish,
 * the guest's SMS, the slot's live update) is an outbox message of that transaction.
 */
import crypto from 'node:crypto';
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { OrderDetail, OrderResult, OrderStatus, Paged, PartnerOrder } from '@joy/contract';
import type { Database } from '../db/client';
import * as t from '../db/schema';
import { paged, type PageRequest } from '../lib/paging';
import { isFutureSlot, weekdayOf } from '../lib/booking-clock';
import { decide, holdsSeats, type OrderAction, type OrderActor } from '../lib/order-status';
import { bookedSeats } from './availability';
import { newPublicId, notifyOrder } from './order-events';
import { enqueue } from '../outbox/messages';
import { promoteWaitlist, publishSlot } from './waitlist';

export interface Guest {
  name: string;
  gender: number;
  email: string;
  phone: string;
}

export interface NewOrder {
  storeId: number;
  memberId: number | null;
  guest: Guest | null;
  date: string;
  time: string;
  adultNum: number;
  childNum: number;
  purpose: string;
  note: string;
  phone: string;
  fromSource: number;
  idempotencyKey: string;
}

export type CreateResult =
  | { kind: 'created' | 'repeated'; orderId: number; slug: string; publicId: string }
  | { kind: 'no-slot' }
  | { kind: 'full' };

/** Who moves the order: the owning member, or the store through the partner API. */
export type TransitionScope = { actor: 'member'; memberId: number } | { actor: 'partner'; storeId: number };

export type TransitionResult =
  /** `freedSeats`: the move freed the order's seats (a cancellation); the waitlist had them first. */
  | { kind: 'changed'; orderId: number; freedSeats: boolean }
  | { kind: 'not-found' }
  | { kind: 'refused'; status: number; reason: string };


function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === '23505') return true;
  return false;
}

const detailColumns = {
  id: t.orders.id,
  slug: t.orders.slug,
  publicId: t.orders.publicId,
  status: t.orders.status,
  date: t.orders.date,
  time: t.orders.time,
  adultNum: t.orders.adultNum,
  childNum: t.orders.childNum,
  purpose: t.orders.purpose,
  note: t.orders.note,
  phone: t.orders.phone,
  guestName: t.orders.guestName,
  guestEmail: t.orders.guestEmail,
  ownerId: t.orders.memberId,
  memberName: t.members.name,
  memberEmail: t.members.email,
  createdAt: t.orders.createdAt,
  updatedAt: t.orders.updatedAt,
  storeId: t.stores.id,
  storeSlug: t.stores.slug,
  storeName: t.stores.name,
  storeAddress: t.stores.address,
  storePhone: t.stores.phone,
  storeLogo: t.stores.logo,
  /** The diner's review of this order, if written (one per order). */
  commentId: t.comments.id,
};

type DetailRow = { [K in keyof typeof detailColumns]: (typeof detailColumns)[K]['_']['data'] | null };

function toDetail(r: DetailRow): OrderDetail {
  return {
    id: r.id as number,
    slug: r.slug as string,
    public_id: r.publicId as string,
    status: r.status as OrderStatus,
    date: r.date as string,
    time: r.time as string,
    adult_num: r.adultNum as number,
    child_num: r.childNum as number,
    purpose: r.purpose as string,
    note: r.note as string,
    name: r.memberName ?? r.guestName ?? '',
    phone: r.phone as string,
    email: r.memberEmail ?? r.guestEmail ?? null,
    store: { id: r.storeId as number, name: r.storeName as string, address: r.storeAddress as string, phone: r.storePhone as string, logo: r.storeLogo as string },
    created_at: (r.createdAt as Date).toISOString(),
    comment_id: r.commentId ?? null,
  };
}

function toResult(r: DetailRow): OrderResult {
  const d = toDetail(r);
  return {
    public_id: d.public_id,
    status: d.status,
    date: d.date,
    time: d.time,
    adult_num: d.adult_num,
    child_num: d.child_num,
    purpose: d.purpose,
    note: d.note,
    name: d.name,
    store: { ...d.store, slug: r.storeSlug as string },
    created_at: d.created_at,
  };
}

function toPartner(r: DetailRow): PartnerOrder {
  const d = toDetail(r);
  return {
    id: d.id,
    status: d.status,
    date: d.date,
    time: d.time,
    adult_num: d.adult_num,
    child_num: d.child_num,
    purpose: d.purpose,
    note: d.note,
    name: d.name,
    phone: d.phone,
    is_member: r.ownerId !== null,
    created_at: d.created_at,
    updated_at: (r.updatedAt as Date).toISOString(),
  };
}

type Reader = Pick<Database, 'select'>;

function selectDetails(db: Reader, where: SQL | undefined) {
  return db
    .select(detailColumns)
    .from(t.orders)
    .innerJoin(t.stores, eq(t.stores.id, t.orders.storeId))
    .leftJoin(t.members, eq(t.members.id, t.orders.memberId))
    .leftJoin(t.comments, eq(t.comments.orderId, t.orders.id))
    .where(where);
}

export function createOrderRepository(db: Database) {
  const byKey = async (reader: Reader, order: NewOrder) => {
    if (!order.idempotencyKey) return null;
    const owner = order.memberId !== null ? eq(t.orders.memberId, order.memberId) : and(isNull(t.orders.memberId), eq(t.orders.guestPhone, order.guest?.phone ?? ''));
    const [row] = await reader
      .select({ id: t.orders.id, slug: t.orders.slug, publicId: t.orders.publicId })
      .from(t.orders)
      .where(and(owner, eq(t.orders.idempotencyKey, order.idempotencyKey)));
    return row ?? null;
  };

  return {
    async isBlacklisted(phones: string[]): Promise<boolean> {
      const wanted = [...new Set(phones.filter(Boolean))];
      if (!wanted.length) return false;
      const rows = await db.select({ id: t.blacklist.id }).from(t.blacklist).where(sql`${t.blacklist.phone} in ${wanted}`);
      return rows.length > 0;
    },

    /** A guest phone's bookings still ahead (booked, confirmed or kept, from `today` on). */
    async activeGuestBookings(phone: string, today: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(t.orders)
        .where(and(isNull(t.orders.memberId), eq(t.orders.guestPhone, phone), sql`${t.orders.status} in (1, 2, 4)`, sql`${t.orders.date} >= ${today}`));
      return row.n;
    },

    /** Books the slot when it still has room; the caller checked store, party size and phone. */
    async create(order: NewOrder, now: Date): Promise<CreateResult> {
      const earlier = await byKey(db, order);
      if (earlier) return { kind: 'repeated', orderId: earlier.id, slug: earlier.slug, publicId: earlier.publicId };
      try {
        return await db.transaction(async (tx): Promise<CreateResult> => {
          // The lock that serialises every booking of this slot.
          const [slot] = await tx
            .select({ capacity: t.storeSlots.capacity })
            .from(t.storeSlots)
            .where(and(eq(t.storeSlots.storeId, order.storeId), eq(t.storeSlots.weekday, weekdayOf(order.date)), eq(t.storeSlots.time, order.time)))
            .for('update');
          if (!slot || !isFutureSlot(order.date, order.time, now)) return { kind: 'no-slot' };
          const again = await byKey(tx, order);
          if (again) return { kind: 'repeated', orderId: again.id, slug: again.slug, publicId: again.publicId };
          const booked = (await bookedSeats(tx, order.storeId, order.date, order.date)).get(`${order.date} ${order.time}`) ?? 0;
          if (booked + order.adultNum + order.childNum > slot.capacity) return { kind: 'full' };
          const [row] = await tx
            .insert(t.orders)
            .values({
              slug: crypto.randomBytes(12).toString('base64url'),
              publicId: newPublicId(),
              storeId: order.storeId,
              memberId: order.memberId,
              guestName: order.guest?.name ?? null,
              guestGender: order.guest?.gender ?? null,
              guestEmail: order.guest?.email ?? null,
              guestPhone: order.guest?.phone ?? null,
              date: order.date,
              time: order.time,
              adultNum: order.adultNum,
              childNum: order.childNum,
              purpose: order.purpose,
              note: order.note,
              phone: order.phone,
              fromSource: order.fromSource,
              idempotencyKey: order.idempotencyKey,
            })
            .returning({ id: t.orders.id, slug: t.orders.slug, publicId: t.orders.publicId });
          await notifyOrder(tx, row.id, 'created');
          await publishSlot(tx, { storeId: order.storeId, date: order.date, time: order.time });
          if (order.guest) await enqueue(tx, { kind: 'sms.booking-created', payload: { orderId: row.id } });
          return { kind: 'created', orderId: row.id, slug: row.slug, publicId: row.publicId };
        });
      } catch (error) {
        // Two identical submits raced past the lookups (different slots, same key): the first won.
        const winner = isUniqueViolation(error) ? await byKey(db, order) : null;
        if (!winner) throw error;
        return { kind: 'repeated', orderId: winner.id, slug: winner.slug, publicId: winner.publicId };
      }
    },

    /** The order when the member owns it, or when a guest order's slug matches. */
    async readable(orderId: number, access: { memberId: number | null; slug: string | null }): Promise<OrderDetail | null> {
      const [row] = await selectDetails(db, eq(t.orders.id, orderId));
      if (!row) return null;
      const mine = access.memberId !== null && row.ownerId === access.memberId;
      const bySlug =
        access.slug !== null && row.ownerId === null && Buffer.byteLength(access.slug) === Buffer.byteLength(row.slug as string) &&
        crypto.timingSafeEqual(Buffer.from(access.slug), Buffer.from(row.slug as string));
      return mine || bySlug ? toDetail(row) : null;
    },

    /** The order by its public id (booking result page), or null. */
    async result(publicId: string): Promise<OrderResult | null> {
      if (!/^[\w-]{16,32}$/.test(publicId)) return null;
      const [row] = await selectDetails(db, eq(t.orders.publicId, publicId));
      return row ? toResult(row) : null;
    },

    /** The order as its owner member reads it (after a change). */
    async detail(orderId: number): Promise<OrderDetail | null> {
      const [row] = await selectDetails(db, eq(t.orders.id, orderId));
      return row ? toDetail(row) : null;
    },

    /** The order as the store reads it, or null when it is not the store's. */
    async forPartner(storeId: number, orderId: number): Promise<PartnerOrder | null> {
      const [row] = await selectDetails(db, and(eq(t.orders.id, orderId), eq(t.orders.storeId, storeId)));
      return row ? toPartner(row) : null;
    },

    /** The store's orders of one date, by time then booking order. */
    async forStoreOnDate(storeId: number, date: string): Promise<PartnerOrder[]> {
      const rows = await selectDetails(db, and(eq(t.orders.storeId, storeId), eq(t.orders.date, date))).orderBy(t.orders.time, t.orders.id);
      return rows.map(toPartner);
    },

    /**
     * One §4 move (lib/order-status.ts) under a row lock: of two racing changes the second sees
     * the first's status. The member's notification is written in the same transaction.
     */
    async transition(scope: TransitionScope, orderId: number, action: OrderAction, now: Date, reason = ''): Promise<TransitionResult> {
      return db.transaction(async (tx): Promise<TransitionResult> => {
        const owner = scope.actor === 'member' ? eq(t.orders.memberId, scope.memberId) : eq(t.orders.storeId, scope.storeId);
        const [row] = await tx
          .select({ status: t.orders.status, date: t.orders.date, time: t.orders.time, storeId: t.orders.storeId })
          .from(t.orders)
          .where(and(eq(t.orders.id, orderId), owner))
          .for('update');
        if (!row) return { kind: 'not-found' };
        const actor: OrderActor = scope.actor;
        const decision = decide(actor, action, row.status, row, now);
        if (!decision.ok) return { kind: 'refused', status: row.status, reason: decision.reason };
        await tx.update(t.orders).set({ status: decision.to, updatedAt: now }).where(eq(t.orders.id, orderId));
        await notifyOrder(tx, orderId, action, reason);
        if (holdsSeats(row.status) === holdsSeats(decision.to)) return { kind: 'changed', orderId, freedSeats: false };
        // Seats freed: the first in line of the slot's waitlist gets them before anyone else can book.
        const slot = { storeId: row.storeId, date: row.date, time: row.time };
        await promoteWaitlist(tx, slot, now);
        await publishSlot(tx, slot);
        return { kind: 'changed', orderId, freedSeats: true };
      });
    },

    /** The member's orders, newest first. */
    async history(memberId: number, page: PageRequest): Promise<Paged<OrderDetail>> {
      const mine = eq(t.orders.memberId, memberId);
      const [{ total }] = await db.select({ total: count() }).from(t.orders).where(mine);
      const rows = await selectDetails(db, mine).orderBy(desc(t.orders.createdAt), desc(t.orders.id)).limit(page.perPage).offset(page.offset);
      return paged(rows.map(toDetail), total, page);
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
