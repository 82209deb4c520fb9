/**
 * Withdrawals of coins to the member's bank account (§3 Withdraw; §4 pending → success |
 * failed) and the deletion of an account. Everything that touches a member's coins or a
 * withdrawal's status is one transaction under the member's coin lock (ledger/ledger.ts), so
 * a withdrawal and the deletion of its account, or two withdrawals of the last coins, queue
 * behind each other; the notification, and its real-time publish in the outbox, is written
 * in that transaction.
 *
 * withdraw — the coins leave the wallet at once (`withdrawal`, to `withdrawals_payable`) and
 *   the row is pending; notification status 3. complete — staff made the transfer:
 *   `withdrawal_payout` (payable → paid), success, status 2. fail — `withdrawal_reversal`
 *   puts the coins back (into their lots while live, else a new lot), failed, status 4.
 */
import type { FastifyInstance } from 'fastify';
import { withdrawQuote, type StaffWithdrawal, type WithdrawalRecord, type WithdrawalStatus } from '@joy/contract';
import { debit, expireDue, liveCoins, lockMember, memberLots, restore, transfer, walletBalance } from '../ledger/ledger';
import { withdrawalNotification } from '../lib/coin-notifications';
import { createNotification } from '../repositories/notifications';

export type BankDeleteResult = 'deleted' | 'not-found' | 'in-use';

export type WithdrawResult =
  | { kind: 'created' | 'replayed'; withdrawal: WithdrawalRecord; balance: number }
  | { kind: 'bank-not-found' }
  | { kind: 'insufficient'; balance: number };

export type SettleResult = { kind: 'settled'; withdrawal: StaffWithdrawal } | { kind: 'not-found' } | { kind: 'not-pending'; status: WithdrawalStatus };

export interface WithdrawInput {
  type: number;
  coin: number;
  memberBankId: number;
  idempotencyKey: string;
}

export function createWithdrawalService(app: FastifyInstance) {
  const { withdrawals } = app.repos;

  /** Moves a pending withdrawal on: the payout or the reversal, the status and the notification. */
  async function settle(id: number, outcome: 'success' | 'failed', reason: string, now: Date): Promise<SettleResult> {
    const memberId = await withdrawals.memberOf(app.db, id);
    if (memberId === null) return { kind: 'not-found' };
    return app.db.transaction(async (tx): Promise<SettleResult> => {
      await lockMember(tx, memberId);
      const w = await withdrawals.lock(tx, id);
      if (w.status !== 'pending') return { kind: 'not-pending', status: w.status as WithdrawalStatus };
      const refs = { withdrawalId: id, memo: reason };
      if (outcome === 'success') {
        await transfer(tx, { reason: 'withdrawal_payout', key: `withdrawal:${id}:payout`, memberId: w.memberId, now, refs }, [
          { account: 'withdrawals_payable', amount: -w.coin },
          { account: 'withdrawals_paid', amount: w.coin },
        ]);
      } else {
        const original = await withdrawals.debitOf(tx, id);
        await restore(tx, {
          reason: 'withdrawal_reversal',
          key: `withdrawal:${id}:reversal`,
          memberId: w.memberId,
          now,
          refs,
          original,
          from: (coins) => [{ account: 'withdrawals_payable', amount: -coins }],
        });
      }
      await withdrawals.markSettled(tx, id, outcome, reason, now);
      const notice = withdrawalNotification({ coin: w.coin, amountNtd: w.amountNtd, status: outcome, reason });
      await createNotification(tx, w.memberId, 'member_withdraw', notice);
      return { kind: 'settled', withdrawal: await withdrawals.staffRecord(tx, id) };
    });
  }

  return {
    /** Soft-deletes the member's account unless a withdrawal to it is pending. */
    async deleteBank(memberId: number, id: number, now: Date): Promise<BankDeleteResult> {
      return app.db.transaction(async (tx): Promise<BankDeleteResult> => {
        await lockMember(tx, memberId);
        const bank = await withdrawals.lockBank(tx, memberId, id);
        if (!bank) return 'not-found';
        if (bank.pending) return 'in-use';
        await withdrawals.markBankDeleted(tx, id, now);
        return 'deleted';
      });
    },

    /** Withdraws coins to the member's own account (pending until staff settle it); a repeated key answers the first. */
    async withdraw(memberId: number, input: WithdrawInput, now: Date): Promise<WithdrawResult> {
      return app.db.transaction(async (tx): Promise<WithdrawResult> => {
        await lockMember(tx, memberId);
        if (input.idempotencyKey) {
          const earlier = await withdrawals.byKey(tx, memberId, input.idempotencyKey);
          if (earlier) return { kind: 'replayed', withdrawal: earlier, balance: await walletBalance(tx, memberId) };
        }
        const bank = await withdrawals.lockPayoutBank(tx, memberId, input.memberBankId);
        if (!bank) return { kind: 'bank-not-found' };
        await expireDue(tx, memberId, now);
        const balance = liveCoins(await memberLots(tx, memberId), now);
        if (balance < input.coin) return { kind: 'insufficient', balance };

        const quote = withdrawQuote(input.coin);
        const w = await withdrawals.insert(tx, {
          memberId,
          memberBankId: bank.id,
          type: input.type,
          coin: input.coin,
          feeNtd: quote.fee_ntd,
          amountNtd: quote.amount_ntd,
          idempotencyKey: input.idempotencyKey,
          createdAt: now,
        });
        const taken = await debit(tx, {
          reason: 'withdrawal',
          key: `withdrawal:${w.id}`,
          memberId,
          now,
          refs: { withdrawalId: w.id },
          coins: input.coin,
          to: [{ account: 'withdrawals_payable', amount: input.coin }],
        });
        if (!taken) throw new Error(`withdrawal ${w.id}: coins vanished under the member lock`);
        const notice = withdrawalNotification({ coin: w.coin, amountNtd: w.amountNtd, status: 'pending' });
        await createNotification(tx, memberId, 'member_withdraw', notice);
        return { kind: 'created', withdrawal: await withdrawals.record(tx, w.id), balance: await walletBalance(tx, memberId) };
      });
    },

    /** Staff made the transfer. */
    complete: (id: number, now: Date) => settle(id, 'success', '', now),
    /** The transfer failed: the coins go back, with the reason the member is told. */
    fail: (id: number, reason: string, now: Date) => settle(id, 'failed', reason, now),
  };
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
