/**
 * Bookings (§3 Order, §4 status). Strategy against overbooking: the capacity check and the
 * insert run in ONE transaction that first locks the slot row (`SELECT … FOR UPDATE` on
 * store_slots), so bookings of the same slot queue behind each other and each counts the
 * seats committed before it. Status changes lock the order row the same way, so of a
 * concurrent keep and cancel one wins and the other sees the new status.
 * Idempotency: a non-empty key is unique per booker (partial unique indexes); a repeat
 * returns the first order, also when two identical submits race (unique violation → reread).
 */
import crypto from 'node:crypto';
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { OrderDetail, OrderStatus, Paged } from '@joy/contract';
import type { Database } from '../db/client';
import * as t from '../db/schema';
import { paged, type PageRequest } from '../lib/paging';
import { isFutureSlot, weekdayOf } from '../lib/booking-clock';
import { canMemberChange, type MemberOrderChange } from '../lib/order-status';
import { bookedSeats } from './availability';

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
  | { kind: 'created' | 'repeated'; orderId: number; slug: string }
  | { kind: 'no-slot' }
  | { kind: 'full' };

export type ChangeResult = { kind: 'changed'; order: OrderDetail } | { kind: 'not-found' } | { kind: 'refused'; status: number };

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === '23505') return true;
  return false;
}

const detailColumns = {
  id: t.orders.id,
  slug: t.orders.slug,
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
  storeId: t.stores.id,
  storeName: t.stores.name,
  storeAddress: t.stores.address,
  storePhone: t.stores.phone,
  storeLogo: t.stores.logo,
};

type DetailRow = { [K in keyof typeof detailColumns]: (typeof detailColumns)[K]['_']['data'] | null };

function toDetail(r: DetailRow): OrderDetail {
  return {
    id: r.id as number,
    slug: r.slug as string,
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
  };
}

type Reader = Pick<Database, 'select'>;

function selectDetails(db: Reader, where: SQL | undefined) {
  return db
    .select(detailColumns)
    .from(t.orders)
    .innerJoin(t.stores, eq(t.stores.id, t.orders.storeId))
    .leftJoin(t.members, eq(t.members.id, t.orders.memberId))
    .where(where);
}

export function createOrderRepository(db: Database) {
  const byKey = async (reader: Reader, order: NewOrder) => {
    if (!order.idempotencyKey) return null;
    const owner = order.memberId !== null ? eq(t.orders.memberId, order.memberId) : and(isNull(t.orders.memberId), eq(t.orders.guestPhone, order.guest?.phone ?? ''));
    const [row] = await reader
      .select({ id: t.orders.id, slug: t.orders.slug })
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

    /** Books the slot when it still has room; the caller checked store, party size and phone. */
    async create(order: NewOrder, now: Date): Promise<CreateResult> {
      const earlier = await byKey(db, order);
      if (earlier) return { kind: 'repeated', orderId: earlier.id, slug: earlier.slug };
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
          if (again) return { kind: 'repeated', orderId: again.id, slug: again.slug };
          const booked = (await bookedSeats(tx, order.storeId, order.date, order.date)).get(`${order.date} ${order.time}`) ?? 0;
          if (booked + order.adultNum + order.childNum > slot.capacity) return { kind: 'full' };
          const [row] = await tx
            .insert(t.orders)
            .values({
              slug: crypto.randomBytes(12).toString('base64url'),
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
            .returning({ id: t.orders.id, slug: t.orders.slug });
          return { kind: 'created', orderId: row.id, slug: row.slug };
        });
      } catch (error) {
        // Two identical submits raced past the lookups (different slots, same key): the first won.
        const winner = isUniqueViolation(error) ? await byKey(db, order) : null;
        if (!winner) throw error;
        return { kind: 'repeated', orderId: winner.id, slug: winner.slug };
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

    /** Keep (4) or cancel (0) the member's own order under a row lock (§4). */
    async change(memberId: number, orderId: number, to: MemberOrderChange, now: Date): Promise<ChangeResult> {
      const outcome = await db.transaction(async (tx): Promise<ChangeResult | null> => {
        const [row] = await tx
          .select({ status: t.orders.status, date: t.orders.date, time: t.orders.time })
          .from(t.orders)
          .where(and(eq(t.orders.id, orderId), eq(t.orders.memberId, memberId)))
          .for('update');
        if (!row) return { kind: 'not-found' };
        if (!canMemberChange(row.status, to) || !isFutureSlot(row.date, row.time, now)) return { kind: 'refused', status: row.status };
        await tx.update(t.orders).set({ status: to, updatedAt: now }).where(eq(t.orders.id, orderId));
        return null;
      });
      if (outcome) return outcome;
      const [row] = await selectDetails(db, eq(t.orders.id, orderId));
      return { kind: 'changed', order: toDetail(row) };
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
