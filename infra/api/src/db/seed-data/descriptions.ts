/**
 * A seeded store's description, written from five parts that vary by cuisine, district and price
 * level: where it is and what it does, what to order (from its menu), the room, who it suits, and a practical
 * note. The practical note promises only what the store's flags keep: online booking only when
 * joy_booking, 樂享支付 and its reward rate (the store's own figure) only when joy_pay.
 */
import { CUISINE, ROOMS_BY_PRICE } from './cuisine';
import type { Random } from './prng';

export interface DescriptionFacts {
  cuisine: string;
  district: string;
  road: string;
  priceLevel: number;
  joyBooking: boolean;
  joyPay: boolean;
  rewardRate: number;
  /** The store's tag names. */
  tags: readonly string[];
  /** Weekdays (0 = Sunday) the store opens. */
  openDays: ReadonlySet<number>;
  /** Its signature dishes and other dishes of its main sections, from its seeded menu. */
  signature: readonly string[];
  dishes: readonly string[];
}

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

const PLACES: readonly ((district: string, road: string, opener: string) => string)[] = [
  (district, road, opener) => `位於${district}${road}，${opener}`,
  (_district, road, opener) => `${opener}，店就在${road}上`,
  (district, road, opener) => `${district}${road}的巷弄好店，${opener}`,
];

const ORDERS: readonly ((a: string, b: string) => string)[] = [
  (a, b) => `必點${a}與${b}`,
  (a, b) => `熟客多半會點${a}，再加一份${b}`,
  (a, b) => `招牌是${a}，${b}也常常提早賣完`,
  (a, b) => `第一次來推薦${a}和${b}`,
];

const PRICE_NOTES = [
  ['價格親民', '一個人吃也不傷荷包'],
  ['價位實在', '單點份量剛好'],
  ['單點與套餐都有', '套餐搭配很豐富'],
  ['以套餐為主', '建議預留充裕的用餐時間'],
];

const SUITS: Readonly<Record<string, string>> = {
  適合聚餐: '適合朋友聚餐',
  約會首選: '很適合約會',
  親子友善: '備有兒童座椅，帶小朋友也安心',
  寵物友善: '可以帶毛孩一起來',
  包廂: '另有包廂，家庭聚會與公司聚餐都方便',
  停車方便: '附近停車方便',
  深夜食堂: '營業到深夜，下班後也吃得到',
  無障礙空間: '設有無障礙空間',
  戶外座位: '天氣好時可以坐戶外座位',
  景觀餐廳: '窗外景色很好',
  提供插座: '座位有插座',
  網美打卡: '很適合拍照打卡',
};
const SUITS_BY_PRICE = ['一個人用餐也自在', '平日午餐的好選擇', '適合家人聚餐', '適合紀念日與商務宴客'];

const BOOKING = ['可透過樂享線上訂位，假日建議提早預約', '支援線上訂位，到店報上姓名即可入座'];
const WALK_IN = ['目前採現場候位，尖峰時段建議避開', '不必預約，到店候位即可'];

/** The practical note: booking or walk-in, the pay reward only when joy_pay, the closed day. */
function practical(facts: DescriptionFacts, random: Random): string {
  const parts = [facts.joyBooking ? random.pick(BOOKING) : random.pick(WALK_IN)];
  if (facts.joyPay && facts.rewardRate > 0) parts.push(`使用樂享支付享 ${facts.rewardRate}% 樂幣回饋`);
  const closed = WEEKDAYS.map((_, d) => d).filter((d) => !facts.openDays.has(d));
  const closedNote = closed.length === 1 ? `每週${WEEKDAYS[closed[0]]}公休。` : '';
  return `${parts.join('；')}。${closedNote}`;
}

export function describeStore(facts: DescriptionFacts, random: Random): string {
  const words = CUISINE[facts.cuisine];
  const level = Math.min(4, Math.max(1, facts.priceLevel)) - 1;
  const place = random.pick(PLACES)(facts.district, facts.road, random.pick(words.openers));
  // What to order: a signature dish of its menu and another of its dishes (the cuisine's when the menu is short).
  const a = facts.signature.length ? random.pick(facts.signature) : random.pick(words.dishes);
  const others = facts.dishes.filter((d) => d !== a);
  const b = others.length ? random.pick(others) : random.pick(words.dishes.filter((d) => d !== a));
  const order = `${random.pick(ORDERS)(a, b)}，${random.pick(PRICE_NOTES[level])}`;
  const room = random.chance(0.5) ? random.pick(words.rooms) : random.pick(ROOMS_BY_PRICE[level]);
  const suitable = facts.tags.filter((tag) => SUITS[tag]);
  const suits = suitable.length && random.chance(0.8) ? SUITS[random.pick(suitable)] : SUITS_BY_PRICE[level];
  return `${place}。${order}。${room}，${suits}。${practical(facts, random)}`;
}
