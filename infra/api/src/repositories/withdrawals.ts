/**
 * Banks, the member's bank accounts and withdrawals of coins to them (§3 Bank, Withdraw;
 * §4 pending → success | failed): the reads, and the queries the withdrawal service
 * (services/withdrawals.ts) runs in its transaction under the member's coin lock when an
 * account is deleted or a withdrawal is made or settled. Nothing here opens a transaction.
 */
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Bank, BankAccountSource, MemberBank, Paged, StaffWithdrawal, WithdrawalRecord, WithdrawalStatus } from '@joy/contract';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import type { Executor } from '../db/executor';
import * as t from '../db/schema';
import { paged, type PageRequest } from '../lib/paging';

export interface NewBankAccount {
  source: BankAccountSource;
  bankCode: string;
  branch: string;
  accountName: string;
  accountNumber: string;
  birthday: string;
}

export type BankCreateResult = { kind: 'created'; bank: MemberBank } | { kind: 'bank-invalid' } | { kind: 'duplicate' };

const last4 = (n: string) => n.slice(-4);
const masked = (n: string) => `${'*'.repeat(Math.max(0, n.length - 4))}${last4(n)}`;

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
export type NewWithdrawal = typeof t.withdrawals.$inferInsert;
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
  const fullById = async (reader: Executor, id: number) => (await selectFull(reader).where(eq(t.withdrawals.id, id)))[0] ?? null;

  return {
    /**
     * Every bank by code; a keyword matches the code or the name, 台 and 臺 alike (臺灣銀行 is
     * found by 台灣): both sides are folded to 台, the keyword also to half-width (NFKC).
     */
    async banks(keyword: string): Promise<Bank[]> {
      const folded = keyword.normalize('NFKC').trim().replace(/臺/g, '台');
      const pattern = `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const where = folded ? or(ilike(t.banks.code, pattern), sql`translate(${t.banks.name}, '臺', '台') ilike ${pattern}`) : undefined;
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

    /** The member's live account with whether a withdrawal to it is pending, the row locked until the transaction ends; null when not theirs. */
    async lockBank(tx: Executor, memberId: number, id: number): Promise<{ id: number; pending: boolean } | null> {
      const [bank] = await tx
        .select({ id: t.memberBanks.id, pending: pendingWithdrawal })
        .from(t.memberBanks)
        .where(and(eq(t.memberBanks.id, id), eq(t.memberBanks.memberId, memberId), isNull(t.memberBanks.deletedAt)))
        .for('update');
      return bank ?? null;
    },

    async markBankDeleted(tx: Executor, id: number, now: Date): Promise<void> {
      await tx.update(t.memberBanks).set({ deletedAt: now }).where(eq(t.memberBanks.id, id));
    },

    /** The member's withdrawal of an idempotency key, or null. */
    async byKey(executor: Executor, memberId: number, key: string): Promise<WithdrawalRecord | null> {
      const [earlier] = await selectFull(executor).where(and(eq(t.withdrawals.memberId, memberId), eq(t.withdrawals.idempotencyKey, key)));
      return earlier ? toRecord(earlier) : null;
    },

    /** The member's own live account of the member source (withdrawals are paid to it), the row locked until the transaction ends; null when none. */
    async lockPayoutBank(tx: Executor, memberId: number, id: number): Promise<{ id: number } | null> {
      const [bank] = await tx
        .select({ id: t.memberBanks.id })
        .from(t.memberBanks)
        .where(and(eq(t.memberBanks.id, id), eq(t.memberBanks.memberId, memberId), eq(t.memberBanks.source, 'member'), isNull(t.memberBanks.deletedAt)))
        .for('update');
      return bank ?? null;
    },

    async insert(tx: Executor, values: NewWithdrawal): Promise<WithdrawalRow> {
      const [w] = await tx.insert(t.withdrawals).values(values).returning();
      return w;
    },

    /** A withdrawal as its member reads it. */
    record: async (executor: Executor, id: number): Promise<WithdrawalRecord> => toRecord((await fullById(executor, id)) as FullRow),

    /** A withdrawal as staff read it (with the member and the whole account). */
    staffRecord: async (executor: Executor, id: number): Promise<StaffWithdrawal> => toStaff((await fullById(executor, id)) as FullRow),

    /** The member of a withdrawal, or null when there is none. */
    async memberOf(executor: Executor, id: number): Promise<number | null> {
      const [found] = await executor.select({ memberId: t.withdrawals.memberId }).from(t.withdrawals).where(eq(t.withdrawals.id, id));
      return found?.memberId ?? null;
    },

    /** The withdrawal's row, locked until the transaction ends. */
    async lock(tx: Executor, id: number): Promise<WithdrawalRow> {
      const [w] = await tx.select().from(t.withdrawals).where(eq(t.withdrawals.id, id)).for('update');
      return w;
    },

    /** The ledger transaction that took the withdrawal's coins. */
    async debitOf(executor: Executor, id: number): Promise<number> {
      const [original] = await executor
        .select({ id: t.ledgerTransactions.id })
        .from(t.ledgerTransactions)
        .where(and(eq(t.ledgerTransactions.withdrawalId, id), eq(t.ledgerTransactions.reason, 'withdrawal')));
      return original.id;
    },

    async markSettled(tx: Executor, id: number, outcome: 'success' | 'failed', reason: string, now: Date): Promise<void> {
      await tx
        .update(t.withdrawals)
        .set({ status: outcome, completedAt: now, failureReason: outcome === 'failed' ? reason : null })
        .where(eq(t.withdrawals.id, id));
    },

    /** Staff: withdrawals of a status, oldest first (the queue to pay out). */
    async staffList(status: WithdrawalStatus, page: PageRequest): Promise<Paged<StaffWithdrawal>> {
      const where = eq(t.withdrawals.status, status);
      const [{ total }] = await db.select({ total: count() }).from(t.withdrawals).where(where);
      const rows = await selectFull(db).where(where).orderBy(asc(t.withdrawals.createdAt), asc(t.withdrawals.id)).limit(page.perPage).offset(page.offset);
      return paged(rows.map(toStaff), total, page);
    },
  };
}

export type WithdrawalRepository = ReturnType<typeof createWithdrawalRepository>;
