/**
 * Realistic request mixes, so a response cache helps only as much as real traffic would let it:
 * store ids drawn Zipf-like over the whole table (popular stores repeat, the long tail does
 * not), search filters from the seed's vocabulary (keywords, cities and districts, food types,
 * tags, party and date, positions, pages 1–5). Seeded, so runs draw the same sequence.
 * `repeats` counts how many drawn requests were already drawn before in the same mix: the hit
 * rate an unbounded cache with no writes could reach.
 */

/** A small seeded generator (mulberry32). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Ranks 1…n drawn with probability ∝ 1 / rank^s. */
export function zipf(n: number, s: number, rand: () => number): () => number {
  const cdf = new Float64Array(n);
  let sum = 0;
  for (let k = 1; k <= n; k++) {
    sum += 1 / k ** s;
    cdf[k - 1] = sum;
  }
  return () => {
    const x = rand() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1;
  };
}

const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)];

/** Keywords diners type (the seed's food types, dishes, places and store-name words). */
export const KEYWORDS = ['火鍋', '港式飲茶', '牛肉麵', '拉麵', '壽司', '燒肉', '麻辣鍋', '咖啡', '早午餐', '義大利麵', '牛排', '素食', '甜點', '居酒屋', '小籠包', '台北 火鍋', '大安', '信義', '中山', '西屯', '鍋', '麵', 'sushi', 'ramen', '日式料理', '泰式', '韓式', '熱炒', '海鮮', '餐酒館'];
/** City centres (lat, lng) the seed spreads stores around. */
const CENTRES: ReadonlyArray<[number, number]> = [
  [25.033, 121.5654],
  [25.0263, 121.5436],
  [24.1477, 120.6736],
  [22.6273, 120.3014],
  [22.9999, 120.227],
  [25.0117, 121.4658],
  [24.9936, 121.301],
];
const PAGES = [1, 1, 1, 1, 1, 1, 2, 2, 3, 4, 5];

export interface Mix {
  next(): { path: string; body?: unknown };
  /** Share of drawn requests already drawn before (0–1). */
  repeats(): number;
}

/** Counts repeats of whatever a mix draws. */
function counted(draw: () => { path: string; body?: unknown }): Mix {
  const seen = new Set<string>();
  let drawn = 0;
  let repeated = 0;
  return {
    next() {
      const r = draw();
      const key = `${r.path} ${JSON.stringify(r.body ?? null)}`;
      drawn++;
      if (seen.has(key)) repeated++;
      else seen.add(key);
      return r;
    },
    repeats: () => (drawn ? repeated / drawn : 0),
  };
}

/** GET paths with a store id drawn Zipf-like over 1…stores (`/v2/store/{id}`, `/v2/store/can-order-date/{id}`). */
export function storeIdMix(prefix: string, stores: number, seed = 1, s = 0.9): Mix {
  const rand = random(seed);
  const rank = zipf(stores, s, rand);
  // Popularity is not id order: a fixed permutation spreads the popular stores over the table.
  const id = (r: number) => ((r * 48271) % stores) + 1;
  return counted(() => ({ path: `${prefix}${id(rank())}` }));
}

/** Taipei's date `days` from now. */
export const taipeiDate = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

export type SearchFamily = 'keyword' | 'place' | 'types' | 'distance' | 'flags' | 'party' | 'availability' | 'none' | 'mixed';

/** Search bodies of one filter family (or all of them, 'mixed'), with pages 1–5. */
export function searchMix(family: SearchFamily, seed = 7): Mix {
  const rand = random(seed);
  const body = (f: Exclude<SearchFamily, 'mixed'>): Record<string, unknown> => {
    switch (f) {
      case 'keyword':
        return rand() < 0.3 ? { keyword: pick(rand, KEYWORDS), city: 1 + Math.floor(rand() * 6) } : { keyword: pick(rand, KEYWORDS) };
      case 'place': {
        const city = 1 + Math.floor(rand() * 6);
        return rand() < 0.5 ? { city } : { city, district: [1 + Math.floor(rand() * 12)] };
      }
      case 'types':
        return rand() < 0.5 ? { food_types: [1 + Math.floor(rand() * 20)] } : { food_types: [1 + Math.floor(rand() * 20)], tags: [1 + Math.floor(rand() * 8)] };
      case 'distance': {
        const [lat, lng] = pick(rand, CENTRES);
        return { lat: Number((lat + (rand() - 0.5) * 0.1).toFixed(5)), lng: Number((lng + (rand() - 0.5) * 0.1).toFixed(5)) };
      }
      case 'flags':
        return pick(rand, [{ joy_booking: true }, { joy_pay: true }, { jcoin_reward: true }, { joy_now: true }, { sort: 'score' }, { sort: 'price' }, { price_min: 200, price_max: 600 }]);
      case 'party':
        return { total_people: 2 + Math.floor(rand() * 8), date: taipeiDate(1 + Math.floor(rand() * 14)) };
      case 'availability':
        return { total_people: 2 + Math.floor(rand() * 5), date: taipeiDate(1 + Math.floor(rand() * 14)), time: pick(rand, ['lunch', 'dinner', '12:00', '18:00', '18:30', '19:00', '19:30']), ...(rand() < 0.4 ? { city: 1 + Math.floor(rand() * 6) } : {}) };
      default:
        return {};
    }
  };
  const families: Exclude<SearchFamily, 'mixed'>[] = ['keyword', 'keyword', 'keyword', 'place', 'place', 'types', 'distance', 'flags', 'party', 'availability', 'none'];
  return counted(() => {
    const f = family === 'mixed' ? pick(rand, families) : family;
    return { path: `/v2/map/search?page=${pick(rand, PAGES)}`, body: body(f) };
  });
}
