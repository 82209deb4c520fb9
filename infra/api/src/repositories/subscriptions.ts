/**
 * VIP subscriptions (§9) and the cards they are charged to.
 *
 * One row per member in `subscriptions`; `period_end` is the end of the last paid period.
 * pay — the first period is charged at once (a new card by the gateway's one-time prime, or
 *   a kept card by its token); VIP (grade 3) starts. renew (the vip-renewal job) — 48 h
 *   before `period_end` the next period (the plan chosen by a change, else the same) is
 *   charged to the subscription's card and `period_end` moves on; a failed charge cancels
 *   VIP at once (status failed, grade back to 1). cancel — accepted until 72 h before
 *   `period_end`; VIP stays until then, nothing is refunded, and the job ends it (ended).
 *   Angels (grade 4) keep their grade when VIP ends.
 *
 * Every write for a member runs under the member's subscription lock (advisory class 7200),
 * and the gateway call is made inside it, so two submits, or a submit and the renewal job,
 * never charge twice. Each charge has a unique idempotency key (`sub:{id}:{period end}` for
 * renewals, the client's confirm key for a purchase): a repeated one answers the first result.
 */
import { and, asc, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import {
  CANCEL_BEFORE_HOURS,
  MEMBER_GRADE_ID,
  nextSubscriptionStatus,
  RENEW_BEFORE_HOURS,
  VIP_GRADE_ID,
  subscriptionMessages as m,
  type CreditCard,
  type SubscriptionState,
  type SubscriptionStatus,
} from '@joy/contract';
import type { CardBinding, PaymentGateway } from '../adapters/payment-gateway';
import type { Database } from '../db/client';
import type { Executor, Tx } from '../db/executor';
import * as t from '../db/schema';
import { createNotification } from './notifications';

export const SUBSCRIPTION_LOCK = 7200;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type CardRow = typeof t.creditCards.$inferSelect;
type SubscriptionRow = typeof t.subscriptions.$inferSelect;

export type SubscriptionFailure = { kind: 'refused'; status: number; field: string; message: string };
export type SubscriptionOutcome = { kind: 'ok'; state: SubscriptionState; memberGradeId: number } | SubscriptionFailure;

const refused = (status: number, field: string, message: string): SubscriptionFailure => ({ kind: 'refused', status, field, message });

export async function lockSubscription(tx: Executor, memberId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SUBSCRIPTION_LOCK}::int, ${memberId}::int)`);
}

export function toCard(c: CardRow): CreditCard {
  return { id: c.id, card_6_num: c.card6Num, last_four: c.lastFour, icon: c.brand as CreditCard['icon'], expiry: c.expiry, is_default: c.isDefault };
}

const none: SubscriptionState = {
  status: 'none',
  program_id: null,
  program_name: null,
  next_program_id: null,
  period_start: null,
  period_end: null,
  cancel_at_period_end: false,
  cancel_deadline: null,
  renews_at: null,
  card: null,
};

/** The cancellation deadline and the renewal charge time of a plan ending at `end` (§9). */
export const cancelDeadline = (end: Date) => new Date(end.getTime() - CANCEL_BEFORE_HOURS * HOUR);
export const renewalAt = (end: Date) => new Date(end.getTime() - RENEW_BEFORE_HOURS * HOUR);

async function stateOf(tx: Executor, memberId: number): Promise<SubscriptionState> {
  const [row] = await tx
    .select({ s: t.subscriptions, name: t.dealerPrograms.name, card: t.creditCards })
    .from(t.subscriptions)
    .innerJoin(t.dealerPrograms, eq(t.dealerPrograms.id, t.subscriptions.programId))
    .leftJoin(t.creditCards, eq(t.creditCards.id, t.subscriptions.creditCardId))
    .where(eq(t.subscriptions.memberId, memberId));
  if (!row) return none;
  const { s } = row;
  const active = s.status === 'active';
  return {
    status: s.status as SubscriptionStatus,
    program_id: s.programId,
    program_name: row.name,
    next_program_id: s.nextProgramId,
    period_start: s.periodStart.toISOString(),
    period_end: s.periodEnd.toISOString(),
    cancel_at_period_end: s.cancelAtPeriodEnd,
    cancel_deadline: active ? cancelDeadline(s.periodEnd).toISOString() : null,
    renews_at: active && !s.cancelAtPeriodEnd ? renewalAt(s.periodEnd).toISOString() : null,
    card: row.card && !row.card.deletedAt ? toCard(row.card) : null,
  };
}

async function gradeOf(tx: Executor, memberId: number): Promise<number> {
  const [row] = await tx.select({ g: t.members.memberGradeId }).from(t.members).where(eq(t.members.id, memberId));
  return row?.g ?? MEMBER_GRADE_ID;
}

/** VIP starts: members become grade 3; angels keep their grade. */
export async function startVip(tx: Executor, memberId: number): Promise<void> {
  await (tx as Tx).update(t.members).set({ memberGradeId: VIP_GRADE_ID, updatedAt: new Date() }).where(and(eq(t.members.id, memberId), sql`${t.members.memberGradeId} < ${VIP_GRADE_ID}`));
}

/** VIP ends: grade 3 goes back to 1; angels keep their grade. */
async function endVip(tx: Executor, memberId: number): Promise<void> {
  await (tx as Tx).update(t.members).set({ memberGradeId: MEMBER_GRADE_ID, updatedAt: new Date() }).where(and(eq(t.members.id, memberId), eq(t.members.memberGradeId, VIP_GRADE_ID)));
}

async function program(tx: Executor, id: number) {
  const [row] = await tx.select().from(t.dealerPrograms).where(eq(t.dealerPrograms.id, id));
  return row;
}

async function liveCard(tx: Executor, memberId: number, id: number): Promise<CardRow | undefined> {
  const [row] = await tx
    .select()
    .from(t.creditCards)
    .where(and(eq(t.creditCards.id, id), eq(t.creditCards.memberId, memberId), isNull(t.creditCards.deletedAt)));
  return row;
}

/** Keeps a new card and makes it the default (renewals charge the default card). */
async function keepCard(tx: Tx, memberId: number, gateway: string, card: CardBinding): Promise<CardRow> {
  await tx.update(t.creditCards).set({ isDefault: false }).where(and(eq(t.creditCards.memberId, memberId), eq(t.creditCards.isDefault, true)));
  const [row] = await tx
    .insert(t.creditCards)
    .values({ memberId, gateway, cardToken: card.cardToken, cardKey: card.cardKey, card6Num: card.card6Num, lastFour: card.lastFour, brand: card.brand, expiry: card.expiry, isDefault: true })
    .returning();
  return row;
}

export interface PayInput {
  programId: number;
  prime: string;
  creditCardId?: number;
  consent: 'adult' | 'guardian';
  idempotencyKey: string;
  cardholder: { name: string; phone: string };
}

export function createSubscriptionRepository(db: Database) {
  const ok = async (tx: Executor, memberId: number): Promise<SubscriptionOutcome> => ({ kind: 'ok', state: await stateOf(tx, memberId), memberGradeId: await gradeOf(tx, memberId) });

  return {
    state: (memberId: number) => stateOf(db, memberId),

    async cards(memberId: number): Promise<CreditCard[]> {
      const rows = await db
        .select()
        .from(t.creditCards)
        .where(and(eq(t.creditCards.memberId, memberId), isNull(t.creditCards.deletedAt)))
        .orderBy(desc(t.creditCards.isDefault), desc(t.creditCards.id));
      return rows.map(toCard);
    },

    /** Makes a kept card the default; an active subscription renews on it from now on. Null when not the member's card. */
    async setDefaultCard(memberId: number, cardId: number): Promise<CreditCard[] | null> {
      const done = await db.transaction(async (tx) => {
        await lockSubscription(tx, memberId);
        if (!(await liveCard(tx, memberId, cardId))) return false;
        await tx.update(t.creditCards).set({ isDefault: false }).where(and(eq(t.creditCards.memberId, memberId), eq(t.creditCards.isDefault, true)));
        await tx.update(t.creditCards).set({ isDefault: true }).where(eq(t.creditCards.id, cardId));
        await tx.update(t.subscriptions).set({ creditCardId: cardId, updatedAt: new Date() }).where(and(eq(t.subscriptions.memberId, memberId), eq(t.subscriptions.status, 'active')));
        return true;
      });
      return done ? this.cards(memberId) : null;
    },

    /** Subscribes: charges the first period, then VIP starts (§9). */
    async pay(memberId: number, input: PayInput, gateway: PaymentGateway, now: Date): Promise<SubscriptionOutcome> {
      return db.transaction(async (tx) => {
        await lockSubscription(tx, memberId);
        const key = input.idempotencyKey ? `pay:${memberId}:${input.idempotencyKey}` : `pay:${memberId}:${now.getTime()}:${Math.random().toString(36).slice(2)}`;
        const [prior] = await tx.select().from(t.subscriptionCharges).where(eq(t.subscriptionCharges.idempotencyKey, key));
        if (prior) return prior.status === 'succeeded' ? ok(tx, memberId) : refused(402, input.prime ? 'prime' : 'credit_card_id', prior.failureReason ?? m.cardRequired);

        const plan = await program(tx, input.programId);
        if (!plan) return refused(422, 'program_id', m.programInvalid);
        const [current] = await tx.select().from(t.subscriptions).where(eq(t.subscriptions.memberId, memberId));
        if (!nextSubscriptionStatus((current?.status ?? 'none') as SubscriptionStatus, 'pay')) return refused(409, 'program_id', m.alreadyVip);

        const periodEnd = new Date(now.getTime() + plan.periodDays * DAY);
        const charge = { amount: plan.price, key, details: `${plan.name} VIP` };
        let card: CardRow | undefined;
        let ref: string;
        if (input.prime) {
          const result = await gateway.payByPrime({ ...charge, prime: input.prime, cardholder: input.cardholder });
          if (!result.ok) {
            await tx.insert(t.subscriptionCharges).values({ memberId, programId: plan.id, amount: plan.price, periodStart: now, periodEnd, idempotencyKey: key, status: 'failed', failureReason: result.reason });
            return refused(402, 'prime', result.reason);
          }
          card = await keepCard(tx, memberId, gateway.provider, result.card);
          ref = result.ref;
        } else if (input.creditCardId) {
          card = await liveCard(tx, memberId, input.creditCardId);
          if (!card) return refused(422, 'credit_card_id', m.cardNotFound);
          const result = await gateway.payByToken({ ...charge, cardToken: card.cardToken, cardKey: card.cardKey });
          if (!result.ok) {
            await tx.insert(t.subscriptionCharges).values({ memberId, creditCardId: card.id, programId: plan.id, amount: plan.price, periodStart: now, periodEnd, idempotencyKey: key, status: 'failed', failureReason: result.reason });
            return refused(402, 'credit_card_id', result.reason);
          }
          ref = result.ref;
        } else {
          return refused(422, 'prime', m.cardRequired);
        }

        const values = { programId: plan.id, nextProgramId: null, creditCardId: card.id, status: nextSubscriptionStatus((current?.status ?? 'none') as SubscriptionStatus, 'pay') as string, periodStart: now, periodEnd, cancelAtPeriodEnd: false, cancelledAt: null, consent: input.consent, updatedAt: now };
        const [sub] = current
          ? await tx.update(t.subscriptions).set(values).where(eq(t.subscriptions.id, current.id)).returning()
          : await tx.insert(t.subscriptions).values({ memberId, ...values }).returning();
        await tx.insert(t.subscriptionCharges).values({ subscriptionId: sub.id, memberId, creditCardId: card.id, programId: plan.id, amount: plan.price, periodStart: now, periodEnd, idempotencyKey: key, status: 'succeeded', gatewayRef: ref });
        await startVip(tx, memberId);
        return ok(tx, memberId);
      });
    },

    /** Stops the next renewal (§9: at least 72 h before the plan ends; VIP stays until then; no refund). */
    async cancel(memberId: number, now: Date): Promise<SubscriptionOutcome> {
      return db.transaction(async (tx) => {
        await lockSubscription(tx, memberId);
        const [sub] = await tx.select().from(t.subscriptions).where(eq(t.subscriptions.memberId, memberId));
        if (!sub || !nextSubscriptionStatus(sub.status as SubscriptionStatus, 'cancel')) return refused(409, 'subscription', m.notSubscribed);
        if (sub.cancelAtPeriodEnd) return refused(409, 'subscription', m.alreadyCancelled);
        if (now.getTime() > cancelDeadline(sub.periodEnd).getTime()) return refused(422, 'subscription', m.cancelTooLate);
        await tx.update(t.subscriptions).set({ cancelAtPeriodEnd: true, cancelledAt: now, nextProgramId: null, updatedAt: now }).where(eq(t.subscriptions.id, sub.id));
        return ok(tx, memberId);
      });
    },

    /** Changes the plan from the next renewal on (choosing the current plan again undoes a change). */
    async changeProgram(memberId: number, programId: number): Promise<SubscriptionOutcome> {
      return db.transaction(async (tx) => {
        await lockSubscription(tx, memberId);
        if (!(await program(tx, programId))) return refused(422, 'program_id', m.programInvalid);
        const [sub] = await tx.select().from(t.subscriptions).where(eq(t.subscriptions.memberId, memberId));
        if (!sub || !nextSubscriptionStatus(sub.status as SubscriptionStatus, 'change')) return refused(409, 'program_id', m.notSubscribed);
        if (sub.cancelAtPeriodEnd) return refused(409, 'program_id', m.alreadyCancelled);
        const next = programId === sub.programId ? null : programId;
        if (next === sub.nextProgramId) return refused(422, 'program_id', m.samePlan);
        await tx.update(t.subscriptions).set({ nextProgramId: next, updatedAt: new Date() }).where(eq(t.subscriptions.id, sub.id));
        return ok(tx, memberId);
      });
    },
  };
}

export type SubscriptionRepository = ReturnType<typeof createSubscriptionRepository>;

/**
 * One batch of the vip-renewal job: ends cancelled plans that ran out, and charges the next
 * period of every plan within 48 h of its end (a failed charge cancels VIP). Rows are taken
 * with `for update skip locked` and each member's lock, so a member's own call waits.
 */
export async function renewDue(tx: Tx, gateway: PaymentGateway, now: Date, limit: number): Promise<{ renewed: number; failed: number; ended: number; seen: number; unanswered: number }> {
  const ran = await tx
    .update(t.subscriptions)
    .set({ status: nextSubscriptionStatus('active', 'run_out') as string, updatedAt: now })
    .where(and(eq(t.subscriptions.status, 'active'), eq(t.subscriptions.cancelAtPeriodEnd, true), lte(t.subscriptions.periodEnd, now)))
    .returning({ memberId: t.subscriptions.memberId });
  for (const r of ran) await endVip(tx, r.memberId);

  const due: SubscriptionRow[] = await tx
    .select()
    .from(t.subscriptions)
    .where(and(eq(t.subscriptions.status, 'active'), eq(t.subscriptions.cancelAtPeriodEnd, false), lte(t.subscriptions.periodEnd, new Date(now.getTime() + RENEW_BEFORE_HOURS * HOUR))))
    .orderBy(asc(t.subscriptions.periodEnd))
    .limit(limit)
    .for('update', { skipLocked: true });

  let renewed = 0;
  let failed = 0;
  let unanswered = 0;
  for (const sub of due) {
    await lockSubscription(tx, sub.memberId);
    const plan = await program(tx, sub.nextProgramId ?? sub.programId);
    const card = sub.creditCardId === null ? undefined : await liveCard(tx, sub.memberId, sub.creditCardId);
    const start = sub.periodEnd;
    const end = new Date(start.getTime() + (plan?.periodDays ?? 30) * DAY);
    const key = `sub:${sub.id}:${start.toISOString()}`;
    const [prior] = await tx.select().from(t.subscriptionCharges).where(eq(t.subscriptionCharges.idempotencyKey, key));
    const result = prior
      ? prior.status === 'succeeded'
        ? { ok: true as const, ref: prior.gatewayRef }
        : { ok: false as const, reason: prior.failureReason ?? '' }
      : plan && card
        ? await gateway.payByToken({ amount: plan.price, key, details: `${plan.name} VIP`, cardToken: card.cardToken, cardKey: card.cardKey }).catch(() => null)
        : { ok: false as const, reason: m.cardNotFound };
    // The gateway did not answer (network, timeout): neither paid nor refused — leave the
    // subscription as it is and try again on the next run, under the same charge key.
    if (!result) {
      unanswered += 1;
      continue;
    }
    if (!prior && plan) {
      await tx.insert(t.subscriptionCharges).values({
        subscriptionId: sub.id,
        memberId: sub.memberId,
        creditCardId: card?.id ?? null,
        programId: plan.id,
        amount: plan.price,
        periodStart: start,
        periodEnd: end,
        idempotencyKey: key,
        status: result.ok ? 'succeeded' : 'failed',
        gatewayRef: result.ok ? result.ref : '',
        failureReason: result.ok ? null : result.reason,
      });
    }
    if (result.ok && plan) {
      await tx.update(t.subscriptions).set({ programId: plan.id, nextProgramId: null, periodStart: start, periodEnd: end, updatedAt: now }).where(eq(t.subscriptions.id, sub.id));
      if (!prior) await createNotification(tx, sub.memberId, 'general', { notification_title: 'VIP 方案已續訂', notification_body: `${plan.name}已扣款 NT$ ${plan.price.toLocaleString('en-US')}，VIP 權益延續至新的到期日。`, notification_action: '/member/angelPlan' });
      renewed += 1;
    } else {
      await tx.update(t.subscriptions).set({ status: nextSubscriptionStatus('active', 'renewal_failed') as string, updatedAt: now }).where(eq(t.subscriptions.id, sub.id));
      await endVip(tx, sub.memberId);
      await createNotification(tx, sub.memberId, 'general', { notification_title: 'VIP 續訂扣款失敗', notification_body: '信用卡扣款失敗，VIP 資格已取消；更新信用卡後可重新訂閱。', notification_action: '/member/angelPlan' });
      failed += 1;
    }
  }
  return { renewed, failed, ended: ran.length, seen: due.length, unanswered };
}
