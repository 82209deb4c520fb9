/**
 * Banks, the member's bank accounts and withdrawals of coins to them (§3 Bank, Withdraw;
 * §4 pending → success | failed). Everything that touches a member's coins or a withdrawal's
 * status runs under the member's coin lock (ledger/ledger.ts), so a withdrawal and the
 * deletion of its account, or two withdrawals of the last coins, queue behind each other.
 *
 * withdraw — the coins leave the wallet at once (`withdrawal`, to `withdrawals_payable`) and
 *   the row is pending; notification status 3. complete — staff made the transfer:
 *   `withdrawal_payout` (payable → paid), success, status 2. fail — `withdrawal_reversal`
 *   puts the coins back (into their lots while live, else a new lot), failed, status 4.
 */
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Bank, BankAccountSource, MemberBank, Paged, StaffWithdrawal, WithdrawalRecord, WithdrawalStatus } from '@joy/contract';
import { withdrawQuote } from '@joy/contract';
import type { Database } from '../db/client';
import * as t from '../db/schema';
import { debit, expireDue, liveCoins, lockMember, memberLots, restore, transfer, walletBalance } from '../ledger/ledger';
import { withdrawalNotification } from '../lib/coin-notifications';
import { paged, type PageRequest } from '../lib/paging';
import { createNotification } from './notifications';

export interface NewBankAccount {
  source: BankAccountSource;
  bankCode: string;
  branch: string;
  accountName: string;
  accountNumber: string;
  birthday: string;
}

export type BankCreateResult = { kind: 'created'; bank: MemberBank } | { kind: 'bank-invalid' } | { kind: 'duplicate' };
export type BankDeleteResult = 'deleted' | 'not-found' | 'in-use';

export type WithdrawResult =
  | { kind: 'created' | 'replayed'; withdrawal: WithdrawalRecord; balance: number }
  | { kind: 'bank-not-found' }
  | { kind: 'insufficient'; balance: number };

export type SettleResult = { kind: 'settled'; withdrawal: StaffWithdrawal } | { kind: 'not-found' } | { kind: 'not-pending'; status: WithdrawalStatus };

const last4 = (n: string) => n.slice(-4);
const masked = (n: string) => `${'*'.repeat(Math.max(0, n.length - 4))}${last4(n)}`;

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === '23505') return true;
  return false;
}

/** Whether a withdrawal to the selected member_banks row is pending (written out: drizzle leaves a lone table's columns unqualified). */
const pendingWithdrawal = sql<boolean>`exists (select 1 from withdrawals w where w.member_bank_id = member_banks.id and w.status = 'pending')`;

type BankRow = typeof t.memberBanks.$inferSelect;

/** Passbook photos are private (adapters/storage.ts): the wire carries the authorised call that reads one, never the stored URL. */
export const memberPassbookPath = (bankId: number): string => `/v2/member/bank/${bankId}/passbook`;
export const staffPassbookPath = (withdrawalId: number): string => `/v2/staff/withdrawals/${withdrawalId}/passbook`;

function toMemberBank(b: BankRow, bankName: string, pending: boolean): MemberBank {
  return {
    id: b.id,
    source: b.source as BankAccountSource,
    bank_code: b.bankCode,
    bank_name: bankName,
    branch: b.branch,
    account_name: b.accountName,
    account_number_masked: masked(b.accountNumber),
    account_last4: last4(b.accountNumber),
    passbook_image: memberPassbookPath(b.id),
    birthday: b.birthday,
    has_pending_withdrawal: pending,
    created_at: b.createdAt.toISOString(),
  };
}

type WithdrawalRow = typeof t.withdrawals.$inferSelect;
type FullRow = { w: WithdrawalRow; b: BankRow; bankName: string; memberName: string; memberPhone: string };

function toRecord(r: Pick<FullRow, 'w' | 'b' | 'bankName'>): WithdrawalRecord {
  const { w, b } = r;
  return {
    id: w.id,
    type: w.type,
    coin: w.coin,
    fee_ntd: w.feeNtd,
    amount_ntd: w.amountNtd,
    status: w.status as WithdrawalStatus,
    bank: { bank_code: b.bankCode, bank_name: r.bankName, account_last4: last4(b.accountNumber) },
    failure_reason: w.failureReason,
    created_at: w.createdAt.toISOString(),
    completed_at: w.completedAt?.toISOString() ?? null,
  };
}

function toStaff(r: FullRow): StaffWithdrawal {
  return {
    ...toRecord(r),
    member: { id: r.w.memberId, name: r.memberName, phone: r.memberPhone },
    bank_account: {
      bank_code: r.b.bankCode,
      bank_name: r.bankName,
      branch: r.b.branch,
      account_name: r.b.accountName,
      account_number: r.b.accountNumber,
      passbook_image: staffPassbookPath(r.w.id),
    },
  };
}

const fullColumns = { w: t.withdrawals, b: t.memberBanks, bankName: t.banks.name, memberName: t.members.name, memberPhone: t.members.phone };

function selectFull(reader: Pick<Database, 'select'>) {
  return reader
    .select(fullColumns)
    .from(t.withdrawals)
    .innerJoin(t.memberBanks, eq(t.memberBanks.id, t.withdrawals.memberBankId))
    .innerJoin(t.banks, eq(t.banks.code, t.memberBanks.bankCode))
    .innerJoin(t.members, eq(t.members.id, t.withdrawals.memberId));
}

/** Withdrawal records by id (the coin history's withdraw kind attaches them). */
export async function withdrawalRecords(reader: Pick<Database, 'select'>, ids: number[]): Promise<Map<number, WithdrawalRecord>> {
  if (!ids.length) return new Map();
  const rows = await selectFull(reader).where(inArray(t.withdrawals.id, ids));
  return new Map(rows.map((r) => [r.w.id, toRecord(r)]));
}

export function createWithdrawalRepository(db: Database) {
  const fullById = async (reader: Pick<Database, 'select'>, id: number) => (await selectFull(reader).where(eq(t.withdrawals.id, id)))[0] ?? null;

  /** Moves a pending withdrawal on: the payout or the reversal, the status and the notification. */
  async function settle(id: number, outcome: 'success' | 'failed', reason: string, now: Date): Promise<SettleResult> {
    const [found] = await db.select({ memberId: t.withdrawals.memberId }).from(t.withdrawals).where(eq(t.withdrawals.id, id));
    if (!found) return { kind: 'not-found' };
    return db.transaction(async (tx): Promise<SettleResult> => {
      await lockMember(tx, found.memberId);
      const [w] = await tx.select().from(t.withdrawals).where(eq(t.withdrawals.id, id)).for('update');
      if (w.status !== 'pending') return { kind: 'not-pending', status: w.status as WithdrawalStatus };
      const refs = { withdrawalId: id, memo: reason };
      if (outcome === 'success') {
        await transfer(tx, { reason: 'withdrawal_payout', key: `withdrawal:${id}:payout`, memberId: w.memberId, now, refs }, [
          { account: 'withdrawals_payable', amount: -w.coin },
          { account: 'withdrawals_paid', amount: w.coin },
        ]);
      } else {
        const [original] = await tx
          .select({ id: t.ledgerTransactions.id })
          .from(t.ledgerTransactions)
          .where(and(eq(t.ledgerTransactions.withdrawalId, id), eq(t.ledgerTransactions.reason, 'withdrawal')));
        await restore(tx, {
          reason: 'withdrawal_reversal',
          key: `withdrawal:${id}:reversal`,
          memberId: w.memberId,
          now,
          refs,
          original: original.id,
          from: (coins) => [{ account: 'withdrawals_payable', amount: -coins }],
        });
      }
      await tx
        .update(t.withdrawals)
        .set({ status: outcome, completedAt: now, failureReason: outcome === 'failed' ? reason : null })
        .where(eq(t.withdrawals.id, id));
      const notice = withdrawalNotification({ coin: w.coin, amountNtd: w.amountNtd, status: outcome, reason });
      await createNotification(tx, w.memberId, 'member_withdraw', notice);
      return { kind: 'settled', withdrawal: toStaff((await fullById(tx, id)) as FullRow) };
    });
  }

  return {
    /** Every bank by code; a keyword matches the code or the name. */
    async banks(keyword: string): Promise<Bank[]> {
      const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const where = keyword ? or(ilike(t.banks.code, pattern), ilike(t.banks.name, pattern)) : undefined;
      return db.select({ code: t.banks.code, name: t.banks.name }).from(t.banks).where(where).orderBy(asc(t.banks.sort), asc(t.banks.code));
    },

    async memberBanks(memberId: number, source: BankAccountSource): Promise<MemberBank[]> {
      const rows = await db
        .select({ b: t.memberBanks, bankName: t.banks.name, pending: pendingWithdrawal })
        .from(t.memberBanks)
        .innerJoin(t.banks, eq(t.banks.code, t.memberBanks.bankCode))
        .where(and(eq(t.memberBanks.memberId, memberId), eq(t.memberBanks.source, source), isNull(t.memberBanks.deletedAt)))
        .orderBy(desc(t.memberBanks.createdAt), desc(t.memberBanks.id));
      return rows.map((r) => toMemberBank(r.b, r.bankName, Boolean(r.pending)));
    },

    async createBank(memberId: number, input: NewBankAccount, passbookImage: string, now: Date): Promise<BankCreateResult> {
      const [bank] = await db.select({ name: t.banks.name }).from(t.banks).where(eq(t.banks.code, input.bankCode));
      if (!bank) return { kind: 'bank-invalid' };
      try {
        const [row] = await db
          .insert(t.memberBanks)
          .values({ memberId, ...input, passbookImage, createdAt: now })
          .returning();
        return { kind: 'created', bank: toMemberBank(row, bank.name, false) };
      } catch (error) {
        if (isUniqueViolation(error)) return { kind: 'duplicate' };
        throw error;
      }
    },

    /** Soft-deletes the member's account unless a withdrawal to it is pending. */
    /** The stored passbook photo URL of the member's own live bank account, or null. */
    async passbookOf(memberId: number, id: number): Promise<string | null> {
      const [row] = await db
        .select({ url: t.memberBanks.passbookImage })
        .from(t.memberBanks)
        .where(and(eq(t.memberBanks.id, id), eq(t.memberBanks.memberId, memberId), isNull(t.memberBanks.deletedAt)));
      return row?.url ?? null;
    },

    /** The stored passbook photo URL of the account a withdrawal is paid to (staff), or null. */
    async withdrawalPassbookOf(withdrawalId: number): Promise<string | null> {
      const [row] = await db
        .select({ url: t.memberBanks.passbookImage })
        .from(t.withdrawals)
        .innerJoin(t.memberBanks, eq(t.memberBanks.id, t.withdrawals.memberBankId))
        .where(eq(t.withdrawals.id, withdrawalId));
      return row?.url ?? null;
    },

    async deleteBank(memberId: number, id: number, now: Date): Promise<BankDeleteResult> {
      return db.transaction(async (tx) => {
        await lockMember(tx, memberId);
        const [bank] = await tx
          .select({ id: t.memberBanks.id, pending: pendingWithdrawal })
          .from(t.memberBanks)
          .where(and(eq(t.memberBanks.id, id), eq(t.memberBanks.memberId, memberId), isNull(t.memberBanks.deletedAt)))
          .for('update');
        if (!bank) return 'not-found';
        if (bank.pending) return 'in-use';
        await tx.update(t.memberBanks).set({ deletedAt: now }).where(eq(t.memberBanks.id, id));
        return 'deleted';
      });
    },

    async withdraw(memberId: number, input: { type: number; coin: number; memberBankId: number; idempotencyKey: string }, now: Date): Promise<WithdrawResult> {
      return db.transaction(async (tx): Promise<WithdrawResult> => {
        await lockMember(tx, memberId);
        if (input.idempotencyKey) {
          const [earlier] = await selectFull(tx).where(and(eq(t.withdrawals.memberId, memberId), eq(t.withdrawals.idempotencyKey, input.idempotencyKey)));
          if (earlier) return { kind: 'replayed', withdrawal: toRecord(earlier), balance: await walletBalance(tx, memberId) };
        }
        const [bank] = await tx
          .select({ id: t.memberBanks.id })
          .from(t.memberBanks)
          .where(and(eq(t.memberBanks.id, input.memberBankId), eq(t.memberBanks.memberId, memberId), eq(t.memberBanks.source, 'member'), isNull(t.memberBanks.deletedAt)))
          .for('update');
        if (!bank) return { kind: 'bank-not-found' };
        await expireDue(tx, memberId, now);
        const balance = liveCoins(await memberLots(tx, memberId), now);
        if (balance < input.coin) return { kind: 'insufficient', balance };

        const quote = withdrawQuote(input.coin);
        const [w] = await tx
          .insert(t.withdrawals)
          .values({
            memberId,
            memberBankId: bank.id,
            type: input.type,
            coin: input.coin,
            feeNtd: quote.fee_ntd,
            amountNtd: quote.amount_ntd,
            idempotencyKey: input.idempotencyKey,
            createdAt: now,
          })
          .returning();
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
        return { kind: 'created', withdrawal: toRecord((await fullById(tx, w.id)) as FullRow), balance: await walletBalance(tx, memberId) };
      });
    },

    /** Staff: withdrawals of a status, oldest first (the queue to pay out). */
    async staffList(status: WithdrawalStatus, page: PageRequest): Promise<Paged<StaffWithdrawal>> {
      const where = eq(t.withdrawals.status, status);
      const [{ total }] = await db.select({ total: count() }).from(t.withdrawals).where(where);
      const rows = await selectFull(db).where(where).orderBy(asc(t.withdrawals.createdAt), asc(t.withdrawals.id)).limit(page.perPage).offset(page.offset);
      return paged(rows.map(toStaff), total, page);
    },

    complete: (id: number, now: Date) => settle(id, 'success', '', now),
    fail: (id: number, reason: string, now: Date) => settle(id, 'failed', reason, now),
  };
}

export type WithdrawalRepository = ReturnType<typeof createWithdrawalRepository>;
