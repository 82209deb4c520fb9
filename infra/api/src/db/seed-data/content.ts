/**
 * Articles, news, carousel items and dealer programs. Articles are written from the seeded
 * stores (names, addresses, scores) so every link and mention points at a real row.
 */
import { CITIES } from './places';
import { FOOD_TYPES } from './food';
import type { Random } from './prng';
import type { StoreSeed } from './stores';

export interface ArticleSeed {
  id: number;
  title: string;
  summary: string;
  body: string;
  author: string;
  foodType: number;
  viewCount: number;
  likeCount: number;
  publishedAt: string;
}

export interface NewsSeed {
  id: number;
  title: string;
  body: string;
  link: string;
  publishedAt: string;
}

const DAY_MS = 86_400_000;
const LATEST_ARTICLE = Date.UTC(2026, 10, 15, 2);
const LATEST_NEWS = Date.UTC(2026, 10, 20, 1);

const TITLES: readonly ((city: string, food: string) => string)[] = [
  (city, food) => `${city}${food}推薦：在地人也愛的口袋名單`,
  (city, food) => `週末去哪吃？${city}${food}精選`,
  (city, food) => `${city}${food}懶人包｜約會聚餐都適合`,
  (city, food) => `編輯私心大推！${city}必吃${food}`,
  (city, food) => `${food}控必收藏：${city}人氣名店巡禮`,
  (city, food) => `下班後的小確幸：${city}${food}好去處`,
];

const INTROS = [
  '天氣轉涼，最適合約上三五好友好好吃一頓。這次編輯群走訪多家店家，整理出幾間口碑與實力兼具的好店。',
  '想找一間不踩雷的餐廳？我們從樂享會員的真實評價中，挑出評分穩定、回訪率高的店家。',
  '無論是慶生、約會還是家庭聚餐，選對餐廳就成功一半。以下是編輯實際品嚐後的推薦清單。',
  '平日午餐、週末早午餐到深夜宵夜，這份清單一次滿足你不同時段的嘴饞需求。',
];

/** Closing lines; one that speaks of booking only when every store named takes online bookings. */
const OUTROS = ['點店名就能看到營業時間、照片與評論；用餐後留下評論，也能幫助其他饕客做選擇。', '熱門時段常常客滿，出發前先看看店家的營業時間；用餐後留下評論，也能幫助其他饕客做選擇。'];
const BOOKABLE_OUTROS = ['以上店家都能透過樂享線上訂位，出發前記得先訂位喔！', '熱門時段常常客滿，建議提前透過樂享訂位；用餐後留下評論，也能幫助其他饕客做選擇。'];

/**
 * A store named in an article links to its page: `[name](/store/id)`, the one piece of markup an
 * article body has (the page renders it as a link, everything else as text). Brackets in a name
 * would end the link text early, so they are left out of it.
 */
export const storeLink = (store: Pick<StoreSeed, 'id' | 'name'>): string => `[${store.name.replace(/[[\]()]/g, '')}](/store/${store.id})`;

export const AUTHORS = ['樂享編輯部', '美食特派員 小安', '吃貨阿嘉', '旅食作家 Mia'];

export function buildArticles(stores: readonly StoreSeed[], random: Random): ArticleSeed[] {
  // Every (city, food type) pair that has at least two stores can carry an article.
  const groups = new Map<string, StoreSeed[]>();
  for (const store of stores) {
    const key = `${store.cityIndex}:${store.foodTypes[0]}`;
    groups.set(key, [...(groups.get(key) ?? []), store]);
  }
  const candidates = [...groups.entries()].filter(([, list]) => list.length >= 2);
  const chosen = random.sample(candidates, 30);

  return chosen.map(([key, list], i) => {
    const [cityIndex, foodIndex] = key.split(':').map(Number);
    const city = CITIES[cityIndex].name;
    const food = FOOD_TYPES[foodIndex].name;
    const intro = random.pick(INTROS);
    const picks = [...list].sort((a, b) => b.averageScore - a.averageScore).slice(0, 3);
    const sections = picks.map((s) => `【${storeLink(s)}】\n${s.description}\n地址：${s.address}｜電話：${s.phone}`);
    const outros = picks.every((s) => s.joyBooking) ? BOOKABLE_OUTROS : OUTROS;
    return {
      id: i + 1,
      title: TITLES[i % TITLES.length](city, food),
      summary: `${intro.slice(0, 40)}…`,
      body: [intro, ...sections, random.pick(outros)].join('\n\n'),
      author: random.pick(AUTHORS),
      foodType: foodIndex,
      viewCount: random.int(120, 25_000),
      likeCount: random.int(0, 900),
      publishedAt: new Date(LATEST_ARTICLE - i * 4 * DAY_MS - random.int(0, 600) * 60_000).toISOString(),
    };
  });
}

const NEWS: readonly (readonly [title: string, body: string, link: string])[] = [
  ['樂享 App 全新改版上線', '全新首頁排行榜與美食分類捷徑，找餐廳更直覺。立即更新至最新版本體驗！', '/download'],
  ['樂幣回饋加碼：合作店家最高 20%', '即日起於指定合作店家使用樂享支付，最高可獲得消費金額 20% 的樂幣回饋。', '/store'],
  ['VIP 月費方案開放申請', '加入樂享 VIP，每月支付消費 1,000 元內享額外 18% 回饋，還有專屬優惠。', '/member/angelPlan'],
  ['VIP 邀請好友首次付款，雙方各得 50 樂幣', 'VIP 會員分享邀請碼，好友完成首次樂享支付後，你與好友都能獲得 50 樂幣。', '/member/invitationCode'],
  ['年末聚餐季訂位提醒', '尾牙、春酒旺季即將到來，熱門店家包廂釋出中，建議提早線上訂位。', '/store'],
  ['系統維護公告', '為提供更穩定的服務，本平台將於凌晨 02:00 至 04:00 進行系統維護，期間部分功能暫停使用。', ''],
  ['新增台南、高雄合作店家', '南台灣美食地圖擴大！超過六十家台南與高雄店家加入樂享訂位與支付服務。', '/store'],
  ['評論附圖功能上線', '現在留下評論時可以附上多張照片，讓其他饕客看見餐點的真實樣貌。', '/member/history'],
  ['樂幣有效期限說明', '樂幣自取得日起 120 天內有效，逾期將自動失效，請把握時間使用。', '/help/about-jcoin/e-1'],
  ['母親節餐廳推薦專題', '編輯精選適合帶媽媽一起享用的餐廳，讓感謝的心意透過美食傳遞。', '/article'],
  ['天使計畫招募中', '成為樂享天使，推薦店家加入即可獲得營業額千分之一的推薦獎勵。', '/member/join-angel'],
  ['會員專屬：生日當月禮', '生日當月於合作店家消費，即可獲得加碼樂幣回饋，記得確認會員資料中的生日。', '/member/myaccount'],
  ['新版隱私權政策生效', '我們更新了隱私權政策，說明個人資料的蒐集、處理與利用方式，請會員詳閱。', '/help/about-us/privacy-policy'],
  ['桃園、新竹店家上線', '桃竹地區人氣餐廳陸續加入，通勤族午餐、晚餐選擇更多元。', '/store'],
  ['線上訂位保留規則調整', '訂位時間前仍可於通知中保留或取消訂位，逾時未到將依店家規定處理。', '/help/about-reservation/b-1'],
  ['樂享支付新增信用卡綁定', 'VIP 會員可於訂閱設定中管理信用卡，設定預設付款卡片更便利。', '/member/angelPlan'],
  ['中秋烤肉食材預購開跑', '合作燒肉店家推出中秋烤肉組合，透過樂享預訂享限時優惠。', '/store'],
  ['客服服務時間調整', '客服專線服務時間調整為週一至週五 09:00 至 18:00，線上表單全天候受理。', '/contact'],
  ['美食評論募集活動', '分享你的用餐體驗並附上照片，每月抽出優質評論贈送樂幣。', '/article'],
  ['樂享兩週年感謝祭', '感謝一路以來的支持，兩週年活動期間全站訂位再享好禮抽獎。', '/'],
];

export function buildNews(random: Random): NewsSeed[] {
  return NEWS.map(([title, body, link], i) => ({
    id: i + 1,
    title,
    body,
    link,
    publishedAt: new Date(LATEST_NEWS - i * 7 * DAY_MS - random.int(0, 300) * 60_000).toISOString(),
  }));
}

export const CAROUSEL: readonly (readonly [title: string, link: string])[] = [
  ['樂享美食排行榜', '/leaderboard'],
  ['合作店家最高 20% 樂幣回饋', '/store'],
  ['加入 VIP 享額外回饋', '/member/angelPlan'],
  ['下載樂享 App', '/download'],
  ['本週編輯精選文章', '/article'],
];

export const DEALER_PROGRAMS = [
  {
    id: 1,
    name: 'VIP 月費方案',
    price: 299,
    periodDays: 30,
    description: '每月支付消費 1,000 元內享額外 18% 樂幣回饋；每期 30 天，到期前 48 小時自動續訂扣款。',
  },
  {
    id: 2,
    name: 'VIP 年費方案',
    price: 2990,
    periodDays: 365,
    description: '一次訂閱全年，享月費方案所有權益並省下兩個月費用；取消需於方案到期前 72 小時申請。',
  },
] as const;
