/**
 * Seeded store comments: about six per store for three quarters of the stores, written from
 * phrase pools by score band so they read like real zh-TW reviews. Their own PRNG keeps the
 * store stream untouched; dates count back from a fixed day so the seed stays reproducible.
 */
import { CUISINE } from './cuisine';
import { FOOD_TYPES } from './food';
import { menuFor } from './menus';
import { createRandom, type Random } from './prng';
import type { StoreSeed } from './stores';

export interface CommentSeed {
  id: number;
  storeId: number;
  name: string;
  phone: string;
  title: string;
  body: string;
  score: number;
  subScores: [number, number, number, number];
  images: string[];
  reply: string | null;
  replyAt: string | null;
  createdAt: string;
}

/** The newest seeded comment is from this day (Taipei noon); the oldest a year earlier. */
const LATEST_COMMENT = Date.UTC(2026, 10, 20, 4);
const DAY_MS = 86_400_000;

const SURNAMES = ['陳', '林', '黃', '張', '李', '王', '吳', '劉', '蔡', '楊', '許', '鄭', '謝', '郭', '洪', '曾', '邱', '廖', '賴', '周'];
const GIVEN = ['怡君', '雅婷', '家豪', '志明', '淑芬', '冠宇', '宗翰', '欣怡', '佳穎', '承恩', '柏翰', '詩涵', '俊傑', '美玲', '建宏', '思妤'];

type Stars = 1 | 2 | 3 | 4 | 5;
type Said = (dish: string, type: string) => string;

/** Titles by score: a 5 praises, a 1 or 2 complains. */
const TITLES: Record<Stars, readonly Said[]> = {
  5: [() => '值得再訪', () => '超乎期待的一餐', () => '朋友聚餐首選', () => '口味道地推推', (d) => `${d}必點`],
  4: [() => '整體滿意', () => 'CP 值很高', () => '服務很貼心', () => '好吃，小地方可再加強'],
  3: [() => '中規中矩', () => '普通的一餐', () => '還不錯但有進步空間', () => '口味可以，等候有點久'],
  2: [() => '有點失望', () => '和期待落差很大', () => '服務需要加強'],
  1: [() => '非常失望', () => '踩雷的一餐', () => '不會再來了'],
};

const OPENERS = ['週末和家人來用餐，', '下班後和同事一起來，', '朋友推薦來吃，', '第二次來訪，', '生日聚餐選了這家，', '平日中午一個人來，'];
const BOOKED_OPENER = '透過樂享訂位，到店馬上入座，';

/** Praise of a dish; the cuisine's own praise lines are in CUISINE. */
const DISH_PRAISE: readonly Said[] = [
  (d) => `${d}名不虛傳，一上桌就被分光。`,
  (d) => `點了${d}，完全沒有失望。`,
  (d) => `${d}份量很足，調味剛好。`,
  (d) => `最推${d}，下次還想再點。`,
];
const SERVICE_PRAISE = ['店員會主動介紹菜色，還幫忙加水。', '環境乾淨明亮，座位之間不會太擠。', '上菜速度很快，每道都熱騰騰的。'];
const PAY_PRAISE = '用樂享支付結帳還有樂幣回饋，很划算。';
/** Small notes a 2-, 3- or 4-star review may make. */
const MILD: readonly Said[] = [() => '假日人潮多，等了大約二十分鐘。', () => '價格稍微偏高。', () => '座位有點擠。', () => '口味對我來說偏鹹了一點。', (d) => `${d}表現普通。`];
const DISH_FAULTS: readonly Said[] = [(d) => `${d}和期待差很多。`, (d) => `等了四十分鐘${d}才上桌。`];
const SERVICE_FAULTS = ['餐點送錯一次，還要自己提醒。', '服務人員態度冷淡，點餐等很久。', '桌面沒有擦乾淨。', '湯品送上來已經不熱了。'];
const CLOSERS: Record<Stars, readonly Said[]> = {
  5: [() => '下次還會再來！', (_d, type) => `推薦給喜歡${type}的朋友。`, () => '會再帶家人來。'],
  4: [() => '整體很滿意，會再訪。', () => '值得一試。'],
  3: [() => '整體還可以，會考慮再訪。', () => '希望下次能更好。'],
  2: [() => '希望店家能改善。', () => '這個價位有點不值得。'],
  1: [() => '不會再訪了。', () => '不推薦。'],
};
const REPLIES = {
  good: ['感謝您的肯定與推薦，期待再次為您服務！', '謝謝您撥冗留下評論，我們會繼續努力維持品質。'],
  ok: ['謝謝您的寶貴意見，我們會改善出餐速度與調味。'],
  bad: ['非常抱歉這次的用餐體驗不佳，我們已和現場同仁檢討改進，歡迎再給我們一次機會。'],
};

const period = (line: string): string => `${line}。`;

const WILD = '\u0000';
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A phrase as a pattern: the dish and the food type stand for any words. */
const pattern = (said: Said): RegExp => new RegExp(escape(said(WILD, WILD)).replaceAll(WILD, '[^，。！、\\s]+'));
const literal = (text: string): RegExp => new RegExp(escape(text));

/**
 * Every phrase a seeded review can use, by sentiment, as patterns (a dish or food type in a
 * phrase matches any words): a check of the seeded data reads a review's sentiment from these
 * (a 1-star review holds no praise phrase).
 */
export function reviewPhrases(): { praise: RegExp[]; complaint: RegExp[]; mild: RegExp[] } {
  const cuisines = Object.values(CUISINE);
  return {
    praise: [
      ...[...SERVICE_PRAISE, PAY_PRAISE, ...cuisines.flatMap((w) => w.praise.map(period))].map(literal),
      ...[...DISH_PRAISE, ...TITLES[5], ...TITLES[4], ...CLOSERS[5], ...CLOSERS[4]].map(pattern),
    ],
    complaint: [
      ...[...SERVICE_FAULTS, ...cuisines.flatMap((w) => w.faults.map(period))].map(literal),
      ...[...DISH_FAULTS, ...TITLES[2], ...TITLES[1], ...CLOSERS[2], ...CLOSERS[1]].map(pattern),
    ],
    mild: MILD.map(pattern),
  };
}

interface Written {
  title: string;
  body: string;
}

/** A review's title and text for its score, in the words of the store's cuisine. */
function writeReview(store: StoreSeed, dishes: readonly string[], score: Stars, random: Random): Written {
  const type = FOOD_TYPES[store.foodTypes[0]].name;
  const words = CUISINE[type];
  const dish = () => random.pick(dishes.length ? dishes : words.dishes);
  const praise = (): string[] => {
    const pool = [() => period(random.pick(words.praise)), () => random.pick(DISH_PRAISE)(dish(), type), () => random.pick(SERVICE_PRAISE)];
    if (store.joyPay) pool.push(() => PAY_PRAISE);
    const [a, b] = random.sample(pool, 2);
    return [a(), b()];
  };
  const fault = (): string => (random.chance(0.5) ? period(random.pick(words.faults)) : random.chance(0.5) ? random.pick(DISH_FAULTS)(dish(), type) : random.pick(SERVICE_FAULTS));
  const mild = (): string => random.pick(MILD)(dish(), type);
  const opener = store.joyBooking && random.chance(0.2) ? BOOKED_OPENER : random.pick(OPENERS);
  let middle: string[];
  if (score === 5) middle = praise();
  else if (score === 4) middle = random.chance(0.5) ? [...praise(), `只是${mild()}`] : praise();
  else if (score === 3) middle = [praise()[0], `不過${mild()}`];
  else if (score === 2) middle = [fault(), mild()];
  else middle = [...new Set([fault(), fault()])];
  const [first, ...rest] = middle;
  const body = `${opener}${first}${rest.join('')}${random.pick(CLOSERS[score])(dish(), type)}`;
  return { title: random.pick(TITLES[score])(dish(), type), body };
}

const clamp = (n: number): number => Math.max(1, Math.min(5, Math.round(n)));

function mobile(random: Random): string {
  return `09${String(random.int(0, 99_999_999)).padStart(8, '0')}`;
}

/** `firstId` numbers the comments on from there (a later batch of stores continues the ids). */
export function buildComments(stores: readonly StoreSeed[], random: Random, firstId = 1): CommentSeed[] {
  const out: CommentSeed[] = [];
  for (const store of stores) {
    if (!random.chance(0.75)) continue;
    const opened = Date.parse(`${store.openedAt}T00:00:00Z`);
    // Reviews name dishes of the store's own menu.
    const dishes = menuFor(store).flatMap((s) => s.items.map((i) => i.name));
    const n = random.int(2, 10);
    for (let k = 0; k < n; k++) {
      // Scores scatter around the store's own quality (its seeded average).
      const score = clamp(store.averageScore + (random.next() - 0.5) * 2.2) as Stars;
      const band = score >= 4 ? 'good' : score === 3 ? 'ok' : 'bad';
      const sub = () => clamp(score + (random.next() - 0.5) * 2);
      // The words come from a stream of their own, seeded here by four draws (the first seed drew
      // its words at this point), so every other field of every comment stays as it was.
      const words = createRandom(Math.floor(random.next() * 2 ** 31) + [random.next(), random.next(), random.next()].reduce((a, b) => a + Math.floor(b * 9973), 0));
      const ageDays = random.int(0, 360);
      const created = Math.max(opened + DAY_MS, LATEST_COMMENT - ageDays * DAY_MS - random.int(0, 600) * 60_000);
      const photos = random.chance(0.35) ? random.sample([1, 2, 3], random.int(1, 2)) : [];
      const replied = random.chance(band === 'good' ? 0.3 : 0.6);
      const name = `${random.pick(SURNAMES)}${random.pick(GIVEN)}`;
      const phone = mobile(random);
      random.next(); // where the title was drawn
      const { title, body } = writeReview(store, dishes, score, words);
      const subScores: CommentSeed['subScores'] = [sub(), sub(), sub(), sub()];
      const reply = replied ? REPLIES[band][Math.floor(random.next() * REPLIES[band].length)] : null;
      out.push({
        id: firstId + out.length,
        storeId: store.id,
        name,
        phone,
        title,
        body,
        score,
        subScores,
        images: photos.sort().map((p) => `/uploads/seed/store-${store.id}-${p}.svg`),
        reply,
        replyAt: replied ? new Date(created + random.int(1, 72) * 3_600_000).toISOString() : null,
        createdAt: new Date(created).toISOString(),
      });
    }
  }
  return out;
}
