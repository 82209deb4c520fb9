/**
 * Store reads: rankings, detail, the map search and its filter parameters, position → city.
 *
 * Keyword strategy: `stores.search_text` (name, food types, district, address) carries a GIN
 * trigram index (pg_trgm), which serves `ILIKE '%keyword%'` for keywords of 3+ characters.
 * Shorter keywords yield no trigram, so the planner scans the table with the same ILIKE —
 * still correct, and cheap at this size. Wildcards in the keyword are escaped (literal match).
 */
import { and, asc, count, desc, eq, gte, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Paged, Ranking, SearchParams, StoreDetail, StoreFilter, StoreSummary } from '@joy/contract';
import type { Database } from '../db/client';
import * as t from '../db/schema';
import { validationFailure } from '../lib/api-error';
import { taipeiClock } from '../lib/business-status';
import { paged, type PageRequest } from '../lib/paging';
import { hotScore, loadBadges, loadDetails, loadSummaries } from './store-summaries';

/** Farther than this from every city centre, a position has no city. */
export const CITY_RADIUS_KM = 50;
export const BAD_DATE = '日期格式不正確';

/** Escapes LIKE wildcards so a keyword is matched literally. */
const likePattern = (keyword: string): string => `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;

/** Great-circle distance in km from a point (haversine; accurate enough for "nearby"). */
const distanceKm = (lat: number, lng: number): SQL<number> =>
  sql<number>`6371 * 2 * asin(sqrt(power(sin(radians(${t.stores.lat} - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(${t.stores.lat})) * power(sin(radians(${t.stores.lng} - ${lng}) / 2), 2)))`;

export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const a = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(a));
}

/** Weekday (0 Sunday) of a calendar date 'YYYY-MM-DD' — the date is already Taipei's. */
function weekdayOf(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const day = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!match || !day || day.getUTCDate() !== Number(match[3])) throw validationFailure({ date: BAD_DATE });
  return day.getUTCDay();
}

const hhmm = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Open now on the Taipei clock: the same rule as businessStatus() (overnight spans included). */
function openNow(now: Date): SQL {
  const { weekday, minutes } = taipeiClock(now);
  const time = hhmm(minutes);
  const yesterday = (weekday + 6) % 7;
  return sql`exists (select 1 from ${t.businessTimes} b where b.store_id = ${t.stores.id} and (
    (b.weekday = ${weekday} and b.open <= ${time}::time and (b.close <= b.open or ${time}::time < b.close))
    or (b.weekday = ${yesterday} and b.close <= b.open and ${time}::time < b.close)))`;
}

function filterConditions(filter: StoreFilter, now: Date): SQL[] {
  const where: SQL[] = [];
  if (filter.city) where.push(eq(t.stores.cityId, filter.city));
  if (filter.district.length) where.push(inArray(t.stores.districtId, filter.district));
  if (filter.keyword) where.push(sql`${t.stores.searchText} ilike ${likePattern(filter.keyword)}`);
  // Food types: any of the chosen ones. Tags: all of them (each narrows the list).
  if (filter.food_types.length) {
    where.push(sql`exists (select 1 from ${t.storeFoodTypes} where ${t.storeFoodTypes.storeId} = ${t.stores.id}
      and ${inArray(t.storeFoodTypes.foodTypeId, filter.food_types)})`);
  }
  if (filter.tags.length) {
    const wanted = [...new Set(filter.tags)];
    where.push(sql`(select count(*) from ${t.storeTags} where ${t.storeTags.storeId} = ${t.stores.id}
      and ${inArray(t.storeTags.tagId, wanted)}) = ${wanted.length}`);
  }
  if (filter.total_people) where.push(gte(t.stores.maxPartySize, filter.total_people));
  // A date keeps the stores open at some time that weekday (closed all day → out).
  if (filter.date) {
    where.push(sql`exists (select 1 from ${t.businessTimes} b where b.store_id = ${t.stores.id} and b.weekday = ${weekdayOf(filter.date)})`);
  }
  if (filter.joy_now) where.push(openNow(now));
  if (filter.joy_booking) where.push(eq(t.stores.joyBooking, true));
  if (filter.joy_pay) where.push(eq(t.stores.joyPay, true));
  if (filter.jcoin_reward) where.push(sql`${t.stores.rewardRate} > 0`);
  return where;
}

export function createStoreRepository(db: Database) {
  return {
    async ranking(now: Date): Promise<Ranking> {
      const { hotIds, newIds, badges } = await loadBadges(db, now);
      return {
        hot: await loadSummaries(db, hotIds, { now, badges }),
        new: await loadSummaries(db, newIds, { now, badges }),
      };
    },

    /** `memberId` (optional bearer) sets member_is_collection. */
    async detail(id: number, now: Date, memberId: number | null = null): Promise<StoreDetail | null> {
      const { badges } = await loadBadges(db, now);
      const [detail] = await loadDetails(db, [id], { now, badges });
      if (!detail) return null;
      if (memberId !== null) {
        const [row] = await db
          .select({ storeId: t.memberCollections.storeId })
          .from(t.memberCollections)
          .where(and(eq(t.memberCollections.memberId, memberId), eq(t.memberCollections.storeId, id)));
        detail.member_is_collection = Boolean(row);
      }
      return detail;
    },

    /** Ordered by distance when a position is given, otherwise by the hot score. */
    async search(filter: StoreFilter, page: PageRequest, now: Date): Promise<Paged<StoreSummary>> {
      const where = and(...filterConditions(filter, now));
      const [{ total }] = await db.select({ total: count() }).from(t.stores).where(where);
      const near = filter.lat !== null && filter.lng !== null ? distanceKm(filter.lat, filter.lng) : null;
      const rows = await db
        .select({ id: t.stores.id, distance: near ?? sql<null>`null` })
        .from(t.stores)
        .where(where)
        .orderBy(...(near ? [asc(near)] : [desc(hotScore(now))]), asc(t.stores.id))
        .limit(page.perPage)
        .offset(page.offset);
      const distances = near ? new Map(rows.map((r) => [r.id, Math.round(Number(r.distance) * 100) / 100])) : undefined;
      const { badges } = await loadBadges(db, now);
      const data = await loadSummaries(
        db,
        rows.map((r) => r.id),
        { now, badges, distances },
      );
      return paged(data, total, page);
    },

    /** The seeded city whose centre is nearest, or null beyond CITY_RADIUS_KM. */
    async cityAt(lat: number, lng: number): Promise<number | null> {
      const cities = await db
        .select({ id: t.cities.id, lat: t.cities.lat, lng: t.cities.lng })
        .from(t.cities)
        .where(and(isNotNull(t.cities.lat), isNotNull(t.cities.lng)));
      let best: { id: number; km: number } | null = null;
      for (const c of cities) {
        const km = haversineKm(lat, lng, c.lat as number, c.lng as number);
        if (!best || km < best.km) best = { id: c.id, km };
      }
      return best && best.km <= CITY_RADIUS_KM ? best.id : null;
    },

    async searchParams(): Promise<SearchParams> {
      const cities = await db.select().from(t.cities).orderBy(asc(t.cities.sort), asc(t.cities.id));
      const districts = await db.select().from(t.districts).orderBy(asc(t.districts.sort), asc(t.districts.id));
      const tags = await db.select({ id: t.tags.id, name: t.tags.name }).from(t.tags).orderBy(asc(t.tags.sort), asc(t.tags.id));
      const foodTypes = await db
        .select({ id: t.foodTypes.id, name: t.foodTypes.name })
        .from(t.foodTypes)
        .orderBy(asc(t.foodTypes.sort), asc(t.foodTypes.id));
      return {
        cities: cities.map((c) => ({
          id: c.id,
          name: c.name,
          districts: districts.filter((d) => d.cityId === c.id).map((d) => ({ id: d.id, name: d.name })),
        })),
        tags,
        food_types: foodTypes,
      };
    },
  };
}

export type StoreRepository = ReturnType<typeof createStoreRepository>;
