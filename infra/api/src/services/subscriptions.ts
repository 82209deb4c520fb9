/**
 * VIP subscriptions (§9): subscribe, cancel, change of plan, the default card, and the
 * renewals the vip-renewal job charges.
 *
 * pay — the first period is charged at once (a new card by the gateway's one-time prime, or
 *   a kept card by its token); VIP (grade 3) starts. renew (the vip-renewal job) — 48 h
 *   before `period_end` the next period (the plan chosen by a change, else the same) is
 *   charged to the subscription's card and `period_end` moves on; a failed charge cancels
 *   VIP at once (status failed, grade back to 1). cancel — accepted until 72 h before
 *   `period_end`; VIP stays until then, nothing is refunded, and the job ends it (ended).
 *   Angels (grade 4) keep their grade when VIP ends.
 *
 * Every change for a member is one transaction under the member's subscription lock
 * (advisory class 7200), and the gateway call is made inside it, so two submits, or a submit
 * and the renewal job, never charge twice. Each charge has a unique idempotency key
 * (`sub:{id}:{period end}` for renewals, the client's confirm key for a purchase): a repeated
 * one answers the first result. Notifications, and their real-time publish in the outbox,
 * are written in the same transaction.
 */
import type { FastifyInstance } from 'fastify';
import { nextSubscriptionStatus, RENEW_BEFORE_HOURS, sitePaths, subscriptionMessages as m, type CreditCard, type SubscriptionState, type SubscriptionStatus } from '@joy/contract';
import type { PaymentGateway } from '../adapters/payment-gateway';
import type { Executor, Tx } from '../db/executor';
import { createNotification } from '../repositories/notifications';
import {
  cancelDeadline,
  chargeByKey,
  dueForRenewal,
  endRunOut,
  endVip,
  insertCharge,
  liveCard,
  lockSubscription,
  program,
  renewPeriod,
  setStatus,
  startVip,
  type CardRow,
  type SubscriptionRow,
} from '../repositories/subscriptions';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export type SubscriptionFailure = { kind: 'refused'; status: number; field: string; message: string };
export type SubscriptionOutcome = { kind: 'ok'; state: SubscriptionState; memberGradeId: number } | SubscriptionFailure;

const refused = (status: number, field: string, message: string): SubscriptionFailure => ({ kind: 'refused', status, field, message });

export interface PayInput {
  programId: number;
  prime: string;
  creditCardId?: number;
  consent: 'adult' | 'guardian';
  idempotencyKey: string;
  cardholder: { name: string; phone: string };
}

export function createSubscriptionService(app: FastifyInstance) {
  const { subscriptions } = app.repos;
  const ok = async (tx: Executor, memberId: number): Promise<SubscriptionOutcome> => ({ kind: 'ok', state: await subscriptions.state(memberId, tx), memberGradeId: await subscriptions.grade(tx, memberId) });

  return {
    /** Makes a kept card the default; an active subscription renews on it from now on. Null when not the member's card. */
    async setDefaultCard(memberId: number, cardId: number): Promise<CreditCard[] | null> {
      const done = await app.db.transaction(async (tx) => {
        await lockSubscription(tx, memberId);
        if (!(await subscriptions.liveCard(tx, memberId, cardId))) return false;
        await subscriptions.makeDefaultCard(tx, memberId, cardId);
        return true;
      });
      return done ? subscriptions.cards(memberId) : null;
    },

    /** Subscribes: charges the first period on `gateway`, then VIP starts (§9). */
    async pay(memberId: number, input: PayInput, gateway: PaymentGateway, now: Date): Promise<SubscriptionOutcome> {
      return app.db.transaction(async (tx) => {
        await lockSubscription(tx, memberId);
        const key = input.idempotencyKey ? `pay:${memberId}:${input.idempotencyKey}` : `pay:${memberId}:${now.getTime()}:${Math.random().toString(36).slice(2)}`;
        const prior = await subscriptions.chargeByKey(tx, key);
        if (prior) return prior.status === 'succeeded' ? ok(tx, memberId) : refused(402, input.prime ? 'prime' : 'credit_card_id', prior.failureReason ?? m.cardRequired);

        const plan = await subscriptions.program(tx, input.programId);
        if (!plan) return refused(422, 'program_id', m.programInvalid);
        const current = await subscriptions.current(tx, memberId);
        if (!nextSubscriptionStatus((current?.status ?? 'none') as SubscriptionStatus, 'pay')) return refused(409, 'program_id', m.alreadyVip);

        const periodEnd = new Date(now.getTime() + plan.periodDays * DAY);
        const charge = { amount: plan.price, key, details: `${plan.name} VIP` };
        let card: CardRow | undefined;
        let ref: string;
        if (input.prime) {
          const result = await gateway.payByPrime({ ...charge, prime: input.prime, cardholder: input.cardholder });
          if (!result.ok) {
            await subscriptions.insertCharge(tx, { memberId, programId: plan.id, amount: plan.price, periodStart: now, periodEnd, idempotencyKey: key, status: 'failed', failureReason: result.reason });
            return refused(402, 'prime', result.reason);
          }
          card = await subscriptions.keepCard(tx, memberId, gateway.provider, result.card);
          ref = result.ref;
        } else if (input.creditCardId) {
          card = await subscriptions.liveCard(tx, memberId, input.creditCardId);
          if (!card) return refused(422, 'credit_card_id', m.cardNotFound);
          const result = await gateway.payByToken({ ...charge, cardToken: card.cardToken, cardKey: card.cardKey });
          if (!result.ok) {
            await subscriptions.insertCharge(tx, { memberId, creditCardId: card.id, programId: plan.id, amount: plan.price, periodStart: now, periodEnd, idempotencyKey: key, status: 'failed', failureReason: result.reason });
            return refused(402, 'credit_card_id', result.reason);
          }
          ref = result.ref;
        } else {
          return refused(422, 'prime', m.cardRequired);
        }

        const values = { programId: plan.id, nextProgramId: null, creditCardId: card.id, status: nextSubscriptionStatus((current?.status ?? 'none') as SubscriptionStatus, 'pay') as string, periodStart: now, periodEnd, cancelAtPeriodEnd: false, cancelledAt: null, consent: input.consent, updatedAt: now };
        const sub = await subscriptions.save(tx, memberId, current, values);
        await subscriptions.insertCharge(tx, { subscriptionId: sub.id, memberId, creditCardId: card.id, programId: plan.id, amount: plan.price, periodStart: now, periodEnd, idempotencyKey: key, status: 'succeeded', gatewayRef: ref });
        await startVip(tx, memberId);
        return ok(tx, memberId);
      });
    },

    /** Stops the next renewal (§9: at least 72 h before the plan ends; VIP stays until then; no refund). */
    async cancel(memberId: number, now: Date): Promise<SubscriptionOutcome> {
      return app.db.transaction(async (tx) => {
        await lockSubscription(tx, memberId);
        const sub = await subscriptions.current(tx, memberId);
        if (!sub || !nextSubscriptionStatus(sub.status as SubscriptionStatus, 'cancel')) return refused(409, 'subscription', m.notSubscribed);
        if (sub.cancelAtPeriodEnd) return refused(409, 'subscription', m.alreadyCancelled);
        if (now.getTime() > cancelDeadline(sub.periodEnd).getTime()) return refused(422, 'subscription', m.cancelTooLate);
        await subscriptions.markCancelled(tx, sub.id, now);
        return ok(tx, memberId);
      });
    },

    /** Changes the plan from the next renewal on (choosing the current plan again undoes a change). */
    async changeProgram(memberId: number, programId: number): Promise<SubscriptionOutcome> {
      return app.db.transaction(async (tx) => {
        await lockSubscription(tx, memberId);
        if (!(await subscriptions.program(tx, programId))) return refused(422, 'program_id', m.programInvalid);
        const sub = await subscriptions.current(tx, memberId);
        if (!sub || !nextSubscriptionStatus(sub.status as SubscriptionStatus, 'change')) return refused(409, 'program_id', m.notSubscribed);
        if (sub.cancelAtPeriodEnd) return refused(409, 'program_id', m.alreadyCancelled);
        const next = programId === sub.programId ? null : programId;
        if (next === sub.nextProgramId) return refused(422, 'program_id', m.samePlan);
        await subscriptions.setNextProgram(tx, sub.id, next);
        return ok(tx, memberId);
      });
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;

/**
 * One batch of the vip-renewal job, in the job's transaction: ends cancelled plans that ran
 * out, and charges the next period of every plan within 48 h of its end (a failed charge
 * cancels VIP). Rows are taken with `for update skip locked` and each member's lock, so a
 * member's own call waits.
 */
export async function renewDue(tx: Tx, gateway: PaymentGateway, now: Date, limit: number): Promise<{ renewed: number; failed: number; ended: number; seen: number; unanswered: number }> {
  const ran = await endRunOut(tx, nextSubscriptionStatus('active', 'run_out') as string, now);
  for (const r of ran) await endVip(tx, r.memberId);

  const due: SubscriptionRow[] = await dueForRenewal(tx, new Date(now.getTime() + RENEW_BEFORE_HOURS * HOUR), limit);

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
    const prior = await chargeByKey(tx, key);
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
      await insertCharge(tx, {
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
      await renewPeriod(tx, sub.id, { programId: plan.id, start, end, now });
      if (!prior) await createNotification(tx, sub.memberId, 'general', { notification_title: 'VIP 方案已續訂', notification_body: `${plan.name}已扣款 NT$ ${plan.price.toLocaleString('en-US')}，VIP 權益延續至新的到期日。`, notification_action: sitePaths.vipPlan() });
      renewed += 1;
    } else {
      await setStatus(tx, sub.id, nextSubscriptionStatus('active', 'renewal_failed') as string, now);
      await endVip(tx, sub.memberId);
      await createNotification(tx, sub.memberId, 'general', { notification_title: 'VIP 續訂扣款失敗', notification_body: '信用卡扣款失敗，VIP 資格已取消；更新信用卡後可重新訂閱。', notification_action: sitePaths.vipPlan() });
      failed += 1;
    }
  }
  return { renewed, failed, ended: ran.length, seen: due.length, unanswered };
}
