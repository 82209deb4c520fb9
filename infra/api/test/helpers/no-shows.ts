/** Helpers for the no-show record's tests: a booking whose time has passed, marked 未到 by its store, and marks written at a chosen instant. */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as t from '../../src/db/schema';
import { taipeiDate } from '../../src/lib/booking-clock';
import { json, type TestContext } from './app';
import { partnerCall } from './partner';

let request = 0;

export interface PastOrder {
  id: number;
  publicId: string;
}

/** A confirmed booking of yesterday (a guest's unless `memberId`), so the store may mark it 未到. */
export async function pastOrder(ctx: TestContext, storeId: number, who: { phone: string; memberId?: number; guestPhone?: string }): Promise<PastOrder> {
  const publicId = crypto.randomBytes(16).toString('base64url');
  const [row] = await ctx.db
    .insert(t.orders)
    .values({
      slug: crypto.randomBytes(8).toString('hex'),
      publicId,
      storeId,
      memberId: who.memberId ?? null,
      guestName: who.memberId ? null : '陳小華',
      guestPhone: who.memberId ? null : (who.guestPhone ?? who.phone),
      phone: who.phone,
      date: taipeiDate(new Date(), -1),
      time: '12:00',
      adultNum: 2,
      status: 2,
    })
    .returning({ id: t.orders.id });
  return { id: row.id, publicId };
}

/** The store marks the order 未到 through the partner API. */
export const markNoShow = (ctx: TestContext, storeId: number, orderId: number) => partnerCall(ctx, storeId, 'POST', `/partner/v1/orders/${orderId}/no-show?request_id=ns-${++request}`);

/** A partner call with a fresh request id, so two identical calls are not taken for a replay. */
export const partner = (ctx: TestContext, storeId: number, method: 'GET' | 'POST', path: string, payload?: unknown) =>
  partnerCall(ctx, storeId, method, `${path}${path.includes('?') ? '&' : '?'}request_id=ns-${++request}`, payload);

/** A marked booking: a past order and its mark, made through the partner API; returns the order and the mark's id. */
export async function markedOrder(ctx: TestContext, storeId: number, who: { phone: string; memberId?: number }): Promise<PastOrder & { markId: number }> {
  const order = await pastOrder(ctx, storeId, who);
  const res = await markNoShow(ctx, storeId, order.id);
  if (res.statusCode !== 200) throw new Error(res.body);
  const [mark] = await ctx.db.select({ id: t.noShowMarks.id }).from(t.noShowMarks).where(eq(t.noShowMarks.orderId, order.id));
  return { ...order, markId: mark.id };
}

/** A mark written directly at `markedAt` (for the window's edges), on a past order of its own. */
export async function markAt(ctx: TestContext, storeId: number, phone: string, markedAt: Date, status: 'standing' | 'disputed' | 'withdrawn' | 'upheld' = 'standing', memberId?: number): Promise<number> {
  const order = await pastOrder(ctx, storeId, { phone, memberId });
  const [mark] = await ctx.db.insert(t.noShowMarks).values({ orderId: order.id, storeId, phone, markedAt, status }).returning({ id: t.noShowMarks.id });
  return mark.id;
}

export const returnOf = <T>(res: { body: string }): T => json<{ return: T }>(res).return;
