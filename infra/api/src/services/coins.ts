/**
 * Joy coins (§3 pay_log, §7 Member): the member's balance, payments at partner stores and
 * their refunds, the invite reward and the inviter set once, and the expiry of due lots.
 * Every change to a member's coins is ONE transaction under the member's coin lock
 * (ledger/ledger.ts lockMember); the repositories only query, in that transaction.
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
 * introducer — set once; never the member's own code nor one of their downline, all changes
 *   under one advisory lock so two members cannot name each other at the same moment.
 */
import type { FastifyInstance } from 'fastify';
import { INVITE_REWARD_COINS, PAY_LOG_STATUS, VIP_GRADE_ID, type CoinBalance, type InvitationInfo } from '@joy/contract';
import { type PartnerPayment } from '@joy/contract/partner';
import { isUniqueViolation } from '../db/errors';
import type { Tx } from '../db/executor';
import { clawback, debit, expireDue, grant, liveCoins, lockMember, memberLots, membersWithExpiredCoins, restore } from '../ledger/ledger';
import { isVip, storeReward, taipeiMonth, vipExtra } from '../ledger/rules';
import { inviteRewardNotification, paymentNotification, refundNotification } from '../lib/coin-notifications';
import { coinBalance } from '../repositories/coins';
import { createNotification } from '../repositories/notifications';
import { toPartner, type PayLogRow } from '../repositories/pay-log-views';

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

export type IntroducerResult = { kind: 'set'; info: InvitationInfo } | { kind: 'already' } | { kind: 'invalid' };

/** The first payment of a key answers again when the request is the same one. */
const replay = (earlier: { p: PayLogRow; memberName: string }, memberId: number, input: PaymentInput): PaymentResult =>
  earlier.p.memberId === memberId && earlier.p.amount === input.amount && earlier.p.coinsUsed === input.coins
    ? { kind: 'replayed', payment: toPartner(earlier.p, earlier.memberName, true) }
    : { kind: 'conflict' };

/**
 * One batch of the coin expiry job: members holding coins in lots past their time (only lots
 * that expired since `since`, when given) get their `expiry` transactions, each under the
 * member's coin lock. Returns the members looked at and how many had coins expired.
 */
export async function expireCoins(tx: Tx, now: Date, limit: number, since: Date | null): Promise<{ seen: number; processed: number }> {
  const members = await membersWithExpiredCoins(tx, now, limit, since);
  let processed = 0;
  for (const memberId of members) {
    await lockMember(tx, memberId);
    processed += (await expireDue(tx, memberId, now)) > 0 ? 1 : 0;
  }
  return { seen: members.length, processed };
}

export function createCoinService(app: FastifyInstance) {
  const { payLogs, invitations } = app.repos;

  /**
   * The invite reward on the friend's first payment: 50 coins each, once per friend. It is a
   * VIP benefit (§6 VIP terms): paid only while the inviter is a VIP or an angel, judged at
   * that first payment.
   */
  async function payInviteReward(tx: Tx, friend: { id: number; fromInviteCode: string | null }, payLogId: number, now: Date): Promise<void> {
    if (!friend.fromInviteCode) return;
    const inviter = await invitations.liveByCode(tx, friend.fromInviteCode);
    if (!inviter || inviter.id === friend.id || inviter.grade < VIP_GRADE_ID) return;
    const added = await payLogs.addInviteReward(tx, { friendMemberId: friend.id, inviterMemberId: inviter.id, payLogId, coins: INVITE_REWARD_COINS, createdAt: now });
    if (!added) return;
    const refs = { payLogId, memo: `friend ${friend.id}` };
    const funding = [{ account: 'platform_rewards' as const, amount: -INVITE_REWARD_COINS }];
    await grant(tx, { reason: 'invite_reward', key: `invite:${friend.id}:friend`, memberId: friend.id, now, refs, coins: INVITE_REWARD_COINS, funding });
    await grant(tx, { reason: 'invite_reward', key: `invite:${friend.id}:inviter`, memberId: inviter.id, now, refs, coins: INVITE_REWARD_COINS, funding });
    await payLogs.setInviteRewardCoins(tx, payLogId, INVITE_REWARD_COINS);
    await createNotification(tx, friend.id, 'general', inviteRewardNotification(INVITE_REWARD_COINS, false));
    await createNotification(tx, inviter.id, 'general', inviteRewardNotification(INVITE_REWARD_COINS, true));
  }

  return {
    /** The balance and lots after expiring what is due; the pay code the counter scans. */
    async balance(member: { id: number; payCode: string; coinUserId: string }, now: Date): Promise<CoinBalance> {
      const lots = await app.db.transaction(async (tx) => {
        await lockMember(tx, member.id);
        await expireDue(tx, member.id, now);
        return memberLots(tx, member.id);
      });
      return coinBalance(member, lots, now);
    },

    /** A payment at the store's counter (POST /partner/v1/payments). */
    async record(storeId: number, input: PaymentInput, now: Date): Promise<PaymentResult> {
      const member = await payLogs.payer(app.db, input.memberCode);
      if (!member) return { kind: 'member-not-found' };
      const earlier = await payLogs.byKey(app.db, storeId, input.idempotencyKey);
      if (earlier) return replay(earlier, member.id, input);
      const store = await payLogs.payTerms(app.db, storeId);
      if (!store?.joyPay) return { kind: 'store-not-joy-pay' };

      try {
        return await app.db.transaction(async (tx): Promise<PaymentResult> => {
          await lockMember(tx, member.id);
          const again = await payLogs.byKey(tx, storeId, input.idempotencyKey);
          if (again) return replay(again, member.id, input);
          await expireDue(tx, member.id, now);
          if (input.coins > 0) {
            const balance = liveCoins(await memberLots(tx, member.id), now);
            if (balance < input.coins) return { kind: 'insufficient', balance };
          }

          const cash = input.amount - input.coins;
          const month = taipeiMonth(now);
          const before = await payLogs.vipCounted(tx, member.id, month);
          const earlierPayments = await payLogs.paymentCount(tx, member.id);
          const reward = storeReward(cash, store.rate);
          const vip = isVip(member.grade) ? vipExtra(before, cash) : { counted: 0, coins: 0 };

          const row = await payLogs.insert(tx, {
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
          });
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

          await createNotification(tx, member.id, 'store_pay', paymentNotification(await payLogs.notified(tx, row)));
          if (earlierPayments === 0) await payInviteReward(tx, member, row.id, now);
          const final = await payLogs.byId(tx, row.id);
          return { kind: 'created', payment: toPartner(final, member.name, false) };
        });
      } catch (error) {
        // The same key raced past both lookups (another member's request): the first won.
        const winner = isUniqueViolation(error) ? await payLogs.byKey(app.db, storeId, input.idempotencyKey) : null;
        if (!winner) throw error;
        return replay(winner, member.id, input);
      }
    },

    /** Refunds the store's payment (POST /partner/v1/payments/{id}/refund). */
    async refund(storeId: number, payLogId: number, reason: string, now: Date): Promise<RefundResult> {
      const memberId = await payLogs.payerOf(app.db, storeId, payLogId);
      if (memberId === null) return { kind: 'not-found' };
      return app.db.transaction(async (tx): Promise<RefundResult> => {
        await lockMember(tx, memberId);
        const row = await payLogs.lock(tx, payLogId);
        const memberName = await payLogs.memberName(tx, row.memberId);
        if (row.status === PAY_LOG_STATUS.refunded) return { kind: 'replayed', payment: toPartner(row, memberName, true) };
        await expireDue(tx, row.memberId, now);
        const refs = { payLogId, storeId, memo: reason };

        let returned = 0;
        const spend = await payLogs.ledgerTransaction(tx, payLogId, 'spend');
        if (spend !== null) {
          const back = await restore(tx, {
            reason: 'reversal',
            key: `pay:${payLogId}:refund-spend`,
            memberId: row.memberId,
            now,
            refs,
            original: spend,
            from: (coins) => [{ account: 'store_settlement', storeId, amount: -coins }],
          });
          returned = back.coins;
        }

        let takenBack = 0;
        let shortfall = 0;
        const rewardCoins = row.rewardCoins + row.vipRewardCoins;
        if (rewardCoins > 0) {
          const rewardLot = await payLogs.rewardLot(tx, payLogId);
          const back = await clawback(tx, {
            reason: 'reversal',
            key: `pay:${payLogId}:refund-reward`,
            memberId: row.memberId,
            now,
            refs,
            coins: rewardCoins,
            prefer: rewardLot,
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

        const updated = await payLogs.markRefunded(tx, payLogId, { now, reason, shortfall });
        const notice = refundNotification(await payLogs.notified(tx, updated), returned, takenBack, reason);
        await createNotification(tx, row.memberId, 'store_pay', notice);
        return { kind: 'refunded', payment: toPartner(updated, memberName, false) };
      });
    },

    /** Sets the member's inviter once (POST /v2/member/introducer/create). */
    async setIntroducer(memberId: number, code: string): Promise<IntroducerResult> {
      return app.db.transaction(async (tx): Promise<IntroducerResult> => {
        await invitations.lockIntroducers(tx);
        const me = await invitations.lockCodes(tx, memberId);
        if (me.from !== null) return { kind: 'already' };
        const wanted = code.trim().toUpperCase();
        if (!wanted || wanted === me.inviteCode) return { kind: 'invalid' };
        const inviter = await invitations.liveByCode(tx, wanted);
        if (!inviter) return { kind: 'invalid' };
        if (await invitations.inDownline(tx, me.inviteCode, inviter.id)) return { kind: 'invalid' };
        await invitations.setInviter(tx, memberId, wanted);
        return { kind: 'set', info: await invitations.info(memberId, tx) };
      });
    },
  };
}

export type CoinService = ReturnType<typeof createCoinService>;
