/**
 * Booking guarantees (issue 28): card guarantees and deposits pre-authorised on the diner's card,
 * released at check-in or on a cancel inside the free window, captured by the agreed tier on a
 * no-show.
 *
 * The flow, and why it never leaves a half state:
 * 1. Booking (services/booking.ts): the order (holding its seat, status 1) and its guarantee row
 *    `pending` with a fresh gateway key are written in one transaction — without the booking's
 *    notification, SMS and e-mail, which wait for the card. Nothing is charged yet.
 * 2. After commit, `authorize` asks the gateway for a pre-authorisation with that key, then
 *    settles the answer under the guarantee row's lock:
 *    - authorised → `authorized`, the ledger's `guarantee:{id}:authorize` (diner_card → card_hold),
 *      and the booking's notification, SMS and e-mail: the booking is made;
 *    - declined → `declined` and the order cancelled in the same transaction (seat released to
 *      the waitlist and the slot's live update): the booking is not made, the call answers 422;
 *    - no answer (timeout) → the row stays `pending` and the order keeps its seat; the call
 *      answers the booking with `guarantee.status = pending` (信用卡授權尚未完成，我們會自動重試…)
 *      and a `guarantee.authorize` outbox message retries with the SAME key until the gateway
 *      answers (the gateway finds the first attempt's result; nothing is held twice). After
 *      AUTHORIZE_ATTEMPTS unanswered tries the guarantee is `failed` and the order cancelled.
 *      The diner is told the outcome by notification (member) or SMS (guest).
 * 3. Moves (guaranteeAfterMove, in transitionOrder's transaction, under the order's row lock and
 *    then the guarantee's): seat and store-cancel release; a member's or guest's cancel
 *    releases, or captures keptOnCancel(...) of the agreed policy by the hours left; a no-show
 *    captures per the strictest tier. The row moves once, authorized → released | captured, with
 *    its ledger transaction (`guarantee:{id}:release` / `:capture`, unique keys) in the same
 *    transaction, and a `guarantee.settle` outbox message makes the gateway call after commit
 *    with the step's key (`{gateway key}:release` / `:capture`). A second move finds the row no
 *    longer authorized and does nothing, so a capture and a release can never both happen.
 *    A guarantee still `pending` when its order moves: a release-move marks it `released`, a
 *    capture-move `failed` (nothing was held yet); when the authorisation then answers
 *    authorised, it is released at once (ledger authorize + release).
 *
 * The terms are the order's agreed_rules (the card as it was at booking), never the store's
 * current card.
 */
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  defaultHouseRules,
  guaranteePolicy,
  guaranteeStateText,
  keptIfCancelled,
  keptOnCancel,
  ORDER_STATUS_WORDS,
  sitePaths,
  type GuaranteeKind,
  type GuaranteeView,
  type HouseRules,
} from '@joy/contract';
import type { FastifyInstance } from 'fastify';
import type { Executor, Tx } from '../db/executor';
import * as t from '../db/schema';
import type { OrderMove } from '../lib/order-status';
import { postAuthorize, postCapture, postRelease, type Hold } from '../ledger/money';
import { enqueueBookingMail } from '../outbox/booking-mail';
import { enqueue } from '../outbox/messages';
import { notifyOrder } from '../repositories/order-events';
import { createNotification } from '../repositories/notifications';
import { promoteWaitlist, publishSlot } from '../repositories/waitlist';

/** Tries of an unanswered authorisation (the booking's own and the outbox's) before the booking is given up. */
export const AUTHORIZE_ATTEMPTS = 6;

type GuaranteeRow = typeof t.bookingGuarantees.$inferSelect;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A store's house rules card (its `rules`, or the default card when it has set none). */
export async function storeHouseRules(db: Executor, storeId: number): Promise<HouseRules> {
  const [row] = await db.select({ rules: t.storeHouseRules.rules }).from(t.storeHouseRules).where(eq(t.storeHouseRules.storeId, storeId));
  if (!row) return defaultHouseRules;
  const rules = (typeof row.rules === 'string' ? JSON.parse(row.rules) : row.rules) as HouseRules;
  return { ...defaultHouseRules, ...rules };
}

/** The view of a guarantee; `cancelKeeps` only where the caller knows the order's terms (0 otherwise). */
export const viewOf = (g: Pick<GuaranteeRow, 'kind' | 'amount' | 'status' | 'capturedAmount' | 'cardLastFour'>, cancelKeeps = 0): GuaranteeView => ({
  kind: g.kind as GuaranteeKind,
  amount: g.amount,
  status: g.status as GuaranteeView['status'],
  captured_amount: g.capturedAmount,
  last_four: g.cardLastFour ?? null,
  cancel_keeps: cancelKeeps,
});

/** Writes the booking's guarantee `pending` (in the booking's transaction) with a fresh gateway key. */
export async function insertPendingGuarantee(tx: Tx, g: { orderId: number; storeId: number; memberId: number | null; kind: GuaranteeKind; amount: number; now: Date }): Promise<GuaranteeRow> {
  const [row] = await tx
    .insert(t.bookingGuarantees)
    .values({
      orderId: g.orderId,
      storeId: g.storeId,
      memberId: g.memberId,
      kind: g.kind,
      amount: g.amount,
      status: 'pending',
      gatewayKey: `hold_${crypto.randomBytes(16).toString('hex')}`,
      createdAt: g.now,
      updatedAt: g.now,
    })
    .returning();
  return row;
}

export async function guaranteeOfOrder(db: Executor, orderId: number): Promise<GuaranteeRow | null> {
  const [row] = await db.select().from(t.bookingGuarantees).where(eq(t.bookingGuarantees.orderId, orderId));
  return row ?? null;
}

async function lockGuarantee(tx: Tx, where: { id: number } | { orderId: number }): Promise<GuaranteeRow | null> {
  const cond = 'id' in where ? eq(t.bookingGuarantees.id, where.id) : eq(t.bookingGuarantees.orderId, where.orderId);
  const [row] = await tx.select().from(t.bookingGuarantees).where(cond).for('update');
  return row ?? null;
}

const holdOf = (g: GuaranteeRow, now: Date): Hold => ({ guaranteeId: g.id, storeId: g.storeId, memberId: g.memberId, amount: g.amount, now });

async function setGuarantee(tx: Tx, id: number, values: Partial<typeof t.bookingGuarantees.$inferInsert>, now: Date): Promise<void> {
  await tx
    .update(t.bookingGuarantees)
    .set({ ...values, updatedAt: now })
    .where(eq(t.bookingGuarantees.id, id));
}

/** The order's contact for texts: the guest's phone, or the member's. */
async function orderContact(tx: Executor, orderId: number) {
  const [o] = rowsOf<{ member_id: number | null; guest_phone: string | null; phone: string; store_name: string; date: string; time: string; public_id: string; status: number; store_id: number }>(
    await tx.execute(sql`select o.member_id, o.guest_phone, o.phone, s.name as store_name, o.date::text as date, o.time, o.public_id, o.status, o.store_id
                           from orders o join stores s on s.id = o.store_id where o.id = ${orderId}`),
  );
  return o ?? null;
}

/** Tells the diner what became of the card: a member by notification, a guest by SMS. */
async function tellDiner(tx: Tx, orderId: number, title: string, body: string, origin: string | null): Promise<void> {
  const o = await orderContact(tx, orderId);
  if (!o) return;
  if (o.member_id) {
    await createNotification(tx, o.member_id, 'order', { notification_title: title, notification_body: body, order_id: orderId, notification_action: sitePaths.memberOrder(orderId) });
  } else if (o.guest_phone) {
    const link = origin ? ` ${origin}${sitePaths.bookingResult(o.public_id)}` : '';
    await enqueue(tx, { kind: 'sms.send', payload: { phone: o.guest_phone, text: `【${o.store_name}】${body}${link}` } });
  }
}

/** The booking is made: its notification, SMS and e-mail (held back while the card was pending). */
async function announceBooking(tx: Tx, orderId: number, isGuest: boolean): Promise<void> {
  await notifyOrder(tx, orderId, 'created');
  if (isGuest) await enqueue(tx, { kind: 'sms.booking-created', payload: { orderId } });
  await enqueueBookingMail(tx, orderId, 'created');
}

/** Cancels the order whose card was not held: its seat goes to the waitlist first, then to anyone. */
async function cancelUnheld(tx: Tx, orderId: number, now: Date): Promise<void> {
  const [o] = await tx
    .update(t.orders)
    .set({ status: 0, updatedAt: now })
    .where(sql`${t.orders.id} = ${orderId} and ${t.orders.status} <> 0`)
    .returning({ storeId: t.orders.storeId, date: t.orders.date, time: t.orders.time });
  if (!o) return;
  const slot = { storeId: o.storeId, date: o.date, time: o.time };
  await promoteWaitlist(tx, slot, now);
  await publishSlot(tx, slot);
}

export type AuthorizeResult = { status: 'authorized' | 'pending' | 'declined' | 'failed' | 'released'; reason?: string; guarantee: GuaranteeView };

export interface Cardholder {
  name: string;
  phone: string;
}

/**
 * Asks the gateway to hold the guarantee's amount with its key and settles the answer (see the
 * module comment). `attempt` 1 is the booking call's own; later ones are the outbox's retries.
 */
export async function authorizeGuarantee(
  app: FastifyInstance,
  guaranteeId: number,
  card: { prime: string; cardholder: Cardholder },
  attempt: number,
): Promise<AuthorizeResult> {
  const [g] = await app.db.select().from(t.bookingGuarantees).where(eq(t.bookingGuarantees.id, guaranteeId));
  if (!g) throw new Error(`guarantee ${guaranteeId} not found`);
  if (g.status !== 'pending' || g.gatewayRef) return { status: g.status as AuthorizeResult['status'], guarantee: viewOf(g) };
  const outcome = await app.payments.authorize({
    amount: g.amount,
    key: g.gatewayKey,
    details: g.kind === 'deposit' ? '訂位訂金預先授權' : '訂位信用卡擔保',
    prime: card.prime,
    cardholder: card.cardholder,
    retry: attempt > 1,
  });
  const now = app.clock();
  const origin = app.config.publicOrigin;

  return app.db.transaction(async (tx): Promise<AuthorizeResult> => {
    const row = await lockGuarantee(tx, { id: guaranteeId });
    if (!row) throw new Error(`guarantee ${guaranteeId} not found`);
    const contact = await orderContact(tx, row.orderId);
    const isGuest = !contact?.member_id;

    if (outcome.status === 'timeout') {
      if (row.status !== 'pending') return { status: row.status as AuthorizeResult['status'], guarantee: viewOf(row) };
      if (attempt >= AUTHORIZE_ATTEMPTS) {
        await setGuarantee(tx, row.id, { status: 'failed', failureReason: '信用卡授權逾時' }, now);
        await cancelUnheld(tx, row.orderId, now);
        await tellDiner(tx, row.orderId, '訂位未完成', `信用卡授權一直沒有回應，${contact?.store_name ?? ''}的訂位未完成，該時段已開放他人訂位，卡片未被扣款`, origin);
        return { status: 'failed', guarantee: viewOf({ ...row, status: 'failed' }) };
      }
      // The booking's own try: from now on the outbox retries with the same key.
      if (attempt === 1) await enqueue(tx, { kind: 'guarantee.authorize', payload: { guaranteeId, prime: card.prime, cardholder: card.cardholder } });
      return { status: 'pending', guarantee: viewOf(row) };
    }

    if (outcome.status === 'declined') {
      if (row.status === 'pending') {
        await setGuarantee(tx, row.id, { status: 'declined', failureReason: outcome.reason }, now);
        await cancelUnheld(tx, row.orderId, now);
        // The booking call answers a decline itself; a retry's decline reaches the diner here.
        if (attempt > 1) await tellDiner(tx, row.orderId, '訂位未完成', `信用卡授權未通過，${contact?.store_name ?? ''}的訂位未完成，該時段已開放他人訂位`, origin);
        return { status: 'declined', reason: outcome.reason, guarantee: viewOf({ ...row, status: 'declined' }) };
      }
      await setGuarantee(tx, row.id, { failureReason: outcome.reason }, now);
      return { status: row.status as AuthorizeResult['status'], guarantee: viewOf(row) };
    }

    // Authorised.
    const hold = holdOf(row, now);
    if (row.status === 'pending') {
      await setGuarantee(tx, row.id, { status: 'authorized', gatewayRef: outcome.ref, cardLastFour: outcome.lastFour.slice(-4) || null }, now);
      await postAuthorize(tx, hold);
      await announceBooking(tx, row.orderId, isGuest);
      if (attempt > 1) await tellDiner(tx, row.orderId, '信用卡已預先授權', `${contact?.store_name ?? ''}：${ORDER_STATUS_WORDS[1].meaning}${guaranteeStateText({ ...viewOf(row), status: 'authorized' })}`, origin);
      return { status: 'authorized', guarantee: viewOf({ ...row, status: 'authorized', cardLastFour: outcome.lastFour.slice(-4) || null }) };
    }
    // The order moved (or was given up) while the card was pending: what was held goes back at once.
    await setGuarantee(tx, row.id, { status: 'released', gatewayRef: outcome.ref, cardLastFour: outcome.lastFour.slice(-4) || null }, now);
    await postAuthorize(tx, hold);
    await postRelease(tx, hold);
    await enqueue(tx, { kind: 'guarantee.settle', payload: { guaranteeId: row.id, step: 'release' } });
    return { status: 'released', guarantee: viewOf({ ...row, status: 'released' }) };
  });
}

/** What a move does to the hold: nothing, a release, or a capture of `kept`. */
export function stepOf(move: Pick<OrderMove, 'action' | 'date' | 'time' | 'now'>, rules: HouseRules, held: number): { step: 'release' } | { step: 'capture'; kept: number } | null {
  // The guarantee exists, so the card was asked for: by the policy, or by the no-show record.
  const policy = guaranteePolicy(rules, move.date, true);
  let kept: number;
  switch (move.action) {
    case 'seat':
    case 'store-cancel':
      return { step: 'release' };
    case 'cancel':
    case 'guest-cancel':
      kept = keptIfCancelled(rules, move, held, move.now);
      break;
    case 'no-show':
      kept = keptOnCancel(policy, held, 0);
      break;
    default:
      return null;
  }
  return kept > 0 ? { step: 'capture', kept: Math.min(kept, held) } : { step: 'release' };
}

/**
 * An order's move reaches its guarantee (called by transitionOrder in the move's transaction,
 * after the order row's lock): release or capture, once.
 */
export async function guaranteeAfterMove(tx: Tx, move: OrderMove): Promise<void> {
  const row = await lockGuarantee(tx, { orderId: move.orderId });
  if (!row || (row.status !== 'pending' && row.status !== 'authorized')) return;
  const [order] = await tx.select({ agreedRules: t.orders.agreedRules }).from(t.orders).where(eq(t.orders.id, move.orderId));
  const rules = order?.agreedRules ? ({ ...defaultHouseRules, ...(order.agreedRules as HouseRules) } as HouseRules) : defaultHouseRules;
  const step = stepOf(move, rules, row.amount);
  if (!step) return;
  if (row.status === 'pending') {
    // Nothing held yet: the authorisation, when it answers, is let go (authorizeGuarantee).
    await setGuarantee(tx, row.id, step.step === 'release' ? { status: 'released' } : { status: 'failed', failureReason: '未到時信用卡授權尚未完成，未收取費用' }, move.now);
    return;
  }
  const hold = holdOf(row, move.now);
  if (step.step === 'release') {
    await setGuarantee(tx, row.id, { status: 'released' }, move.now);
    await postRelease(tx, hold);
  } else {
    await setGuarantee(tx, row.id, { status: 'captured', capturedAmount: step.kept }, move.now);
    await postCapture(tx, hold, step.kept);
  }
  await enqueue(tx, { kind: 'guarantee.settle', payload: { guaranteeId: row.id, step: step.step } });
}

/** Hours after the booking's time a hold the store never settled (no seat, no 未到) is let go. */
export const UNSETTLED_RELEASE_HOURS = 24;

/**
 * The diner keeps the benefit of the doubt: a hold still `authorized` UNSETTLED_RELEASE_HOURS
 * after its booking's time — the store marked neither 入座 nor 未到 — is released (as a seat
 * would), before TapPay's delayed capture could take it. Up to `limit` per call, each under its
 * row lock (SKIP LOCKED: a move in progress settles its own). Returns how many were released.
 */
export async function releaseUnsettled(tx: Tx, now: Date, limit: number): Promise<number> {
  const cutoff = new Date(now.getTime() - UNSETTLED_RELEASE_HOURS * 3_600_000);
  const due = rowsOf<{ id: number }>(
    await tx.execute(sql`
      select g.id from booking_guarantees g join orders o on o.id = g.order_id
       where g.status = 'authorized'
         and (o.date::text || 'T' || o.time || ':00+08:00')::timestamptz < ${cutoff.toISOString()}::timestamptz
       order by g.id
       limit ${limit}
       for update of g skip locked`),
  );
  for (const { id } of due) {
    const row = await lockGuarantee(tx, { id });
    if (!row || row.status !== 'authorized') continue;
    await setGuarantee(tx, row.id, { status: 'released' }, now);
    await postRelease(tx, holdOf(row, now));
    await enqueue(tx, { kind: 'guarantee.settle', payload: { guaranteeId: row.id, step: 'release' } });
  }
  return due.length;
}

/**
 * The outbox's gateway call of a settled guarantee (`guarantee.settle`): release or capture with
 * the step's key, then the diner is told. Throws (the outbox retries) when the gateway does not
 * answer; a refusal is kept in failure_reason for the operators and not retried.
 */
export async function settleAtGateway(app: FastifyInstance, guaranteeId: number, step: 'release' | 'capture'): Promise<void> {
  const [g] = await app.db.select().from(t.bookingGuarantees).where(eq(t.bookingGuarantees.id, guaranteeId));
  if (!g?.gatewayRef) return;
  const key = `${g.gatewayKey}:${step}`;
  const outcome =
    step === 'release'
      ? await app.payments.release({ ref: g.gatewayRef, held: g.amount, key })
      : await app.payments.capture({ ref: g.gatewayRef, held: g.amount, amount: g.capturedAmount, key });
  const now = app.clock();
  await app.db.transaction(async (tx) => {
    if (!outcome.ok) {
      await setGuarantee(tx, g.id, { failureReason: `${step}: ${outcome.reason}`.slice(0, 500) }, now);
      app.log.error({ guaranteeId, step, reason: outcome.reason }, 'guarantee step refused by the gateway');
      return;
    }
    const contact = await orderContact(tx, g.orderId);
    if (!contact) return;
    const text = guaranteeStateText(viewOf(g));
    await tellDiner(tx, g.orderId, step === 'release' ? '信用卡預先授權已釋放' : '已收取訂位費用', `${contact.store_name}：${text}`, app.config.publicOrigin);
  });
}
