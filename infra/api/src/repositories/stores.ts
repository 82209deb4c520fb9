/** Store reads: rankings, detail, the map search and its filter parameters. */
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Paged, Ranking, SearchParams, StoreDetail, StoreFilter, StoreSummary } from '@joy/contract';
import type { Database } from '../db/client';
import * as t from '../db/schema';
import { paged, type PageRequest } from '../lib/paging';
import { hotScore, loadBadges, loadDetails, loadSummaries } from './store-summaries';

/** Escapes LIKE wildcards so a keyword is matched literally. */
const likePattern = (keyword: string): string => `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;

/** Great-circle distance in km from a point (haversine; accurate enough for "nearby"). */
const distanceKm = (lat: number, lng: number): SQL<number> =>
  sql<number>`6371 * 2 * asin(sqrt(power(sin(radians(${t.stores.lat} - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(${t.stores.lat})) * power(sin(radians(${t.stores.lng} - ${lng}) / 2), 2)))`;

function filterConditions(filter: StoreFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.city) where.push(eq(t.stores.cityId, filter.city));
  if (filter.district.length) where.push(inArray(t.stores.districtId, filter.district));
  if (filter.keyword) {
    const pattern = likePattern(filter.keyword);
    const byType = sql`exists (select 1 from ${t.storeFoodTypes} join ${t.foodTypes} on ${t.foodTypes.id} = ${t.storeFoodTypes.foodTypeId}
      where ${t.storeFoodTypes.storeId} = ${t.stores.id} and ${t.foodTypes.name} ilike ${pattern})`;
    const keyword = or(ilike(t.stores.name, pattern), ilike(t.stores.address, pattern), byType);
    if (keyword) where.push(keyword);
  }
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
  if (filter.joy_booking) where.push(eq(t.stores.joyBooking, true));
  if (filter.joy_pay) where.push(eq(t.stores.joyPay, true));
  if (filter.jcoin_reward) where.push(sql`${t.stores.rewardRate} > 0`);
  return where;
}

export function createStoreRepository(db: Database) {
  return {
    async ranking(now: Date): Promise<Ranking> {
      const { hotIds, newIds, badges } = await loadBadges(db);
      return {
        hot: await loadSummaries(db, hotIds, { now, badges }),
        new: await loadSummaries(db, newIds, { now, badges }),
      };
    },

    async detail(id: number, now: Date): Promise<StoreDetail | null> {
      const { badges } = await loadBadges(db);
      const [detail] = await loadDetails(db, [id], { now, badges });
      return detail ?? null;
    },

    /** Ordered by distance when a position is given, otherwise by the hot score. */
    async search(filter: StoreFilter, page: PageRequest, now: Date): Promise<Paged<StoreSummary>> {
      const where = and(...filterConditions(filter));
      const [{ total }] = await db.select({ total: count() }).from(t.stores).where(where);
      const near = filter.lat !== null && filter.lng !== null ? distanceKm(filter.lat, filter.lng) : null;
      const rows = await db
        .select({ id: t.stores.id, distance: near ?? sql<null>`null` })
        .from(t.stores)
        .where(where)
        .orderBy(...(near ? [asc(near)] : [desc(hotScore)]), asc(t.stores.id))
        .limit(page.perPage)
        .offset(page.offset);
      const distances = near ? new Map(rows.map((r) => [r.id, Math.round(Number(r.distance) * 100) / 100])) : undefined;
      const { badges } = await loadBadges(db);
      const data = await loadSummaries(
        db,
        rows.map((r) => r.id),
        { now, badges, distances },
      );
      return paged(data, total, page);
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
