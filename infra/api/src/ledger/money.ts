/**
 * The money ledger of booking guarantees (NT$ held on diners' cards), in the coin ledger's style:
 * append-only, double-entry, in PostgreSQL (money_transactions, money_entries; migration 0025).
 *
 * - A **transaction** is one step of one guarantee with a unique key: `guarantee:{id}:authorize`,
 *   `guarantee:{id}:release`, `guarantee:{id}:capture`. Posting a key again finds the first and
 *   returns it (`replayed`), so no step is ever booked twice.
 * - Its **entries** are signed NT$ on three accounts and sum to zero: `diner_card` (− held or
 *   taken from the diner's card), `card_hold` (+ held, awaiting check-in), `store_receivable`
 *   (+ captured for the store).
 *   authorize: diner_card −H, card_hold +H · release: card_hold −H, diner_card +H ·
 *   capture of K: card_hold −H, store_receivable +K, diner_card +(H − K).
 * - Rows are never updated or deleted, and each transaction is checked balanced at commit
 *   (triggers of migration 0025); `write` refuses an unbalanced one before the database would.
 * - A guarantee's release and capture are alternatives: services/guarantees.ts posts either
 *   under the guarantee row's lock and moves the row's status once, so a guarantee's card_hold
 *   is emptied exactly once.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../db/executor';
import * as t from '../db/schema';

export type MoneyAccount = 'diner_card' | 'card_hold' | 'store_receivable';
export type MoneyStep = 'authorize' | 'release' | 'capture';

export interface Hold {
  guaranteeId: number;
  storeId: number;
  memberId: number | null;
  /** NT$ held. */
  amount: number;
  now: Date;
}

export interface Posted {
  transactionId: number;
  replayed: boolean;
}

/** The key of a guarantee's step. */
export const moneyKey = (guaranteeId: number, step: MoneyStep): string => `guarantee:${guaranteeId}:${step}`;

async function byKey(tx: Executor, key: string): Promise<number | null> {
  const [row] = await tx.select({ id: t.moneyTransactions.id }).from(t.moneyTransactions).where(eq(t.moneyTransactions.key, key));
  return row?.id ?? null;
}

interface Line {
  account: MoneyAccount;
  amount: number;
}

/** Posts one step's transaction with its lines (zeros dropped); refuses anything unbalanced. */
async function post(tx: Tx, hold: Hold, step: MoneyStep, memo: string, lines: Line[]): Promise<Posted> {
  const key = moneyKey(hold.guaranteeId, step);
  const earlier = await byKey(tx, key);
  if (earlier !== null) return { transactionId: earlier, replayed: true };
  if (!Number.isInteger(hold.amount) || hold.amount <= 0) throw new RangeError(`money ${key}: the hold must be a positive integer, got ${hold.amount}`);
  const rows = lines.filter((l) => l.amount !== 0);
  const sum = rows.reduce((s, l) => s + l.amount, 0);
  if (rows.length < 2 || sum !== 0) throw new Error(`money transaction ${key} would be unbalanced (${rows.length} entries, sum ${sum})`);
  const [row] = await tx
    .insert(t.moneyTransactions)
    .values({ key, reason: step, guaranteeId: hold.guaranteeId, memo: memo.slice(0, 200), createdAt: hold.now })
    .returning({ id: t.moneyTransactions.id });
  await tx.insert(t.moneyEntries).values(rows.map((l) => ({ transactionId: row.id, account: l.account, storeId: hold.storeId, memberId: hold.memberId, amount: l.amount })));
  return { transactionId: row.id, replayed: false };
}

/** The card is held for the guarantee: diner_card → card_hold. */
export function postAuthorize(tx: Tx, hold: Hold): Promise<Posted> {
  return post(tx, hold, 'authorize', `預先授權 NT$${hold.amount}`, [
    { account: 'diner_card', amount: -hold.amount },
    { account: 'card_hold', amount: hold.amount },
  ]);
}

/** The hold is let go whole: card_hold → diner_card. */
export function postRelease(tx: Tx, hold: Hold): Promise<Posted> {
  return post(tx, hold, 'release', `釋放授權 NT$${hold.amount}`, [
    { account: 'card_hold', amount: -hold.amount },
    { account: 'diner_card', amount: hold.amount },
  ]);
}

/** `kept` (1 … amount) of the hold goes to the store, the rest back to the card. */
export function postCapture(tx: Tx, hold: Hold, kept: number): Promise<Posted> {
  if (!Number.isInteger(kept) || kept < 1 || kept > hold.amount) throw new RangeError(`capture of guarantee ${hold.guaranteeId} must be 1 … ${hold.amount}, got ${kept}`);
  return post(tx, hold, 'capture', `收取 NT$${kept}（授權 NT$${hold.amount}）`, [
    { account: 'card_hold', amount: -hold.amount },
    { account: 'store_receivable', amount: kept },
    { account: 'diner_card', amount: hold.amount - kept },
  ]);
}

/** An account's balance, for one guarantee or (without it) overall. */
export async function moneyBalance(db: Executor, account: MoneyAccount, guaranteeId?: number): Promise<number> {
  const where = guaranteeId === undefined ? eq(t.moneyEntries.account, account) : and(eq(t.moneyEntries.account, account), eq(t.moneyTransactions.guaranteeId, guaranteeId));
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${t.moneyEntries.amount}), 0)` })
    .from(t.moneyEntries)
    .innerJoin(t.moneyTransactions, eq(t.moneyTransactions.id, t.moneyEntries.transactionId))
    .where(where);
  return Number(row.total);
}
