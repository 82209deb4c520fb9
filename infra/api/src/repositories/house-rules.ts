/**
 * A store's rules card (store_house_rules, services/house-rules.ts): the card as the contract
 * types it, and beside it the columns search filters on (免訂金, 可帶寵物, 不限時), written from
 * the card in the same statement so they never disagree.
 *
 * The table has no change-feed trigger of its own: a write touches the store row in the same
 * transaction (`touchStore`), whose trigger tells the read model (a 'store' change), so the
 * store page's version and the search's filter sets move with the card.
 */
import { eq, sql } from 'drizzle-orm';
import { houseRulesFacts, type HouseRules } from '@joy/contract';
import type { Executor, Tx } from '../db/executor';
import * as t from '../db/schema';

/** The search columns of a card. */
export function searchColumns(rules: HouseRules) {
  const facts = houseRulesFacts(rules);
  return {
    depositKind: rules.deposit.kind,
    depositPerPerson: rules.deposit.kind === 'deposit' ? rules.deposit.amount_per_person : 0,
    petsAllowed: facts.pets,
    timeLimitMinutes: rules.time_limit_minutes,
  };
}

/** The holiday dates from `today` on (a holiday whose dates are all past is left out). */
export function currentHouseRules(rules: HouseRules, today: string): HouseRules {
  if (!rules.holidays.some((h) => h.dates.some((d) => d < today))) return rules;
  const holidays = rules.holidays.flatMap((h) => {
    const dates = h.dates.filter((d) => d >= today);
    return dates.length ? [{ ...h, dates }] : [];
  });
  return { ...rules, holidays };
}

/** A card as read from the jsonb column (text from a driver that leaves JSON unparsed). */
export const parseRules = (value: unknown): HouseRules | null => (value == null ? null : typeof value === 'string' ? (JSON.parse(value) as HouseRules) : (value as HouseRules));

/** The store's card; null when it has set none (the caller shows the defaults). */
export async function houseRulesOf(ex: Executor, storeId: number): Promise<HouseRules | null> {
  const [row] = await ex.select({ rules: t.storeHouseRules.rules }).from(t.storeHouseRules).where(eq(t.storeHouseRules.storeId, storeId));
  return row ? parseRules(row.rules) : null;
}

/** The cards of several stores, by store id (stores without one are absent). */
export async function houseRulesOfStores(ex: Executor, storeIds: readonly number[]): Promise<Map<number, HouseRules>> {
  if (!storeIds.length) return new Map();
  const rows = await ex
    .select({ storeId: t.storeHouseRules.storeId, rules: t.storeHouseRules.rules })
    .from(t.storeHouseRules)
    .where(sql`${t.storeHouseRules.storeId} in (${sql.join(storeIds.map((id) => sql`${id}`), sql`, `)})`);
  return new Map(rows.map((r) => [r.storeId, parseRules(r.rules) as HouseRules]));
}

/**
 * Marks the store row changed (its trigger writes the read model's change feed) and takes its
 * UPDATE lock, so two writes of one store's card run one after the other. False: no such store.
 */
export async function touchStore(tx: Tx, storeId: number): Promise<boolean> {
  const rows = await tx.update(t.stores).set({ updatedAt: sql`now()` }).where(eq(t.stores.id, storeId)).returning({ id: t.stores.id });
  return rows.length > 0;
}

/** Writes the card and its search columns in one statement (insert or replace). */
export async function writeHouseRules(ex: Executor, storeId: number, rules: HouseRules): Promise<void> {
  const columns = searchColumns(rules);
  await ex
    .insert(t.storeHouseRules)
    .values({ storeId, rules, ...columns })
    .onConflictDoUpdate({ target: t.storeHouseRules.storeId, set: { rules, ...columns, updatedAt: sql`now()` } });
}
