/**
 * The store catalog: what the store cards, the rankings and the search show, held in memory and
 * kept current from the change feed (change-feed.ts), so a search, a ranking or a badge is
 * computed from data already prepared instead of from aggregates over every store per request.
 *
 * - A store is read once per change (its row, place, food types, tags, hours); a card is put
 *   together from it when a page shows it.
 * - The hot score (recent comment points + long-run quality, the formula of
 *   store-summaries.ts) is computed in JavaScript from one aggregate over the 90-day comments,
 *   refreshed on a schedule and for the stores whose comments changed; the orders of 推薦,
 *   評分 and 價位 are kept sorted, so a page walks an order and stops.
 * - Filters are sets of stores (bits.ts): a city, a district, a food type, a tag, a flag, a
 *   weekday with opening hours, a party size, open now; a query intersects them in n/32 word
 *   operations. A keyword term is matched with the SQL search's test (the term inside the
 *   search text's base, that is inside one of its words): the words are kept once each in a
 *   dictionary (most are shared: food types, districts, dishes, their English names) and each
 *   store holds their ids, so a term is looked for once per distinct word and the stores are
 *   found by id; the matches are kept until a text changes.
 * - Availability (free-slots.ts) uses each store's weekly slots and its booked seats per date
 *   and time, loaded on the first availability search and kept current from the same feed.
 *
 * The SQL search (repositories/stores.ts) stays the reference: a test runs the same filters
 * through both on the seed and compares ids, order and totals.
 */
import { sql } from 'drizzle-orm';
import { messages, PRICE_PER_PERSON_MAX, SEARCH_FREE_TIMES, SEARCH_PEOPLE_MAX, type BusinessStatus, type BusinessTime, type Paged, type ResponsiveImage, type StoreFilter, type StoreSummary } from '@joy/contract';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { validationFailure } from '../lib/api-error';
import { taipeiClock, type Clock } from '../lib/business-status';
import { bookingWindow, slotInstant, taipeiDate } from '../lib/booking-clock';
import { paged, type PageRequest } from '../lib/paging';
import { foldVariants } from '../lib/text-variants';
import { imageOfUrl, parseImage } from '../repositories/photo-images';
import { HOT_WINDOW_DAYS, RANKING_SIZE } from '../repositories/store-summaries';
import { boundingBox } from '../repositories/stores';
import type { SlotSearch } from '../repositories/free-slots';
import { Bits } from './bits';

/** Opening spans as weekday, open, close (minutes) triples: three numbers a span, no object. */
type Spans = Uint16Array;

/** One store as the catalog holds it: numbers and ids, its few own texts, names looked up by id. */
export interface CatalogStore {
  id: number;
  slot: number;
  slug: string;
  name: string;
  logo: string;
  photo: string;
  /** The card picture's sizes and placeholder when it is an image-pipeline picture. */
  photoImage: ResponsiveImage | null;
  address: string;
  cityId: number;
  districtId: number;
  foodTypeIds: number[];
  tagIds: number[];
  spans: Spans;
  maxParty: number;
  priceLevel: number;
  price: number;
  reward: number;
  booking: boolean;
  paying: boolean;
  average: number;
  comments: number;
  /** 'YYYY-MM-DD' as a number (YYYYMMDD), for the 新進 order. */
  openedAt: number;
  lat: number;
  lng: number;
  /**
   * The words of the search text's base (name, food types, district, address, slug words,
   * dishes, English names: db/derived.ts), lower-cased (ILIKE): `wordCount` ids of the catalog's
   * word dictionary from `wordsAt` in its word pool, each once, in ascending order.
   */
  wordsAt: number;
  wordCount: number;
  points: number;
  hot: number;
  /** Bumped on every change of the store (response-cache keys). */
  version: number;
  /** Where its weekly slots start in the slot pool (-1: not loaded or none). */
  slotsAt: number;
  /** The rules card's search facts (the defaults without a card): 免訂金, 可帶寵物, 不限時. */
  noDeposit: boolean;
  pets: boolean;
  noTimeLimit: boolean;
}


const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const hhmm = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const EARTH_KM = 6371;
const WEEK_MINUTES = 7 * 1440;
/** Radii (km) of the boxes tried for a distance-ordered page, nearest first. */
const NEAR_RADII_KM = [2, 8, 30, 120];
/** Keyword terms whose matches are kept. */
const TERM_CACHE = 256;
const rad = (d: number) => (d * Math.PI) / 180;

/** The haversine distance of the SQL search, in km. */
function haversine(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const a = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return EARTH_KM * 2 * Math.asin(Math.sqrt(a));
}

/** §3 business status on a clock already read (lib/business-status.ts, the same rule). */
function statusAt(spans: Spans, clock: Clock): BusinessStatus {
  const { weekday, minutes } = clock;
  const yesterday = (weekday + 6) % 7;
  let today = false;
  for (let i = 0; i < spans.length; i += 3) {
    const day = spans[i];
    const open = spans[i + 1];
    const close = spans[i + 2];
    const overnight = close <= open;
    if (day === weekday) {
      today = true;
      if (minutes >= open && (overnight || minutes < close)) return 1;
    } else if (day === yesterday && overnight && minutes < close) return 1;
  }
  return today ? 2 : 0;
}

const ROWS_PER_LOAD = 5000;

/** Every column a card and the filters need, for the stores of a where clause. */
const storeRows = (where: ReturnType<typeof sql>) => sql`
  select s.id, s.slug, s.name, s.logo, s.photo, c.name as city, d.name as district, s.address,
    s.city_id, s.district_id, s.average_score, s.comment_count, s.price_level, s.price_per_person,
    s.reward_rate, s.joy_booking, s.joy_pay, s.max_party_size, s.opened_at::text as opened_at, s.lat, s.lng,
    -- The base text without its short-keyword tokens (db/derived.ts): a term holds no space, so
    -- it is a token exactly when it is inside one of the base's words.
    split_part(s.search_text, '  ', 1) as search_text, ${imageOfUrl(sql`s.photo`)} as photo_image,
    coalesce((select json_agg(json_build_array(x.id, x.name) order by x.sort, x.id) from store_food_types l join food_types x on x.id = l.food_type_id where l.store_id = s.id), '[]'::json) as food_types,
    coalesce((select json_agg(json_build_array(x.id, x.name) order by x.sort, x.id) from store_tags l join tags x on x.id = l.tag_id where l.store_id = s.id), '[]'::json) as tags,
    coalesce((select string_agg(b.weekday || ' ' || to_char(b.open, 'HH24:MI') || ' ' || to_char(b.close, 'HH24:MI'), ',' order by b.weekday, b.open)
      from business_times b where b.store_id = s.id), '') as hours,
    coalesce(r.deposit_kind, 'none') = 'none' as no_deposit, coalesce(r.pets_allowed, false) as pets_allowed,
    r.time_limit_minutes is null as no_time_limit
  from stores s join cities c on c.id = s.city_id join districts d on d.id = s.district_id
    left join store_house_rules r on r.store_id = s.id
  where ${where} order by s.id`;

interface StoreRow {
  id: number;
  slug: string;
  name: string;
  logo: string;
  photo: string;
  city: string;
  district: string;
  address: string;
  city_id: number;
  district_id: number;
  average_score: string | number;
  comment_count: number;
  price_level: number;
  price_per_person: number;
  reward_rate: number;
  joy_booking: boolean;
  joy_pay: boolean;
  max_party_size: number;
  opened_at: string;
  lat: number;
  lng: number;
  search_text: string;
  photo_image: unknown;
  food_types: unknown;
  tags: unknown;
  hours: string;
  no_deposit: boolean;
  pets_allowed: boolean;
  no_time_limit: boolean;
}

const pairs = (value: unknown): [number, string][] => (typeof value === 'string' ? JSON.parse(value) : ((value as [number, string][] | null) ?? []));

function parseSpans(hours: string): Spans {
  if (!hours) return new Uint16Array(0);
  const parts = hours.split(',');
  const spans = new Uint16Array(parts.length * 3);
  parts.forEach((span, i) => {
    const [weekday, open, close] = span.split(' ');
    spans[i * 3] = Number(weekday);
    spans[i * 3 + 1] = minutesOf(open);
    spans[i * 3 + 2] = minutesOf(close);
  });
  return spans;
}

export interface CatalogOptions {
  /** The app's clock (tests move it). */
  clock: () => Date;
}

export interface CatalogSearch {
  filter: StoreFilter;
  page: PageRequest;
  now: Date;
  slots: SlotSearch | null;
}

/** Availability searches count matches exactly up to this many; past it `total` is a lower bound. */
export const AVAILABILITY_COUNT_LIMIT = 1000;

/** The in-memory read model of every store. */
export class StoreCatalog {
  private stores: (CatalogStore | undefined)[] = [];
  private slotOf = new Map<number, number>();
  private size = 0;
  private live = new Bits(0);
  private byCity = new Map<number, Bits>();
  private byDistrict = new Map<number, Bits>();
  private byFoodType = new Map<number, Bits>();
  private byTag = new Map<number, Bits>();
  private byWeekday = Array.from({ length: 7 }, () => new Bits(0));
  /** byParty[p]: the stores seating a party of p (1 … SEARCH_PEOPLE_MAX). */
  private byParty = Array.from({ length: SEARCH_PEOPLE_MAX + 1 }, () => new Bits(0));
  private booking = new Bits(0);
  private paying = new Bits(0);
  private rewarding = new Bits(0);
  /** The rules card's filters: 免訂金, 可帶寵物, 不限時. */
  private noDeposit = new Bits(0);
  private petsAllowed = new Bits(0);
  private noTimeLimit = new Bits(0);
  /** The stores open at a Taipei minute (the last one asked for). */
  private openAt: { minute: number; generation: number; bits: Bits } | null = null;
  /**
   * Recent keyword terms' matches, while no store's text has changed: a new term costs one pass
   * over every store's text (a few ms at 100,000 stores), a repeated one nothing — real traffic
   * repeats its keywords.
   */
  private termCache = new Map<string, { generation: number; bits: Bits }>();
  /** Bumped when a store's search text changes or a store comes or goes. */
  private textGeneration = 0;
  /**
   * Every distinct word of the search texts, by id, and the id of each. A dish name or a food
   * type's English name is held once for the thousands of stores that have it, instead of inside
   * each store's text (at 100,000 stores the texts were ~100 MB of the heap and kept the garbage
   * collector busy). Words of texts since changed stay: a few per change.
   */
  private words: string[] = [];
  private wordIds = new Map<string, number>();
  /** The stores' word ids (CatalogStore.wordsAt / wordCount); a store whose text changes gets a new run at the end. */
  private wordPool = new Uint32Array(0);
  private wordPoolUsed = 0;
  private cityNames = new Map<number, string>();
  private districtNames = new Map<number, string>();
  private foodTypeNames = new Map<number, string>();
  private tagNames = new Map<number, string>();
  private orders: { hot: Int32Array; score: Int32Array; price: Int32Array } | null = null;
  private rank: { hot: Int32Array; score: Int32Array; price: Int32Array } | null = null;
  /** Live stores by latitude (the distance order's boxes). */
  private latIndex: { slots: Int32Array; lats: Float64Array } | null = null;
  private hotIds: number[] = [];
  private newIds: number[] = [];
  /** Bumped whenever any card, filter set or order changes (search cache keys). */
  generation = 0;
  /** Bumped when any slot or booked seat changes (availability search cache keys). */
  seatsGeneration = 0;
  /** Bumped when the carousel, an article or a news item changes (their cached replies). */
  contentVersion = 0;
  /**
   * Every store's weekly slots in one array: at a store's `slotsAt`, 8 offsets (where each
   * weekday's slots start, then the end), then minutes << 12 | capacity per slot by weekday
   * and time. A store whose slots change gets a new block at the end.
   */
  private slotPool = new Uint32Array(0);
  private slotPoolUsed = 0;
  /** The blocks of the slot pool by a hash of their slots: each distinct week is kept once. */
  private slotBlocks = new Map<number, number[]>();
  private slotsLoaded = false;
  private slotsLoading: Promise<void> | null = null;
  /** Taken seats by date → store id → minutes → seats, for dates from `bookedFrom` on. */
  private booked = new Map<string, Map<number, Map<number, number>>>();
  /** Special closing days from `bookedFrom` on: date → the ids of the stores closed that date. */
  private closed = new Map<string, Set<number>>();
  private bookedFrom = '';
  private pointsAt = 0;
  private seatVersions = new Map<number, number>();

  constructor(
    private readonly db: Database,
    private readonly options: CatalogOptions,
  ) {}

  /** Loads every store (batches of ROWS_PER_LOAD) and the hot scores. */
  async load(): Promise<void> {
    await this.loadNames();
    const [{ max }] = rowsOf<{ max: number | null }>(await this.db.execute(sql`select max(id) as max from stores`));
    const last = Number(max ?? 0);
    for (let from = 0; from < last; from += ROWS_PER_LOAD) {
      const rows = rowsOf<StoreRow>(await this.db.execute(storeRows(sql`s.id > ${from} and s.id <= ${from + ROWS_PER_LOAD}`)));
      for (const row of rows) this.put(row);
    }
    await this.refreshPoints();
  }

  /** Names of cities, districts, food types and tags (a few hundred rows), shared by every card. */
  private async loadNames(): Promise<void> {
    const names = async (table: string) => new Map(rowsOf<{ id: number; name: string }>(await this.db.execute(sql`select id, name from ${sql.identifier(table)}`)).map((r) => [Number(r.id), r.name]));
    this.cityNames = await names('cities');
    this.districtNames = await names('districts');
    this.foodTypeNames = await names('food_types');
    this.tagNames = await names('tags');
  }

  /** Reads the given stores again (a change of the row, its place, food types, tags or hours; gone → removed). */
  async reload(ids: readonly number[]): Promise<void> {
    if (!ids.length) return;
    const unique = [...new Set(ids)];
    const rows = rowsOf<StoreRow>(await this.db.execute(storeRows(sql`s.id in (${sql.join(unique.map((id) => sql`${id}`), sql`, `)})`)));
    // A place, food type or tag added since the load: read the names again.
    if (rows.some((r) => !this.districtNames.has(Number(r.district_id)) || pairs(r.food_types).some(([id]) => !this.foodTypeNames.has(Number(id))) || pairs(r.tags).some(([id]) => !this.tagNames.has(Number(id))))) await this.loadNames();
    const found = new Set(rows.map((r) => Number(r.id)));
    for (const row of rows) this.put(row);
    for (const id of unique) if (!found.has(id)) this.remove(id);
    await this.refreshPoints(unique);
  }

  /** Reads the given stores' comment points again (a comment added, hidden or removed). */
  async reloadPoints(ids: readonly number[]): Promise<void> {
    if (ids.length) await this.refreshPoints([...new Set(ids)]);
  }

  /** The slots of the given stores changed (the weekly table or the bookings). */
  async reloadSeats(ids: readonly number[], templates: boolean): Promise<void> {
    // The weekly slots or the closing days changed: the store page lists the closing days and a
    // date search leaves a closed store out, so both replies are stale.
    if (templates) this.closuresChanged(ids);
    if (this.slotsLoading) await this.slotsLoading.catch(() => undefined);
    if (!this.slotsLoaded || !ids.length) return;
    const unique = [...new Set(ids)];
    if (templates) await this.loadSlots(unique);
    if (templates) await this.loadClosures(unique);
    await this.loadBooked(unique);
    this.seatsGeneration += 1;
  }

  /** Time passing moves the hot window: recompute every store's points (the scheduled refresh). */
  async refreshRankings(): Promise<void> {
    await this.refreshPoints();
  }

  /** When the points were last computed for every store (ms since the epoch). */
  get rankedAt(): number {
    return this.pointsAt;
  }

  get storeCount(): number {
    return this.live.count();
  }

  versionOf(id: number): number | null {
    const slot = this.slotOf.get(id);
    return slot === undefined ? null : (this.stores[slot]?.version ?? null);
  }

  /** The rankings' members as store-summaries.ts's Badges (is_hot / is_new everywhere). */
  badges(): { hot: Set<number>; fresh: Set<number> } {
    this.sorted();
    return { hot: new Set(this.hotIds), fresh: new Set(this.newIds) };
  }

  /** A store's slots or bookings changed: its availability replies are stale. */
  bumpSeats(ids: readonly number[]): void {
    for (const id of ids) this.seatVersions.set(id, (this.seatVersions.get(id) ?? 0) + 1);
  }

  seatVersionOf(id: number): number {
    return this.seatVersions.get(id) ?? 0;
  }

  /** The rankings (top RANKING_SIZE by hot score, and by opening date). */
  ranking(now: Date): { hot: StoreSummary[]; new: StoreSummary[] } {
    this.sorted();
    const clock = taipeiClock(now);
    const cards = (ids: number[]) =>
      ids.flatMap((id) => {
        const store = this.stores[this.slotOf.get(id) ?? -1];
        return store ? [this.summary(store, clock)] : [];
      });
    return { hot: cards(this.hotIds), new: cards(this.newIds) };
  }

  /**
   * The map search: the same filters, order and totals as the SQL search — except that an
   * availability search over many stores stops counting at AVAILABILITY_COUNT_LIMIT matches,
   * and then says its total is a lower bound (`pagination.at_least`).
   */
  async search({ filter, page, now, slots }: CatalogSearch): Promise<Paged<StoreSummary>> {
    if (filter.city && !this.cityNames.has(filter.city)) throw validationFailure({ city: messages.searchCityNotFound });
    if (slots || filter.date) await this.ensureSlots(now);
    const position = filter.lat !== null && filter.lng !== null ? { lat: filter.lat, lng: filter.lng } : null;
    const sort = filter.sort ?? (position ? 'distance' : 'hot');
    if (sort === 'distance' && !position) throw validationFailure({ sort: messages.searchDistanceNeedsPosition });

    const clock = taipeiClock(now);
    const within = this.candidates(filter, clock);
    const accept = this.residual(filter, slots);
    const end = page.offset + page.perPage;
    let total = 0;
    let atLeast = false;
    const picked: { slot: number; distance: number | null }[] = [];

    if (sort === 'distance' && position) {
      const nearestFirst = (x: { slot: number; distance: number }, y: { slot: number; distance: number }) =>
        x.distance - y.distance || (this.stores[x.slot] as CatalogStore).id - (this.stores[y.slot] as CatalogStore).id;
      const distanceOf = (slot: number) => {
        const store = this.stores[slot] as CatalogStore;
        return { slot, distance: haversine(position.lat, position.lng, store.lat, store.lng) };
      };
      // The total: every match, without a distance. The page: the smallest box around the
      // position whose inscribed circle holds enough matches (anything outside the box is
      // farther than its circle), else every match.
      if (accept) {
        for (const slot of within) if (accept(slot)) total += 1;
      } else total = within.count();
      let ordered: { slot: number; distance: number }[] | null = null;
      for (const km of NEAR_RADII_KM) {
        const box = boundingBox(position.lat, position.lng, km);
        if (!box) break;
        const inside = this.inBox(box, (slot) => within.has(slot) && (!accept || accept(slot)))
          .map(distanceOf)
          .filter((m) => m.distance <= km);
        if (inside.length >= end || inside.length === total) {
          ordered = inside.sort(nearestFirst);
          break;
        }
      }
      if (!ordered) {
        ordered = [];
        for (const slot of within) if (!accept || accept(slot)) ordered.push(distanceOf(slot));
        ordered.sort(nearestFirst);
      }
      for (const m of ordered.slice(page.offset, end)) picked.push({ slot: m.slot, distance: Math.round(m.distance * 100) / 100 });
    } else {
      const { order, rank } = this.orderFor(sort);
      const count = within.count();
      if (count * 8 < order.length) {
        // Few candidates: test them and sort by their rank in the order.
        const matches: number[] = [];
        for (const slot of within) if (!accept || accept(slot)) matches.push(slot);
        matches.sort((a, b) => rank[a] - rank[b]);
        total = matches.length;
        for (const slot of matches.slice(page.offset, end)) picked.push({ slot, distance: null });
      } else if (!accept) {
        // Every filter is a set: the total is its size, the page the first of the order in it.
        total = count;
        let seen = 0;
        for (let i = 0; i < order.length && seen < end; i += 1) {
          if (!within.has(order[i])) continue;
          if (seen >= page.offset) picked.push({ slot: order[i], distance: null });
          seen += 1;
        }
      } else {
        const limit = slots ? Math.max(AVAILABILITY_COUNT_LIMIT, end + 1) : Infinity;
        let i = 0;
        for (; i < order.length && total < limit; i += 1) {
          const slot = order[i];
          if (!within.has(slot) || !accept(slot)) continue;
          if (total >= page.offset && total < end) picked.push({ slot, distance: null });
          total += 1;
        }
        atLeast = total >= limit && i < order.length;
      }
    }
    const result = paged(
      picked.map(({ slot, distance }) => {
        const store = this.stores[slot] as CatalogStore;
        const card = this.summary(store, clock, distance);
        if (!slots) return card;
        const free = { ...card, free_times: this.freeTimes(store, slots) };
        return slots.waitlist ? { ...free, waitlist_times: this.freeTimes(store, slots, true) } : free;
      }),
      total,
      page,
    );
    if (atLeast) result.pagination.at_least = true;
    return result;
  }

  /** Live stores inside a latitude/longitude box that pass `keep` (a binary search on the latitude index). */
  private inBox(box: { minLat: number; maxLat: number; minLng: number; maxLng: number }, keep: (slot: number) => boolean): number[] {
    this.sorted();
    const { slots, lats } = this.latIndex as NonNullable<StoreCatalog['latIndex']>;
    let lo = 0;
    let hi = lats.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (lats[mid] < box.minLat) lo = mid + 1;
      else hi = mid;
    }
    const out: number[] = [];
    for (let i = lo; i < lats.length && lats[i] <= box.maxLat; i += 1) {
      const slot = slots[i];
      const store = this.stores[slot] as CatalogStore;
      if (store.lng >= box.minLng && store.lng <= box.maxLng && keep(slot)) out.push(slot);
    }
    return out;
  }

  // ---- availability ------------------------------------------------------------------------

  /**
   * Whether the store has a free slot for the search (stops at the first); with 可候補, any
   * slot that could seat the party, free or full.
   */
  private hasFree(store: CatalogStore, q: PreparedSlots): boolean {
    const at = store.slotsAt;
    if (at < 0 || q.closed?.has(store.id)) return false;
    const pool = this.slotPool;
    const taken = q.taken?.get(store.id);
    for (let i = pool[at + q.weekday], end = pool[at + q.weekday + 1]; i < end; i += 1) {
      const packed = pool[i];
      const minutes = packed >>> 12;
      if (minutes > q.to) return false;
      if (minutes < q.from || minutes <= q.after) continue;
      if ((packed & 0xfff) - (q.waitlist ? 0 : (taken?.get(minutes) ?? 0)) >= q.party) return true;
    }
    return false;
  }

  /**
   * The store's free times for the search — or, with `full`, the times full for the party whose
   * waitlist it may join: up to SEARCH_FREE_TIMES nearest the target, in the day's order.
   */
  private freeTimes(store: CatalogStore, search: SlotSearch, full = false): string[] {
    const q = this.prepare(search);
    const at = store.slotsAt;
    if (at < 0 || q.closed?.has(store.id)) return [];
    const pool = this.slotPool;
    const taken = q.taken?.get(store.id);
    const found: number[] = [];
    for (let i = pool[at + q.weekday], end = pool[at + q.weekday + 1]; i < end; i += 1) {
      const packed = pool[i];
      const minutes = packed >>> 12;
      if (minutes > q.to) break;
      if (minutes < q.from || minutes <= q.after) continue;
      const capacity = packed & 0xfff;
      const free = capacity - (taken?.get(minutes) ?? 0) >= q.party;
      if (full ? !free && capacity >= q.party : free) found.push(minutes);
    }
    if (q.target !== null) {
      const target = q.target;
      found.sort((a, b) => Math.abs(a - target) - Math.abs(b - target) || a - b);
    }
    return found.slice(0, SEARCH_FREE_TIMES).sort((a, b) => a - b).map(hhmm);
  }

  /** The search's window as minutes, and the date's taken seats. */
  private prepare(q: SlotSearch): PreparedSlots {
    return {
      weekday: q.weekday,
      from: minutesOf(q.from),
      to: minutesOf(q.to),
      after: q.after === null ? -1 : minutesOf(q.after),
      party: q.party,
      target: q.target === null ? null : minutesOf(q.target),
      taken: this.booked.get(q.date) ?? null,
      waitlist: q.waitlist,
      closed: this.closed.get(q.date) ?? null,
    };
  }

  /** Loads what an availability search needs ahead of the first one (the server's warm-up). */
  async prepareAvailability(now: Date): Promise<void> {
    await this.ensureSlots(now);
  }

  /** Loads the weekly slots and the booked seats on the first availability search. */
  private async ensureSlots(now: Date): Promise<void> {
    if (this.slotsLoaded) return;
    this.slotsLoading ??= (async () => {
      this.bookedFrom = taipeiDate(now);
      await this.loadSlots(null);
      this.booked.clear();
      await this.loadBooked(null);
      this.closed.clear();
      await this.loadClosures(null);
      this.slotsLoaded = true;
      this.seatsGeneration += 1;
    })().finally(() => {
      this.slotsLoading = null;
    });
    await this.slotsLoading;
  }

  /**
   * Where a week of slots starts in the pool: the block of a store with the very same week
   * (most stores share their week with many others: 60 weeks among the bench's 100,000 stores,
   * 44 MB of pool otherwise), else a new block (8 offsets, then its slots) at the end.
   */
  private appendSlots(packed: readonly number[]): number {
    let hash = 0x811c9dc5;
    for (const value of packed) hash = Math.imul(hash ^ value, 0x01000193) >>> 0;
    const known = this.slotBlocks.get(hash);
    if (known !== undefined) {
      for (const at of known) if (this.sameSlots(at, packed)) return at;
    }
    const at = this.newSlotBlock(packed);
    if (known) known.push(at);
    else this.slotBlocks.set(hash, [at]);
    return at;
  }

  /** Whether the block at `at` holds exactly these slots. */
  private sameSlots(at: number, packed: readonly number[]): boolean {
    const pool = this.slotPool;
    if (pool[at + 7] - pool[at] !== packed.length) return false;
    const first = pool[at] as number;
    for (let i = 0; i < packed.length; i += 1) {
      const value = packed[i] as number;
      const weekday = value >>> 24;
      const index = first + i;
      if (pool[index] !== (value & 0xffffff) || index < (pool[at + weekday] as number) || index >= (pool[at + weekday + 1] as number)) return false;
    }
    return true;
  }

  private newSlotBlock(packed: readonly number[]): number {
    const need = this.slotPoolUsed + 8 + packed.length;
    if (need > this.slotPool.length) {
      const grown = new Uint32Array(Math.max(need, Math.ceil(this.slotPool.length * 1.5), 1024));
      grown.set(this.slotPool.subarray(0, this.slotPoolUsed));
      this.slotPool = grown;
    }
    const at = this.slotPoolUsed;
    const pool = this.slotPool;
    let day = 0;
    packed.forEach((value, i) => {
      const weekday = value >>> 24;
      while (day <= weekday) pool[at + day++] = at + 8 + i;
      pool[at + 8 + i] = value & 0xffffff;
    });
    while (day <= 7) pool[at + day++] = at + 8 + packed.length;
    this.slotPoolUsed = need;
    return at;
  }

  private async loadSlots(ids: readonly number[] | null): Promise<void> {
    const packed = sql`array_agg((s.weekday::int << 24) | ((substr(s.time, 1, 2)::int * 60 + substr(s.time, 4, 2)::int) << 12) | least(s.capacity, 4095)::int order by s.weekday, s.time)`;
    const put = (rows: { store_id: number; slots: number[] | string }[]) => {
      for (const row of rows) {
        const store = this.stores[this.slotOf.get(Number(row.store_id)) ?? -1];
        if (store) store.slotsAt = this.appendSlots(intArray(row.slots));
      }
    };
    if (ids) {
      for (const id of ids) {
        const store = this.stores[this.slotOf.get(id) ?? -1];
        if (store) store.slotsAt = -1;
      }
      put(rowsOf(await this.db.execute(sql`select s.store_id, ${packed} as slots from store_slots s where s.store_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) group by s.store_id`)));
      return;
    }
    const [{ max }] = rowsOf<{ max: number | null }>(await this.db.execute(sql`select max(store_id) as max from store_slots`));
    this.slotPool = new Uint32Array(16 * 1024);
    this.slotPoolUsed = 0;
    this.slotBlocks.clear();
    const last = Number(max ?? 0);
    for (let from = 0; from < last; from += ROWS_PER_LOAD) {
      put(rowsOf(await this.db.execute(sql`select s.store_id, ${packed} as slots from store_slots s where s.store_id > ${from} and s.store_id <= ${from + ROWS_PER_LOAD} group by s.store_id`)));
    }
  }

  /**
   * The special closing days from `bookedFrom` on, of every store or the given ones — and the
   * dates a scheduled draw will release (services/draws.ts): no first-come booking on them either.
   */
  private async loadClosures(ids: readonly number[] | null): Promise<void> {
    const only = ids ? sql`and store_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})` : sql``;
    if (ids) for (const stores of this.closed.values()) for (const id of ids) stores.delete(id);
    const rows = rowsOf<{ store_id: number; date: string }>(
      await this.db.execute(sql`
        select store_id, date::text as date from store_closures where date >= ${this.bookedFrom} ${only}
        union select store_id, date::text as date from table_draws where status = 'scheduled' and date >= ${this.bookedFrom} ${only}`),
    );
    for (const row of rows) {
      let stores = this.closed.get(row.date);
      if (!stores) this.closed.set(row.date, (stores = new Set()));
      stores.add(Number(row.store_id));
    }
  }

  /** The live stores not closed on the date. */
  private openOn(date: string): Bits {
    const bits = this.live.clone();
    for (const id of this.closed.get(date) ?? []) {
      const slot = this.slotOf.get(id);
      if (slot !== undefined) bits.delete(slot);
    }
    return bits;
  }

  /** A store's closing days (or weekly slots) changed: its page and the date searches are stale. */
  private closuresChanged(ids: readonly number[]): void {
    for (const id of ids) {
      const store = this.stores[this.slotOf.get(id) ?? -1];
      if (store) store.version += 1;
    }
    this.generation += 1;
  }

  private async loadBooked(ids: readonly number[] | null): Promise<void> {
    const from = this.bookedFrom;
    const only = ids ? sql`and store_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})` : sql``;
    if (ids) for (const stores of this.booked.values()) for (const id of ids) stores.delete(id);
    const rows = rowsOf<{ store_id: number; date: string; time: string; seats: string | number }>(
      await this.db.execute(sql`
        select store_id, date::text as date, time, sum(seats) as seats from (
          select store_id, date, time, adult_num + child_num as seats from orders where status <> 0 and date >= ${from} ${only}
          union all
          select store_id, date, time, adult_num + child_num from waitlist_entries where status = 'held' and date >= ${from} ${only}
        ) x group by store_id, date, time`),
    );
    for (const row of rows) {
      let stores = this.booked.get(row.date);
      if (!stores) this.booked.set(row.date, (stores = new Map()));
      const storeId = Number(row.store_id);
      let times = stores.get(storeId);
      if (!times) stores.set(storeId, (times = new Map()));
      times.set(minutesOf(row.time), Number(row.seats));
    }
  }

  // ---- filters -----------------------------------------------------------------------------

  /** Every filter that is a set of stores, intersected (every live store when none applies). */
  private candidates(filter: StoreFilter, clock: Clock): Bits {
    let set: Bits | null = null;
    const narrow = (bits: Bits | undefined | null) => {
      const next = bits ?? new Bits(0);
      set = set ? set.and(next) : next.clone();
    };
    if (filter.city) narrow(this.byCity.get(filter.city));
    if (filter.district.length) narrow(this.union(this.byDistrict, filter.district));
    if (filter.food_types.length) narrow(this.union(this.byFoodType, filter.food_types));
    for (const tag of new Set(filter.tags)) narrow(this.byTag.get(tag));
    if (filter.joy_booking) narrow(this.booking);
    if (filter.joy_pay) narrow(this.paying);
    if (filter.jcoin_reward) narrow(this.rewarding);
    if (filter.no_deposit) narrow(this.noDeposit);
    if (filter.pets) narrow(this.petsAllowed);
    if (filter.no_time_limit) narrow(this.noTimeLimit);
    if (filter.total_people) narrow(this.byParty[Math.min(filter.total_people, SEARCH_PEOPLE_MAX)]);
    if (filter.date) narrow(this.byWeekday[new Date(`${filter.date}T00:00:00Z`).getUTCDay()]);
    if (filter.date && this.closed.get(filter.date)?.size) narrow(this.openOn(filter.date));
    if (filter.joy_now) narrow(this.openNow(clock));
    for (const term of keywordTerms(filter.keyword)) narrow(this.matching(term));
    if (!set) return this.live;
    return (set as Bits).and(this.live);
  }

  private union(index: Map<number, Bits>, keys: readonly number[]): Bits {
    const out = new Bits(this.size);
    for (const key of new Set(keys)) {
      const bits = index.get(key);
      if (bits) out.or(bits);
    }
    return out;
  }

  /** The stores open now (business status 1), worked out once per minute. */
  private openNow(clock: Clock): Bits {
    const minute = clock.weekday * 1440 + clock.minutes;
    if (this.openAt && this.openAt.minute === minute && this.openAt.generation === this.generation) return this.openAt.bits;
    const bits = new Bits(this.size);
    for (const slot of this.live) if (statusAt((this.stores[slot] as CatalogStore).spans, clock) === 1) bits.add(slot);
    this.openAt = { minute, generation: this.generation, bits };
    return bits;
  }

  /** Stores whose search text holds the term (kept for the next search with it). */
  private matching(term: string): Bits {
    const cached = this.termCache.get(term);
    if (cached && cached.generation === this.textGeneration) {
      this.termCache.delete(term);
      this.termCache.set(term, cached);
      return cached.bits;
    }
    const bits = this.scanTerm(term);
    this.termCache.set(term, { generation: this.textGeneration, bits });
    if (this.termCache.size > TERM_CACHE) this.termCache.delete(this.termCache.keys().next().value as string);
    return bits;
  }

  private scanTerm(term: string): Bits {
    const out = new Bits(this.size);
    // The SQL search matches a 1–2 character term as a token and a longer one anywhere: on the
    // base text both are "inside a word", since a term holds no space. Each distinct word is
    // tested once; a store matches when one of its words did.
    const { words } = this;
    const hit = new Uint8Array(words.length);
    let any = false;
    for (let w = 0; w < words.length; w += 1) {
      if ((words[w] as string).includes(term)) {
        hit[w] = 1;
        any = true;
      }
    }
    if (!any) return out;
    const pool = this.wordPool;
    for (const slot of this.live) {
      const { wordsAt, wordCount } = this.stores[slot] as CatalogStore;
      for (let i = wordsAt, end = wordsAt + wordCount; i < end; i += 1) {
        if (hit[pool[i] as number]) {
          out.add(slot);
          break;
        }
      }
    }
    return out;
  }

  /** The ids of a base text's words (interned on first sight), each once, ascending. */
  private wordIdsOf(text: string): number[] {
    const ids: number[] = [];
    for (const word of text.toLowerCase().split(' ')) {
      if (!word) continue;
      let id = this.wordIds.get(word);
      if (id === undefined) {
        id = this.words.length;
        // A long piece of split() may point into the whole text (a sliced string) and keep it
        // alive: the dictionary keeps a copy of its own.
        const own = word.length < 13 ? word : (JSON.parse(JSON.stringify(word)) as string);
        this.words.push(own);
        this.wordIds.set(own, id);
      }
      ids.push(id);
    }
    return [...new Set(ids)].sort((a, b) => a - b);
  }

  /** Where a store's word ids start in the pool: its earlier run when they did not change. */
  private poolWords(ids: readonly number[], before: CatalogStore | undefined): number {
    if (before && before.wordCount === ids.length && ids.every((id, i) => this.wordPool[before.wordsAt + i] === id)) return before.wordsAt;
    const need = this.wordPoolUsed + ids.length;
    if (need > this.wordPool.length) {
      const grown = new Uint32Array(Math.max(need, Math.ceil(this.wordPool.length * 1.5), 4096));
      grown.set(this.wordPool.subarray(0, this.wordPoolUsed));
      this.wordPool = grown;
    }
    const at = this.wordPoolUsed;
    this.wordPool.set(ids, at);
    this.wordPoolUsed = need;
    return at;
  }

  /** What is tested store by store: the price range and a free slot; null when nothing is. */
  private residual(filter: StoreFilter, slots: SlotSearch | null): ((slot: number) => boolean) | null {
    const min = filter.price_min;
    const max = filter.price_max;
    const priced = min != null || max != null;
    if (!priced && !slots) return null;
    const q = slots ? this.prepare(slots) : null;
    return (slot) => {
      const s = this.stores[slot];
      if (!s) return false;
      if (priced && !(s.price > 0 && (min == null || s.price >= min) && (max == null || s.price <= max))) return false;
      return !q || (s.booking && this.hasFree(s, q));
    };
  }

  // ---- orders and rankings -----------------------------------------------------------------

  private orderFor(sort: 'hot' | 'score' | 'price' | string): { order: Int32Array; rank: Int32Array } {
    this.sorted();
    const orders = this.orders as NonNullable<StoreCatalog['orders']>;
    const rank = this.rank as NonNullable<StoreCatalog['rank']>;
    if (sort === 'score') return { order: orders.score, rank: rank.score };
    if (sort === 'price') return { order: orders.price, rank: rank.price };
    return { order: orders.hot, rank: rank.hot };
  }

  /** Sorts the orders and picks the rankings again after a change (once per change, not per search). */
  private sorted(): void {
    if (this.orders) return;
    const slots: number[] = [...this.live];
    const store = (slot: number) => this.stores[slot] as CatalogStore;
    const by = (compare: (a: CatalogStore, b: CatalogStore) => number): Int32Array => Int32Array.from([...slots].sort((a, b) => compare(store(a), store(b))));
    const hot = by((a, b) => b.hot - a.hot || a.id - b.id);
    const score = by((a, b) => b.average - a.average || b.comments - a.comments || a.id - b.id);
    const priceKey = (s: CatalogStore) => (s.price > 0 ? s.price : PRICE_PER_PERSON_MAX + 1);
    const price = by((a, b) => priceKey(a) - priceKey(b) || a.id - b.id);
    const ranks = (order: Int32Array) => {
      const rank = new Int32Array(Math.max(this.size, 1)).fill(0x7fffffff);
      order.forEach((slot, i) => {
        rank[slot] = i;
      });
      return rank;
    };
    this.orders = { hot, score, price };
    this.rank = { hot: ranks(hot), score: ranks(score), price: ranks(price) };
    const byLat = Int32Array.from([...slots].sort((a, b) => store(a).lat - store(b).lat));
    this.latIndex = { slots: byLat, lats: Float64Array.from(byLat, (slot) => store(slot).lat) };
    const hotIds = [...hot.slice(0, RANKING_SIZE)].map((slot) => store(slot).id);
    const newIds = [...slots]
      .sort((a, b) => store(b).openedAt - store(a).openedAt || store(b).id - store(a).id)
      .slice(0, RANKING_SIZE)
      .map((slot) => store(slot).id);
    const flipped = (now: number[], before: number[]) => [...new Set([...now, ...before])].filter((id) => now.includes(id) !== before.includes(id));
    const changed = [...flipped(hotIds, this.hotIds), ...flipped(newIds, this.newIds)];
    if (hotIds.join() !== this.hotIds.join() || newIds.join() !== this.newIds.join()) {
      // A store that gained or lost a badge shows it on its own page: its cached page is stale.
      for (const id of changed) {
        const s = this.stores[this.slotOf.get(id) ?? -1];
        if (s) s.version += 1;
      }
    }
    this.hotIds = hotIds;
    this.newIds = newIds;
  }

  private async refreshPoints(ids?: readonly number[]): Promise<void> {
    const now = this.options.clock();
    const since = new Date(now.getTime() - HOT_WINDOW_DAYS * 86_400_000);
    const only = ids ? sql`and store_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})` : sql``;
    const rows = rowsOf<{ store_id: number; points: string | number }>(
      await this.db.execute(sql`select store_id, sum(score) as points from comments
        where not hidden and created_at > ${since.toISOString()} and created_at <= ${now.toISOString()} ${only} group by store_id`),
    );
    const points = new Map(rows.map((r) => [Number(r.store_id), Number(r.points)]));
    const targets = ids ? ids.map((id) => this.stores[this.slotOf.get(id) ?? -1]) : this.stores;
    let moved = false;
    for (const store of targets) {
      if (!store) continue;
      store.points = points.get(store.id) ?? 0;
      const hot = hotScoreOf(store);
      if (hot !== store.hot) moved = true;
      store.hot = hot;
    }
    if (!ids) this.pointsAt = now.getTime();
    // The orders are sorted again (a few hundred ms at 100,000 stores) only when a score moved.
    if (moved) this.changed();
  }

  private changed(): void {
    this.orders = null;
    this.rank = null;
    this.generation += 1;
  }

  // ---- stores ------------------------------------------------------------------------------

  private put(row: StoreRow): void {
    const id = Number(row.id);
    let slot = this.slotOf.get(id);
    const before = slot === undefined ? undefined : this.stores[slot];
    if (slot === undefined) {
      slot = this.size;
      this.size += 1;
      this.slotOf.set(id, slot);
    } else if (before) this.unindex(before);
    const store: CatalogStore = {
      id,
      slot,
      slug: row.slug,
      name: row.name,
      logo: row.logo,
      photo: row.photo,
      photoImage: parseImage(row.photo_image),
      address: row.address,
      cityId: Number(row.city_id),
      districtId: Number(row.district_id),
      foodTypeIds: this.shared(pairs(row.food_types).map(([fid]) => Number(fid))),
      tagIds: this.shared(pairs(row.tags).map(([tid]) => Number(tid))),
      spans: this.sharedSpans(row.hours),
      maxParty: Number(row.max_party_size),
      priceLevel: Number(row.price_level),
      price: Number(row.price_per_person),
      reward: Number(row.reward_rate),
      booking: Boolean(row.joy_booking),
      paying: Boolean(row.joy_pay),
      average: Number(row.average_score),
      comments: Number(row.comment_count),
      openedAt: Number(row.opened_at.replace(/-/g, '')),
      lat: Number(row.lat),
      lng: Number(row.lng),
      wordsAt: 0,
      wordCount: 0,
      points: before?.points ?? 0,
      hot: 0,
      version: (before?.version ?? 0) + 1,
      slotsAt: before?.slotsAt ?? -1,
      noDeposit: Boolean(row.no_deposit),
      pets: Boolean(row.pets_allowed),
      noTimeLimit: Boolean(row.no_time_limit),
    };
    const words = this.wordIdsOf(row.search_text ?? '');
    store.wordsAt = this.poolWords(words, before);
    store.wordCount = words.length;
    if (store.wordsAt !== before?.wordsAt) this.textGeneration += 1;
    store.hot = hotScoreOf(store);
    this.stores[slot] = store;
    this.index(store);
    this.changed();
  }

  /**
   * One copy of each list of ids and each week of hours, shared by every store that has it
   * (most stores share their opening hours and food types with many others): never changed in
   * place, a store's change puts a new one.
   */
  private sharedLists = new Map<string, number[]>();
  private sharedHours = new Map<string, Spans>();

  private shared(ids: number[]): number[] {
    const key = ids.join(',');
    const known = this.sharedLists.get(key);
    if (known) return known;
    Object.freeze(ids);
    this.sharedLists.set(key, ids);
    return ids;
  }

  private sharedSpans(hours: string): Spans {
    let spans = this.sharedHours.get(hours);
    if (!spans) this.sharedHours.set(hours, (spans = parseSpans(hours)));
    return spans;
  }

  private remove(id: number): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    const store = this.stores[slot];
    if (store) this.unindex(store);
    this.stores[slot] = undefined;
    this.slotOf.delete(id);
    this.textGeneration += 1;
    for (const stores of this.booked.values()) stores.delete(id);
    this.changed();
  }

  private index(store: CatalogStore): void {
    const { slot } = store;
    const add = (index: Map<number, Bits>, key: number) => {
      let bits = index.get(key);
      if (!bits) index.set(key, (bits = new Bits(this.size)));
      bits.add(slot);
    };
    this.live.add(slot);
    add(this.byCity, store.cityId);
    add(this.byDistrict, store.districtId);
    for (const f of store.foodTypeIds) add(this.byFoodType, f);
    for (const g of store.tagIds) add(this.byTag, g);
    for (let i = 0; i < store.spans.length; i += 3) this.byWeekday[store.spans[i]].add(slot);
    for (let p = 1; p <= Math.min(store.maxParty, SEARCH_PEOPLE_MAX); p += 1) this.byParty[p].add(slot);
    if (store.booking) this.booking.add(slot);
    if (store.paying) this.paying.add(slot);
    if (store.reward > 0) this.rewarding.add(slot);
    if (store.noDeposit) this.noDeposit.add(slot);
    if (store.pets) this.petsAllowed.add(slot);
    if (store.noTimeLimit) this.noTimeLimit.add(slot);
  }

  private unindex(store: CatalogStore): void {
    const { slot } = store;
    this.live.delete(slot);
    this.byCity.get(store.cityId)?.delete(slot);
    this.byDistrict.get(store.districtId)?.delete(slot);
    for (const f of store.foodTypeIds) this.byFoodType.get(f)?.delete(slot);
    for (const g of store.tagIds) this.byTag.get(g)?.delete(slot);
    for (const bits of this.byWeekday) bits.delete(slot);
    for (const bits of this.byParty) bits.delete(slot);
    this.booking.delete(slot);
    this.paying.delete(slot);
    this.rewarding.delete(slot);
    this.noDeposit.delete(slot);
    this.petsAllowed.delete(slot);
    this.noTimeLimit.delete(slot);
  }

  private summary(store: CatalogStore, clock: Clock, distance: number | null = null): StoreSummary {
    this.sorted();
    return {
      id: store.id,
      slug: store.slug,
      name: store.name,
      logo: store.logo,
      photo: store.photo,
      city: this.cityNames.get(store.cityId) ?? '',
      district: this.districtNames.get(store.districtId) ?? '',
      address: store.address,
      lat: store.lat,
      lng: store.lng,
      food_types: store.foodTypeIds.map((id) => this.foodTypeNames.get(id) ?? ''),
      tags: store.tagIds.map((id) => this.tagNames.get(id) ?? ''),
      average_score: store.average,
      comment_count: store.comments,
      business_status: statusAt(store.spans, clock),
      is_hot: this.hotIds.includes(store.id),
      is_new: this.newIds.includes(store.id),
      price_level: store.priceLevel,
      price_per_person: store.price,
      reward_rate: store.reward,
      joy_booking: store.booking,
      joy_pay: store.paying,
      distance,
      ...(store.photoImage ? { photo_image: store.photoImage } : {}),
    };
  }

  /**
   * can-order-date from memory: each date of the booking window → its future times with at
   * least one seat left ([] for every date when the store does not book online) — the rule of
   * repositories/availability.ts, on the pooled slots and the booked seats. Null: no such store.
   */
  async orderDates(id: number, now: Date): Promise<Record<string, string[]> | null> {
    await this.ensureSlots(now);
    const store = this.stores[this.slotOf.get(id) ?? -1];
    if (!store) return null;
    const window = bookingWindow(now);
    const result: Record<string, string[]> = Object.fromEntries(window.map((d) => [d, [] as string[]]));
    if (!store.booking || store.slotsAt < 0) return result;
    const pool = this.slotPool;
    const at = store.slotsAt;
    const nowMs = now.getTime();
    for (const date of window) {
      if (this.closed.get(date)?.has(store.id)) continue;
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
      const taken = this.booked.get(date)?.get(store.id);
      const times: string[] = [];
      for (let i = pool[at + weekday], end = pool[at + weekday + 1]; i < end; i += 1) {
        const minutes = pool[i] >>> 12;
        const time = hhmm(minutes);
        if (slotInstant(date, time).getTime() <= nowMs) continue;
        if ((pool[i] & 0xfff) - (taken?.get(minutes) ?? 0) >= 1) times.push(time);
      }
      result[date] = times;
    }
    return result;
  }

  /** The opening spans as the store page lists them. */
  hoursOf(id: number): BusinessTime[] | null {
    const store = this.stores[this.slotOf.get(id) ?? -1];
    if (!store) return null;
    const out: BusinessTime[] = [];
    for (let i = 0; i < store.spans.length; i += 3) out.push({ weekday: store.spans[i], open: hhmm(store.spans[i + 1]), close: hhmm(store.spans[i + 2]) });
    return out;
  }

  /** What the store page adds to the card from memory: position, hours, party limit. */
  pageOf(id: number, now: Date): (StoreSummary & { lat: number; lng: number; business_times: BusinessTime[]; max_party_size: number }) | null {
    const store = this.stores[this.slotOf.get(id) ?? -1];
    if (!store) return null;
    return { ...this.summary(store, taipeiClock(now)), business_times: this.hoursOf(id) ?? [], max_party_size: store.maxParty };
  }

  /**
   * When the store's business status can next change (ms since the epoch): the next opening or
   * closing on the Taipei clock, at most a week away.
   */
  statusUntil(id: number, now: Date): number {
    const store = this.stores[this.slotOf.get(id) ?? -1];
    const start = Math.floor(now.getTime() / 60_000) * 60_000;
    if (!store || !store.spans.length) return start + WEEK_MINUTES * 60_000;
    const { weekday, minutes } = taipeiClock(now);
    const at = weekday * 1440 + minutes;
    let soonest = WEEK_MINUTES;
    const spans = store.spans;
    for (let i = 0; i < spans.length; i += 3) {
      const open = spans[i + 1];
      const close = spans[i + 2] <= open ? spans[i + 2] + 1440 : spans[i + 2];
      for (const boundary of [spans[i] * 1440 + open, spans[i] * 1440 + close]) {
        const ahead = (((boundary - at) % WEEK_MINUTES) + WEEK_MINUTES) % WEEK_MINUTES;
        if (ahead > 0 && ahead < soonest) soonest = ahead;
      }
    }
    return start + soonest * 60_000;
  }
}

/** An availability search as minutes, with the date's taken seats by store. */
interface PreparedSlots {
  weekday: number;
  from: number;
  to: number;
  /** Today: only slots after this minute; another date: -1. */
  after: number;
  party: number;
  target: number | null;
  taken: Map<number, Map<number, number>> | null;
  /** 可候補: a slot that could seat the party keeps the store even when full. */
  waitlist: boolean;
  /** The stores closed that date (special closing days). */
  closed: Set<number> | null;
}

/** The hot score of store-summaries.ts: recent points / 5 + average × ln(comments + 1). */
function hotScoreOf(store: Pick<CatalogStore, 'points' | 'average' | 'comments'>): number {
  return store.points / 5 + store.average * Math.log(store.comments + 1);
}

/** Keyword terms as the SQL search splits and folds them, lower-cased (ILIKE). */
export function keywordTerms(keyword: string): string[] {
  return [...new Set(foldVariants(keyword.trim()).toLowerCase().split(/\s+/u).filter(Boolean))];
}

/** An int[] from either driver ('{1,2}' text or a parsed list). */
function intArray(value: number[] | string): number[] {
  if (Array.isArray(value)) return value.map(Number);
  const inner = value.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',').map(Number) : [];
}
