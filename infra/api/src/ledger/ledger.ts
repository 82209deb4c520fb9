/**
 * The joy coin ledger: append-only, double-entry, in PostgreSQL.
 *
 * - A **transaction** (`ledger_transactions`) is one business event with one reason and a
 *   unique idempotency key derived from the business row it belongs to (`pay:12:reward`,
 *   `withdrawal:7`, `expiry:lot31@88` …): writing the same event twice finds the first and
 *   returns it, so nothing is ever paid twice.
 * - Its **entries** (`ledger_entries`) are signed coin amounts on accounts and sum to zero:
 *   `member_wallet` (what a member holds, per lot), `store_settlement` (per store: + coins
 *   spent there, which the platform owes the store; − rewards the store funds),
 *   `platform_rewards` (− VIP and invite rewards the platform funds), `withdrawals_payable`
 *   (+ coins waiting for a bank transfer), `withdrawals_paid` (+ transferred), `expired`.
 * - Every credit to a wallet opens a **lot** (`coin_lots`) valid 120 Taipei days; every
 *   wallet entry names its lot, and a lot's remainder is the sum of its entries. The balance
 *   is therefore the sum of the wallet entries, which equals the sum of the lots'
 *   remainders; expired lots are emptied by `expiry` transactions (expireDue), run before
 *   each member operation and by the scheduled job.
 * - Rows are never updated or deleted (triggers refuse it). At commit, deferred constraint
 *   triggers check that each transaction sums to zero and that every lot stays between 0 and
 *   its amount — so whatever a bug does, a balance cannot go negative.
 * - Concurrency: every operation that reads a member's lots to take from them first takes
 *   the member's advisory transaction lock (`lockMember`), so two spends of the last coins
 *   queue and the second sees what the first took. Credits need no lock: they only add.
 *
 * The rules (dates, first-to-expire, rounding) are pure functions in rules.ts.
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { LedgerReason } from '@joy/contract';
import type { Executor, Tx } from '../db/executor';
import * as t from '../db/schema';
import { isLive, lotValidity, planDebit, planExpiry, planPartialDebit, planRestore, type LotState, type Take } from './rules';

// Writes take a Tx: their entries are checked at commit and lockMember's lock lasts until it.
// Re-exported for the modules that still import them from here; new code imports db/executor.
export type { Executor, Tx };

export type Account = 'member_wallet' | 'store_settlement' | 'platform_rewards' | 'withdrawals_payable' | 'withdrawals_paid' | 'expired';

/** The other side of a wallet movement (any account but a wallet). */
export interface Line {
  account: Exclude<Account, 'member_wallet'>;
  storeId?: number | null;
  amount: number;
}

export interface Refs {
  payLogId?: number | null;
  withdrawalId?: number | null;
  storeId?: number | null;
  reversesId?: number | null;
  memo?: string;
}

export interface Movement {
  reason: LedgerReason;
  key: string;
  memberId: number;
  now: Date;
  refs?: Refs;
}

/** Advisory lock class of the per-member coin lock (the second key is the member id). */
export const MEMBER_COIN_LOCK = 7001;

/** Serialises every operation on one member's coins until the transaction ends. */
export async function lockMember(tx: Executor, memberId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${MEMBER_COIN_LOCK}::int, ${memberId}::int)`);
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A lot with what is left of it. */
export interface MemberLot extends LotState {
  amount: number;
  receivedOn: string;
  transactionId: number;
  reason: LedgerReason;
  /** The newest entry on the lot (makes expiry keys unique per lot state). */
  lastEntryId: number;
}

/** The member's lots that still hold coins (expired ones included until expireDue empties them). */
export async function memberLots(tx: Executor, memberId: number): Promise<MemberLot[]> {
  const rows = rowsOf<{ id: number; amount: number; received_on: string; expires_at: string | Date; transaction_id: number; reason: LedgerReason; remaining: string | number; last_entry_id: number }>(
    await tx.execute(sql`
      select l.id, l.amount, l.received_on::text as received_on, l.expires_at, l.transaction_id, tr.reason,
             coalesce(sum(e.amount), 0) as remaining, coalesce(max(e.id), 0) as last_entry_id
      from coin_lots l
      join ledger_transactions tr on tr.id = l.transaction_id
      left join ledger_entries e on e.lot_id = l.id
      where l.member_id = ${memberId}
      group by l.id, tr.reason
      having coalesce(sum(e.amount), 0) > 0
      order by l.expires_at, l.id`),
  );
  return rows.map((r) => ({
    id: r.id,
    amount: r.amount,
    receivedOn: r.received_on,
    expiresAt: new Date(r.expires_at),
    transactionId: r.transaction_id,
    reason: r.reason,
    remaining: Number(r.remaining),
    lastEntryId: Number(r.last_entry_id),
  }));
}

/** The wallet account's sum for the member (equal to the sum of the lots' remainders). */
export async function walletBalance(tx: Executor, memberId: number): Promise<number> {
  const [row] = rowsOf<{ total: string | number }>(
    await tx.execute(sql`select coalesce(sum(amount), 0) as total from ledger_entries where account = 'member_wallet' and member_id = ${memberId}`),
  );
  return Number(row.total);
}

async function byKey(tx: Executor, key: string): Promise<number | null> {
  const [row] = await tx.select({ id: t.ledgerTransactions.id }).from(t.ledgerTransactions).where(eq(t.ledgerTransactions.idempotencyKey, key));
  return row?.id ?? null;
}

async function begin(tx: Executor, m: { reason: LedgerReason; key: string; memberId: number | null; now: Date; refs?: Refs }): Promise<number> {
  const refs = m.refs ?? {};
  const [row] = await tx
    .insert(t.ledgerTransactions)
    .values({
      reason: m.reason,
      idempotencyKey: m.key,
      memberId: m.memberId,
      payLogId: refs.payLogId ?? null,
      withdrawalId: refs.withdrawalId ?? null,
      storeId: refs.storeId ?? null,
      reversesId: refs.reversesId ?? null,
      memo: (refs.memo ?? '').slice(0, 200),
      createdAt: m.now,
    })
    .returning({ id: t.ledgerTransactions.id });
  return row.id;
}

async function newLot(tx: Executor, memberId: number, transactionId: number, amount: number, now: Date): Promise<number> {
  const validity = lotValidity(now);
  const [row] = await tx
    .insert(t.coinLots)
    .values({ memberId, transactionId, amount, receivedOn: validity.receivedOn, expiresAt: validity.expiresAt, createdAt: now })
    .returning({ id: t.coinLots.id });
  return row.id;
}

type EntryRow = typeof t.ledgerEntries.$inferInsert;

/** Writes a transaction's entries; refuses (before the database would) anything unbalanced. */
async function write(tx: Executor, transactionId: number, entries: Omit<EntryRow, 'transactionId'>[]): Promise<void> {
  const rows = entries.filter((e) => e.amount !== 0).map((e) => ({ ...e, transactionId }));
  const sum = rows.reduce((s, e) => s + e.amount, 0);
  if (rows.length < 2 || sum !== 0) throw new Error(`ledger transaction ${transactionId} would be unbalanced (${rows.length} entries, sum ${sum})`);
  await tx.insert(t.ledgerEntries).values(rows);
}

const walletEntry = (memberId: number, lotId: number, amount: number) => ({ account: 'member_wallet' as const, memberId, lotId, amount });
const lineEntry = (line: Line) => ({ account: line.account, storeId: line.storeId ?? null, amount: line.amount });
const total = (lines: readonly Line[]) => lines.reduce((s, l) => s + l.amount, 0);

export interface Posted {
  transactionId: number;
  replayed: boolean;
}

/**
 * Credits `coins` to the member's wallet as a new lot; `funding` lines (negative, summing
 * to −coins) say who pays for them. Needs no member lock.
 */
export async function grant(tx: Tx, m: Movement & { coins: number; funding: Line[] }): Promise<Posted & { lotId: number | null }> {
  const earlier = await byKey(tx, m.key);
  if (earlier !== null) {
    const [lot] = await tx.select({ id: t.coinLots.id }).from(t.coinLots).where(eq(t.coinLots.transactionId, earlier));
    return { transactionId: earlier, replayed: true, lotId: lot?.id ?? null };
  }
  if (!Number.isInteger(m.coins) || m.coins <= 0) throw new RangeError(`grant must be a positive integer, got ${m.coins}`);
  if (total(m.funding) !== -m.coins) throw new Error(`grant ${m.key}: funding ${total(m.funding)} does not match ${m.coins} coins`);
  const transactionId = await begin(tx, m);
  const lotId = await newLot(tx, m.memberId, transactionId, m.coins, m.now);
  await write(tx, transactionId, [walletEntry(m.memberId, lotId, m.coins), ...m.funding.map(lineEntry)]);
  return { transactionId, replayed: false, lotId };
}

/**
 * Takes `coins` from the member's live lots, first to expire first, to the `to` lines
 * (positive, summing to coins). All or nothing: null when the live coins do not cover it.
 * The caller holds the member lock.
 */
export async function debit(tx: Tx, m: Movement & { coins: number; to: Line[] }): Promise<(Posted & { takes: Take[] }) | null> {
  const earlier = await byKey(tx, m.key);
  if (earlier !== null) return { transactionId: earlier, replayed: true, takes: await takesOf(tx, earlier) };
  if (total(m.to) !== m.coins) throw new Error(`debit ${m.key}: destination ${total(m.to)} does not match ${m.coins} coins`);
  const takes = planDebit(await memberLots(tx, m.memberId), m.coins, m.now);
  if (!takes) return null;
  const transactionId = await begin(tx, m);
  await write(tx, transactionId, [...takes.map((k) => walletEntry(m.memberId, k.lotId, -k.amount)), ...m.to.map(lineEntry)]);
  return { transactionId, replayed: false, takes };
}

/**
 * Takes back up to `coins` (a refunded payment's reward): the lot `prefer` first, then the
 * others first to expire first, never more than is live. `to(taken)` gives the lines the
 * coins go to. Returns what was taken and the shortfall. The caller holds the member lock.
 */
export async function clawback(
  tx: Tx,
  m: Movement & { coins: number; prefer: number | null; to: (taken: number) => Line[] },
): Promise<{ transactionId: number | null; taken: number; shortfall: number; replayed: boolean }> {
  const earlier = await byKey(tx, m.key);
  if (earlier !== null) {
    const taken = (await takesOf(tx, earlier)).reduce((sum, k) => sum + k.amount, 0);
    return { transactionId: earlier, taken, shortfall: m.coins - taken, replayed: true };
  }
  const { takes, shortfall } = planPartialDebit(await memberLots(tx, m.memberId), m.coins, m.now, m.prefer);
  const taken = m.coins - shortfall;
  if (taken === 0) return { transactionId: null, taken: 0, shortfall, replayed: false };
  const lines = m.to(taken);
  if (total(lines) !== taken) throw new Error(`clawback ${m.key}: destination ${total(lines)} does not match ${taken} coins`);
  const transactionId = await begin(tx, m);
  await write(tx, transactionId, [...takes.map((k) => walletEntry(m.memberId, k.lotId, -k.amount)), ...lines.map(lineEntry)]);
  return { transactionId, taken, shortfall, replayed: false };
}

/** The lots a transaction took from (positive amounts). */
async function takesOf(tx: Executor, transactionId: number): Promise<Take[]> {
  const rows = await tx
    .select({ lotId: t.ledgerEntries.lotId, amount: t.ledgerEntries.amount })
    .from(t.ledgerEntries)
    .where(and(eq(t.ledgerEntries.transactionId, transactionId), eq(t.ledgerEntries.account, 'member_wallet'), lt(t.ledgerEntries.amount, 0)));
  return rows.map((r) => ({ lotId: r.lotId as number, amount: -r.amount }));
}

/**
 * Undoes a debit: the coins `original` took go back to their lots while those are live, the
 * rest into a new lot valid from today. `from` lines (negative, summing to −coins) say
 * where they come back from.
 */
export async function restore(tx: Tx, m: Movement & { original: number; from: (coins: number) => Line[] }): Promise<Posted & { coins: number }> {
  const earlier = await byKey(tx, m.key);
  const debits = await takesOf(tx, m.original);
  const coins = debits.reduce((s, d) => s + d.amount, 0);
  if (earlier !== null) return { transactionId: earlier, replayed: true, coins };
  if (coins === 0) throw new Error(`restore ${m.key}: transaction ${m.original} took nothing from a wallet`);
  const lots = await tx
    .select({ id: t.coinLots.id, expiresAt: t.coinLots.expiresAt })
    .from(t.coinLots)
    .where(inArray(t.coinLots.id, debits.map((d) => d.lotId)));
  const plan = planRestore(debits, new Map(lots.map((l) => [l.id, l])), m.now);
  const lines = m.from(coins);
  if (total(lines) !== -coins) throw new Error(`restore ${m.key}: source ${total(lines)} does not match ${coins} coins`);
  const transactionId = await begin(tx, { ...m, refs: { ...m.refs, reversesId: m.original } });
  const entries = plan.back.map((b) => walletEntry(m.memberId, b.lotId, b.amount));
  if (plan.fresh > 0) entries.push(walletEntry(m.memberId, await newLot(tx, m.memberId, transactionId, plan.fresh, m.now), plan.fresh));
  await write(tx, transactionId, [...entries, ...lines.map(lineEntry)]);
  return { transactionId, replayed: false, coins };
}

/** A movement between platform accounts that leaves every wallet alone (a withdrawal paid out). */
export async function transfer(tx: Tx, m: { reason: LedgerReason; key: string; memberId: number | null; now: Date; refs?: Refs }, lines: Line[]): Promise<Posted> {
  const earlier = await byKey(tx, m.key);
  if (earlier !== null) return { transactionId: earlier, replayed: true };
  const transactionId = await begin(tx, m);
  await write(tx, transactionId, lines.map(lineEntry));
  return { transactionId, replayed: false };
}

/**
 * Empties the member's lots past their expiry with one `expiry` transaction per lot (the
 * coins go to the `expired` account). Returns the coins expired. The caller holds the
 * member lock.
 */
export async function expireDue(tx: Tx, memberId: number, now: Date): Promise<number> {
  const lots = await memberLots(tx, memberId);
  const due = planExpiry(lots, now);
  let expired = 0;
  for (const take of due) {
    const lot = lots.find((l) => l.id === take.lotId) as MemberLot;
    const key = `expiry:lot${lot.id}@${lot.lastEntryId}`;
    if ((await byKey(tx, key)) !== null) continue;
    const transactionId = await begin(tx, { reason: 'expiry', key, memberId, now, refs: { memo: `lot ${lot.id}` } });
    await write(tx, transactionId, [walletEntry(memberId, lot.id, -take.amount), { account: 'expired', amount: take.amount }]);
    expired += take.amount;
  }
  return expired;
}

/**
 * Members holding coins in lots that expired before `now` (the expiry job's work list),
 * looking at lots that expired after `since` (null: all of them). Member operations expire
 * their own lots first, so a lot the job has not reached yet is never spendable.
 */
export async function membersWithExpiredCoins(db: Executor, now: Date, limit: number, since: Date | null = null): Promise<number[]> {
  const from = since ? sql`and l.expires_at > ${since.toISOString()}::timestamptz` : sql``;
  const rows = rowsOf<{ member_id: number }>(
    await db.execute(sql`
      select distinct l.member_id
      from coin_lots l
      where l.expires_at <= ${now.toISOString()}::timestamptz ${from}
        and (select coalesce(sum(e.amount), 0) from ledger_entries e where e.lot_id = l.id) > 0
      order by l.member_id
      limit ${limit}`),
  );
  return rows.map((r) => r.member_id);
}

/** The member's live coins now (after expireDue they equal walletBalance). */
export function liveCoins(lots: readonly MemberLot[], now: Date): number {
  return lots.filter((l) => isLive(l, now)).reduce((s, l) => s + l.remaining, 0);
}
