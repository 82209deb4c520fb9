/**
 * Fills the database with realistic Taiwanese data. Deterministic (one seeded PRNG, fixed
 * dates) and idempotent: rows carry fixed ids and are inserted with ON CONFLICT DO NOTHING,
 * pictures are rewritten with identical bytes, so running it twice changes nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import type { Database } from './client';
import * as t from './schema';
import { createRandom } from './seed-data/prng';
import { CITIES, CITY_CENTRES } from './seed-data/places';
import { FOOD_TYPES, TAGS } from './seed-data/food';
import { buildStores, type StoreSeed } from './seed-data/stores';
import { buildArticles, buildNews, CAROUSEL, DEALER_PROGRAMS } from './seed-data/content';
import { buildComments } from './seed-data/comments';
import { buildSlots } from './seed-data/slots';
import { refreshSearchText, refreshStoreScores } from './derived';
import { bannerSvg, logoSvg, photoSvg } from './seed-data/svg';
import { seedPartnerCredentials } from './seed-data/partners';

export const SEED_VERSION = 3;
const PHOTOS_PER_STORE = 3;
const BANNER: readonly [string, string] = ['#e67e22', '#f9e79f'];

export interface SeedOptions {
  uploadDir: string;
}

export interface SeedSummary {
  stores: number;
  articles: number;
  news: number;
  comments: number;
}

/** Public URL and disk file of a seeded picture. */
function picture(uploadDir: string, file: string, content: string): string {
  fs.writeFileSync(path.join(uploadDir, 'seed', file), content);
  return `/uploads/seed/${file}`;
}

function chunks<T>(rows: T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.stores);
  return row.n === 0;
}

function districtRows() {
  let id = 0;
  return CITIES.flatMap((city, ci) =>
    city.districts.map((d, di) => ({ id: ++id, cityId: ci + 1, name: d.name, postalCode: d.postalCode, sort: di })),
  );
}

/** District ids follow districtRows() numbering: cities in order, districts in order. */
function districtId(store: StoreSeed): number {
  let before = 0;
  for (let ci = 0; ci < store.cityIndex; ci++) before += CITIES[ci].districts.length;
  return before + store.districtIndex + 1;
}

export async function seed(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const random = createRandom(20_261_123);
  fs.mkdirSync(path.join(options.uploadDir, 'seed'), { recursive: true });
  const pic = (file: string, content: string) => picture(options.uploadDir, file, content);

  const stores = buildStores(random);
  const articles = buildArticles(stores, random);
  const newsItems = buildNews(random);
  // A second stream for what came later, so the stores, articles and news above stay as they were.
  const later = createRandom(20_261_124);
  const partySizes = new Map(stores.map((s) => [s.id, later.pick([4, 6, 8, 10, 12, 16, 20])]));
  const comments = buildComments(stores, later);

  await db.transaction(async (tx) => {
    await tx
      .insert(t.cities)
      .values(CITIES.map((c, i) => ({ id: i + 1, name: c.name, sort: i, lat: CITY_CENTRES[c.name]?.[0] ?? null, lng: CITY_CENTRES[c.name]?.[1] ?? null })))
      .onConflictDoNothing();
    await tx.insert(t.districts).values(districtRows()).onConflictDoNothing();
    await tx
      .insert(t.foodTypes)
      .values(FOOD_TYPES.map((f, i) => ({ id: i + 1, name: f.name, sort: i, icon: pic(`food-${i + 1}.svg`, logoSvg(f.name, f.colours)) })))
      .onConflictDoNothing();
    await tx.insert(t.tags).values(TAGS.map((name, i) => ({ id: i + 1, name, sort: i }))).onConflictDoNothing();

    const storeRows = stores.map((s) => {
      const colours = FOOD_TYPES[s.foodTypes[0]].colours;
      return {
        id: s.id,
        slug: s.slug,
        name: s.name,
        logo: pic(`store-${s.id}-logo.svg`, logoSvg(s.name, colours)),
        photo: `/uploads/seed/store-${s.id}-1.svg`,
        cityId: s.cityIndex + 1,
        districtId: districtId(s),
        address: s.address,
        lat: s.lat,
        lng: s.lng,
        phone: s.phone,
        description: s.description,
        priceLevel: s.priceLevel,
        rewardRate: s.rewardRate,
        joyBooking: s.joyBooking,
        joyPay: s.joyPay,
        // Recomputed from the seeded comments below.
        averageScore: 0,
        commentCount: 0,
        maxPartySize: partySizes.get(s.id) ?? 8,
        openedAt: s.openedAt,
      };
    });
    for (const rows of chunks(storeRows)) await tx.insert(t.stores).values(rows).onConflictDoNothing();

    const photoRows = stores.flatMap((s) =>
      Array.from({ length: PHOTOS_PER_STORE }, (_, n) => ({
        id: (s.id - 1) * PHOTOS_PER_STORE + n + 1,
        storeId: s.id,
        url: pic(`store-${s.id}-${n + 1}.svg`, photoSvg(s.name, FOOD_TYPES[s.foodTypes[0]].colours, s.id + n)),
        sort: n,
      })),
    );
    for (const rows of chunks(photoRows)) await tx.insert(t.storePhotos).values(rows).onConflictDoNothing();

    const typeRows = stores.flatMap((s) => s.foodTypes.map((f) => ({ storeId: s.id, foodTypeId: f + 1 })));
    for (const rows of chunks(typeRows)) await tx.insert(t.storeFoodTypes).values(rows).onConflictDoNothing();
    const tagRows = stores.flatMap((s) => s.tags.map((g) => ({ storeId: s.id, tagId: g + 1 })));
    for (const rows of chunks(tagRows)) await tx.insert(t.storeTags).values(rows).onConflictDoNothing();

    let hourId = 0;
    const hourRows = stores.flatMap((s) => s.hours.map((h) => ({ id: ++hourId, storeId: s.id, ...h })));
    for (const rows of chunks(hourRows)) await tx.insert(t.businessTimes).values(rows).onConflictDoNothing();
    // Slots keep no fixed id: the (store, weekday, time) unique index makes the insert idempotent.
    for (const rows of chunks(buildSlots(hourRows), 1000)) await tx.insert(t.storeSlots).values(rows).onConflictDoNothing();

    await tx
      .insert(t.articles)
      .values(
        articles.map((a) => ({
          id: a.id,
          title: a.title,
          summary: a.summary,
          body: a.body,
          author: a.author,
          image: pic(`article-${a.id}.svg`, bannerSvg(a.title, FOOD_TYPES[a.foodType].colours)),
          viewCount: a.viewCount,
          likeCount: a.likeCount,
          publishedAt: new Date(a.publishedAt),
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(t.carouselItems)
      .values(CAROUSEL.map(([title, link], i) => ({ id: i + 1, title, link, sort: i, image: pic(`carousel-${i + 1}.svg`, bannerSvg(title, BANNER)) })))
      .onConflictDoNothing();
    await tx
      .insert(t.news)
      .values(newsItems.map((n) => ({ ...n, image: pic(`news-${n.id}.svg`, bannerSvg(n.title, BANNER)), publishedAt: new Date(n.publishedAt) })))
      .onConflictDoNothing();
    await tx.insert(t.dealerPrograms).values([...DEALER_PROGRAMS]).onConflictDoNothing();

    const commentRows = comments.map((c) => ({
      id: c.id,
      storeId: c.storeId,
      name: c.name,
      phone: c.phone,
      title: c.title,
      body: c.body,
      score: c.score,
      scoreFood: c.subScores[0],
      scoreService: c.subScores[1],
      scoreAmbience: c.subScores[2],
      scoreValue: c.subScores[3],
      images: c.images,
      reply: c.reply,
      replyAt: c.replyAt ? new Date(c.replyAt) : null,
      createdAt: new Date(c.createdAt),
    }));
    for (const rows of chunks(commentRows)) await tx.insert(t.comments).values(rows).onConflictDoNothing();
    await refreshStoreScores(tx);
    await refreshSearchText(tx);

    // Explicit ids leave the serial sequences behind; move them past the seeded rows.
    for (const table of ['cities', 'districts', 'food_types', 'tags', 'stores', 'store_photos', 'business_times', 'articles', 'carousel_items', 'news', 'comments']) {
      await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select coalesce(max(id), 1) from "${table}"))`));
    }
  });

  await seedPartnerCredentials(db, stores.map((s) => s.id));
  return { stores: stores.length, articles: articles.length, news: newsItems.length, comments: comments.length };
}
