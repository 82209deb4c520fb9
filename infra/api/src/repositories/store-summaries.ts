/**
 * Turns store ids into StoreSummary/StoreDetail payloads in ONE query per list: the store row
 * joined with its city and district, its food types, tags, hours (and photos for the detail)
 * aggregated by correlated subqueries on their indexes. Badges come from the current rankings
 * (cached), the business status from the clock.
 */
import { and, asc, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { defaultHouseRules, type BusinessTime, type StoreDetail, type StoreSummary } from '@joy/contract';
import type { Database } from '../db/client';
import * as t from '../db/schema';
import { businessStatus } from '../lib/business-status';
import { upcomingClosuresOf } from './store-content';
import { currentHouseRules, houseRulesOfStores } from './house-rules';
import { taipeiDate } from '../lib/booking-clock';
import { imageOfUrl, parseImage, parseImages, photoImagesOf } from './photo-images';

/** A card's photo_image, present only for an image-pipeline picture. */
const withImage = (image: ReturnType<typeof parseImage>) => (image ? { photo_image: image } : {});

export const RANKING_SIZE = 10;

/** Comments younger than this count as recent activity in the hot score. */
export const HOT_WINDOW_DAYS = 90;

/**
 * Each store's points from recent comments (sum of the scores of its visible comments of the
 * last 90 days), as a subquery to LEFT JOIN: one pass over the window's comments instead of a
 * lookup per store.
 */
export function recentPoints(db: Database, now: Date) {
  const since = new Date(now.getTime() - HOT_WINDOW_DAYS * 86_400_000);
  return db
    .select({ storeId: t.comments.storeId, points: sql<number>`sum(${t.comments.score})`.as('points') })
    .from(t.comments)
    .where(and(eq(t.comments.hidden, false), gt(t.comments.createdAt, since), lte(t.comments.createdAt, now)))
    .groupBy(t.comments.storeId)
    .as('recent');
}

/**
 * The hot score from real signals: recent comments weighted by their score (a 5-star comment
 * of the last 90 days adds 1, a 1-star one 0.2), plus the long-run quality, the average score
 * weighted by how many people commented. Bookings and payments of the window plug in here as
 * further terms once the order and pay-log tables exist. `recent` is recentPoints(), joined.
 */
export const hotScore = (recent: ReturnType<typeof recentPoints>): SQL<number> =>
  sql<number>`(coalesce(${recent.points}, 0) / 5.0 + ${t.stores.averageScore} * ln(${t.stores.commentCount} + 1))`;

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

/** The cache key of the badges: highest store and comment ids (a select field, for folding into another query). */
export const badgeVersion = sql<string>`((select coalesce(max(id), 0) from ${t.stores})::text || ':' || (select coalesce(max(id), 0) from ${t.comments})::text)`;

async function computeBadges(db: Database, now: Date): Promise<BadgeSet> {
  const recent = recentPoints(db, now);
  const hot = await db
    .select({ id: t.stores.id })
    .from(t.stores)
    .leftJoin(recent, eq(recent.storeId, t.stores.id))
    .orderBy(desc(hotScore(recent)), asc(t.stores.id))
    .limit(RANKING_SIZE);
  const fresh = await db.select({ id: t.stores.id }).from(t.stores).orderBy(desc(t.stores.openedAt), desc(t.stores.id)).limit(RANKING_SIZE);
  const hotIds = hot.map((r) => r.id);
  const newIds = fresh.map((r) => r.id);
  return { hotIds, newIds, badges: { hot: new Set(hotIds), fresh: new Set(newIds) } };
}

/**
 * is_hot / is_new mean "in the current top 10 of that ranking", everywhere a store appears.
 * `version` is badgeVersion when the caller already read it in its own query (saves a round trip).
 */
export async function loadBadges(db: Database, now: Date, version?: string): Promise<BadgeSet> {
  const key = version ?? (await db.select({ key: badgeVersion }).from(sql`(select 1) as one`))[0]?.key ?? '';
  const cached = badgeCache.get(db);
  if (cached && cached.key === key && Math.abs(now.getTime() - cached.at) < BADGE_TTL_MS) return cached.value;
  const value = await computeBadges(db, now);
  badgeCache.set(db, { key, at: now.getTime(), value });
  return value;
}

/** Opening spans as 'weekday open close' joined by ',', ordered like the detail lists them. */
const hoursField = sql<string>`coalesce((select string_agg(b.weekday || ' ' || to_char(b.open, 'HH24:MI') || ' ' || to_char(b.close, 'HH24:MI'), ',' order by b.weekday, b.open)
  from ${t.businessTimes} b where b.store_id = ${t.stores.id}), '')`;

/** Names of a store's food types or tags, in their display order (JSON so both drivers answer alike). */
const namesField = (link: string, table: string, key: string) =>
  sql<string[]>`coalesce((select json_agg(x.name order by x.sort, x.id) from ${sql.identifier(link)} l join ${sql.identifier(table)} x on x.id = l.${sql.identifier(key)}
    where l.store_id = ${t.stores.id}), '[]'::json)`;

/** Columns of a store card: the row, its place and its aggregated lists. */
export const summaryFields = {
  id: t.stores.id,
  slug: t.stores.slug,
  name: t.stores.name,
  logo: t.stores.logo,
  photo: t.stores.photo,
  city: t.cities.name,
  district: t.districts.name,
  address: t.stores.address,
  lat: t.stores.lat,
  lng: t.stores.lng,
  averageScore: t.stores.averageScore,
  commentCount: t.stores.commentCount,
  priceLevel: t.stores.priceLevel,
  pricePerPerson: t.stores.pricePerPerson,
  rewardRate: t.stores.rewardRate,
  joyBooking: t.stores.joyBooking,
  joyPay: t.stores.joyPay,
  foodTypes: namesField('store_food_types', 'food_types', 'food_type_id'),
  tags: namesField('store_tags', 'tags', 'tag_id'),
  hours: hoursField,
  photoImage: imageOfUrl(t.stores.photo),
};

const detailFields = {
  ...summaryFields,
  description: t.stores.description,
  phone: t.stores.phone,
  maxPartySize: t.stores.maxPartySize,
  photos: sql<string[]>`coalesce((select json_agg(p.url order by p.sort, p.id) from ${t.storePhotos} p where p.store_id = ${t.stores.id}), '[]'::json)`,
  photoImages: photoImagesOf(t.stores.id),
  seatingAreas: t.stores.seatingAreas,
  houseNotes: t.stores.houseNotes,
};

export interface SummaryContext {
  now: Date;
  badges: Badges;
  /** Distance in km by store id, when the search had a position. */
  distances?: Map<number, number>;
}

/** What a select of summaryFields answers. */
export interface SummaryRow {
  id: number;
  slug: string;
  name: string;
  logo: string;
  photo: string;
  city: string;
  district: string;
  address: string;
  lat: number | string;
  lng: number | string;
  averageScore: number | string;
  commentCount: number;
  priceLevel: number;
  pricePerPerson: number;
  rewardRate: number;
  joyBooking: boolean;
  joyPay: boolean;
  foodTypes: unknown;
  tags: unknown;
  hours: string;
  /** The card picture's image (repositories/photo-images.ts); absent in rows read without it. */
  photoImage?: unknown;
}

interface DetailRow extends SummaryRow {
  description: string;
  phone: string;
  maxPartySize: number;
  photos: unknown;
  photoImages: unknown;
  seatingAreas: string[];
  houseNotes: string;
}

/** JSON arrives parsed from pg and PGlite alike; a string is parsed here just in case. */
const list = (value: unknown): string[] => (typeof value === 'string' ? (JSON.parse(value) as string[]) : ((value as string[] | null) ?? []));

function parseHours(value: string): BusinessTime[] {
  if (!value) return [];
  return value.split(',').map((span) => {
    const [weekday, open, close] = span.split(' ');
    return { weekday: Number(weekday), open, close };
  });
}

/** A store card from a row with summaryFields (distance: the search's, when it had a position). */
export function toSummary(r: SummaryRow, ctx: SummaryContext, distance: number | null = null): StoreSummary {
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    logo: r.logo,
    photo: r.photo,
    city: r.city,
    district: r.district,
    address: r.address,
    lat: Number(r.lat),
    lng: Number(r.lng),
    food_types: list(r.foodTypes),
    tags: list(r.tags),
    average_score: Number(r.averageScore),
    comment_count: r.commentCount,
    business_status: businessStatus(parseHours(r.hours), ctx.now),
    is_hot: ctx.badges.hot.has(r.id),
    is_new: ctx.badges.fresh.has(r.id),
    price_level: r.priceLevel,
    price_per_person: r.pricePerPerson,
    reward_rate: r.rewardRate,
    joy_booking: r.joyBooking,
    joy_pay: r.joyPay,
    distance: distance ?? ctx.distances?.get(r.id) ?? null,
    ...withImage(parseImage(r.photoImage)),
  };
}

/** Orders rows like `ids` (the order the caller's query decided); unknown ids drop out. */
function inOrder<R extends { id: number }>(ids: readonly number[], rows: readonly R[]): R[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Summaries in the order of `ids`, one query. */
export async function loadSummaries(db: Database, ids: number[], ctx: SummaryContext): Promise<StoreSummary[]> {
  if (!ids.length) return [];
  const rows = await db
    .select(summaryFields)
    .from(t.stores)
    .innerJoin(t.cities, eq(t.cities.id, t.stores.cityId))
    .innerJoin(t.districts, eq(t.districts.id, t.stores.districtId))
    .where(inArray(t.stores.id, ids));
  return inOrder(ids, rows).map((r) => toSummary(r, ctx));
}

/** Details in the order of `ids`, one query (photos and hours included). */
export async function loadDetails(db: Database, ids: number[], ctx: SummaryContext): Promise<StoreDetail[]> {
  if (!ids.length) return [];
  const rows: DetailRow[] = await db
    .select(detailFields)
    .from(t.stores)
    .innerJoin(t.cities, eq(t.cities.id, t.stores.cityId))
    .innerJoin(t.districts, eq(t.districts.id, t.stores.districtId))
    .where(inArray(t.stores.id, ids));
  const closures = await upcomingClosuresOf(db, ids, ctx.now);
  const rules = await houseRulesOfStores(db, ids);
  return inOrder(ids, rows).map((r) => ({
    ...toSummary(r, ctx),
    description: r.description,
    phone: r.phone,
    photos: list(r.photos),
    photo_images: parseImages(r.photoImages),
    business_times: parseHours(r.hours),
    member_is_collection: false,
    max_party_size: r.maxPartySize,
    seating_areas: r.seatingAreas,
    house_notes: r.houseNotes,
    closures: closures.get(r.id) ?? [],
    house_rules: currentHouseRules(rules.get(r.id) ?? defaultHouseRules, taipeiDate(ctx.now)),
  }));
}
