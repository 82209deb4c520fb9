/**
 * Seeded store comments: about six per store for three quarters of the stores, written from
 * phrase pools by score band so they read like real zh-TW reviews. Their own PRNG keeps the
 * store stream untouched; dates count back from a fixed day so the seed stays reproducible.
 */
import { FOOD_TYPES } from './food';
import type { Random } from './prng';
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

const TITLES: Record<'good' | 'ok' | 'bad', readonly string[]> = {
  good: ['值得再訪', '超乎期待的一餐', '朋友聚餐首選', '服務很貼心', '口味道地推推', '慶生來這裡就對了', 'CP 值很高'],
  ok: ['中規中矩', '還不錯但有進步空間', '普通的一餐', '口味可以，等候有點久'],
  bad: ['有點失望', '和期待落差很大', '服務需要加強'],
};

const OPENERS = ['週末和家人來用餐，', '下班後和同事一起來，', '透過樂享訂位，到店馬上入座，', '朋友推薦來吃，', '第二次來訪，', '生日聚餐選了這家，'];
const PRAISE = [
  '{type}的調味很有水準，份量也足夠。',
  '招牌菜果然名不虛傳，食材很新鮮。',
  '餐點上桌速度快，每道都熱騰騰的。',
  '店員會主動介紹菜色，還幫忙加水。',
  '環境乾淨明亮，座位之間不會太擠。',
  '用樂享支付結帳還有樂幣回饋，很划算。',
];
const NEUTRAL = ['整體口味偏鹹了一點，', '假日人潮多，等了大約二十分鐘，', '價格稍微偏高，', '座位有點擠，'];
const COMPLAINTS = ['餐點送錯一次，', '湯品送上來已經不熱了，', '服務人員似乎太忙，點餐等很久，', '桌面沒有擦乾淨，'];
const CLOSERS = {
  good: ['下次還會再來！', '推薦給喜歡{type}的朋友。', '會再帶家人來。'],
  ok: ['整體還可以，會考慮再訪。', '希望下次能更好。'],
  bad: ['可能不會再訪了。', '希望店家能改善。'],
};
const REPLIES = {
  good: ['感謝您的肯定與推薦，期待再次為您服務！', '謝謝您撥冗留下評論，我們會繼續努力維持品質。'],
  ok: ['謝謝您的寶貴意見，我們會改善出餐速度與調味。'],
  bad: ['非常抱歉這次的用餐體驗不佳，我們已和現場同仁檢討改進，歡迎再給我們一次機會。'],
};

const clamp = (n: number): number => Math.max(1, Math.min(5, Math.round(n)));
const fill = (text: string, type: string): string => text.replace('{type}', type);

function mobile(random: Random): string {
  return `09${String(random.int(0, 99_999_999)).padStart(8, '0')}`;
}

/** `firstId` numbers the comments on from there (a later batch of stores continues the ids). */
export function buildComments(stores: readonly StoreSeed[], random: Random, firstId = 1): CommentSeed[] {
  const out: CommentSeed[] = [];
  for (const store of stores) {
    if (!random.chance(0.75)) continue;
    const type = FOOD_TYPES[store.foodTypes[0]].name;
    const opened = Date.parse(`${store.openedAt}T00:00:00Z`);
    const n = random.int(2, 10);
    for (let k = 0; k < n; k++) {
      // Scores scatter around the store's own quality (its seeded average).
      const score = clamp(store.averageScore + (random.next() - 0.5) * 2.2);
      const band = score >= 4 ? 'good' : score === 3 ? 'ok' : 'bad';
      const sub = () => clamp(score + (random.next() - 0.5) * 2);
      const middle = band === 'good' ? random.sample(PRAISE, 2).join('') : band === 'ok' ? `${random.pick(PRAISE)}不過${random.pick(NEUTRAL)}` : `${random.pick(COMPLAINTS)}${random.pick(NEUTRAL)}`;
      const body = fill(`${random.pick(OPENERS)}${middle}${random.pick(CLOSERS[band])}`, type);
      const ageDays = random.int(0, 360);
      const created = Math.max(opened + DAY_MS, LATEST_COMMENT - ageDays * DAY_MS - random.int(0, 600) * 60_000);
      const photos = random.chance(0.35) ? random.sample([1, 2, 3], random.int(1, 2)) : [];
      const replied = random.chance(band === 'good' ? 0.3 : 0.6);
      out.push({
        id: firstId + out.length,
        storeId: store.id,
        name: `${random.pick(SURNAMES)}${random.pick(GIVEN)}`,
        phone: mobile(random),
        title: random.pick(TITLES[band]),
        body,
        score,
        subScores: [sub(), sub(), sub(), sub()],
        images: photos.sort().map((p) => `/uploads/seed/store-${store.id}-${p}.svg`),
        reply: replied ? random.pick(REPLIES[band]) : null,
        replyAt: replied ? new Date(created + random.int(1, 72) * 3_600_000).toISOString() : null,
        createdAt: new Date(created).toISOString(),
      });
    }
  }
  return out;
}
