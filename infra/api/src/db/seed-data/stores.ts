/**
 * Builds the seeded stores as plain data (no database): names, addresses, coordinates,
 * hours and figures all come from one seeded PRNG, so every run yields the same rows.
 */
import { CITIES, type DistrictSeed } from './places';
import { FOOD_TYPES, HOURS, TAGS, type FoodTypeSeed } from './food';
import type { Random } from './prng';

export interface StoreSeed {
  id: number;
  slug: string;
  name: string;
  cityIndex: number;
  districtIndex: number;
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

/** Stores per district for each city, in CITIES order (260 in all). */
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

const EXTRAS = [
  '鄰近捷運站，交通便利。',
  '店內座位寬敞，適合多人聚餐與公司尾牙。',
  '支援線上訂位，到店出示訂位即可快速入座。',
  '使用樂享支付消費，即享樂粉回饋。',
  '主廚每月推出季節限定菜單，值得一訪再訪。',
  '提供兒童座椅，帶小朋友用餐也安心。',
];

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

export function buildStores(random: Random): StoreSeed[] {
  const stores: StoreSeed[] = [];
  const names = new Set<string>();
  const slugs = new Set<string>();

  CITIES.forEach((city, cityIndex) => {
    city.districts.forEach((district, districtIndex) => {
      for (let n = 0; n < STORES_PER_DISTRICT[cityIndex]; n++) {
        const typeIdx = random.int(0, FOOD_TYPES.length - 1);
        const type = FOOD_TYPES[typeIdx];
        let name = '';
        let slug = '';
        // A plain name first; a branch name ("… 大安店") when the plain one is taken.
        for (let attempt = 0; !name || names.has(name); attempt++) {
          const [stemZh, stemEn] = random.pick(type.stems);
          const [suffixZh, suffixEn] = random.pick(type.suffixes);
          const branch = attempt > 0 || random.chance(0.3);
          name = `${stemZh}${suffixZh}${branch ? ` ${district.name.replace(/區$/, '')}店` : ''}`;
          slug = `${stemEn}-${suffixEn}${branch ? `-${district.en}` : ''}`;
        }
        names.add(name);
        for (let k = 2; slugs.has(slug); k++) slug = `${slug.replace(/-\d+$/, '')}-${k}`;
        slugs.add(slug);

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
        stores.push({
          id: stores.length + 1,
          slug,
          name,
          cityIndex,
          districtIndex,
          address: `${city.name}${district.name}${road}${random.int(1, 320)}號${floor}`,
          lat: Number((district.lat + (random.next() - 0.5) * 0.02).toFixed(6)),
          lng: Number((district.lng + (random.next() - 0.5) * 0.02).toFixed(6)),
          phone: phoneFor(district, random),
          description: `${type.blurb}。位於${city.name}${district.name}${road}，${random.pick(EXTRAS)}`,
          priceLevel: random.int(type.price[0], type.price[1]),
          rewardRate: joyPay ? random.pick([3, 5, 8, 10, 12, 15, 18, 20]) : 0,
          joyBooking: random.chance(0.7),
          joyPay,
          averageScore: Number((3 + random.next() * 1.95).toFixed(2)),
          // Most stores have a few dozen comments, a few have many.
          commentCount: Math.floor(random.next() ** 3 * 1500),
          openedAt: new Date(LATEST_OPENING - random.int(0, 5400) * DAY_MS).toISOString().slice(0, 10),
          foodTypes,
          tags: tags.sort((a, b) => a - b),
          hours,
        });
      }
    });
  });
  return stores;
}
