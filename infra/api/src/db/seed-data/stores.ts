/**
 * Builds the seeded stores as plain data (no database): names, addresses, coordinates,
 * hours and figures all come from one seeded PRNG, so every run yields the same rows.
 */
import { CITIES, DISTRICTS, type CitySeed, type DistrictSeed, type PlacedDistrict } from './places';
import { FOOD_TYPES, HOURS, TAGS, type FoodTypeSeed } from './food';
import { createRandom, type Random } from './prng';
import { describeStore } from './descriptions';
import { menuFor } from './menus';

export interface StoreSeed {
  id: number;
  slug: string;
  name: string;
  /** Index into ALL_CITIES (city id - 1). */
  cityIndex: number;
  districtId: number;
  address: string;
  lat: number;
  lng: number;
  phone: string;
  description: string;
  priceLevel: number;
  rewardRate: number;
  joyBooking: boolean;
  joyPay: boolean;
  averageScore: number;
  commentCount: number;
  openedAt: string;
  /** Indexes into FOOD_TYPES and TAGS. */
  foodTypes: number[];
  tags: number[];
  hours: { weekday: number; open: string; close: string }[];
}

/** The first seed's stores per district for each city, in CITIES order (260 in all). */
const STORES_PER_DISTRICT = [10, 7, 8, 8, 10, 8, 8];
/** Opening dates count back from here; fixed so the "new" ranking is reproducible. */
const LATEST_OPENING = Date.UTC(2026, 9, 31);
const DAY_MS = 86_400_000;

/** Types a store of a kind often also lists (a ramen bar is also Japanese food). */
const SECOND_TYPE: Record<string, readonly string[]> = {
  居酒屋: ['日式料理'],
  拉麵: ['日式料理'],
  燒肉: ['日式料理'],
  咖啡廳: ['早午餐', '甜點'],
  甜點: ['咖啡廳'],
  早午餐: ['咖啡廳'],
  牛排: ['美式料理'],
  火鍋: ['台菜'],
};

const typeIndex = (name: string): number => FOOD_TYPES.findIndex((t) => t.name === name);
const pad = (n: number, width: number): string => String(n).padStart(width, '0');

function phoneFor(district: DistrictSeed, random: Random): string {
  // Taipei and Taichung numbers have eight digits, the others seven.
  const eight = district.phonePrefix.startsWith('02') || district.phonePrefix.startsWith('04');
  return `${district.phonePrefix}${pad(random.int(0, eight ? 99 : 9), eight ? 2 : 1)}-${pad(random.int(0, 9999), 4)}`;
}

function hoursFor(type: FoodTypeSeed, random: Random): StoreSeed['hours'] {
  const spans = HOURS[random.pick(type.hours)];
  // About a third of the stores close one weekday (Monday to Wednesday).
  const closed = random.chance(0.35) ? random.int(1, 3) : -1;
  const rows: StoreSeed['hours'] = [];
  for (let weekday = 0; weekday < 7; weekday++) {
    if (weekday === closed) continue;
    for (const [open, close] of spans) rows.push({ weekday, open, close });
  }
  return rows;
}

interface Placement {
  cityIndex: number;
  city: CitySeed;
  district: DistrictSeed;
  districtId: number;
}

/**
 * Names already used (a branch name "… 大安店" is tried when the plain one is taken), or
 * null when names may repeat (the bench seed: chains with many branches).
 */
interface Naming {
  names: Set<string> | null;
  slugs: Set<string>;
  /** Descriptions used per district id (made when first needed; kept only when names are). */
  descriptions?: Map<number, Set<string>>;
}

/** A menu's signature dishes, and the other dishes of its first two sections. */
function menuDishes(menu: ReturnType<typeof menuFor>): { signature: string[]; dishes: string[] } {
  const signature = menu.flatMap((s) => s.items.filter((i) => i.signature).map((i) => i.name));
  const dishes = menu.slice(0, 2).flatMap((s) => s.items.map((i) => i.name)).filter((name) => !signature.includes(name));
  return { signature, dishes };
}

/** One store; the draws happen in a fixed order so a given stream always yields the same row. */
function makeStore(random: Random, id: number, at: Placement, naming: Naming): StoreSeed {
  const { city, district, cityIndex } = at;
  const typeIdx = random.int(0, FOOD_TYPES.length - 1);
  const type = FOOD_TYPES[typeIdx];
  let name = '';
  let slug = '';
  // A plain name first; a branch name ("… 大安店") when the plain one is taken.
  for (let attempt = 0; !name || naming.names?.has(name); attempt++) {
    const [stemZh, stemEn] = random.pick(type.stems);
    const [suffixZh, suffixEn] = random.pick(type.suffixes);
    const branch = attempt > 0 || random.chance(0.3);
    name = `${stemZh}${suffixZh}${branch ? ` ${district.name.replace(/[區市鎮鄉]$/, '')}店` : ''}`;
    slug = `${stemEn}-${suffixEn}${branch ? `-${district.en}` : ''}`;
    // Past a few tries every branch name of the type is taken here: repeat the draw.
    if (attempt > 200) throw new Error(`no free store name in ${district.name}`);
  }
  naming.names?.add(name);
  if (!naming.names) slug = `${slug}-${id}`;
  for (let k = 2; naming.slugs.has(slug); k++) slug = `${slug.replace(/-\d+$/, '')}-${k}`;
  naming.slugs.add(slug);

  const foodTypes = [typeIdx];
  const seconds = SECOND_TYPE[type.name];
  if (seconds && random.chance(0.4)) foodTypes.push(typeIndex(random.pick(seconds)));
  const hours = hoursFor(type, random);
  const tags = random.sample(
    TAGS.map((_, i) => i),
    random.int(2, 4),
  );
  const lateNight = hours.some((h) => h.close < h.open);
  const lateTag = TAGS.indexOf('深夜食堂');
  if (lateNight && !tags.includes(lateTag)) tags.push(lateTag);

  const road = random.pick(district.roads);
  const floor = random.chance(0.25) ? `${random.int(2, 12)}樓` : '';
  const joyPay = random.chance(0.55);
  const address = `${city.name}${district.name}${road}${random.int(1, 320)}號${floor}`;
  const lat = Number((district.lat + (random.next() - 0.5) * 0.02).toFixed(6));
  const lng = Number((district.lng + (random.next() - 0.5) * 0.02).toFixed(6));
  const phone = phoneFor(district, random);
  // One draw, where the first seed drew its one-line description: the rows after stay as they were.
  const descriptionSeed = Math.floor(random.next() * 2 ** 31);
  const priceLevel = random.int(type.price[0], type.price[1]);
  const rewardRate = joyPay ? random.pick([3, 5, 8, 10, 12, 15, 18, 20]) : 0;
  const joyBooking = random.chance(0.7);
  const facts = {
    cuisine: type.name,
    district: district.name,
    road,
    priceLevel,
    joyBooking,
    joyPay,
    rewardRate,
    tags: tags.map((g) => TAGS[g]),
    openDays: new Set(hours.map((h) => h.weekday)),
    ...menuDishes(menuFor({ id, priceLevel, foodTypes })),
  };
  // A description of its own stream; drawn again while another store of the district has it.
  const used = naming.names ? ((naming.descriptions ??= new Map()).get(at.districtId) ?? new Set<string>()) : null;
  let description = '';
  for (let attempt = 0; !description || used?.has(description); attempt++) {
    if (attempt > 50) throw new Error(`no free description in ${district.name}`);
    description = describeStore(facts, createRandom(descriptionSeed + id * 101 + attempt * 7919));
  }
  if (used) naming.descriptions?.set(at.districtId, used.add(description));
  return {
    id,
    slug,
    name,
    cityIndex,
    districtId: at.districtId,
    address,
    lat,
    lng,
    phone,
    description,
    priceLevel,
    rewardRate,
    joyBooking,
    joyPay,
    averageScore: Number((3 + random.next() * 1.95).toFixed(2)),
    // Most stores have a few dozen comments, a few have many.
    commentCount: Math.floor(random.next() ** 3 * 1500),
    openedAt: new Date(LATEST_OPENING - random.int(0, 5400) * DAY_MS).toISOString().slice(0, 10),
    foodTypes,
    tags: tags.sort((a, b) => a - b),
    hours,
  };
}

const placement = (p: PlacedDistrict): Placement => ({ cityIndex: p.cityId - 1, city: p.city, district: p.district, districtId: p.id });

/** The first 260 stores (ids 1–260), exactly as the first seed drew them. */
export function buildStores(random: Random, naming: Naming = { names: new Set(), slugs: new Set() }): StoreSeed[] {
  const stores: StoreSeed[] = [];
  CITIES.forEach((city, cityIndex) => {
    city.districts.forEach((district) => {
      const placed = DISTRICTS.find((p) => p.cityId === cityIndex + 1 && p.district === district) as PlacedDistrict;
      for (let n = 0; n < STORES_PER_DISTRICT[cityIndex]; n++) stores.push(makeStore(random, stores.length + 1, placement(placed), naming));
    });
  });
  return stores;
}

const FIRST_DISTRICTS = CITIES.reduce((n, c) => n + c.districts.length, 0);

/**
 * More stores per district: the first seed's 30 districts, the 28 added to their cities and the
 * 25 of the new cities get 25, 20 and 18 each (1,760 in all, 2,020 with the first 260).
 */
export function morePerDistrict(p: PlacedDistrict): number {
  if (p.id <= FIRST_DISTRICTS) return 25;
  return p.cityId <= CITIES.length ? 20 : 18;
}

/**
 * `count` stores from id `firstId` on, spread over every district in proportion to
 * morePerDistrict (the bench seed asks for many times the seed's share).
 */
export function buildMoreStores(random: Random, firstId: number, count: number, naming: Naming): StoreSeed[] {
  const weights = DISTRICTS.map(morePerDistrict);
  const sum = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((w) => Math.floor((w * count) / sum));
  for (let i = 0, left = count - shares.reduce((a, b) => a + b, 0); left > 0; i++, left--) shares[i % shares.length]++;
  const stores: StoreSeed[] = [];
  DISTRICTS.forEach((p, i) => {
    for (let n = 0; n < shares[i]; n++) stores.push(makeStore(random, firstId + stores.length, placement(p), naming));
  });
  return stores;
}

export type { Naming };
