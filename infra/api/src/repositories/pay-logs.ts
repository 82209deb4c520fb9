/**
 * Payments at partner stores (§3 pay_log): the pay logs, the reads of a payment and the
 * queries the coin service (services/coins.ts) runs in its transaction when it records a
 * payment, pays the invite reward or refunds one. Nothing here opens a transaction.
 */
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { LedgerReason, Paged, PayLog } from '@joy/contract';
import type { PartnerPayment } from '@joy/contract/partner';
import { PAY_LOG_STATUS } from '@joy/contract';
import type { Database } from '../db/client';
import type { Executor } from '../db/executor';
import * as t from '../db/schema';
import { addDays, startOfTaipeiDay } from '../ledger/rules';
import type { NotifiedPayment } from '../lib/coin-notifications';
import { paged, type PageRequest } from '../lib/paging';
import { memberColumns, toPartner, toPayLog, type PayLogRow } from './pay-log-views';

export type NewPayLog = typeof t.payLogs.$inferInsert;

export function createPayLogRepository(db: Database) {
  const payLogReads = () =>
    db
      .select(memberColumns)
      .from(t.payLogs)
      .innerJoin(t.stores, eq(t.stores.id, t.payLogs.storeId))
      .leftJoin(t.comments, eq(t.comments.payLogId, t.payLogs.id));

  return {
    /** The live member a pay code names, or null. */
    async payer(executor: Executor, payCode: string) {
      const [member] = await executor
        .select({ id: t.members.id, name: t.members.name, grade: t.members.memberGradeId, fromInviteCode: t.members.fromInviteCode })
        .from(t.members)
        .where(and(eq(t.members.payCode, payCode), sql`${t.members.deletedAt} is null`));
      return member ?? null;
    },

    /** The store's payment of an idempotency key with its member's name, or null. */
    async byKey(executor: Executor, storeId: number, key: string): Promise<{ p: PayLogRow; memberName: string } | null> {
      const [row] = await executor
        .select({ p: t.payLogs, memberName: t.members.name })
        .from(t.payLogs)
        .innerJoin(t.members, eq(t.members.id, t.payLogs.memberId))
        .where(and(eq(t.payLogs.storeId, storeId), eq(t.payLogs.idempotencyKey, key)));
      return row ?? null;
    },

    /** The store's reward rate and whether it takes joy pay, or null when there is no such store. */
    async payTerms(executor: Executor, storeId: number): Promise<{ rate: number; joyPay: boolean } | null> {
      const [store] = await executor.select({ rate: t.stores.rewardRate, joyPay: t.stores.joyPay }).from(t.stores).where(eq(t.stores.id, storeId));
      return store ?? null;
    },

    /** The cash of the member's paid payments of a month already counted for the VIP extra. */
    async vipCounted(executor: Executor, memberId: number, month: string): Promise<number> {
      const [{ before }] = await executor
        .select({ before: sql<string | number>`coalesce(sum(${t.payLogs.vipCounted}), 0)` })
        .from(t.payLogs)
        .where(and(eq(t.payLogs.memberId, memberId), eq(t.payLogs.month, month), eq(t.payLogs.status, PAY_LOG_STATUS.paid)));
      return Number(before);
    },

    /** How many payments the member ever made (any status). */
    async paymentCount(executor: Executor, memberId: number): Promise<number> {
      const [{ n }] = await executor.select({ n: count() }).from(t.payLogs).where(eq(t.payLogs.memberId, memberId));
      return n;
    },

    async insert(tx: Executor, values: NewPayLog): Promise<PayLogRow> {
      const [row] = await tx.insert(t.payLogs).values(values).returning();
      return row;
    },

    async byId(executor: Executor, id: number): Promise<PayLogRow> {
      const [row] = await executor.select().from(t.payLogs).where(eq(t.payLogs.id, id));
      return row;
    },

    /** A payment as its notification tells it (with its store). */
    async notified(executor: Executor, row: PayLogRow): Promise<NotifiedPayment> {
      const [store] = await executor.select({ name: t.stores.name, logo: t.stores.logo, slug: t.stores.slug }).from(t.stores).where(eq(t.stores.id, row.storeId));
      return { id: row.id, amount: row.amount, coinsUsed: row.coinsUsed, rewardCoins: row.rewardCoins + row.vipRewardCoins, store };
    },

    /** Records the friend's invite reward; false when it was already paid (`invite_rewards` primary key). */
    async addInviteReward(tx: Executor, reward: { friendMemberId: number; inviterMemberId: number; payLogId: number; coins: number; createdAt: Date }): Promise<boolean> {
      const inserted = await tx.insert(t.inviteRewards).values(reward).onConflictDoNothing().returning({ friend: t.inviteRewards.friendMemberId });
      return inserted.length > 0;
    },

    async setInviteRewardCoins(tx: Executor, payLogId: number, coins: number): Promise<void> {
      await tx.update(t.payLogs).set({ inviteRewardCoins: coins }).where(eq(t.payLogs.id, payLogId));
    },

    /** The member of the store's payment, or null when the store has no such payment. */
    async payerOf(executor: Executor, storeId: number, payLogId: number): Promise<number | null> {
      const [found] = await executor
        .select({ memberId: t.payLogs.memberId })
        .from(t.payLogs)
        .where(and(eq(t.payLogs.id, payLogId), eq(t.payLogs.storeId, storeId)));
      return found?.memberId ?? null;
    },

    /** The payment's row, locked until the transaction ends. */
    async lock(tx: Executor, payLogId: number): Promise<PayLogRow> {
      const [row] = await tx.select().from(t.payLogs).where(eq(t.payLogs.id, payLogId)).for('update');
      return row;
    },

    async memberName(executor: Executor, memberId: number): Promise<string> {
      const [member] = await executor.select({ name: t.members.name }).from(t.members).where(eq(t.members.id, memberId));
      return member.name;
    },

    /** The payment's ledger transaction of a reason (its spend), or null. */
    async ledgerTransaction(executor: Executor, payLogId: number, reason: LedgerReason): Promise<number | null> {
      const [row] = await executor
        .select({ id: t.ledgerTransactions.id })
        .from(t.ledgerTransactions)
        .where(and(eq(t.ledgerTransactions.payLogId, payLogId), eq(t.ledgerTransactions.reason, reason)));
      return row?.id ?? null;
    },

    /** The lot the payment's reward opened, or null. */
    async rewardLot(executor: Executor, payLogId: number): Promise<number | null> {
      const [lot] = await executor
        .select({ id: t.coinLots.id })
        .from(t.coinLots)
        .innerJoin(t.ledgerTransactions, eq(t.ledgerTransactions.id, t.coinLots.transactionId))
        .where(and(eq(t.ledgerTransactions.payLogId, payLogId), eq(t.ledgerTransactions.reason, 'payment_reward')));
      return lot?.id ?? null;
    },

    async markRefunded(tx: Executor, payLogId: number, refund: { now: Date; reason: string; shortfall: number }): Promise<PayLogRow> {
      const [updated] = await tx
        .update(t.payLogs)
        .set({ status: PAY_LOG_STATUS.refunded, refundedAt: refund.now, refundReason: refund.reason || null, rewardShortfall: refund.shortfall })
        .where(eq(t.payLogs.id, payLogId))
        .returning();
      return updated;
    },

    /** One of the store's payments, or null. */
    async forStore(storeId: number, id: number): Promise<PartnerPayment | null> {
      const [row] = await db
        .select({ p: t.payLogs, memberName: t.members.name })
        .from(t.payLogs)
        .innerJoin(t.members, eq(t.members.id, t.payLogs.memberId))
        .where(and(eq(t.payLogs.id, id), eq(t.payLogs.storeId, storeId)));
      return row ? toPartner(row.p, row.memberName, false) : null;
    },

    /** The store's payments of one Taipei day, newest first. */
    async storeDay(storeId: number, day: string): Promise<PartnerPayment[]> {
      const rows = await db
        .select({ p: t.payLogs, memberName: t.members.name })
        .from(t.payLogs)
        .innerJoin(t.members, eq(t.members.id, t.payLogs.memberId))
        .where(and(eq(t.payLogs.storeId, storeId), gte(t.payLogs.createdAt, startOfTaipeiDay(day)), lt(t.payLogs.createdAt, startOfTaipeiDay(addDays(day, 1)))))
        .orderBy(desc(t.payLogs.createdAt), desc(t.payLogs.id));
      return rows.map((r) => toPartner(r.p, r.memberName, false));
    },

    /** The member's payments, newest first. */
    async listForMember(memberId: number, page: PageRequest): Promise<Paged<PayLog>> {
      const mine = eq(t.payLogs.memberId, memberId);
      const [{ total }] = await db.select({ total: count() }).from(t.payLogs).where(mine);
      const rows = await payLogReads().where(mine).orderBy(desc(t.payLogs.createdAt), desc(t.payLogs.id)).limit(page.perPage).offset(page.offset);
      return paged(rows.map(toPayLog), total, page);
    },

    /** The member's own payment, or null (someone else's reads as not found). */
    async forMember(memberId: number, id: number): Promise<PayLog | null> {
      const [row] = await payLogReads().where(and(eq(t.payLogs.id, id), eq(t.payLogs.memberId, memberId)));
      return row ? toPayLog(row) : null;
    },
  };
}

export type PayLogRepository = ReturnType<typeof createPayLogRepository>;
