/**
 * Store reads: rankings, detail, the map search and its filter parameters, position → city.
 *
 * A search page is one query: the page of store cards with their food types, tags and hours
 * aggregated in the same statement (store-summaries.ts), the total as a window count, the
 * badge cache key as a scalar subquery.
 *
 * Keyword strategy: the keyword is split on spaces and every term must match. `search_text`
 * (name, food types, district, address, then their one- and two-character pieces as tokens; see
 * db/derived.ts) carries a GIN trigram index (pg_trgm). A term of 3+ characters is matched with
 * `ILIKE '%term%'`, a shorter one as a token, `ILIKE '% term %'`: both give the index trigrams to
 * look up, so Chinese keywords of any length are served by the index. Wildcards in the keyword
 * are escaped (literal match).
 *
 * Distance ordering: the page is looked for inside a bounding box around the position, the
 * smallest of a few radii that the same scan's window counts show to hold enough matches, so
 * only the stores in the box get a haversine distance and a sort (with an index on (lat, lng)
 * the box could be a range scan; the schema has none yet). The answer is exact: it is kept only
 * when the page's farthest store is nearer than the box's inscribed circle (anything outside the
 * box is farther); otherwise the page is computed over every match.
 */
import { and, asc, count, desc, eq, gte, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { defaultHouseRules, messages, PRICE_PER_PERSON_MAX, type HouseRules, SEARCH_TIME_WINDOW_MINUTES, type Paged, type PopularSearches, type Ranking, type ResponsiveImage, type SearchParams, type SearchSuggestions, type StoreDetail, type StoreFilter, type StoreMenu, type StoreSummary } from '@joy/contract';
import { type StoreClosure } from '@joy/contract/partner';
import type { Database } from '../db/client';
import * as t from '../db/schema';
import { rowsOf } from '../db/rows';
import { validationFailure } from '../lib/api-error';
import { taipeiClock } from '../lib/business-status';
import { weekdayOf } from '../lib/booking-clock';
import { foldVariants } from '../lib/text-variants';
import { paged, type PageRequest } from '../lib/paging';
import { freeTimes, hasFreeSlot, inDayOrder, slotSearch, waitlistTimes, type SlotSearch } from './free-slots';
import { createDishSuggestions, loadMenus, NO_MENU } from './store-menus';
import { parseRules } from './house-rules';
import { badgeVersion, hotScore, loadBadges, loadDetails, loadSummaries, recentPoints, summaryFields, toSummary } from './store-summaries';

/** Farther than this from every city centre, a position has no city. */
export const CITY_RADIUS_KM = 50;
export { BAD_DATE } from './free-slots';

/** What the store page shows beyond its card (StoreRepository.pageExtras). */
export interface PageExtras {
  description: string;
  phone: string;
  seating_areas: string[];
  photos: string[];
  /** Each photo's image-pipeline picture (srcset), null for a seeded URL. */
  photo_images: (ResponsiveImage | null)[];
  house_notes: string;
  /** Every special closing day of the store (the route keeps the upcoming ones). */
  closures: StoreClosure[];
  /** The rules card as stored (the route leaves out past holiday dates); the defaults when none. */
  house_rules: HouseRules;
}

/** A text[] as PostgreSQL writes it ('{a,"b c"}'), for a driver that leaves it unparsed. */
function parseTextArray(value: string): string[] {
  const inner = value.replace(/^\{|\}$/g, '');
  if (!inner) return [];
  return (inner.match(/"(?:[^"\\]|\\.)*"|[^,]+/g) ?? []).map((part) => (part.startsWith('"') ? part.slice(1, -1).replace(/\\(.)/g, '$1') : part));
}

/** Escapes LIKE wildcards so a keyword is matched literally. */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

/** Keyword terms: split on white space, each must match; 1–2 characters match a search_text token. */
export function keywordConditions(keyword: string): SQL[] {
  // Folded like the search text (台 → 臺 …; lib/text-variants.ts), so variant forms find each other.
  const terms = [...new Set(foldVariants(keyword.trim()).split(/\s+/u).filter(Boolean))];
  return terms.map((term) =>
    [...term].length >= 3
      ? sql`${t.stores.searchText} ilike ${`%${escapeLike(term)}%`}`
      : sql`${t.stores.searchText} ilike ${`% ${escapeLike(term)} %`}`,
  );
}

/** Great-circle distance in km from a point (haversine; accurate enough for "nearby"). */
type Column = SQL | SQL.Aliased | AnyPgColumn;
const distanceKm = (lat: number, lng: number, latColumn: Column = t.stores.lat, lngColumn: Column = t.stores.lng): SQL<number> =>
  sql<number>`6371 * 2 * asin(sqrt(power(sin(radians(${latColumn} - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(${latColumn})) * power(sin(radians(${lngColumn} - ${lng}) / 2), 2)))`;

/** Radii of the bounding boxes tried for a distance-ordered page. */
const BOX_RADII_KM = [2, 8, 30];
const EARTH_KM = 6371;

interface Box {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/**
 * The latitude/longitude box holding every point within `km` of a position (the circle's extent
 * in longitude is taken at its widest), or null when it would reach a pole or the antimeridian.
 */
export function boundingBox(lat: number, lng: number, km: number): Box | null {
  const angle = km / EARTH_KM;
  const dLat = (angle * 180) / Math.PI;
  if (Math.abs(lat) + dLat >= 89) return null;
  const dLng = (Math.asin(Math.min(1, Math.sin(angle) / Math.cos((lat * Math.PI) / 180))) * 180) / Math.PI;
  if (Math.abs(lng) + dLng >= 180) return null;
  // A hair wider than exact, so rounding never drops a point on the circle.
  return { minLat: lat - dLat * 1.001, maxLat: lat + dLat * 1.001, minLng: lng - dLng * 1.001, maxLng: lng + dLng * 1.001 };
}

const inBox = (box: Box, latColumn: Column = t.stores.lat, lngColumn: Column = t.stores.lng): SQL =>
  sql`${latColumn} between ${box.minLat} and ${box.maxLat} and ${lngColumn} between ${box.minLng} and ${box.maxLng}`;

export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const a = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(a));
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

function filterConditions(filter: StoreFilter, now: Date, slots: SlotSearch | null): SQL[] {
  const where: SQL[] = [];
  if (filter.city) where.push(eq(t.stores.cityId, filter.city));
  if (filter.district.length) where.push(inArray(t.stores.districtId, filter.district));
  if (filter.keyword) where.push(...keywordConditions(filter.keyword));
  // Food types: any of the chosen ones. Tags: all of them (each narrows the list). Both are
  // semi-joins on the link tables' type/tag index, not a lookup per store.
  if (filter.food_types.length) {
    where.push(sql`${t.stores.id} in (select ${t.storeFoodTypes.storeId} from ${t.storeFoodTypes} where ${inArray(t.storeFoodTypes.foodTypeId, filter.food_types)})`);
  }
  // One semi-join per tag: the planner estimates each from the tag's statistics (a HAVING
  // count over them all is estimated blind and planned as a nested loop).
  for (const tag of new Set(filter.tags)) {
    where.push(sql`${t.stores.id} in (select ${t.storeTags.storeId} from ${t.storeTags} where ${t.storeTags.tagId} = ${tag})`);
  }
  if (filter.total_people) where.push(gte(t.stores.maxPartySize, filter.total_people));
  // A date keeps the stores open at some time that weekday (closed all day → out).
  if (filter.date) {
    where.push(sql`exists (select 1 from ${t.businessTimes} b where b.store_id = ${t.stores.id} and b.weekday = ${weekdayOf(filter.date)})`);
    // … and not on one of its special closing days.
    where.push(sql`not exists (select 1 from ${t.storeClosures} c where c.store_id = ${t.stores.id} and c.date = ${filter.date})`);
  }
  // With a time too: a free slot for the party near that time (free-slots.ts).
  if (slots) where.push(hasFreeSlot(slots));
  if (filter.joy_now) where.push(openNow(now));
  if (filter.joy_booking) where.push(eq(t.stores.joyBooking, true));
  if (filter.joy_pay) where.push(eq(t.stores.joyPay, true));
  if (filter.jcoin_reward) where.push(sql`${t.stores.rewardRate} > 0`);
  // The rules card's search columns (store_house_rules); a store without a card has the
  // defaults: no deposit, no pets, no time limit.
  const rules = (condition: SQL) => sql`select 1 from ${t.storeHouseRules} r where r.store_id = ${t.stores.id} and ${condition}`;
  if (filter.no_deposit) where.push(sql`not exists (${rules(sql`r.deposit_kind <> 'none'`)})`);
  if (filter.pets) where.push(sql`exists (${rules(sql`r.pets_allowed`)})`);
  if (filter.no_time_limit) where.push(sql`not exists (${rules(sql`r.time_limit_minutes is not null`)})`);
  // A price range keeps the stores whose price per person is known and inside it.
  if (filter.price_min != null || filter.price_max != null) {
    where.push(sql`${t.stores.pricePerPerson} > 0`);
    if (filter.price_min != null) where.push(gte(t.stores.pricePerPerson, filter.price_min));
    if (filter.price_max != null) where.push(sql`${t.stores.pricePerPerson} <= ${filter.price_max}`);
  }
  return where;
}

interface Places {
  foodTypes: { id: number; name: string }[];
  districts: { id: number; name: string; city_id: number; city: string }[];
}

export interface SearchOptions {
  /** ± minutes around a chosen time (the API's SEARCH_TIME_WINDOW_MINUTES). */
  timeWindowMinutes?: number;
}

const SUGGESTED_STORES = 5;
const SUGGESTED_PLACES = 3;
const POPULAR_SEARCHES = 8;

export function createStoreRepository(db: Database) {
  /** Food types and districts (a few hundred rows, rarely changed), read once per minute at most. */
  let placesCache: { at: number; value: Promise<Places> } | null = null;
  const places = (): Promise<Places> => {
    if (!placesCache || Date.now() - placesCache.at > 60_000) {
      const value = (async () => ({
        foodTypes: await db.select({ id: t.foodTypes.id, name: t.foodTypes.name }).from(t.foodTypes).orderBy(asc(t.foodTypes.sort), asc(t.foodTypes.id)),
        districts: await db
          .select({ id: t.districts.id, name: t.districts.name, city_id: t.districts.cityId, city: t.cities.name })
          .from(t.districts)
          .innerJoin(t.cities, eq(t.cities.id, t.districts.cityId))
          .orderBy(asc(t.cities.sort), asc(t.districts.sort), asc(t.districts.id)),
      }))();
      placesCache = { at: Date.now(), value };
      value.catch(() => {
        placesCache = null;
      });
    }
    return placesCache.value;
  };

  const dishes = createDishSuggestions(db);

  /** A photo of the store page's extras: its URL and, for an uploaded one, its picture. */
  type PhotoCells = [string, string | null, number | null, number | null, string | null];
  const photoCells = (value: unknown): PhotoCells[] => ((typeof value === 'string' ? JSON.parse(value) : value) as PhotoCells[] | null) ?? [];

  /** Store pages waiting for their extras, read together (pageExtras). */
  let pendingExtras = new Map<number, { resolve: (extras: PageExtras | null) => void; reject: (error: unknown) => void }[]>();
  const flushExtras = async () => {
    const batch = pendingExtras;
    pendingExtras = new Map();
    try {
      const ids = [...batch.keys()];
      // One statement for the whole batch: the row, its photos with their pictures and its
      // closing days as JSON columns.
      const rows = rowsOf<{ id: number; description: string; phone: string; seating_areas: string[] | string; photos: unknown; house_notes: string; closures: unknown; house_rules: unknown }>(
        await db.execute(sql`select s.id, s.description, s.phone, s.seating_areas, s.house_notes,
          (select r.rules from ${t.storeHouseRules} r where r.store_id = s.id) as house_rules,
          coalesce((select json_agg(json_build_array(p.url, i.hash, i.width, i.height, i.placeholder) order by p.sort, p.id)
            from ${t.storePhotos} p left join images i on i.hash = p.image where p.store_id = s.id), '[]'::json) as photos,
          coalesce((select json_agg(json_build_object('date', c.date::text, 'reason', c.reason) order by c.date) from ${t.storeClosures} c where c.store_id = s.id), '[]'::json) as closures
          from ${t.stores} s where s.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`),
      );
      const found = new Map(
        rows.map((row) => {
          const photos = photoCells(row.photos);
          return [
          Number(row.id),
          {
            description: row.description,
            phone: row.phone,
            seating_areas: typeof row.seating_areas === 'string' ? parseTextArray(row.seating_areas) : row.seating_areas,
            photos: photos.map((cells) => cells[0]),
            photo_images: photos.map(([, hash, width, height, placeholder]) => (hash === null ? null : { hash, width: Number(width), height: Number(height), placeholder: placeholder ?? '' })),
            house_notes: row.house_notes,
            closures: typeof row.closures === 'string' ? (JSON.parse(row.closures) as StoreClosure[]) : ((row.closures as StoreClosure[] | null) ?? []),
            house_rules: parseRules(row.house_rules) ?? defaultHouseRules,
          },
          ] as const;
        }),
      );
      for (const [id, waiting] of batch) for (const w of waiting) w.resolve(found.get(id) ?? null);
    } catch (error) {
      for (const waiting of batch.values()) for (const w of waiting) w.reject(error);
    }
  };

  return {
    async ranking(now: Date): Promise<Ranking> {
      const { hotIds, newIds, badges } = await loadBadges(db, now);
      return {
        hot: await loadSummaries(db, hotIds, { now, badges }),
        new: await loadSummaries(db, newIds, { now, badges }),
      };
    },

    /**
     * The store page by SQL (member_is_collection false): the reference the read model's page
     * is tested against (routes/v2/store builds it from the catalog and pageExtras).
     */
    async detail(id: number, now: Date): Promise<StoreDetail | null> {
      const { badges } = await loadBadges(db, now);
      const [detail] = await loadDetails(db, [id], { now, badges });
      return detail ?? null;
    },

    /**
     * What the store page shows beyond the read model's card: the description, phone, seating
     * areas, photos and menu (rows by their key, photos and menus by their indexes). The store
     * pages asked for in the same turn of the event loop are read together. Null: no such store.
     */
    pageExtras(id: number): Promise<PageExtras | null> {
      return new Promise((resolve, reject) => {
        const waiting = pendingExtras.get(id);
        if (waiting) waiting.push({ resolve, reject });
        else pendingExtras.set(id, [{ resolve, reject }]);
        if (pendingExtras.size === 1 && waiting === undefined) setImmediate(flushExtras);
      });
    },

    /** A store's menu (GET /v2/store/{id}/menu; no sections: none given). */
    async menu(id: number): Promise<StoreMenu> {
      return (await loadMenus(db, [id])).get(id) ?? NO_MENU;
    },

    /** Whether the member collected the store (member_is_collection). */
    async isCollected(memberId: number, storeId: number): Promise<boolean> {
      const [row] = await db
        .select({ storeId: t.memberCollections.storeId })
        .from(t.memberCollections)
        .where(and(eq(t.memberCollections.memberId, memberId), eq(t.memberCollections.storeId, storeId)));
      return Boolean(row);
    },

    /**
     * Ordered by distance when a position is given, otherwise by the hot score. Either is one
     * query: the total is a window count over the matches the page is chosen from. A second
     * runs only when the page is empty (to tell the total) or a box proved too small.
     */
    async search(filter: StoreFilter, page: PageRequest, now: Date, options: SearchOptions = {}): Promise<Paged<StoreSummary>> {
      const slots = slotSearch(filter, now, options.timeWindowMinutes ?? SEARCH_TIME_WINDOW_MINUTES);
      if (filter.city) {
        const [city] = await db.select({ id: t.cities.id }).from(t.cities).where(eq(t.cities.id, filter.city));
        if (!city) throw validationFailure({ city: messages.searchCityNotFound });
      }
      const conditions = filterConditions(filter, now, slots);
      /** The page's columns: the card, and its free times in an availability search. */
      const card = slots ? { ...summaryFields, freeTimes: freeTimes(slots), ...(slots.waitlist ? { waitlistTimes: waitlistTimes(slots) } : {}) } : summaryFields;
      const withTimes = (summary: StoreSummary, row: object): StoreSummary => {
        if (!slots) return summary;
        const times = row as { freeTimes?: unknown; waitlistTimes?: unknown };
        const withFree = { ...summary, free_times: inDayOrder(times.freeTimes) };
        return slots.waitlist ? { ...withFree, waitlist_times: inDayOrder(times.waitlistTimes) } : withFree;
      };
      const where = and(...conditions);
      const position = filter.lat !== null && filter.lng !== null ? { lat: filter.lat, lng: filter.lng } : null;

      const sort = filter.sort ?? (position ? 'distance' : 'hot');
      if (sort === 'distance' && !position) throw validationFailure({ sort: messages.searchDistanceNeedsPosition });

      if (sort !== 'distance') {
        // The page's order as two keys and the id: 推薦 the hot score; 評分 the average, then
        // the comment count; 價位 the price per person, low first (unknown last).
        const recent = recentPoints(db, now);
        const keys: SQL<number>[] =
          sort === 'hot'
            ? [sql<number>`${hotScore(recent)}`]
            : sort === 'score'
              ? [sql<number>`${t.stores.averageScore}`, sql<number>`${t.stores.commentCount}`]
              : [sql<number>`-(case when ${t.stores.pricePerPerson} > 0 then ${t.stores.pricePerPerson} else ${PRICE_PER_PERSON_MAX + 1} end)`];
        const k2 = keys[1] ?? sql<number>`null::int`;
        const matches = db
          .select({ id: t.stores.id, k1: keys[0].as('k1'), k2: k2.as('k2'), total: sql<number>`count(*) over ()`.as('total') })
          .from(t.stores);
        const top = (sort === 'hot' ? matches.leftJoin(recent, eq(recent.storeId, t.stores.id)) : matches)
          .where(where)
          .orderBy(...keys.map((k) => desc(k)), asc(t.stores.id))
          .limit(page.perPage)
          .offset(page.offset)
          .as('top');
        const rows = await db
          .select({ ...card, total: top.total, version: badgeVersion })
          .from(top)
          .innerJoin(t.stores, eq(t.stores.id, top.id))
          .innerJoin(t.cities, eq(t.cities.id, t.stores.cityId))
          .innerJoin(t.districts, eq(t.districts.id, t.stores.districtId))
          .orderBy(...(keys.length > 1 ? [desc(top.k1), desc(top.k2)] : [desc(top.k1)]), asc(top.id));
        if (rows.length) {
          const { badges } = await loadBadges(db, now, String(rows[0].version));
          return paged(
            rows.map((r) => withTimes(toSummary(r, { now, badges }), r)),
            Number(rows[0].total),
            page,
          );
        }
        // No row: nothing matches, or the page is past the end. Only the total is left to tell.
        const [{ total }] = await db.select({ total: count() }).from(t.stores).where(where);
        return paged([], Number(total), page);
      }

      // 距離 was refused above without a position.
      if (!position) throw validationFailure({ sort: messages.searchDistanceNeedsPosition });
      // One scan of the matches gives the total and how many fall in boxes of a few radii
      // (window counts); outside it, the smallest box expected to hold the page (a box holds
      // ~4/π times its circle's stores) is the only part that gets a distance and a sort.
      const needed = page.offset + page.perPage;
      const boxes = BOX_RADII_KM.map((km) => boundingBox(position.lat, position.lng, km));
      const matches = db
        .select({
          id: t.stores.id,
          lat: sql<number>`${t.stores.lat}`.as('lat'),
          lng: sql<number>`${t.stores.lng}`.as('lng'),
          total: sql<number>`count(*) over ()`.as('total'),
          b0: sql<number>`count(*) filter (where ${boxes[0] ? inBox(boxes[0]) : sql`false`}) over ()`.as('b0'),
          b1: sql<number>`count(*) filter (where ${boxes[1] ? inBox(boxes[1]) : sql`false`}) over ()`.as('b1'),
          b2: sql<number>`count(*) filter (where ${boxes[2] ? inBox(boxes[2]) : sql`false`}) over ()`.as('b2'),
        })
        .from(t.stores)
        .where(where)
        .as('matches');
      const counts = [matches.b0, matches.b1, matches.b2];
      const enough = needed * 1.5;
      /** The box chosen by the counts, as SQL: the first big enough, or none (every match). */
      const chosenBox = (useBoxes: boolean): SQL => {
        if (!useBoxes) return sql`true`;
        const arms = boxes.map((box, i) =>
          box ? and(...counts.slice(0, i).map((c) => sql`${c} < ${enough}`), sql`${counts[i]} >= ${enough}`, inBox(box, matches.lat, matches.lng)) : sql`false`,
        );
        return sql`(${sql.join([...arms, and(...counts.map((c) => sql`${c} < ${enough}`)) as SQL], sql` or `)})`;
      };
      const nearest = (useBoxes: boolean) => {
        const near = distanceKm(position.lat, position.lng, matches.lat, matches.lng);
        const top = db
          .select({ id: matches.id, distance: sql<number>`${near}`.as('distance'), total: matches.total, b0: matches.b0, b1: matches.b1, b2: matches.b2 })
          .from(matches)
          .where(chosenBox(useBoxes))
          .orderBy(asc(near), asc(matches.id))
          .limit(page.perPage)
          .offset(page.offset)
          .as('top');
        return db
          .select({ ...card, distance: top.distance, total: top.total, b0: top.b0, b1: top.b1, b2: top.b2, version: badgeVersion })
          .from(top)
          .innerJoin(t.stores, eq(t.stores.id, top.id))
          .innerJoin(t.cities, eq(t.cities.id, t.stores.cityId))
          .innerJoin(t.districts, eq(t.districts.id, t.stores.districtId))
          .orderBy(asc(top.distance), asc(top.id));
      };
      let rows = await nearest(true);
      if (rows.length) {
        const first = rows[0];
        const chosen = [first.b0, first.b1, first.b2].findIndex((n, i) => boxes[i] && Number(n) >= enough);
        // Exact only when the page's farthest store is inside the box's circle: anything
        // outside the box is farther. Otherwise (rare) the page comes from every match.
        if (chosen >= 0 && !(rows.length === page.perPage && Number(rows[rows.length - 1].distance) < BOX_RADII_KM[chosen])) rows = await nearest(false);
      }
      if (!rows.length) {
        const [{ total }] = await db.select({ total: count() }).from(t.stores).where(where);
        return paged([], Number(total), page);
      }
      const { badges } = await loadBadges(db, now, String(rows[0].version));
      return paged(
        rows.map((r) => withTimes(toSummary(r, { now, badges }, Math.round(Number(r.distance) * 100) / 100), r)),
        Number(rows[0].total),
        page,
      );
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

    /**
     * As the diner types (the keyword folded like the search text): up to 5 stores matching it
     * as the search does, the most reviewed first; up to 3 food types and 3 districts whose names
     * hold it, and up to 3 dishes on stores' menus, the most served first. An empty keyword
     * suggests nothing.
     */
    async suggest(keyword: string): Promise<SearchSuggestions> {
      const text = keyword.trim();
      if (!text) return { stores: [], food_types: [], districts: [], dishes: [] };
      const folded = foldVariants(text);
      const stores = await db
        .select({ id: t.stores.id, name: t.stores.name, city: t.cities.name, district: t.districts.name })
        .from(t.stores)
        .innerJoin(t.cities, eq(t.cities.id, t.stores.cityId))
        .innerJoin(t.districts, eq(t.districts.id, t.stores.districtId))
        .where(and(...keywordConditions(text)))
        .orderBy(desc(t.stores.commentCount), asc(t.stores.id))
        .limit(SUGGESTED_STORES);
      const holds = (name: string) => foldVariants(name).includes(folded);
      const { foodTypes, districts } = await places();
      return {
        stores,
        food_types: foodTypes.filter((f) => holds(f.name)).slice(0, SUGGESTED_PLACES),
        districts: districts.filter((d) => holds(d.name) || holds(`${d.city}${d.name}`)).slice(0, SUGGESTED_PLACES),
        dishes: await dishes.matching(text, SUGGESTED_PLACES),
      };
    },

    /** The empty search page's 熱門搜尋: the food types with the most stores. */
    async popular(): Promise<PopularSearches> {
      const rows = await db
        .select({ name: t.foodTypes.name, stores: count() })
        .from(t.storeFoodTypes)
        .innerJoin(t.foodTypes, eq(t.foodTypes.id, t.storeFoodTypes.foodTypeId))
        .groupBy(t.foodTypes.id, t.foodTypes.name)
        .orderBy(desc(count()), asc(t.foodTypes.id))
        .limit(POPULAR_SEARCHES);
      return { keywords: rows.map((r) => r.name) };
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
