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
 * record list, an activation attempt); every movement is an event row.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, lte, sql, sum } from 'drizzle-orm';
import {
  GIFT_COUPON_VALID_DAYS,
  GIFT_COUPONS_PER_YEAR,
  GIFT_PLAN_DAYS,
  MONTHLY_PROGRAM_ID,
  nextSubscriptionStatus,
  subscriptionMessages as m,
  type CouponAllowance,
  type CouponGiveRecord,
  type CouponStatus,
  type CouponTransactionRecord,
  type Paged,
  type SubscriptionStatus,
} from '@joy/contract';
import type { Database } from '../db/client';
import type { Executor, Tx } from '../db/executor';
import * as t from '../db/schema';
import { taipeiDate } from '../lib/booking-clock';
import { paged, type PageRequest } from '../lib/paging';
import { createNotification } from './notifications';
import { lockSubscription, startVip } from './subscriptions';

export const COUPON_LOCK = 7202;
const DAY = 86_400_000;

export const taipeiYear = (now: Date): number => Number(taipeiDate(now).slice(0, 4));
export const maskPhone = (phone: string): string => `${phone.slice(0, 4)}***${phone.slice(7)}`;
const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

type CouponRow = typeof t.dealerCoupons.$inferSelect;

const toGiveRecord = (c: CouponRow): CouponGiveRecord => ({
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
async function grantYear(tx: Tx, dealerId: number, year: number, now: Date): Promise<void> {
  await tx.insert(t.dealerCouponEvents).values({ dealerMemberId: dealerId, kind: 'granted', year, quantity: GIFT_COUPONS_PER_YEAR, createdAt: now }).onConflictDoNothing();
}

/** Marks given coupons past their date expired (one dealer's, or a single coupon), with their events. */
async function expireDue(tx: Tx, now: Date, where: { dealerId?: number; couponId?: number }): Promise<void> {
  const conditions = [eq(t.dealerCoupons.status, 'given'), lte(t.dealerCoupons.expiresAt, now)];
  if (where.dealerId !== undefined) conditions.push(eq(t.dealerCoupons.dealerMemberId, where.dealerId));
  if (where.couponId !== undefined) conditions.push(eq(t.dealerCoupons.id, where.couponId));
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

export type CouponGiveOutcome =
  | { kind: 'given'; coupon: CouponGiveRecord; token: string; expiresAt: Date; allowance: CouponAllowance }
  | { kind: 'refused'; status: number; field: string; message: string };

export type ActivateOutcome = { kind: 'activated'; couponId: number } | { kind: 'refused'; status: number; field: string; message: string };

export interface ActivateInput {
  couponId: number;
  token: string;
  phone: string;
  name: string;
  address: string;
}

export function createDealerCouponRepository(db: Database) {
  return {
    /** This year's allowance (GET /v2/memberDealer's year_coin). */
    allowance: (dealerId: number, now: Date) => allowanceOf(db, dealerId, taipeiYear(now)),

    /** Gives one coupon of the year's allowance to `phone`; the caller sends the token by SMS. */
    async give(dealerId: number, phone: string, now: Date): Promise<CouponGiveOutcome> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${COUPON_LOCK}::int, ${dealerId}::int)`);
        const [dealer] = await tx.select({ phone: t.members.phone }).from(t.members).where(eq(t.members.id, dealerId));
        if (dealer?.phone === phone) return { kind: 'refused', status: 422, field: 'phone', message: m.couponSelf };
        const year = taipeiYear(now);
        await expireDue(tx, now, { dealerId });
        await grantYear(tx, dealerId, year, now);
        const before = await allowanceOf(tx, dealerId, year);
        if (before.remaining < 1) return { kind: 'refused', status: 422, field: 'phone', message: m.couponAllowanceUsed };
        const token = randomBytes(12).toString('base64url');
        const expiresAt = new Date(now.getTime() + GIFT_COUPON_VALID_DAYS * DAY);
        const [coupon] = await tx.insert(t.dealerCoupons).values({ dealerMemberId: dealerId, year, phone, tokenHash: hashToken(token), expiresAt, createdAt: now }).returning();
        await tx.insert(t.dealerCouponEvents).values({ dealerMemberId: dealerId, couponId: coupon.id, kind: 'given', year, quantity: -1, createdAt: now });
        return { kind: 'given', coupon: toGiveRecord(coupon), token, expiresAt, allowance: await allowanceOf(tx, dealerId, year) };
      });
    },

    /** Takes back a coupon whose SMS could not be sent (it never reached anyone): the allowance is whole again. */
    async withdrawUnsent(dealerId: number, couponId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(t.dealerCouponEvents).where(and(eq(t.dealerCouponEvents.couponId, couponId), eq(t.dealerCouponEvents.dealerMemberId, dealerId)));
        await tx.delete(t.dealerCoupons).where(and(eq(t.dealerCoupons.id, couponId), eq(t.dealerCoupons.dealerMemberId, dealerId), eq(t.dealerCoupons.status, 'given')));
      });
    },

    async gives(dealerId: number, page: PageRequest, now: Date): Promise<Paged<CouponGiveRecord>> {
      await db.transaction((tx) => expireDue(tx, now, { dealerId }));
      const where = eq(t.dealerCoupons.dealerMemberId, dealerId);
      const [total] = await db.select({ n: count() }).from(t.dealerCoupons).where(where);
      const rows = await db.select().from(t.dealerCoupons).where(where).orderBy(desc(t.dealerCoupons.createdAt), desc(t.dealerCoupons.id)).limit(page.perPage).offset(page.offset);
      return paged(rows.map(toGiveRecord), Number(total?.n ?? 0), page);
    },

    async transactions(dealerId: number, page: PageRequest, now: Date): Promise<Paged<CouponTransactionRecord>> {
      await db.transaction(async (tx) => {
        await expireDue(tx, now, { dealerId });
        await grantYear(tx, dealerId, taipeiYear(now), now);
      });
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

    /**
     * Activates a gifted plan for `memberId` (POST /v2/subscription/activate-plan): the token
     * must match, be unused and in date, and both the given phone and the member's own phone
     * must be the one the coupon was sent to; a member whose VIP is running is refused.
     */
    async activate(memberId: number, input: ActivateInput, now: Date): Promise<ActivateOutcome> {
      return db.transaction(async (tx) => {
        await lockSubscription(tx, memberId);
        const wrong = { kind: 'refused', status: 422, field: 'token', message: m.couponTokenWrong } as const;
        const [coupon] = await tx.select().from(t.dealerCoupons).where(eq(t.dealerCoupons.id, input.couponId)).for('update');
        if (!coupon) return wrong;
        const given = Buffer.from(hashToken(input.token), 'hex');
        if (!timingSafeEqual(given, Buffer.from(coupon.tokenHash, 'hex'))) return wrong;
        if (coupon.status === 'activated') return { kind: 'refused', status: 409, field: 'token', message: m.couponUsed };
        if (coupon.status === 'expired' || coupon.expiresAt.getTime() <= now.getTime()) {
          await expireDue(tx, now, { couponId: coupon.id });
          return { kind: 'refused', status: 410, field: 'token', message: m.couponExpired };
        }
        if (input.phone !== coupon.phone) return { kind: 'refused', status: 422, field: 'phone', message: m.couponWrongPhone };
        const [member] = await tx.select({ phone: t.members.phone }).from(t.members).where(eq(t.members.id, memberId));
        if (member?.phone !== coupon.phone) return { kind: 'refused', status: 403, field: 'phone', message: m.couponMemberPhone };

        const [current] = await tx.select().from(t.subscriptions).where(eq(t.subscriptions.memberId, memberId));
        const next = nextSubscriptionStatus((current?.status ?? 'none') as SubscriptionStatus, 'pay');
        if (!next) return { kind: 'refused', status: 409, field: 'token', message: m.couponAlreadyVip };

        const [moved] = await tx
          .update(t.dealerCoupons)
          .set({ status: 'activated', activatedByMemberId: memberId, activatedAt: now, receiver: input.name, receiverAddress: input.address })
          .where(and(eq(t.dealerCoupons.id, coupon.id), eq(t.dealerCoupons.status, 'given')))
          .returning({ id: t.dealerCoupons.id });
        if (!moved) return { kind: 'refused', status: 409, field: 'token', message: m.couponUsed };
        await tx.insert(t.dealerCouponEvents).values({ dealerMemberId: coupon.dealerMemberId, couponId: coupon.id, kind: 'activated', year: coupon.year, quantity: 0, createdAt: now });

        // One monthly period, no card, cancelled at its end: the renewal job ends it, never charges it.
        const values = {
          programId: MONTHLY_PROGRAM_ID,
          nextProgramId: null,
          creditCardId: null,
          status: next as string,
          periodStart: now,
          periodEnd: new Date(now.getTime() + GIFT_PLAN_DAYS * DAY),
          cancelAtPeriodEnd: true,
          cancelledAt: now,
          consent: 'gift',
          updatedAt: now,
        };
        if (current) await tx.update(t.subscriptions).set(values).where(eq(t.subscriptions.id, current.id));
        else await tx.insert(t.subscriptions).values({ memberId, ...values });
        await startVip(tx, memberId);
        await createNotification(tx, coupon.dealerMemberId, 'general', {
          notification_title: '贈送的 VIP 方案已啟用',
          notification_body: `您贈送給 ${maskPhone(coupon.phone)} 的 VIP 方案已啟用。`,
          notification_action: '/member/dealer',
        });
        return { kind: 'activated', couponId: coupon.id };
      });
    },
  };
}

export type DealerCouponRepository = ReturnType<typeof createDealerCouponRepository>;
