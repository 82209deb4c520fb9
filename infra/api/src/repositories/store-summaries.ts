/**
 * Turns store ids into StoreSummary/StoreDetail payloads: one query per related table for
 * the whole page (no N+1), badges from the current rankings, status from the clock.
 */
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { BusinessTime, StoreDetail, StoreSummary } from '@joy/contract';
import type { Database } from '../db/client';
import * as t from '../db/schema';
import { businessStatus } from '../lib/business-status';

export const RANKING_SIZE = 10;

/** Comments younger than this count as recent activity in the hot score. */
export const HOT_WINDOW_DAYS = 90;

/**
 * The hot score from real signals: recent comments weighted by their score (a 5-star comment
 * of the last 90 days adds 1, a 1-star one 0.2), plus the long-run quality, the average score
 * weighted by how many people commented. Bookings and payments of the window plug in here as
 * further terms once the order and pay-log tables exist.
 */
export const hotScore = (now: Date) => {
  const since = new Date(now.getTime() - HOT_WINDOW_DAYS * 86_400_000).toISOString();
  return sql`(coalesce((select sum(c.score) from ${t.comments} c
      where c.store_id = ${t.stores.id} and not c.hidden and c.created_at > ${since}::timestamptz and c.created_at <= ${now.toISOString()}::timestamptz), 0) / 5.0
    + ${t.stores.averageScore} * ln(${t.stores.commentCount} + 1))`;
};

export interface Badges {
  hot: Set<number>;
  fresh: Set<number>;
}

type BadgeSet = { hotIds: number[]; newIds: number[]; badges: Badges };

/**
 * The rankings are aggregates over every store and 90 days of comments: far too costly to
 * compute for each store card. They are cached per database for a minute and recomputed at
 * once when a store or comment is added (the cheap version key below changes).
 */
const BADGE_TTL_MS = 60_000;
const badgeCache = new WeakMap<object, { key: string; at: number; value: BadgeSet }>();

async function computeBadges(db: Database, now: Date): Promise<BadgeSet> {
  const hot = await db.select({ id: t.stores.id }).from(t.stores).orderBy(desc(hotScore(now)), asc(t.stores.id)).limit(RANKING_SIZE);
  const fresh = await db.select({ id: t.stores.id }).from(t.stores).orderBy(desc(t.stores.openedAt), desc(t.stores.id)).limit(RANKING_SIZE);
  const hotIds = hot.map((r) => r.id);
  const newIds = fresh.map((r) => r.id);
  return { hotIds, newIds, badges: { hot: new Set(hotIds), fresh: new Set(newIds) } };
}

/** is_hot / is_new mean "in the current top 10 of that ranking", everywhere a store appears. */
export async function loadBadges(db: Database, now: Date): Promise<BadgeSet> {
  const [version] = await db
    .select({ stores: sql<string>`(select coalesce(max(id), 0) from ${t.stores})`, comments: sql<string>`(select coalesce(max(id), 0) from ${t.comments})` })
    .from(sql`(select 1) as one`);
  const key = `${version?.stores}:${version?.comments}`;
  const cached = badgeCache.get(db);
  if (cached && cached.key === key && Math.abs(now.getTime() - cached.at) < BADGE_TTL_MS) return cached.value;
  const value = await computeBadges(db, now);
  badgeCache.set(db, { key, at: now.getTime(), value });
  return value;
}

const hhmm = (time: string): string => time.slice(0, 5);

async function namesByStore(db: Database, ids: number[]) {
  const types = await db
    .select({ storeId: t.storeFoodTypes.storeId, name: t.foodTypes.name })
    .from(t.storeFoodTypes)
    .innerJoin(t.foodTypes, eq(t.foodTypes.id, t.storeFoodTypes.foodTypeId))
    .where(inArray(t.storeFoodTypes.storeId, ids))
    .orderBy(asc(t.foodTypes.sort));
  const tagRows = await db
    .select({ storeId: t.storeTags.storeId, name: t.tags.name })
    .from(t.storeTags)
    .innerJoin(t.tags, eq(t.tags.id, t.storeTags.tagId))
    .where(inArray(t.storeTags.storeId, ids))
    .orderBy(asc(t.tags.sort));
  const hours = await db
    .select({ storeId: t.businessTimes.storeId, weekday: t.businessTimes.weekday, open: t.businessTimes.open, close: t.businessTimes.close })
    .from(t.businessTimes)
    .where(inArray(t.businessTimes.storeId, ids))
    .orderBy(asc(t.businessTimes.weekday), asc(t.businessTimes.open));

  const group = <R extends { storeId: number }, V>(rows: R[], pick: (row: R) => V): Map<number, V[]> => {
    const map = new Map<number, V[]>();
    for (const row of rows) map.set(row.storeId, [...(map.get(row.storeId) ?? []), pick(row)]);
    return map;
  };
  return {
    foodTypes: group(types, (r) => r.name),
    tags: group(tagRows, (r) => r.name),
    hours: group(hours, (r): BusinessTime => ({ weekday: r.weekday, open: hhmm(r.open), close: hhmm(r.close) })),
  };
}

const storeColumns = {
  id: t.stores.id,
  slug: t.stores.slug,
  name: t.stores.name,
  logo: t.stores.logo,
  photo: t.stores.photo,
  city: t.cities.name,
  district: t.districts.name,
  address: t.stores.address,
  averageScore: t.stores.averageScore,
  commentCount: t.stores.commentCount,
  priceLevel: t.stores.priceLevel,
  rewardRate: t.stores.rewardRate,
  joyBooking: t.stores.joyBooking,
  joyPay: t.stores.joyPay,
  description: t.stores.description,
  phone: t.stores.phone,
  lat: t.stores.lat,
  lng: t.stores.lng,
};

export interface SummaryContext {
  now: Date;
  badges: Badges;
  /** Distance in km by store id, when the search had a position. */
  distances?: Map<number, number>;
}

type StoreRow = { [K in keyof typeof storeColumns]: (typeof storeColumns)[K]['_']['data'] };

async function loadRows(db: Database, ids: number[]): Promise<StoreRow[]> {
  if (!ids.length) return [];
  return db
    .select(storeColumns)
    .from(t.stores)
    .innerJoin(t.cities, eq(t.cities.id, t.stores.cityId))
    .innerJoin(t.districts, eq(t.districts.id, t.stores.districtId))
    .where(inArray(t.stores.id, ids));
}

/** Summaries in the order of `ids` (the order the caller's query decided). */
export async function loadSummaries(db: Database, ids: number[], ctx: SummaryContext): Promise<StoreSummary[]> {
  const details = await loadDetails(db, ids, ctx);
  return details.map(({ description: _d, phone: _p, lat: _la, lng: _ln, photos: _ph, business_times: _b, member_is_collection: _m, ...summary }) => summary);
}

export async function loadDetails(db: Database, ids: number[], ctx: SummaryContext): Promise<StoreDetail[]> {
  const rows = await loadRows(db, ids);
  if (!rows.length) return [];
  const { foodTypes, tags, hours } = await namesByStore(db, ids);
  const photos = await db
    .select({ storeId: t.storePhotos.storeId, url: t.storePhotos.url })
    .from(t.storePhotos)
    .where(inArray(t.storePhotos.storeId, ids))
    .orderBy(asc(t.storePhotos.sort));
  const byId = new Map(rows.map((r) => [r.id, r]));

  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const times = hours.get(id) ?? [];
    const detail: StoreDetail = {
      id: r.id,
      slug: r.slug,
      name: r.name,
      logo: r.logo,
      photo: r.photo,
      city: r.city,
      district: r.district,
      address: r.address,
      food_types: foodTypes.get(id) ?? [],
      tags: tags.get(id) ?? [],
      average_score: Number(r.averageScore),
      comment_count: r.commentCount,
      business_status: businessStatus(times, ctx.now),
      is_hot: ctx.badges.hot.has(id),
      is_new: ctx.badges.fresh.has(id),
      price_level: r.priceLevel,
      reward_rate: r.rewardRate,
      joy_booking: r.joyBooking,
      joy_pay: r.joyPay,
      distance: ctx.distances?.get(id) ?? null,
      description: r.description,
      phone: r.phone,
      lat: r.lat,
      lng: r.lng,
      photos: photos.filter((p) => p.storeId === id).map((p) => p.url),
      business_times: times,
      member_is_collection: false,
    };
    return [detail];
  });
}
