/**
 * VIP gift coupons of the angel programme: a joy dealer's plan comes with a yearly allowance
 * (`year_coin`, GIFT_COUPONS_PER_YEAR per Taipei calendar year, granted by the first coupon
 * call of the year). The dealer gives one to a friend's phone; the friend, logged in with
 * that phone, activates one 30-day VIP period with the coupon id and single-use token the
 * SMS carried — no card, no renewal.
 *
 * Only the token's SHA-256 is kept. Gives run under the dealer's coupon lock (advisory class
 * 7202), so two gives of the last coupon queue and the second is refused; an activation takes
 * the member's subscription lock and the coupon row `for update`, and moves the coupon
 * given → activated with a conditional update, so parallel activations of one token
 * activate once. Tokens past their date are marked expired when next touched (a give, a
 * record list, an activation attempt); every movement is an event row. The steps and their
 * transactions are the dealer service's (services/dealers.ts); here are its queries.
 */
import { createHash } from 'node:crypto';
import { and, count, desc, eq, lte, or, sql, sum } from 'drizzle-orm';
import {
  GIFT_COUPONS_PER_YEAR,
  type CouponAllowance,
  type CouponGiveRecord,
  type CouponStatus,
  type CouponTransactionRecord,
  type Paged,
  type ReceivedCoupon,
} from '@joy/contract';
import type { Database } from '../db/client';
import type { Executor } from '../db/executor';
import * as t from '../db/schema';
import { taipeiDate } from '../lib/booking-clock';
import { paged, type PageRequest } from '../lib/paging';

export const COUPON_LOCK = 7202;

export const taipeiYear = (now: Date): number => Number(taipeiDate(now).slice(0, 4));
export const maskPhone = (phone: string): string => `${phone.slice(0, 4)}***${phone.slice(7)}`;
/** Only the token's SHA-256 is kept. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export type CouponRow = typeof t.dealerCoupons.$inferSelect;

export const toGiveRecord = (c: CouponRow): CouponGiveRecord => ({
  id: c.id,
  phone: maskPhone(c.phone),
  status: c.status as CouponStatus,
  expires_at: c.expiresAt.toISOString(),
  activated_at: c.activatedAt?.toISOString() ?? null,
  created_at: c.createdAt.toISOString(),
});

/** The year's allowance of a dealer: the granted quantity (the constant before the grant row exists) and the coupons given. */
export async function allowanceOf(tx: Executor, dealerId: number, year: number): Promise<CouponAllowance> {
  const [granted] = await tx
    .select({ n: sum(t.dealerCouponEvents.quantity) })
    .from(t.dealerCouponEvents)
    .where(and(eq(t.dealerCouponEvents.dealerMemberId, dealerId), eq(t.dealerCouponEvents.year, year), eq(t.dealerCouponEvents.kind, 'granted')));
  const [given] = await tx.select({ n: count() }).from(t.dealerCoupons).where(and(eq(t.dealerCoupons.dealerMemberId, dealerId), eq(t.dealerCoupons.year, year)));
  const allowance = granted?.n === null || granted?.n === undefined ? GIFT_COUPONS_PER_YEAR : Number(granted.n);
  const n = Number(given?.n ?? 0);
  return { year, allowance, given: n, remaining: Math.max(0, allowance - n) };
}

/** Grants the year's allowance once (the unique grant index makes a second insert nothing). */
async function grantYear(tx: Executor, dealerId: number, year: number, now: Date): Promise<void> {
  await tx.insert(t.dealerCouponEvents).values({ dealerMemberId: dealerId, kind: 'granted', year, quantity: GIFT_COUPONS_PER_YEAR, createdAt: now }).onConflictDoNothing();
}

/** Marks given coupons past their date expired (one dealer's, a single coupon, or those sent to a phone), with their events. */
async function expireDue(tx: Executor, now: Date, where: { dealerId?: number; couponId?: number; phone?: string }): Promise<void> {
  const conditions = [eq(t.dealerCoupons.status, 'given'), lte(t.dealerCoupons.expiresAt, now)];
  if (where.dealerId !== undefined) conditions.push(eq(t.dealerCoupons.dealerMemberId, where.dealerId));
  if (where.couponId !== undefined) conditions.push(eq(t.dealerCoupons.id, where.couponId));
  if (where.phone !== undefined) conditions.push(eq(t.dealerCoupons.phone, where.phone));
  const expired = await tx
    .update(t.dealerCoupons)
    .set({ status: 'expired' })
    .where(and(...conditions))
    .returning({ id: t.dealerCoupons.id, dealer: t.dealerCoupons.dealerMemberId, year: t.dealerCoupons.year });
  if (expired.length) {
    await tx
      .insert(t.dealerCouponEvents)
      .values(expired.map((c) => ({ dealerMemberId: c.dealer, couponId: c.id, kind: 'expired', year: c.year, quantity: 0, createdAt: now })))
      .onConflictDoNothing();
  }
}

export function createDealerCouponRepository(db: Database) {
  return {
    /** This year's allowance (GET /v2/memberDealer's year_coin). */
    allowance: (dealerId: number, now: Date) => allowanceOf(db, dealerId, taipeiYear(now)),
    allowanceOf,
    grantYear,
    expireDue,

    /** Takes the dealer's coupon lock (gives queue behind it) until the transaction ends. */
    async lock(tx: Executor, dealerId: number): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(${COUPON_LOCK}::int, ${dealerId}::int)`);
    },

    /** A member's phone, or null when there is no such member. */
    async phoneOf(executor: Executor, memberId: number): Promise<string | null> {
      const [member] = await executor.select({ phone: t.members.phone }).from(t.members).where(eq(t.members.id, memberId));
      return member?.phone ?? null;
    },

    async insert(tx: Executor, coupon: { dealerMemberId: number; year: number; phone: string; tokenHash: string; expiresAt: Date; createdAt: Date }): Promise<CouponRow> {
      const [row] = await tx.insert(t.dealerCoupons).values(coupon).returning();
      return row;
    },

    /** One movement of a dealer's coupons (given, activated …). */
    async addEvent(tx: Executor, event: typeof t.dealerCouponEvents.$inferInsert): Promise<void> {
      await tx.insert(t.dealerCouponEvents).values(event);
    },

    /** Removes a coupon still given, with its events. */
    async removeGiven(tx: Executor, dealerId: number, couponId: number): Promise<void> {
      await tx.delete(t.dealerCouponEvents).where(and(eq(t.dealerCouponEvents.couponId, couponId), eq(t.dealerCouponEvents.dealerMemberId, dealerId)));
      await tx.delete(t.dealerCoupons).where(and(eq(t.dealerCoupons.id, couponId), eq(t.dealerCoupons.dealerMemberId, dealerId), eq(t.dealerCoupons.status, 'given')));
    },

    /** The coupon's row, locked until the transaction ends. */
    async lockCoupon(tx: Executor, couponId: number): Promise<CouponRow | undefined> {
      const [coupon] = await tx.select().from(t.dealerCoupons).where(eq(t.dealerCoupons.id, couponId)).for('update');
      return coupon;
    },

    /** given → activated by the member; false when the coupon was no longer given. */
    async markActivated(tx: Executor, couponId: number, by: { memberId: number; now: Date; receiver: string; receiverAddress: string }): Promise<boolean> {
      const [moved] = await tx
        .update(t.dealerCoupons)
        .set({ status: 'activated', activatedByMemberId: by.memberId, activatedAt: by.now, receiver: by.receiver, receiverAddress: by.receiverAddress })
        .where(and(eq(t.dealerCoupons.id, couponId), eq(t.dealerCoupons.status, 'given')))
        .returning({ id: t.dealerCoupons.id });
      return Boolean(moved);
    },

    /** The dealer's gives, newest first (expire the due ones first). */
    async gives(dealerId: number, page: PageRequest): Promise<Paged<CouponGiveRecord>> {
      const where = eq(t.dealerCoupons.dealerMemberId, dealerId);
      const [total] = await db.select({ n: count() }).from(t.dealerCoupons).where(where);
      const rows = await db.select().from(t.dealerCoupons).where(where).orderBy(desc(t.dealerCoupons.createdAt), desc(t.dealerCoupons.id)).limit(page.perPage).offset(page.offset);
      return paged(rows.map(toGiveRecord), Number(total?.n ?? 0), page);
    },

    /** The coupons a member received: sent to their phone or activated by them, newest first, with the giver's name (expire the due ones first). */
    async received(member: { id: number; phone: string }, page: PageRequest): Promise<Paged<ReceivedCoupon>> {
      const where = or(eq(t.dealerCoupons.phone, member.phone), eq(t.dealerCoupons.activatedByMemberId, member.id));
      const [total] = await db.select({ n: count() }).from(t.dealerCoupons).where(where);
      const rows = await db
        .select({ c: t.dealerCoupons, dealer: t.members.name })
        .from(t.dealerCoupons)
        .innerJoin(t.members, eq(t.members.id, t.dealerCoupons.dealerMemberId))
        .where(where)
        .orderBy(desc(t.dealerCoupons.createdAt), desc(t.dealerCoupons.id))
        .limit(page.perPage)
        .offset(page.offset);
      const data = rows.map(({ c, dealer }) => ({
        id: c.id,
        status: c.status as CouponStatus,
        dealer_name: dealer,
        expires_at: c.expiresAt.toISOString(),
        activated_at: c.activatedAt?.toISOString() ?? null,
        created_at: c.createdAt.toISOString(),
      }));
      return paged(data, Number(total?.n ?? 0), page);
    },

    /** Every movement of the dealer's coupons, newest first (expire the due ones and grant the year first). */
    async transactions(dealerId: number, page: PageRequest): Promise<Paged<CouponTransactionRecord>> {
      const where = eq(t.dealerCouponEvents.dealerMemberId, dealerId);
      const [total] = await db.select({ n: count() }).from(t.dealerCouponEvents).where(where);
      const rows = await db
        .select({ e: t.dealerCouponEvents, phone: t.dealerCoupons.phone })
        .from(t.dealerCouponEvents)
        .leftJoin(t.dealerCoupons, eq(t.dealerCoupons.id, t.dealerCouponEvents.couponId))
        .where(where)
        .orderBy(desc(t.dealerCouponEvents.createdAt), desc(t.dealerCouponEvents.id))
        .limit(page.perPage)
        .offset(page.offset);
      const data = rows.map(({ e, phone }) => ({
        id: e.id,
        kind: e.kind as CouponTransactionRecord['kind'],
        quantity: e.quantity,
        year: e.year,
        coupon_id: e.couponId,
        phone: phone ? maskPhone(phone) : null,
        created_at: e.createdAt.toISOString(),
      }));
      return paged(data, Number(total?.n ?? 0), page);
    },
  };
}

export type DealerCouponRepository = ReturnType<typeof createDealerCouponRepository>;
