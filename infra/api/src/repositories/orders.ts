/**
 * Bookings (§3 Order, §4 status): the order rows and their reads. The booking service
 * (services/booking.ts) runs the transactions: a booking locks the slot row
 * (`SELECT … FOR UPDATE` on store_slots) before it counts the seats and inserts, so bookings
 * of the same slot queue behind each other; a status change locks the order row
 * (`lockForMove`), so of a concurrent keep and cancel one wins and the other sees the new status.
 * Idempotency: a non-empty key is unique per booker (partial unique indexes); `earlierOrder`
 * finds the first order of a repeat.
 */
import crypto from 'node:crypto';
import { and, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { defaultHouseRules, keptIfCancelled, type GuaranteeKind, type GuaranteeStatus, type GuaranteeView, type HouseRules, type OrderDetail, type OrderResult, type OrderStatus, type Paged } from '@joy/contract';
import type { PartnerOrder } from '@joy/contract/partner';
import type { Database } from '../db/client';
import type { Executor } from '../db/executor';
import * as t from '../db/schema';
import { paged, type PageRequest } from '../lib/paging';
import { phoneHint, selfService } from '../lib/self-service';
import { newPublicId } from './order-events';

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
  /** Special requests: dietary and allergy notes, one of the store's seating areas ('' = none), high chairs. */
  dietaryNote: string;
  seatingArea: string;
  highChairs: number;
  phone: string;
  fromSource: number;
  idempotencyKey: string;
  /** The store's house rules card as shown at booking (orders.agreed_rules); null when none. */
  agreedRules?: unknown;
}

/** Who is booking, for the duplicate question: the member, and every phone the booking names. */
export interface Diner {
  memberId: number | null;
  phones: string[];
}

/**
 * Who moves the order: the owning member, the holder of its result link (the 128-bit public
 * id: the guest, or whoever the booker gave the link), or the store through the partner API.
 */
export type TransitionScope = { actor: 'member'; memberId: number } | { actor: 'guest'; publicId: string } | { actor: 'partner'; storeId: number };

/** The locked order row a §4 move decides on. */
export interface MovingOrder {
  status: number;
  date: string;
  time: string;
  storeId: number;
  /** The party, for a diner's own change of it. */
  adultNum: number;
  childNum: number;
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
  dietaryNote: t.orders.dietaryNote,
  seatingArea: t.orders.seatingArea,
  highChairs: t.orders.highChairs,
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
  /** The store's cut-off of a diner's own changes (lib/self-service.ts). */
  storeChangeCutoff: t.stores.changeCutoffMinutes,
  guestPhone: t.orders.guestPhone,
  /** The diner's review of this order, if written (one per order). */
  commentId: t.comments.id,
  /** When the diner answered a reminder with 確認赴約 (or a member kept the booking). */
  dinerConfirmedAt: t.orders.dinerConfirmedAt,
  /** The booking's guarantee (one per order), if any. */
  guaranteeKind: t.bookingGuarantees.kind,
  guaranteeAmount: t.bookingGuarantees.amount,
  guaranteeStatus: t.bookingGuarantees.status,
  guaranteeCaptured: t.bookingGuarantees.capturedAmount,
  guaranteeLastFour: t.bookingGuarantees.cardLastFour,
  /** The rules card agreed at booking: what a cancel now would keep of the hold. */
  agreedRules: t.orders.agreedRules,
};

function guaranteeOf(r: DetailRow, now: Date): GuaranteeView | null {
  if (r.guaranteeKind === null) return null;
  const held = r.guaranteeStatus === 'authorized' || r.guaranteeStatus === 'pending';
  const rules = { ...defaultHouseRules, ...((r.agreedRules ?? {}) as Partial<HouseRules>) };
  return {
    kind: r.guaranteeKind as GuaranteeKind,
    amount: r.guaranteeAmount as number,
    status: r.guaranteeStatus as GuaranteeStatus,
    captured_amount: r.guaranteeCaptured as number,
    last_four: r.guaranteeLastFour ?? null,
    cancel_keeps: held ? keptIfCancelled(rules, { date: r.date as string, time: r.time as string }, r.guaranteeAmount as number, now) : 0,
  };
}

type DetailRow = { [K in keyof typeof detailColumns]: (typeof detailColumns)[K]['_']['data'] | null };

function toDetail(r: DetailRow, now = new Date()): OrderDetail {
  return {
    ...selfService({ status: r.status as number, date: r.date as string, time: r.time as string }, r.storeChangeCutoff as number, now),
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
    dietary_note: r.dietaryNote as string,
    seating_area: r.seatingArea as string,
    high_chairs: r.highChairs as number,
    name: r.memberName ?? r.guestName ?? '',
    phone: r.phone as string,
    email: r.memberEmail ?? r.guestEmail ?? null,
    store: { id: r.storeId as number, name: r.storeName as string, address: r.storeAddress as string, phone: r.storePhone as string, logo: r.storeLogo as string },
    created_at: (r.createdAt as Date).toISOString(),
    comment_id: r.commentId ?? null,
    diner_confirmed_at: r.dinerConfirmedAt?.toISOString() ?? null,
    guarantee: guaranteeOf(r, now),
  };
}

function toResult(r: DetailRow, now: Date): OrderResult {
  const d = toDetail(r, now);
  return {
    public_id: d.public_id,
    change_until: d.change_until,
    can_change: d.can_change,
    can_cancel: d.can_cancel,
    // Where a change code goes: the guest's phone, else the booking's contact phone.
    phone_hint: phoneHint(r.guestPhone ?? (r.phone as string)),
    status: d.status,
    date: d.date,
    time: d.time,
    adult_num: d.adult_num,
    child_num: d.child_num,
    purpose: d.purpose,
    note: d.note,
    dietary_note: d.dietary_note,
    seating_area: d.seating_area,
    high_chairs: d.high_chairs,
    name: d.name,
    store: { ...d.store, slug: r.storeSlug as string },
    created_at: d.created_at,
    diner_confirmed_at: d.diner_confirmed_at,
    guarantee: d.guarantee,
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
    dietary_note: d.dietary_note,
    seating_area: d.seating_area,
    high_chairs: d.high_chairs,
    name: d.name,
    phone: d.phone,
    is_member: r.ownerId !== null,
    created_at: d.created_at,
    updated_at: (r.updatedAt as Date).toISOString(),
    diner_confirmed_at: d.diner_confirmed_at,
    guarantee: d.guarantee,
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
    .leftJoin(t.bookingGuarantees, eq(t.bookingGuarantees.orderId, t.orders.id))
    .where(where);
}

/**
 * An order that became a booking: not one whose card guarantee was declined or never answered
 * (services/guarantees.ts cancels those in the same transaction — the booking was not made, so
 * neither the store's list nor the member's history shows it).
 */
const madeBooking = sql`not exists (select 1 from ${t.bookingGuarantees} g where g.order_id = ${t.orders.id} and g.status in ('declined', 'failed'))`;

export function createOrderRepository(db: Database) {
  const byKey = async (reader: Reader, order: NewOrder): Promise<{ id: number; slug: string; publicId: string } | null> => {
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

    /** The booker's earlier order of the same idempotency key (none without a key). */
    earlierOrder: byKey,

    /**
     * The booker's active booking (1, 2 or 4) at the store within `minutes` of date and time,
     * either way, the nearest first; null when none. The booker is the member, or any of the
     * phones as a booking's contact phone, its guest phone or its member's phone.
     */
    async nearbyActive(reader: Reader, booker: Diner, at: { storeId: number; date: string; time: string }, minutes: number): Promise<{ date: string; time: string } | null> {
      const phones = [...new Set(booker.phones.filter(Boolean))];
      const mine: SQL[] = [];
      if (booker.memberId !== null) mine.push(eq(t.orders.memberId, booker.memberId));
      if (phones.length) {
        mine.push(sql`${t.orders.phone} in ${phones}`, sql`${t.orders.guestPhone} in ${phones}`);
        mine.push(sql`${t.orders.memberId} in (select ${t.members.id} from ${t.members} where ${t.members.phone} in ${phones})`);
      }
      if (!mine.length) return null;
      const gap = sql`abs(extract(epoch from ((${t.orders.date} + ${t.orders.time}::time) - (${at.date}::date + ${at.time}::time))))`;
      const [row] = await reader
        .select({ date: t.orders.date, time: t.orders.time })
        .from(t.orders)
        .where(
          and(
            eq(t.orders.storeId, at.storeId),
            sql`${t.orders.status} in (1, 2, 4)`,
            // Bounds the rows to the day before and after (the index on store and date), then the exact gap.
            sql`${t.orders.date} between ${at.date}::date - 1 and ${at.date}::date + 1`,
            sql`${gap} <= ${minutes * 60}`,
            or(...mine),
          ),
        )
        .orderBy(gap, t.orders.id)
        .limit(1);
      return row ?? null;
    },

    /** Writes the order (fresh slug and public id); the caller holds the slot lock and counted the seats. */
    async insert(tx: Executor, order: NewOrder): Promise<{ id: number; slug: string; publicId: string }> {
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
          dietaryNote: order.dietaryNote,
          seatingArea: order.seatingArea,
          highChairs: order.highChairs,
          phone: order.phone,
          fromSource: order.fromSource,
          idempotencyKey: order.idempotencyKey,
          agreedRules: order.agreedRules ?? null,
        })
        .returning({ id: t.orders.id, slug: t.orders.slug, publicId: t.orders.publicId });
      return row;
    },

    /** The order when the member owns it, or when a guest order's slug matches. */
    async readable(orderId: number, access: { memberId: number | null; slug: string | null }, now = new Date()): Promise<OrderDetail | null> {
      const [row] = await selectDetails(db, eq(t.orders.id, orderId));
      if (!row) return null;
      const mine = access.memberId !== null && row.ownerId === access.memberId;
      const bySlug =
        access.slug !== null && row.ownerId === null && Buffer.byteLength(access.slug) === Buffer.byteLength(row.slug as string) &&
        crypto.timingSafeEqual(Buffer.from(access.slug), Buffer.from(row.slug as string));
      return mine || bySlug ? toDetail(row, now) : null;
    },

    /** The order by its public id (booking result page), or null. */
    async result(publicId: string, now = new Date()): Promise<OrderResult | null> {
      if (!/^[\w-]{16,32}$/.test(publicId)) return null;
      const [row] = await selectDetails(db, eq(t.orders.publicId, publicId));
      return row ? toResult(row, now) : null;
    },

    /** The order as its owner member reads it (after a change). */
    async detail(orderId: number, now = new Date()): Promise<OrderDetail | null> {
      const [row] = await selectDetails(db, eq(t.orders.id, orderId));
      return row ? toDetail(row, now) : null;
    },

    /** The order as the store reads it, or null when it is not the store's. */
    async forPartner(storeId: number, orderId: number): Promise<PartnerOrder | null> {
      const [row] = await selectDetails(db, and(eq(t.orders.id, orderId), eq(t.orders.storeId, storeId)));
      return row ? toPartner(row) : null;
    },

    /** The store's orders of one date, by time then booking order (not the bookings a card never made). */
    async forStoreOnDate(storeId: number, date: string): Promise<PartnerOrder[]> {
      const rows = await selectDetails(db, and(eq(t.orders.storeId, storeId), eq(t.orders.date, date), madeBooking)).orderBy(t.orders.time, t.orders.id);
      return rows.map(toPartner);
    },

    /** Locks the order row of a §4 move when `scope` may move it; null when it may not (or there is none). */
    async lockForMove(tx: Executor, scope: TransitionScope, orderId: number): Promise<MovingOrder | null> {
      const owner =
        scope.actor === 'member' ? eq(t.orders.memberId, scope.memberId) : scope.actor === 'guest' ? eq(t.orders.publicId, scope.publicId) : eq(t.orders.storeId, scope.storeId);
      const [row] = await tx
        .select({ status: t.orders.status, date: t.orders.date, time: t.orders.time, storeId: t.orders.storeId, adultNum: t.orders.adultNum, childNum: t.orders.childNum })
        .from(t.orders)
        .where(and(eq(t.orders.id, orderId), owner))
        .for('update');
      return row ?? null;
    },

    async setStatus(tx: Executor, orderId: number, status: number, now: Date): Promise<void> {
      await tx.update(t.orders).set({ status, updatedAt: now }).where(eq(t.orders.id, orderId));
    },

    /** Locks the order of a result link (the 確認赴約 answer); null when there is none. */
    async lockByPublicId(tx: Executor, publicId: string): Promise<{ id: number; status: number; date: string; time: string } | null> {
      if (!/^[\w-]{16,32}$/.test(publicId)) return null;
      const [row] = await tx
        .select({ id: t.orders.id, status: t.orders.status, date: t.orders.date, time: t.orders.time })
        .from(t.orders)
        .where(eq(t.orders.publicId, publicId))
        .for('update');
      return row ?? null;
    },

    /** Records the diner's 確認赴約 (or a member's keep) once: a repeat keeps the first time. */
    async confirmAttendance(tx: Executor, orderId: number, now: Date): Promise<void> {
      await tx.update(t.orders).set({ dinerConfirmedAt: now, updatedAt: now }).where(and(eq(t.orders.id, orderId), isNull(t.orders.dinerConfirmedAt)));
    },

    /** The member's orders, newest first (not the bookings a card never made). */
    async history(memberId: number, page: PageRequest, now = new Date()): Promise<Paged<OrderDetail>> {
      const mine = and(eq(t.orders.memberId, memberId), madeBooking) as SQL;
      const [{ total }] = await db.select({ total: count() }).from(t.orders).where(mine);
      const rows = await selectDetails(db, mine).orderBy(desc(t.orders.createdAt), desc(t.orders.id)).limit(page.perPage).offset(page.offset);
      return paged(rows.map((row) => toDetail(row, now)), total, page);
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
