/**
 * The store catalog: what the store cards, the rankings and the search show, held in memory and
 * kept current from the change feed (change-feed.ts), so a search, a ranking or a badge is
 * computed from data already prepared instead of from aggregates over every store per request.
 *
 * - Cards are built once per store change (its row, place, food types, tags, hours).
 * - The hot score (recent comment points + long-run quality, the formula of
 *   store-summaries.ts) is computed in JavaScript from one aggregate over the 90-day comments,
 *   refreshed on a schedule and for the stores whose comments changed; the orders of 推薦,
 *   評分 and 價位 are kept sorted, so a page walks an order and stops.
 * - Filters are sets of stores (bits.ts): a city, a district, a food type, a tag, a flag, a
 *   weekday with opening hours; a query intersects them in n/32 word operations. Keywords use
 *   a per-character index of the search text (db/derived.ts) and are confirmed with the same
 *   test as the SQL search (a 1–2 character term as a token, a longer one as a substring).
 * - Availability (free-slots.ts) uses each store's weekly slots and its booked seats per date
 *   and time, loaded on the first availability search and kept current from the same feed.
 *
 * The SQL search (repositories/stores.ts) stays the reference: a test runs the same filters
 * through both on the seed and compares ids, order and totals.
 */
import { sql } from 'drizzle-orm';
import { messages, PRICE_PER_PERSON_MAX, SEARCH_FREE_TIMES, type BusinessStatus, type BusinessTime, type Paged, type StoreFilter, type StoreSummary } from '@joy/contract';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { validationFailure } from '../lib/api-error';
import { taipeiClock, type Clock } from '../lib/business-status';
import { taipeiDate } from '../lib/booking-clock';
import { paged, type PageRequest } from '../lib/paging';
import { foldVariants } from '../lib/text-variants';
import { HOT_WINDOW_DAYS, RANKING_SIZE } from '../repositories/store-summaries';
import { boundingBox } from '../repositories/stores';
import type { SlotSearch } from '../repositories/free-slots';
import { Bits } from './bits';

/** What a card shows that does not depend on the clock or the rankings. */
type CardBase = Omit<StoreSummary, 'business_status' | 'is_hot' | 'is_new' | 'distance' | 'free_times'>;

/** Opening spans as weekday, open, close (minutes) triples: three numbers a span, no object. */
type Spans = Uint16Array;

export interface CatalogStore {
  id: number;
  slot: number;
  card: CardBase;
  spans: Spans;
  cityId: number;
  districtId: number;
  foodTypeIds: number[];
  tagIds: number[];
  maxParty: number;
  price: number;
  average: number;
  comments: number;
  openedAt: string;
  lat: number;
  lng: number;
  /** The search text's base (names, food types, district, address, slug words), lower-cased (ILIKE). */
  text: string;
  points: number;
  hot: number;
  /** Bumped on every change of the store (response-cache keys). */
  version: number;
}

/** Weekly slots: see slotTable(). */
type SlotTable = Uint32Array;

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
    split_part(s.search_text, '  ', 1) as search_text,
    coalesce((select json_agg(json_build_array(x.id, x.name) order by x.sort, x.id) from store_food_types l join food_types x on x.id = l.food_type_id where l.store_id = s.id), '[]'::json) as food_types,
    coalesce((select json_agg(json_build_array(x.id, x.name) order by x.sort, x.id) from store_tags l join tags x on x.id = l.tag_id where l.store_id = s.id), '[]'::json) as tags,
    coalesce((select string_agg(b.weekday || ' ' || to_char(b.open, 'HH24:MI') || ' ' || to_char(b.close, 'HH24:MI'), ',' order by b.weekday, b.open)
      from business_times b where b.store_id = s.id), '') as hours
  from stores s join cities c on c.id = s.city_id join districts d on d.id = s.district_id
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
  food_types: unknown;
  tags: unknown;
  hours: string;
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
  private booking = new Bits(0);
  private paying = new Bits(0);
  private rewarding = new Bits(0);
  /** Store slots holding each character of their search text (may hold stale slots: every hit is confirmed). */
  private postings = new Map<string, Int32Array | number[]>();
  /** Recent keyword terms' matches, while the catalog's generation holds (real traffic repeats its keywords). */
  private termCache = new Map<string, { generation: number; bits: Bits }>();
  private cities = new Set<number>();
  private orders: { hot: Int32Array; score: Int32Array; price: Int32Array } | null = null;
  private rank: { hot: Int32Array; score: Int32Array; price: Int32Array } | null = null;
  /** Live stores by latitude (the distance order's boxes). */
  private latIndex: { slots: Int32Array; lats: Float64Array } | null = null;
  private hotIds: number[] = [];
  private newIds: number[] = [];
  /** Bumped whenever any card, filter set or order changes (search cache keys). */
  generation = 0;
  /** Bumped when the rankings' members change. */
  rankingVersion = 0;
  /** Bumped when any slot or booked seat changes (availability search cache keys). */
  seatsGeneration = 0;
  private slotTables: Map<number, SlotTable> | null = null;
  private slotsLoading: Promise<void> | null = null;
  /** Taken seats by store id → 'date' → minutes → seats, for dates from today on. */
  private booked = new Map<number, Map<string, Map<number, number>>>();
  private bookedFrom = '';
  private pointsAt = 0;
  private seatVersions = new Map<number, number>();

  constructor(
    private readonly db: Database,
    private readonly options: CatalogOptions,
  ) {}

  /** Loads every store (batches of ROWS_PER_LOAD) and the hot scores. */
  async load(): Promise<void> {
    const cities = rowsOf<{ id: number }>(await this.db.execute(sql`select id from cities`));
    this.cities = new Set(cities.map((c) => c.id));
    const [{ max }] = rowsOf<{ max: number | null }>(await this.db.execute(sql`select max(id) as max from stores`));
    const last = Number(max ?? 0);
    for (let from = 0; from < last; from += ROWS_PER_LOAD) {
      const rows = rowsOf<StoreRow>(await this.db.execute(storeRows(sql`s.id > ${from} and s.id <= ${from + ROWS_PER_LOAD}`)));
      for (const row of rows) this.put(row);
    }
    // Posting lists as typed arrays: a quarter of the memory of number lists.
    for (const [ch, list] of this.postings) if (!(list instanceof Int32Array)) this.postings.set(ch, Int32Array.from(list));
    await this.refreshPoints();
  }

  /** Reads the given stores again (a change of the row, its place, food types, tags or hours; gone → removed). */
  async reload(ids: readonly number[]): Promise<void> {
    if (!ids.length) return;
    const unique = [...new Set(ids)];
    const rows = rowsOf<StoreRow>(await this.db.execute(storeRows(sql`s.id in (${sql.join(unique.map((id) => sql`${id}`), sql`, `)})`)));
    const found = new Set(rows.map((r) => r.id));
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
    if (this.slotsLoading) await this.slotsLoading.catch(() => undefined);
    if (!this.slotTables || !ids.length) return;
    const unique = [...new Set(ids)];
    if (templates) await this.loadSlotTables(unique);
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

  has(id: number): boolean {
    return this.slotOf.has(id);
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
    const cards = (ids: number[]) => ids.flatMap((id) => {
      const store = this.stores[this.slotOf.get(id) ?? -1];
      return store ? [this.summary(store, clock)] : [];
    });
    return { hot: cards(this.hotIds), new: cards(this.newIds) };
  }

  summaryOf(id: number, now: Date): StoreSummary | null {
    const store = this.stores[this.slotOf.get(id) ?? -1];
    return store ? this.summary(store, taipeiClock(now)) : null;
  }

  /** The map search: the same filters, order and totals as the SQL search. */
  async search({ filter, page, now, slots }: CatalogSearch): Promise<Paged<StoreSummary>> {
    if (filter.city && !this.cities.has(filter.city)) throw validationFailure({ city: messages.searchCityNotFound });
    if (slots) await this.ensureSlots(now);
    const position = filter.lat !== null && filter.lng !== null ? { lat: filter.lat, lng: filter.lng } : null;
    const sort = filter.sort ?? (position ? 'distance' : 'hot');
    if (sort === 'distance' && !position) throw validationFailure({ sort: messages.searchDistanceNeedsPosition });

    const clock = taipeiClock(now);
    const candidates = this.candidates(filter);
    const test = this.residual(filter, clock, slots);
    const accept = (slot: number): boolean => {
      const store = this.stores[slot];
      return store !== undefined && test(store) && (!slots || this.freeTimes(store, slots, 1).length > 0);
    };

    let total = 0;
    const picked: { slot: number; distance: number | null }[] = [];
    const end = page.offset + page.perPage;
    if (sort === 'distance' && position) {
      const within = candidates ?? this.live;
      const nearestFirst = (x: { slot: number; distance: number }, y: { slot: number; distance: number }) =>
        x.distance - y.distance || (this.stores[x.slot] as CatalogStore).id - (this.stores[y.slot] as CatalogStore).id;
      const distanceOf = (slot: number) => {
        const store = this.stores[slot] as CatalogStore;
        return { slot, distance: haversine(position.lat, position.lng, store.lat, store.lng) };
      };
      // The total: every match, without a distance. The page: the smallest box around the
      // position whose inscribed circle holds enough matches (anything outside the box is
      // farther than its circle), else every match.
      for (const slot of within) if (accept(slot)) total += 1;
      let ordered: { slot: number; distance: number }[] | null = null;
      for (const km of NEAR_RADII_KM) {
        const box = boundingBox(position.lat, position.lng, km);
        if (!box) break;
        const inside = this.inBox(box, (slot) => within.has(slot) && accept(slot))
          .map(distanceOf)
          .filter((m) => m.distance <= km);
        if (inside.length >= end || inside.length === total) {
          ordered = inside.sort(nearestFirst);
          break;
        }
      }
      if (!ordered) {
        ordered = [];
        for (const slot of within) if (accept(slot)) ordered.push(distanceOf(slot));
        ordered.sort(nearestFirst);
      }
      for (const m of ordered.slice(page.offset, end)) picked.push({ slot: m.slot, distance: Math.round(m.distance * 100) / 100 });
    } else {
      const { order, rank } = this.orderFor(sort);
      const narrow = candidates && candidates.count() * 8 < order.length;
      if (narrow && candidates) {
        const matches: number[] = [];
        for (const slot of candidates) if (accept(slot)) matches.push(slot);
        matches.sort((a, b) => rank[a] - rank[b]);
        total = matches.length;
        for (const slot of matches.slice(page.offset, end)) picked.push({ slot, distance: null });
      } else {
        const within = candidates ?? this.live;
        for (let i = 0; i < order.length; i += 1) {
          const slot = order[i];
          if (!within.has(slot) || !accept(slot)) continue;
          if (total >= page.offset && total < end) picked.push({ slot, distance: null });
          total += 1;
        }
      }
    }
    return paged(
      picked.map(({ slot, distance }) => {
        const store = this.stores[slot] as CatalogStore;
        const card = this.summary(store, clock, distance);
        return slots ? { ...card, free_times: this.freeTimes(store, slots) } : card;
      }),
      total,
      page,
    );
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
   * The store's free times for the search, nearest the target first, then in the day's order
   * (`limit` 1: whether it has one at all, stopping at the first).
   */
  private freeTimes(store: CatalogStore, q: SlotSearch, limit = SEARCH_FREE_TIMES): string[] {
    const table = this.slotTables?.get(store.id);
    if (!table) return [];
    const from = minutesOf(q.from);
    const to = minutesOf(q.to);
    const after = q.after === null ? -1 : minutesOf(q.after);
    const taken = this.booked.get(store.id)?.get(q.date);
    const found: number[] = [];
    for (let i = table[q.weekday], end = table[q.weekday + 1]; i < end; i += 1) {
      const packed = table[i];
      const minutes = packed >>> 12;
      if (minutes > to) break;
      if (minutes < from || minutes <= after) continue;
      if ((packed & 0xfff) - (taken?.get(minutes) ?? 0) >= q.party) {
        found.push(minutes);
        if (limit === 1) break;
      }
    }
    if (found.length <= 1) return found.map(hhmm);
    const target = q.target === null ? null : minutesOf(q.target);
    if (target !== null) found.sort((a, b) => Math.abs(a - target) - Math.abs(b - target) || a - b);
    return found.slice(0, limit).sort((a, b) => a - b).map(hhmm);
  }

  /** Loads the weekly slots and the booked seats on the first availability search. */
  private async ensureSlots(now: Date): Promise<void> {
    const today = taipeiDate(now);
    if (this.slotTables && this.bookedFrom <= today) return;
    if (!this.slotsLoading) {
      this.slotsLoading = (async () => {
        if (!this.slotTables) await this.loadSlotTables(null);
        this.bookedFrom = today;
        this.booked.clear();
        await this.loadBooked(null);
        this.seatsGeneration += 1;
      })().finally(() => {
        this.slotsLoading = null;
      });
    }
    await this.slotsLoading;
  }

  private async loadSlotTables(ids: readonly number[] | null): Promise<void> {
    const tables = this.slotTables ?? new Map<number, SlotTable>();
    const packed = sql`array_agg((s.weekday::int << 24) | ((substr(s.time, 1, 2)::int * 60 + substr(s.time, 4, 2)::int) << 12) | least(s.capacity, 4095)::int order by s.weekday, s.time)`;
    if (ids) {
      for (const id of ids) tables.delete(id);
      const rows = rowsOf<{ store_id: number; slots: number[] | string }>(
        await this.db.execute(sql`select s.store_id, ${packed} as slots from store_slots s where s.store_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) group by s.store_id`),
      );
      for (const row of rows) tables.set(Number(row.store_id), slotTable(intArray(row.slots)));
    } else {
      const [{ max }] = rowsOf<{ max: number | null }>(await this.db.execute(sql`select max(store_id) as max from store_slots`));
      const last = Number(max ?? 0);
      for (let from = 0; from < last; from += ROWS_PER_LOAD * 2) {
        const rows = rowsOf<{ store_id: number; slots: number[] | string }>(
          await this.db.execute(sql`select s.store_id, ${packed} as slots from store_slots s where s.store_id > ${from} and s.store_id <= ${from + ROWS_PER_LOAD * 2} group by s.store_id`),
        );
        for (const row of rows) tables.set(Number(row.store_id), slotTable(intArray(row.slots)));
      }
    }
    this.slotTables = tables;
  }

  private async loadBooked(ids: readonly number[] | null): Promise<void> {
    const from = this.bookedFrom;
    const only = ids ? sql`and store_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})` : sql``;
    if (ids) for (const id of ids) this.booked.delete(id);
    const rows = rowsOf<{ store_id: number; date: string; time: string; seats: string | number }>(
      await this.db.execute(sql`
        select store_id, date::text as date, time, sum(seats) as seats from (
          select store_id, date, time, adult_num + child_num as seats from orders where status <> 0 and date >= ${from} ${only}
          union all
          select store_id, date, time, adult_num + child_num from waitlist_entries where status = 'held' and date >= ${from} ${only}
        ) x group by store_id, date, time`),
    );
    for (const row of rows) {
      const storeId = Number(row.store_id);
      let dates = this.booked.get(storeId);
      if (!dates) this.booked.set(storeId, (dates = new Map()));
      let times = dates.get(row.date);
      if (!times) dates.set(row.date, (times = new Map()));
      times.set(minutesOf(row.time), Number(row.seats));
    }
  }

  // ---- filters -----------------------------------------------------------------------------

  /** The filters answered by sets: null when none applies (every live store). */
  private candidates(filter: StoreFilter): Bits | null {
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
    if (filter.date) narrow(this.byWeekday[new Date(`${filter.date}T00:00:00Z`).getUTCDay()]);
    const terms = keywordTerms(filter.keyword);
    for (const term of terms) narrow(this.matching(term));
    if (set) (set as Bits).and(this.live);
    return set;
  }

  private union(index: Map<number, Bits>, keys: readonly number[]): Bits {
    const out = new Bits(this.size);
    for (const key of new Set(keys)) {
      const bits = index.get(key);
      if (bits) out.or(bits);
    }
    return out;
  }

  /** Stores whose search text holds the term. */
  private matching(term: string): Bits {
    const cached = this.termCache.get(term);
    if (cached && cached.generation === this.generation) {
      this.termCache.delete(term);
      this.termCache.set(term, cached);
      return cached.bits;
    }
    const bits = this.scanTerm(term);
    this.termCache.set(term, { generation: this.generation, bits });
    if (this.termCache.size > TERM_CACHE) this.termCache.delete(this.termCache.keys().next().value as string);
    return bits;
  }

  private scanTerm(term: string): Bits {
    const out = new Bits(this.size);
    let rarest: Int32Array | number[] | undefined;
    for (const ch of new Set(term)) {
      const list = this.postings.get(ch);
      if (!list) return out;
      if (!rarest || list.length < rarest.length) rarest = list;
    }
    // The SQL search matches a 1–2 character term as a token and a longer one anywhere: on the
    // base text both are "inside a word", since a term holds no space.
    const needle = term;
    for (const slot of rarest ?? []) {
      const store = this.stores[slot];
      if (store && store.text.includes(needle)) out.add(slot);
    }
    return out;
  }

  /** The filters tested per store: the party, the open-now clock, the price range, availability's booking flag. */
  private residual(filter: StoreFilter, clock: Clock, slots: SlotSearch | null): (store: CatalogStore) => boolean {
    const party = filter.total_people ?? 0;
    const min = filter.price_min;
    const max = filter.price_max;
    const priced = min != null || max != null;
    const now = filter.joy_now;
    return (s) =>
      (party === 0 || s.maxParty >= party) &&
      (!priced || (s.price > 0 && (min == null || s.price >= min) && (max == null || s.price <= max))) &&
      (!now || statusAt(s.spans, clock) === 1) &&
      (!slots || s.card.joy_booking);
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
    const by = (compare: (a: CatalogStore, b: CatalogStore) => number): Int32Array =>
      Int32Array.from([...slots].sort((a, b) => compare(this.stores[a] as CatalogStore, this.stores[b] as CatalogStore)));
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
    const byLat = Int32Array.from([...slots].sort((a, b) => (this.stores[a] as CatalogStore).lat - (this.stores[b] as CatalogStore).lat));
    this.latIndex = { slots: byLat, lats: Float64Array.from(byLat, (slot) => (this.stores[slot] as CatalogStore).lat) };
    this.rank = { hot: ranks(hot), score: ranks(score), price: ranks(price) };
    const hotIds = [...hot.slice(0, RANKING_SIZE)].map((slot) => (this.stores[slot] as CatalogStore).id);
    const newIds = [...slots]
      .sort((a, b) => {
        const x = this.stores[a] as CatalogStore;
        const y = this.stores[b] as CatalogStore;
        return x.openedAt < y.openedAt ? 1 : x.openedAt > y.openedAt ? -1 : y.id - x.id;
      })
      .slice(0, RANKING_SIZE)
      .map((slot) => (this.stores[slot] as CatalogStore).id);
    const changed = [...new Set([...hotIds, ...this.hotIds].filter((id) => hotIds.includes(id) !== this.hotIds.includes(id)))].concat(
      [...new Set([...newIds, ...this.newIds])].filter((id) => newIds.includes(id) !== this.newIds.includes(id)),
    );
    if (changed.length || hotIds.join() !== this.hotIds.join() || newIds.join() !== this.newIds.join()) {
      this.rankingVersion += 1;
      // A store that gained or lost a badge shows it on its own page: its cached page is stale.
      for (const id of changed) {
        const store = this.stores[this.slotOf.get(id) ?? -1];
        if (store) store.version += 1;
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
    const targets = ids ? ids.map((id) => this.stores[this.slotOf.get(id) ?? -1]).filter((s): s is CatalogStore => Boolean(s)) : this.stores.filter((s): s is CatalogStore => Boolean(s));
    for (const store of targets) {
      store.points = points.get(store.id) ?? 0;
      store.hot = hotScoreOf(store);
    }
    if (!ids) this.pointsAt = now.getTime();
    this.changed();
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
    const foodTypes = pairs(row.food_types);
    const tags = pairs(row.tags);
    const spans = parseSpans(row.hours);
    const store: CatalogStore = {
      id,
      slot,
      card: {
        id,
        slug: row.slug,
        name: row.name,
        logo: row.logo,
        photo: row.photo,
        city: row.city,
        district: row.district,
        address: row.address,
        food_types: foodTypes.map(([, name]) => name),
        tags: tags.map(([, name]) => name),
        average_score: Number(row.average_score),
        comment_count: Number(row.comment_count),
        price_level: Number(row.price_level),
        price_per_person: Number(row.price_per_person),
        reward_rate: Number(row.reward_rate),
        joy_booking: Boolean(row.joy_booking),
        joy_pay: Boolean(row.joy_pay),
      },
      spans,
      cityId: Number(row.city_id),
      districtId: Number(row.district_id),
      foodTypeIds: foodTypes.map(([fid]) => Number(fid)),
      tagIds: tags.map(([tid]) => Number(tid)),
      maxParty: Number(row.max_party_size),
      price: Number(row.price_per_person),
      average: Number(row.average_score),
      comments: Number(row.comment_count),
      openedAt: row.opened_at,
      lat: Number(row.lat),
      lng: Number(row.lng),
      text: (row.search_text ?? '').toLowerCase(),
      points: before?.points ?? 0,
      hot: 0,
      version: (before?.version ?? 0) + 1,
    };
    store.hot = hotScoreOf(store);
    this.stores[slot] = store;
    this.index(store, before);
    this.changed();
  }

  private remove(id: number): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    const store = this.stores[slot];
    if (store) this.unindex(store);
    this.stores[slot] = undefined;
    this.slotOf.delete(id);
    this.slotTables?.delete(id);
    this.booked.delete(id);
    this.changed();
  }

  private index(store: CatalogStore, before: CatalogStore | undefined): void {
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
    if (store.card.joy_booking) this.booking.add(slot);
    if (store.card.joy_pay) this.paying.add(slot);
    if (store.card.reward_rate > 0) this.rewarding.add(slot);
    if (before?.text === store.text) return;
    for (const ch of new Set(store.text)) {
      if (ch === ' ') continue;
      let list = this.postings.get(ch);
      if (!list) this.postings.set(ch, (list = []));
      else if (list instanceof Int32Array) this.postings.set(ch, (list = Array.from(list)));
      if (list[list.length - 1] !== slot) list.push(slot);
    }
  }

  private unindex(store: CatalogStore): void {
    const { slot } = store;
    this.live.delete(slot);
    this.byCity.get(store.cityId)?.delete(slot);
    this.byDistrict.get(store.districtId)?.delete(slot);
    for (const f of store.foodTypeIds) this.byFoodType.get(f)?.delete(slot);
    for (const g of store.tagIds) this.byTag.get(g)?.delete(slot);
    for (const bits of this.byWeekday) bits.delete(slot);
    this.booking.delete(slot);
    this.paying.delete(slot);
    this.rewarding.delete(slot);
  }

  private summary(store: CatalogStore, clock: Clock, distance: number | null = null): StoreSummary {
    this.sorted();
    return {
      ...store.card,
      business_status: statusAt(store.spans, clock),
      is_hot: this.hotIds.includes(store.id),
      is_new: this.newIds.includes(store.id),
      distance,
    };
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

  /** The opening spans as the detail lists them. */
  hoursOf(id: number): BusinessTime[] | null {
    const store = this.stores[this.slotOf.get(id) ?? -1];
    if (!store) return null;
    const out: BusinessTime[] = [];
    for (let i = 0; i < store.spans.length; i += 3) out.push({ weekday: store.spans[i], open: hhmm(store.spans[i + 1]), close: hhmm(store.spans[i + 2]) });
    return out;
  }
}

/** The hot score of store-summaries.ts: recent points / 5 + average × ln(comments + 1). */
function hotScoreOf(store: Pick<CatalogStore, 'points' | 'average' | 'comments'>): number {
  return store.points / 5 + store.average * Math.log(store.comments + 1);
}

/** Keyword terms as the SQL search splits and folds them, lower-cased (ILIKE). */
export function keywordTerms(keyword: string): string[] {
  return [...new Set(foldVariants(keyword.trim()).toLowerCase().split(/\s+/u).filter(Boolean))];
}

/**
 * A store's weekly slots as one array: entries 0–7 are where each weekday's slots start (7: the
 * end), then minutes << 12 | capacity per slot, by weekday and time. `packed` comes from SQL as
 * weekday << 24 | minutes << 12 | capacity, already in that order.
 */
function slotTable(packed: readonly number[]): SlotTable {
  const table = new Uint32Array(8 + packed.length);
  let day = 0;
  packed.forEach((value, i) => {
    const weekday = value >>> 24;
    while (day <= weekday) table[day++] = 8 + i;
    table[8 + i] = value & 0xffffff;
  });
  while (day <= 7) table[day++] = 8 + packed.length;
  return table;
}

/** An int[] from either driver ('{1,2}' text or a parsed list). */
function intArray(value: number[] | string): number[] {
  if (Array.isArray(value)) return value.map(Number);
  const inner = value.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',').map(Number) : [];
}
