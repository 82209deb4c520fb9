/**
 * Fills the database with realistic Taiwanese data. Deterministic (one seeded PRNG, fixed
 * dates) and idempotent: rows carry fixed ids and are inserted with ON CONFLICT DO NOTHING,
 * pictures are rewritten with identical bytes, so running it twice changes nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import type { Database } from './client';
import type { Executor } from './executor';
import * as t from './schema';
import { createRandom } from './seed-data/prng';
import { ALL_CITIES, CITY_CENTRES, DISTRICTS } from './seed-data/places';
import { FOOD_TYPES, TAGS } from './seed-data/food';
import { buildMoreStores, buildStores, morePerDistrict, type Naming, type StoreSeed } from './seed-data/stores';
import { buildArticles, buildNews, CAROUSEL, DEALER_PROGRAMS } from './seed-data/content';
import { buildComments } from './seed-data/comments';
import { LAST_SLOT_BEFORE_CLOSE, SLOT_BASE_CAPACITY, SLOT_CAPACITY_SPREAD, SLOT_STEP_MINUTES } from './seed-data/slots';
import { markSearchTextCurrent, refreshSearchText, refreshStoreScores } from './derived';
import { bannerSvg, carouselSvg, coverSvg, logoSvg, photoSvg } from './seed-data/svg';
import { seedPartnerCredentials } from './seed-data/partners';
import { insertMenus } from './seed-data/menus';
import { seededHouseRules } from './seed-data/house-rules';
import { searchColumns } from '../repositories/house-rules';

/** 4: 2,020 stores over 20 cities and 83 districts; short-keyword tokens in search_text. 5: menus. */
export const SEED_VERSION = 5;
const PHOTOS_PER_STORE = 3;
const BANNER: readonly [string, string] = ['#e67e22', '#f9e79f'];
const PARTY_SIZES = [4, 6, 8, 10, 12, 16, 20];
/** Stores the seed adds after the first 260 (see morePerDistrict): 2,020 in all. */
export const MORE_STORES = DISTRICTS.reduce((n, p) => n + morePerDistrict(p), 0);

export interface SeedOptions {
  uploadDir: string;
}

export interface SeedSummary {
  stores: number;
  articles: number;
  news: number;
  comments: number;
}

/**
 * Public URL and disk file of a seeded picture. One already there with the same bytes is left
 * alone, and a new one is written beside it and renamed into place: a reader (the server
 * serving uploads, a test reading them while a second seed runs) never sees a half-written file.
 */
function picture(uploadDir: string, file: string, content: string): string {
  const target = path.join(uploadDir, 'seed', file);
  const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : null;
  if (current !== content) {
    const temp = `${target}.${process.pid}.tmp`;
    fs.writeFileSync(temp, content);
    fs.renameSync(temp, target);
  }
  return `/uploads/seed/${file}`;
}

function chunks<T>(rows: readonly T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** A column of a bulk insert: its name and SQL type. */
type Column = readonly [name: string, type: string];

/**
 * Inserts many rows with one statement per batch: the batch travels as one JSON parameter and
 * json_to_recordset unpacks it, so a batch of thousands of rows costs one round trip and one
 * parse on either driver (PGlite or pg), instead of thousands of bound parameters.
 * Rows are keyed by column name; conflicts are skipped (the seed is idempotent).
 */
export async function insertMany(db: Executor, table: string, columns: readonly Column[], rows: readonly Record<string, unknown>[], batch = 5000): Promise<void> {
  const names = sql.raw(columns.map(([name]) => `"${name}"`).join(', '));
  const types = sql.raw(columns.map(([name, type]) => `"${name}" ${type}`).join(', '));
  for (const part of chunks(rows, batch)) {
    await db.execute(sql`insert into ${sql.identifier(table)} (${names})
      select ${names} from json_to_recordset(${JSON.stringify(part)}::json) as x(${types})
      on conflict do nothing`);
  }
}

const STORE_COLUMNS: readonly Column[] = [
  ['id', 'int'],
  ['slug', 'text'],
  ['name', 'text'],
  ['logo', 'text'],
  ['photo', 'text'],
  ['city_id', 'int'],
  ['district_id', 'int'],
  ['address', 'text'],
  ['lat', 'float8'],
  ['lng', 'float8'],
  ['phone', 'text'],
  ['description', 'text'],
  ['price_level', 'int2'],
  ['reward_rate', 'int2'],
  ['joy_booking', 'bool'],
  ['joy_pay', 'bool'],
  ['average_score', 'numeric'],
  ['comment_count', 'int'],
  ['max_party_size', 'int2'],
  ['opened_at', 'date'],
];

/** The row of a store; pictures are the caller's (seeded files, or shared ones in the bench seed). */
export function storeRow(s: StoreSeed, pictures: { logo: string; photo: string }, maxPartySize: number): Record<string, unknown> {
  return {
    id: s.id,
    slug: s.slug,
    name: s.name,
    logo: pictures.logo,
    photo: pictures.photo,
    city_id: s.cityIndex + 1,
    district_id: s.districtId,
    address: s.address,
    lat: s.lat,
    lng: s.lng,
    phone: s.phone,
    description: s.description,
    price_level: s.priceLevel,
    reward_rate: s.rewardRate,
    joy_booking: s.joyBooking,
    joy_pay: s.joyPay,
    // Recomputed from the seeded comments (refreshStoreScores); 0 when a store has none.
    average_score: 0,
    comment_count: 0,
    max_party_size: maxPartySize,
    opened_at: s.openedAt,
  };
}

/**
 * The rules cards of the stores that set one (seed-data/house-rules.ts), with their search
 * columns; a store that has a card keeps it (the seed is idempotent).
 */
export async function insertHouseRules(db: Executor, stores: readonly Pick<StoreSeed, 'id' | 'priceLevel'>[]): Promise<void> {
  const rows = stores.flatMap((s) => {
    const rules = seededHouseRules(s.id, s.priceLevel);
    if (!rules) return [];
    const c = searchColumns(rules);
    return [{ store_id: s.id, rules, deposit_kind: c.depositKind, deposit_per_person: c.depositPerPerson, pets_allowed: c.petsAllowed, time_limit_minutes: c.timeLimitMinutes }];
  });
  await insertMany(
    db,
    'store_house_rules',
    [
      ['store_id', 'int'],
      ['rules', 'jsonb'],
      ['deposit_kind', 'text'],
      ['deposit_per_person', 'int'],
      ['pets_allowed', 'bool'],
      ['time_limit_minutes', 'int2'],
    ],
    rows,
  );
}

/** Food types, tags and opening hours of stores (hours without ids: the serial numbers them). */
export async function insertStoreLinks(db: Executor, stores: readonly StoreSeed[], hourIds?: Map<StoreSeed, number>): Promise<void> {
  await insertMany(db, 'store_food_types', [['store_id', 'int'], ['food_type_id', 'int']], stores.flatMap((s) => s.foodTypes.map((f) => ({ store_id: s.id, food_type_id: f + 1 }))));
  await insertMany(db, 'store_tags', [['store_id', 'int'], ['tag_id', 'int']], stores.flatMap((s) => s.tags.map((g) => ({ store_id: s.id, tag_id: g + 1 }))));
  const hourColumns: Column[] = [['store_id', 'int'], ['weekday', 'int2'], ['open', 'time'], ['close', 'time']];
  if (hourIds) hourColumns.unshift(['id', 'int']);
  await insertMany(
    db,
    'business_times',
    hourColumns,
    stores.flatMap((s) => s.hours.map((h, n) => ({ ...(hourIds ? { id: (hourIds.get(s) as number) + n } : {}), store_id: s.id, ...h }))),
    20_000,
  );
}

/**
 * Bookable slots from the opening hours (the rule of seed-data/slots.ts, computed by the
 * database: no rows travel): every SLOT_STEP_MINUTES from opening until LAST_SLOT_BEFORE_CLOSE
 * before closing; times past midnight belong to the next weekday; capacity from slotCapacity().
 */
export async function insertSlots(db: Executor, storeIds?: { from: number; to: number }): Promise<void> {
  const range = storeIds ? sql`b.store_id between ${storeIds.from} and ${storeIds.to}` : sql`true`;
  await db.execute(sql`
    insert into store_slots (store_id, weekday, time, capacity)
    select b.store_id, ((b.weekday + m / 1440) % 7)::int2,
      lpad(((m % 1440) / 60)::text, 2, '0') || ':' || lpad((m % 60)::text, 2, '0'),
      (${SLOT_BASE_CAPACITY} + (b.store_id * 7 + ((b.weekday + m / 1440) % 7) * 13 + ((m % 1440) / ${SLOT_STEP_MINUTES}) * 5) % ${SLOT_CAPACITY_SPREAD})::int2
    from business_times b
    cross join lateral (select (extract(epoch from b.open) / 60)::int as o, (extract(epoch from b.close) / 60)::int as c) t
    cross join lateral generate_series(t.o, (case when t.c <= t.o then t.c + 1440 else t.c end) - ${LAST_SLOT_BEFORE_CLOSE}, ${SLOT_STEP_MINUTES}) as m
    where ${range}
      -- A store's slots go in together: one that has any is done (a second seed skips the work).
      and not exists (select 1 from store_slots x where x.store_id = b.store_id)
    order by b.store_id, 2, 3
    on conflict do nothing`);
}

/**
 * About what a diner spends per person, inside the band of the store's price level (NT$ 120–300,
 * 300–600, 600–1,200, 1,200–3,000 in steps of 10), varied by id; only stores that have none
 * (migration 0018 applies the same rule to stores seeded before the column).
 */
export async function fillPricePerPerson(db: Executor, storeIds?: { from: number; to: number }): Promise<void> {
  const range = storeIds ? sql`id between ${storeIds.from} and ${storeIds.to}` : sql`true`;
  await db.execute(sql`
    update stores set price_per_person = case price_level
      when 1 then 120 + (id * 7919 % 19) * 10
      when 2 then 300 + (id * 7919 % 31) * 10
      when 3 then 600 + (id * 7919 % 61) * 10
      else 1200 + (id * 7919 % 181) * 10 end
    where price_per_person = 0 and ${range}`);
}

/** Explicit ids leave the serial sequences behind; move them past the seeded rows. */
export async function syncSequences(db: Executor, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await db.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select coalesce(max(id), 1) from "${table}"))`));
  }
}

export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.stores);
  return row.n === 0;
}

export async function seed(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const random = createRandom(20_261_123);
  fs.mkdirSync(path.join(options.uploadDir, 'seed'), { recursive: true });
  const pic = (file: string, content: string) => picture(options.uploadDir, file, content);

  const naming: Naming = { names: new Set(), slugs: new Set() };
  const first = buildStores(random, naming);
  const articles = buildArticles(first, random);
  const newsItems = buildNews(random);
  // A second stream for what came later, so the stores, articles and news above stay as they were.
  const later = createRandom(20_261_124);
  const partySizes = new Map(first.map((s) => [s.id, later.pick(PARTY_SIZES)]));
  const comments = buildComments(first, later);
  // A third for the stores of the 2,000-store seed: the first 260 and their comments are unchanged.
  const more = createRandom(20_261_125);
  const added = buildMoreStores(more, first.length + 1, MORE_STORES, naming);
  for (const s of added) partySizes.set(s.id, more.pick(PARTY_SIZES));
  comments.push(...buildComments(added, more, comments.length + 1));
  const stores = [...first, ...added];

  await db.transaction(async (tx) => {
    await tx
      .insert(t.cities)
      .values(ALL_CITIES.map((c, i) => ({ id: i + 1, name: c.name, sort: i, lat: CITY_CENTRES[c.name]?.[0] ?? null, lng: CITY_CENTRES[c.name]?.[1] ?? null })))
      .onConflictDoNothing();
    await tx
      .insert(t.districts)
      .values(DISTRICTS.map((p) => ({ id: p.id, cityId: p.cityId, name: p.district.name, postalCode: p.district.postalCode, sort: p.sort })))
      .onConflictDoNothing();
    await tx
      .insert(t.foodTypes)
      .values(FOOD_TYPES.map((f, i) => ({ id: i + 1, name: f.name, sort: i, icon: pic(`food-${i + 1}.svg`, logoSvg(f.name, f.colours)) })))
      .onConflictDoNothing();
    await tx.insert(t.tags).values(TAGS.map((name, i) => ({ id: i + 1, name, sort: i }))).onConflictDoNothing();

    await insertMany(
      tx,
      'stores',
      STORE_COLUMNS,
      stores.map((s) =>
        storeRow(
          s,
          { logo: pic(`store-${s.id}-logo.svg`, logoSvg(s.name, FOOD_TYPES[s.foodTypes[0]].colours)), photo: `/uploads/seed/store-${s.id}-1.svg` },
          partySizes.get(s.id) ?? 8,
        ),
      ),
      2000,
    );
    const photoRows = stores.flatMap((s) =>
      Array.from({ length: PHOTOS_PER_STORE }, (_, n) => ({
        id: (s.id - 1) * PHOTOS_PER_STORE + n + 1,
        store_id: s.id,
        url: pic(`store-${s.id}-${n + 1}.svg`, photoSvg(s.id, n + 1, FOOD_TYPES[s.foodTypes[0]].name, FOOD_TYPES[s.foodTypes[0]].colours)),
        sort: n,
      })),
    );
    await insertMany(tx, 'store_photos', [['id', 'int'], ['store_id', 'int'], ['url', 'text'], ['sort', 'int']], photoRows);

    // Hours keep the fixed ids the first seed gave them (numbered across the stores in order).
    const hourIds = new Map<StoreSeed, number>();
    let nextHour = 1;
    for (const s of stores) {
      hourIds.set(s, nextHour);
      nextHour += s.hours.length;
    }
    await insertStoreLinks(tx, stores, hourIds);
    // Slots keep no fixed id: the (store, weekday, time) unique index makes the insert idempotent.
    await insertSlots(tx);
    await fillPricePerPerson(tx);
    // Menus before the search text: their dishes are part of it.
    await insertMenus(tx, stores);
    await insertHouseRules(tx, stores);

    await tx
      .insert(t.articles)
      .values(
        articles.map((a) => ({
          id: a.id,
          title: a.title,
          summary: a.summary,
          body: a.body,
          author: a.author,
          image: pic(`article-${a.id}.svg`, coverSvg(a.id, FOOD_TYPES[a.foodType].name, FOOD_TYPES[a.foodType].colours)),
          viewCount: a.viewCount,
          likeCount: a.likeCount,
          publishedAt: new Date(a.publishedAt),
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(t.carouselItems)
      .values(CAROUSEL.map(([title, link], i) => ({ id: i + 1, title, link, sort: i, image: pic(`carousel-${i + 1}.svg`, carouselSvg(i + 1)) })))
      .onConflictDoNothing();
    await tx
      .insert(t.news)
      .values(newsItems.map((n) => ({ ...n, image: pic(`news-${n.id}.svg`, bannerSvg(n.title, BANNER)), publishedAt: new Date(n.publishedAt) })))
      .onConflictDoNothing();
    await tx.insert(t.dealerPrograms).values([...DEALER_PROGRAMS]).onConflictDoNothing();

    await insertMany(
      tx,
      'comments',
      [
        ['id', 'int'],
        ['store_id', 'int'],
        ['name', 'text'],
        ['phone', 'text'],
        ['title', 'text'],
        ['body', 'text'],
        ['score', 'int2'],
        ['score_food', 'int2'],
        ['score_service', 'int2'],
        ['score_ambience', 'int2'],
        ['score_value', 'int2'],
        ['images', 'text[]'],
        ['reply', 'text'],
        ['reply_at', 'timestamptz'],
        ['created_at', 'timestamptz'],
      ],
      comments.map((c) => ({
        id: c.id,
        store_id: c.storeId,
        name: c.name,
        phone: c.phone,
        title: c.title,
        body: c.body,
        score: c.score,
        score_food: c.subScores[0],
        score_service: c.subScores[1],
        score_ambience: c.subScores[2],
        score_value: c.subScores[3],
        images: c.images,
        reply: c.reply,
        reply_at: c.replyAt,
        created_at: c.createdAt,
      })),
    );
    await refreshStoreScores(tx);
    await refreshSearchText(tx);
    await markSearchTextCurrent(tx);
    await syncSequences(tx, ['cities', 'districts', 'food_types', 'tags', 'stores', 'store_photos', 'business_times', 'articles', 'carousel_items', 'news', 'comments']);
  });
  // Fresh statistics, so the first searches are planned for the seeded sizes.
  await db.execute(sql`analyze`);

  await seedPartnerCredentials(db, stores.map((s) => s.id));
  return { stores: stores.length, articles: articles.length, news: newsItems.length, comments: comments.length };
}

/** Stores in the bench seed (`npm run seed:bench`). */
export const BENCH_STORES = 100_000;
const BENCH_BATCH = 5000;

export interface BenchSeedOptions extends SeedOptions {
  /** Total stores wanted, the seed's 2,020 included. */
  stores?: number;
  onProgress?: (done: number, total: number) => void;
}

/**
 * The seed, then more stores up to `stores` (100,000 by default) for performance work: same
 * generator, cities and districts, food types, tags and hours (breaks, closed days, past
 * midnight), names that repeat as chains do, and bookable slots from their hours (the regular
 * seed's rule, insertSlots: the availability search has the real slot table to probe). They
 * have no comments or photo rows, and reuse the food-type pictures (no files per store); they
 * have menus (seed-data/menus.ts, a statement per 2,000 stores). Batches
 * of 5,000 stores, each
 * in its own transaction: a batch whose stores exist is skipped, so it can be run again or
 * resumed after an interruption, and PGlite's memory stays flat.
 */
export async function seedBench(db: Database, options: BenchSeedOptions): Promise<{ stores: number; added: number }> {
  const total = options.stores ?? BENCH_STORES;
  const seeded = (await db.select({ n: count() }).from(t.stores))[0].n;
  if (seeded < 260 + MORE_STORES) await seed(db, options);
  const random = createRandom(20_261_126);
  const firstId = 260 + MORE_STORES + 1;
  const stores = buildMoreStores(random, firstId, Math.max(0, total - firstId + 1), { names: null, slugs: new Set() });
  const partySizes = stores.map(() => random.pick(PARTY_SIZES));
  let added = 0;
  for (let from = 0; from < stores.length; from += BENCH_BATCH) {
    const batch = stores.slice(from, from + BENCH_BATCH);
    const ids = { from: batch[0].id, to: batch[batch.length - 1].id };
    await db.transaction(async (tx) => {
      const [{ n }] = await tx.select({ n: count() }).from(t.stores).where(sql`${t.stores.id} between ${ids.from} and ${ids.to}`);
      // Stores seeded before menus were part of the bench seed get theirs (and their texts).
      // … and their rules cards.
      if (n > 0) {
        await insertHouseRules(tx, batch);
        return refreshSearchText(tx, await insertMenus(tx, batch));
      }
      await insertMany(
        tx,
        'stores',
        STORE_COLUMNS,
        batch.map((s, i) => {
          const icon = `/uploads/seed/food-${s.foodTypes[0] + 1}.svg`;
          return storeRow(s, { logo: icon, photo: icon }, partySizes[from + i]);
        }),
        2500,
      );
      await insertStoreLinks(tx, batch);
      await insertMenus(tx, batch);
      await insertHouseRules(tx, batch);
      await refreshSearchText(tx, batch.map((s) => s.id));
      await fillPricePerPerson(tx, { from: ids.from, to: ids.to });
      added += batch.length;
    });
    options.onProgress?.(Math.min(from + BENCH_BATCH, stores.length), stores.length);
  }
  // Slots per batch, in a transaction each; a store that has slots is skipped, so a bench
  // database seeded before slots were part of it gets them on the next run.
  for (let from = 0; from < stores.length; from += BENCH_BATCH) {
    const batch = stores.slice(from, from + BENCH_BATCH);
    await db.transaction((tx) => insertSlots(tx, { from: batch[0].id, to: batch[batch.length - 1].id }));
  }
  await syncSequences(db, ['stores', 'business_times', 'store_slots']);
  await markSearchTextCurrent(db);
  // Statistics for the planner and a visibility map for index-only scans.
  await db.execute(sql`vacuum analyze`);
  const [{ n }] = await db.select({ n: count() }).from(t.stores);
  return { stores: n, added };
}
