/**
 * Columns derived from other rows, recomputed inside the caller's transaction so they never
 * drift: a store's average score and comment count (visible comments only) and the text
 * the keyword search matches. The migration 0003 backfill repeats the search-text expression.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './client';

/** Transactions and databases both run these. */
type Executor = Pick<Database, 'execute'>;

const storeFilter = (storeIds?: readonly number[]): SQL =>
  storeIds ? sql`s.id in (${sql.join(storeIds.map((id) => sql`${id}`), sql`, `)})` : sql`true`;

export async function refreshStoreScores(db: Executor, storeIds?: readonly number[]): Promise<void> {
  if (storeIds && !storeIds.length) return;
  await db.execute(sql`
    update stores s set
      average_score = coalesce((select round(avg(c.score), 2) from comments c where c.store_id = s.id and not c.hidden), 0),
      comment_count = (select count(*) from comments c where c.store_id = s.id and not c.hidden),
      updated_at = now()
    where ${storeFilter(storeIds)}`);
}

export async function refreshSearchText(db: Executor, storeIds?: readonly number[]): Promise<void> {
  if (storeIds && !storeIds.length) return;
  await db.execute(sql`
    update stores s set search_text = concat_ws(' ', s.name,
      (select string_agg(f.name, ' ' order by f.sort) from store_food_types sf join food_types f on f.id = sf.food_type_id where sf.store_id = s.id),
      (select d.name from districts d where d.id = s.district_id),
      s.address)
    where ${storeFilter(storeIds)}`);
}
