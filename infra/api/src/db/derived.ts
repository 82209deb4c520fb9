/**
 * Columns derived from other rows, recomputed inside the caller's transaction so they never
 * drift: a store's average score and comment count (visible comments only) and the text
 * the keyword search matches. The migration 0003 backfill wrote an earlier search-text (without
 * the short-keyword tokens); the seed rewrites it.
 */
import { sql, type SQL } from 'drizzle-orm';
import { foldVariants, SEARCH_TEXT_VERSION } from '../lib/text-variants';
import { englishNames } from '../lib/search-vocabulary';
import type { Executor } from './executor';
import { rowsOf } from './rows';

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

/**
 * search_text is the matched text (name, food types, district, address, the name in Latin letters
 * from the slug, the names of the dishes on its menu, then the English names of its food types
 * and dishes: lib/search-vocabulary.ts) folded to standard
 * variant forms (lib/text-variants.ts: 台 → 臺 …), followed by every one- and two-character piece
 * of its words as space-separated tokens: "… 大安區 … 大 安 區 大安 安區 …". The trigram index
 * cannot serve a keyword shorter than three characters (it has no trigram), but " 大安 " padded
 * by spaces has some, so the search matches a short keyword as a token (`ilike '% 大安 %'`) and
 * a longer one anywhere (`ilike '%港式飲茶%'`); both hit the index and both mean "the text
 * contains the keyword", since no keyword term holds a space. The base text is read here, folded
 * in JavaScript (white space collapsed: the base ends at the first double space, which the read
 * model relies on) and written back with its tokens, SEARCH_TEXT_BATCH stores a statement.
 *
 * Call it in the transaction that changes anything the text is made of — a store's name,
 * address, food types or menu (sections and dishes) — with the ids of the stores changed.
 */
export async function refreshSearchText(db: Executor, storeIds?: readonly number[]): Promise<void> {
  if (storeIds && !storeIds.length) return;
  const bases = rowsOf<{ id: number; base: string; named: string }>(
    await db.execute(sql`
      select s.id, concat_ws(' ', s.name, f.names, d.name, s.address,
          -- The name in Latin letters (the slug: hanami-sushi-daan), so sushi, ramen or hanami find it.
          replace(s.slug, '-', ' '), m.dishes) as base,
        -- What the English names are looked for in: the name, food types and dishes.
        concat_ws(' ', s.name, f.names, m.dishes) as named
      from stores s
      left join districts d on d.id = s.district_id
      cross join lateral (select string_agg(ft.name, ' ' order by ft.sort) as names from store_food_types sf join food_types ft on ft.id = sf.food_type_id where sf.store_id = s.id) f
      cross join lateral (select string_agg(i.name, ' ' order by i.sort, i.id) as dishes from store_menu_items i where i.store_id = s.id) m
      where ${storeFilter(storeIds)} order by s.id`),
  );
  for (let from = 0; from < bases.length; from += SEARCH_TEXT_BATCH) {
    const batch = bases.slice(from, from + SEARCH_TEXT_BATCH);
    const rows = JSON.stringify(batch.map((b) => ({ id: b.id, base: searchBase(b.base, b.named) })));
    await db.execute(sql`
      update stores s set search_text = x.base || ' ' || coalesce((
          select ' ' || string_agg(g.piece, ' ' order by g.piece) || ' '
          from (select distinct substr(w.word, i, n) as piece
                from regexp_split_to_table(x.base, '\\s+') as w(word),
                     generate_series(1, 2) as n,
                     generate_series(1, char_length(w.word) - n + 1) as i) g), '')
      from jsonb_to_recordset(${rows}::jsonb) as x(id int, base text)
      where x.id = s.id`);
  }
}

/** The base of a search text: the words folded, then the English names; single spaces. */
export function searchBase(base: string, named: string): string {
  return `${foldVariants(base)} ${englishNames(foldVariants(named))}`.replace(/\s+/gu, ' ').trim();
}

const SEARCH_TEXT_BATCH = 5000;
const SEARCH_TEXT_FACT = 'search_text_version';

/** Records that every store's search text follows SEARCH_TEXT_VERSION (the seed, after writing it). */
export async function markSearchTextCurrent(db: Executor): Promise<void> {
  await db.execute(sql`insert into data_facts (key, value) values (${SEARCH_TEXT_FACT}, ${SEARCH_TEXT_VERSION})
    on conflict (key) do update set value = excluded.value, updated_at = now()`);
}

/**
 * At start: a database whose search texts were written by an older rule (before variant
 * folding, or an earlier folding) gets them all rewritten once. Returns whether it did.
 */
export async function refreshStaleSearchText(db: Executor): Promise<boolean> {
  const [fact] = rowsOf<{ value: string }>(await db.execute(sql`select value from data_facts where key = ${SEARCH_TEXT_FACT}`));
  if (fact?.value === SEARCH_TEXT_VERSION) return false;
  await refreshSearchText(db);
  await markSearchTextCurrent(db);
  return true;
}
