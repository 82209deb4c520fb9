/**
 * Payments at partner stores (§3 pay_log) and what they do to the member's coins, each in
 * ONE database transaction under the member's coin lock (ledger/ledger.ts):
 *
 * record — the store's POS sends the member's pay code, the bill, the coins spent and its own
 *   idempotency key. The pay log is written; the coins spent leave the wallet (`spend`, to
 *   the store's settlement account); the cash part earns the store's rate, plus the VIP
 *   extra (18% within the month's first NT$1,000), as one `payment_reward` lot funded by the
 *   store and the platform; the member's first payment ever pays the invite reward (50 coins
 *   to friend and inviter, once: `invite_rewards` primary key). The notifications, and their
 *   real-time publish in the outbox, are written in the same transaction. The same
 *   key again (even racing) answers the first payment, never a second one; the same key with
 *   a different member, amount or coins is a conflict.
 * refund — spent coins go back (`reversal`: to their lots while live, else a new lot); the
 *   payment's reward is taken back as far as the member still has coins, starting with the
 *   reward's own lot, and what could not be taken back is recorded as `reward_shortfall` —
 *   a refund never makes a balance negative. The invite reward stays: it rewarded joining
 *   and is paid once per friend whatever happens to that payment. A second refund answers
 *   the first.
 */
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Paged, PartnerPayment, PayLog } from '@joy/contract';
import { INVITE_REWARD_COINS, PAY_LOG_STATUS } from '@joy/contract';
import type { Database } from '../db/client';
import * as t from '../db/schema';
import { clawback, debit, expireDue, grant, liveCoins, lockMember, memberLots, restore, type Tx } from '../ledger/ledger';
import { addDays, isVip, startOfTaipeiDay, storeReward, taipeiMonth, vipExtra } from '../ledger/rules';
import { inviteRewardNotification, paymentNotification, refundNotification, type NotifiedPayment } from '../lib/coin-notifications';
import { paged, type PageRequest } from '../lib/paging';
import { createNotification } from './notifications';
import { memberColumns, toPartner, toPayLog, type PayLogRow } from './pay-log-views';

export interface PaymentInput {
  memberCode: string;
  amount: number;
  coins: number;
  idempotencyKey: string;
  note: string;
}

export type PaymentResult =
  | { kind: 'created' | 'replayed'; payment: PartnerPayment }
  | { kind: 'member-not-found' }
  | { kind: 'store-not-joy-pay' }
  | { kind: 'insufficient'; balance: number }
  | { kind: 'conflict' };

export type RefundResult = { kind: 'refunded' | 'replayed'; payment: PartnerPayment } | { kind: 'not-found' };


function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === '23505') return true;
  return false;
}

async function notifiedPayment(tx: Tx, row: PayLogRow): Promise<NotifiedPayment> {
  const [store] = await tx.select({ name: t.stores.name, logo: t.stores.logo, slug: t.stores.slug }).from(t.stores).where(eq(t.stores.id, row.storeId));
  return { id: row.id, amount: row.amount, coinsUsed: row.coinsUsed, rewardCoins: row.rewardCoins + row.vipRewardCoins, store };
}

/** The invite reward on the friend's first payment: 50 coins each, once per friend. */
async function payInviteReward(tx: Tx, friend: { id: number; fromInviteCode: string | null }, payLogId: number, now: Date): Promise<void> {
  if (!friend.fromInviteCode) return;
  const [inviter] = await tx
    .select({ id: t.members.id })
    .from(t.members)
    .where(and(eq(t.members.inviteCode, friend.fromInviteCode), sql`${t.members.deletedAt} is null`));
  if (!inviter || inviter.id === friend.id) return;
  const inserted = await tx
    .insert(t.inviteRewards)
    .values({ friendMemberId: friend.id, inviterMemberId: inviter.id, payLogId, coins: INVITE_REWARD_COINS, createdAt: now })
    .onConflictDoNothing()
    .returning({ friend: t.inviteRewards.friendMemberId });
  if (!inserted.length) return;
  const refs = { payLogId, memo: `friend ${friend.id}` };
  const funding = [{ account: 'platform_rewards' as const, amount: -INVITE_REWARD_COINS }];
  await grant(tx, { reason: 'invite_reward', key: `invite:${friend.id}:friend`, memberId: friend.id, now, refs, coins: INVITE_REWARD_COINS, funding });
  await grant(tx, { reason: 'invite_reward', key: `invite:${friend.id}:inviter`, memberId: inviter.id, now, refs, coins: INVITE_REWARD_COINS, funding });
  await tx.update(t.payLogs).set({ inviteRewardCoins: INVITE_REWARD_COINS }).where(eq(t.payLogs.id, payLogId));
  await createNotification(tx, friend.id, 'general', inviteRewardNotification(INVITE_REWARD_COINS, false));
  await createNotification(tx, inviter.id, 'general', inviteRewardNotification(INVITE_REWARD_COINS, true));
}

export function createPayLogRepository(db: Database) {
  const byKey = async (reader: Pick<Database, 'select'>, storeId: number, key: string) => {
    const [row] = await reader
      .select({ p: t.payLogs, memberName: t.members.name })
      .from(t.payLogs)
      .innerJoin(t.members, eq(t.members.id, t.payLogs.memberId))
      .where(and(eq(t.payLogs.storeId, storeId), eq(t.payLogs.idempotencyKey, key)));
    return row ?? null;
  };

  /** The first payment of a key answers again when the request is the same one. */
  const replay = (earlier: { p: PayLogRow; memberName: string }, memberId: number, input: PaymentInput): PaymentResult =>
    earlier.p.memberId === memberId && earlier.p.amount === input.amount && earlier.p.coinsUsed === input.coins
      ? { kind: 'replayed', payment: toPartner(earlier.p, earlier.memberName, true) }
      : { kind: 'conflict' };

  const payLogReads = () =>
    db
      .select(memberColumns)
      .from(t.payLogs)
      .innerJoin(t.stores, eq(t.stores.id, t.payLogs.storeId))
      .leftJoin(t.comments, eq(t.comments.payLogId, t.payLogs.id));

  return {
    async record(storeId: number, input: PaymentInput, now: Date): Promise<PaymentResult> {
      const [member] = await db
        .select({ id: t.members.id, name: t.members.name, grade: t.members.memberGradeId, fromInviteCode: t.members.fromInviteCode })
        .from(t.members)
        .where(and(eq(t.members.payCode, input.memberCode), sql`${t.members.deletedAt} is null`));
      if (!member) return { kind: 'member-not-found' };
      const earlier = await byKey(db, storeId, input.idempotencyKey);
      if (earlier) return replay(earlier, member.id, input);
      const [store] = await db.select({ rate: t.stores.rewardRate, joyPay: t.stores.joyPay }).from(t.stores).where(eq(t.stores.id, storeId));
      if (!store?.joyPay) return { kind: 'store-not-joy-pay' };

      try {
        return await db.transaction(async (tx): Promise<PaymentResult> => {
          await lockMember(tx, member.id);
          const again = await byKey(tx, storeId, input.idempotencyKey);
          if (again) return replay(again, member.id, input);
          await expireDue(tx, member.id, now);
          if (input.coins > 0) {
            const balance = liveCoins(await memberLots(tx, member.id), now);
            if (balance < input.coins) return { kind: 'insufficient', balance };
          }

          const cash = input.amount - input.coins;
          const month = taipeiMonth(now);
          const [{ before }] = await tx
            .select({ before: sql<string | number>`coalesce(sum(${t.payLogs.vipCounted}), 0)` })
            .from(t.payLogs)
            .where(and(eq(t.payLogs.memberId, member.id), eq(t.payLogs.month, month), eq(t.payLogs.status, PAY_LOG_STATUS.paid)));
          const [{ earlierPayments }] = await tx.select({ earlierPayments: count() }).from(t.payLogs).where(eq(t.payLogs.memberId, member.id));
          const reward = storeReward(cash, store.rate);
          const vip = isVip(member.grade) ? vipExtra(Number(before), cash) : { counted: 0, coins: 0 };

          const [row] = await tx
            .insert(t.payLogs)
            .values({
              storeId,
              memberId: member.id,
              amount: input.amount,
              coinsUsed: input.coins,
              rewardRate: store.rate,
              rewardCoins: reward,
              vipRewardCoins: vip.coins,
              vipCounted: vip.counted,
              month,
              idempotencyKey: input.idempotencyKey,
              note: input.note,
              createdAt: now,
            })
            .returning();
          const refs = { payLogId: row.id, storeId };

          if (input.coins > 0) {
            const spent = await debit(tx, {
              reason: 'spend',
              key: `pay:${row.id}:spend`,
              memberId: member.id,
              now,
              refs,
              coins: input.coins,
              to: [{ account: 'store_settlement', storeId, amount: input.coins }],
            });
            // Checked under the same lock just above; a refusal here is a bug, so nothing commits.
            if (!spent) throw new Error(`payment ${row.id}: coins vanished under the member lock`);
          }
          if (reward + vip.coins > 0) {
            const funding = [
              { account: 'store_settlement' as const, storeId, amount: -reward },
              { account: 'platform_rewards' as const, amount: -vip.coins },
            ].filter((f) => f.amount !== 0);
            await grant(tx, { reason: 'payment_reward', key: `pay:${row.id}:reward`, memberId: member.id, now, refs, coins: reward + vip.coins, funding });
          }

          await createNotification(tx, member.id, 'store_pay', paymentNotification(await notifiedPayment(tx, row)));
          if (earlierPayments === 0) await payInviteReward(tx, member, row.id, now);
          const [final] = await tx.select().from(t.payLogs).where(eq(t.payLogs.id, row.id));
          return { kind: 'created', payment: toPartner(final, member.name, false) };
        });
      } catch (error) {
        // The same key raced past both lookups (another member's request): the first won.
        const winner = isUniqueViolation(error) ? await byKey(db, storeId, input.idempotencyKey) : null;
        if (!winner) throw error;
        return replay(winner, member.id, input);
      }
    },

    async refund(storeId: number, payLogId: number, reason: string, now: Date): Promise<RefundResult> {
      const [found] = await db
        .select({ memberId: t.payLogs.memberId })
        .from(t.payLogs)
        .where(and(eq(t.payLogs.id, payLogId), eq(t.payLogs.storeId, storeId)));
      if (!found) return { kind: 'not-found' };
      return db.transaction(async (tx): Promise<RefundResult> => {
        await lockMember(tx, found.memberId);
        const [row] = await tx.select().from(t.payLogs).where(eq(t.payLogs.id, payLogId)).for('update');
        const [member] = await tx.select({ name: t.members.name }).from(t.members).where(eq(t.members.id, row.memberId));
        if (row.status === PAY_LOG_STATUS.refunded) return { kind: 'replayed', payment: toPartner(row, member.name, true) };
        await expireDue(tx, row.memberId, now);
        const refs = { payLogId, storeId, memo: reason };

        let returned = 0;
        const [spend] = await tx
          .select({ id: t.ledgerTransactions.id })
          .from(t.ledgerTransactions)
          .where(and(eq(t.ledgerTransactions.payLogId, payLogId), eq(t.ledgerTransactions.reason, 'spend')));
        if (spend) {
          const back = await restore(tx, {
            reason: 'reversal',
            key: `pay:${payLogId}:refund-spend`,
            memberId: row.memberId,
            now,
            refs,
            original: spend.id,
            from: (coins) => [{ account: 'store_settlement', storeId, amount: -coins }],
          });
          returned = back.coins;
        }

        let takenBack = 0;
        let shortfall = 0;
        const rewardCoins = row.rewardCoins + row.vipRewardCoins;
        if (rewardCoins > 0) {
          const [rewardLot] = await tx
            .select({ id: t.coinLots.id })
            .from(t.coinLots)
            .innerJoin(t.ledgerTransactions, eq(t.ledgerTransactions.id, t.coinLots.transactionId))
            .where(and(eq(t.ledgerTransactions.payLogId, payLogId), eq(t.ledgerTransactions.reason, 'payment_reward')));
          const back = await clawback(tx, {
            reason: 'reversal',
            key: `pay:${payLogId}:refund-reward`,
            memberId: row.memberId,
            now,
            refs,
            coins: rewardCoins,
            prefer: rewardLot?.id ?? null,
            // The store's part is restored first; the platform bears any shortfall.
            to: (taken) =>
              [
                { account: 'store_settlement' as const, storeId, amount: Math.min(taken, row.rewardCoins) },
                { account: 'platform_rewards' as const, amount: taken - Math.min(taken, row.rewardCoins) },
              ].filter((l) => l.amount !== 0),
          });
          takenBack = back.taken;
          shortfall = back.shortfall;
        }

        const [updated] = await tx
          .update(t.payLogs)
          .set({ status: PAY_LOG_STATUS.refunded, refundedAt: now, refundReason: reason || null, rewardShortfall: shortfall })
          .where(eq(t.payLogs.id, payLogId))
          .returning();
        const notice = refundNotification(await notifiedPayment(tx, updated), returned, takenBack, reason);
        await createNotification(tx, row.memberId, 'store_pay', notice);
        return { kind: 'refunded', payment: toPartner(updated, member.name, false) };
      });
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
