/**
 * VIP subscriptions (§9) and the cards they are charged to: the subscription's state as the
 * client reads it, the member's cards, the charges, and the queries the subscription service
 * (services/subscriptions.ts, the rules) runs in its transaction under the member's
 * subscription lock (`lockSubscription`, advisory class 7200). One row per member in
 * `subscriptions`; `period_end` is the end of the last paid period. Nothing here opens a
 * transaction.
 */
import { and, asc, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import { CANCEL_BEFORE_HOURS, MEMBER_GRADE_ID, RENEW_BEFORE_HOURS, VIP_GRADE_ID, type CreditCard, type SubscriptionState, type SubscriptionStatus } from '@joy/contract';
import type { CardBinding } from '../adapters/payment-gateway';
import type { Database } from '../db/client';
import type { Executor } from '../db/executor';
import * as t from '../db/schema';

export const SUBSCRIPTION_LOCK = 7200;
const HOUR = 3_600_000;

export type CardRow = typeof t.creditCards.$inferSelect;
export type SubscriptionRow = typeof t.subscriptions.$inferSelect;
type ProgramRow = typeof t.dealerPrograms.$inferSelect;
type ChargeRow = typeof t.subscriptionCharges.$inferSelect;
export type NewCharge = typeof t.subscriptionCharges.$inferInsert;

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

/** The member's grade (1 when there is no such member). */
export async function gradeOf(tx: Executor, memberId: number): Promise<number> {
  const [row] = await tx.select({ g: t.members.memberGradeId }).from(t.members).where(eq(t.members.id, memberId));
  return row?.g ?? MEMBER_GRADE_ID;
}

/** VIP starts: members become grade 3; angels keep their grade. */
export async function startVip(tx: Executor, memberId: number): Promise<void> {
  await tx.update(t.members).set({ memberGradeId: VIP_GRADE_ID, updatedAt: new Date() }).where(and(eq(t.members.id, memberId), sql`${t.members.memberGradeId} < ${VIP_GRADE_ID}`));
}

/** VIP ends: grade 3 goes back to 1; angels keep their grade. */
export async function endVip(tx: Executor, memberId: number): Promise<void> {
  await tx.update(t.members).set({ memberGradeId: MEMBER_GRADE_ID, updatedAt: new Date() }).where(and(eq(t.members.id, memberId), eq(t.members.memberGradeId, VIP_GRADE_ID)));
}

/** A dealer program (plan) by id. */
export async function program(tx: Executor, id: number): Promise<ProgramRow | undefined> {
  const [row] = await tx.select().from(t.dealerPrograms).where(eq(t.dealerPrograms.id, id));
  return row;
}

/** The member's live (not deleted) card, or undefined. */
export async function liveCard(tx: Executor, memberId: number, id: number): Promise<CardRow | undefined> {
  const [row] = await tx
    .select()
    .from(t.creditCards)
    .where(and(eq(t.creditCards.id, id), eq(t.creditCards.memberId, memberId), isNull(t.creditCards.deletedAt)));
  return row;
}

/** The member's subscription row, or undefined. */
export async function subscriptionOf(tx: Executor, memberId: number): Promise<SubscriptionRow | undefined> {
  const [row] = await tx.select().from(t.subscriptions).where(eq(t.subscriptions.memberId, memberId));
  return row;
}

/** The charge of an idempotency key, or undefined. */
export async function chargeByKey(tx: Executor, key: string): Promise<ChargeRow | undefined> {
  const [row] = await tx.select().from(t.subscriptionCharges).where(eq(t.subscriptionCharges.idempotencyKey, key));
  return row;
}

export async function insertCharge(tx: Executor, values: NewCharge): Promise<void> {
  await tx.insert(t.subscriptionCharges).values(values);
}

/** Active plans cancelled at their end that ran out by `now` take `status`; returns their members. */
export async function endRunOut(tx: Executor, status: string, now: Date): Promise<{ memberId: number }[]> {
  return tx
    .update(t.subscriptions)
    .set({ status, updatedAt: now })
    .where(and(eq(t.subscriptions.status, 'active'), eq(t.subscriptions.cancelAtPeriodEnd, true), lte(t.subscriptions.periodEnd, now)))
    .returning({ memberId: t.subscriptions.memberId });
}

/** Active plans that renew and end by `until`, first to end first, locked (`skip locked`: rows another run holds are left). */
export async function dueForRenewal(tx: Executor, until: Date, limit: number): Promise<SubscriptionRow[]> {
  return tx
    .select()
    .from(t.subscriptions)
    .where(and(eq(t.subscriptions.status, 'active'), eq(t.subscriptions.cancelAtPeriodEnd, false), lte(t.subscriptions.periodEnd, until)))
    .orderBy(asc(t.subscriptions.periodEnd))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** The subscription moves on to its next period on `programId` (a change of plan is spent). */
export async function renewPeriod(tx: Executor, id: number, period: { programId: number; start: Date; end: Date; now: Date }): Promise<void> {
  await tx
    .update(t.subscriptions)
    .set({ programId: period.programId, nextProgramId: null, periodStart: period.start, periodEnd: period.end, updatedAt: period.now })
    .where(eq(t.subscriptions.id, id));
}

export async function setStatus(tx: Executor, id: number, status: string, now: Date): Promise<void> {
  await tx.update(t.subscriptions).set({ status, updatedAt: now }).where(eq(t.subscriptions.id, id));
}

/** Keeps a new card and makes it the default (renewals charge the default card). */
async function keepCard(tx: Executor, memberId: number, gateway: string, card: CardBinding): Promise<CardRow> {
  await tx.update(t.creditCards).set({ isDefault: false }).where(and(eq(t.creditCards.memberId, memberId), eq(t.creditCards.isDefault, true)));
  const [row] = await tx
    .insert(t.creditCards)
    .values({ memberId, gateway, cardToken: card.cardToken, cardKey: card.cardKey, card6Num: card.card6Num, lastFour: card.lastFour, brand: card.brand, expiry: card.expiry, isDefault: true })
    .returning();
  return row;
}

export type SubscriptionValues = Omit<typeof t.subscriptions.$inferInsert, 'id' | 'memberId'>;

export function createSubscriptionRepository(db: Database) {
  return {
    /** The member's subscription as the client reads it (on `executor`, the database by default). */
    state: (memberId: number, executor: Executor = db) => stateOf(executor, memberId),
    grade: gradeOf,
    program,
    liveCard,
    current: subscriptionOf,
    chargeByKey,
    insertCharge,
    keepCard,

    async cards(memberId: number): Promise<CreditCard[]> {
      const rows = await db
        .select()
        .from(t.creditCards)
        .where(and(eq(t.creditCards.memberId, memberId), isNull(t.creditCards.deletedAt)))
        .orderBy(desc(t.creditCards.isDefault), desc(t.creditCards.id));
      return rows.map(toCard);
    },

    /** Makes the member's card the default, and the card an active subscription renews on. */
    async makeDefaultCard(tx: Executor, memberId: number, cardId: number): Promise<void> {
      await tx.update(t.creditCards).set({ isDefault: false }).where(and(eq(t.creditCards.memberId, memberId), eq(t.creditCards.isDefault, true)));
      await tx.update(t.creditCards).set({ isDefault: true }).where(eq(t.creditCards.id, cardId));
      await tx.update(t.subscriptions).set({ creditCardId: cardId, updatedAt: new Date() }).where(and(eq(t.subscriptions.memberId, memberId), eq(t.subscriptions.status, 'active')));
    },

    /** Writes the member's subscription: updates the current row, or inserts the first. */
    async save(tx: Executor, memberId: number, current: SubscriptionRow | undefined, values: SubscriptionValues): Promise<SubscriptionRow> {
      const [sub] = current
        ? await tx.update(t.subscriptions).set(values).where(eq(t.subscriptions.id, current.id)).returning()
        : await tx.insert(t.subscriptions).values({ memberId, ...values }).returning();
      return sub;
    },

    async markCancelled(tx: Executor, id: number, now: Date): Promise<void> {
      await tx.update(t.subscriptions).set({ cancelAtPeriodEnd: true, cancelledAt: now, nextProgramId: null, updatedAt: now }).where(eq(t.subscriptions.id, id));
    },

    async setNextProgram(tx: Executor, id: number, next: number | null, at = new Date()): Promise<void> {
      await tx.update(t.subscriptions).set({ nextProgramId: next, updatedAt: at }).where(eq(t.subscriptions.id, id));
    },
  };
}

export type SubscriptionRepository = ReturnType<typeof createSubscriptionRepository>;
