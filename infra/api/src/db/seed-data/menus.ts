/**
 * Seeded menus: a few sections and 6–14 dishes per store, chosen from what a shop of its main
 * food type really serves in Taiwan (牛肉麵 at a 台菜 restaurant, 握壽司 at a Japanese one …),
 * with prices that fit the store's price per person and one to three signature dishes (招牌).
 * Each store's menu comes from its own PRNG stream (seed-data/prng.ts, seeded by the store id),
 * so a store's menu is the same whatever else the seed draws and in whatever batch it is built.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../executor';
import { rowsOf } from '../rows';
import { FOOD_TYPES } from './food';
import { createRandom, type Random } from './prng';

/** A dish: its name, a line about it, and its price as a share of the store's price per person. */
type Dish = readonly [name: string, description: string, share: number];
type Section = readonly [name: string, dishes: readonly Dish[]];

interface CuisineMenu {
  /** The first section is the main one (always on the menu); the others are drawn. */
  sections: readonly Section[];
  /** Dishes a store of this cuisine is known for: its signature dishes are drawn from these. */
  signature: readonly string[];
}

const DRINKS_TEA: Section = [
  '飲品',
  [
    ['珍珠奶茶', '黑糖熬煮粉圓，搭配錫蘭紅茶與鮮奶', 0.2],
    ['冬瓜檸檬', '古法熬製冬瓜茶加現榨檸檬', 0.15],
    ['古早味紅茶', '', 0.1],
    ['蜂蜜檸檬綠茶', '', 0.15],
  ],
];

const MENUS: Record<string, CuisineMenu> = {
  日式料理: {
    sections: [
      [
        '主餐',
        [
          ['綜合握壽司', '主廚嚴選當日漁獲十貫', 0.9],
          ['鮭魚親子丼', '炙燒鮭魚與醬漬鮭魚卵', 0.7],
          ['鰻魚飯', '蒲燒鰻魚刷上秘傳醬汁', 0.85],
          ['炸豬排定食', '厚切里肌，附味噌湯與小菜', 0.6],
          ['海鮮散壽司', '', 0.8],
          ['生魚片定食', '鮪魚、鮭魚與紅甘三種生魚片', 0.75],
        ],
      ],
      [
        '小菜',
        [
          ['茶碗蒸', '', 0.15],
          ['日式炸雞', '', 0.25],
          ['毛豆', '', 0.1],
          ['玉子燒', '', 0.15],
        ],
      ],
      ['湯品', [['味噌湯', '', 0.08], ['蛤蜊清湯', '', 0.15]]],
      ['飲品', [['抹茶', '宇治抹茶現刷', 0.15], ['日本清酒（一合）', '', 0.35]]],
      ['甜點', [['抹茶冰淇淋', '', 0.12], ['蕨餅', '', 0.15]]],
    ],
    signature: ['綜合握壽司', '鮭魚親子丼', '鰻魚飯', '生魚片定食'],
  },
  燒肉: {
    sections: [
      [
        '燒肉',
        [
          ['和牛霜降', '日本和牛 A5，入口即化', 0.6],
          ['厚切牛舌', '', 0.35],
          ['美國牛五花', '', 0.3],
          ['松阪豬', '', 0.25],
          ['醬燒牛小排', '', 0.4],
          ['雞腿肉', '', 0.2],
        ],
      ],
      ['小菜', [['韓式泡菜', '', 0.08], ['涼拌小黃瓜', '', 0.08], ['石鍋拌飯', '', 0.3]]],
      ['湯品', [['牛骨湯', '', 0.12], ['味噌湯', '', 0.08]]],
      ['飲品', [['生啤酒', '', 0.15], ['烏龍茶', '', 0.08]]],
      ['甜點', [['香草冰淇淋', '', 0.08]]],
    ],
    signature: ['和牛霜降', '厚切牛舌', '醬燒牛小排'],
  },
  火鍋: {
    sections: [
      [
        '鍋物',
        [
          ['麻辣鍋', '牛油麻辣湯底，附鴨血與豆腐', 0.9],
          ['鴛鴦鍋', '麻辣與昆布兩種湯底', 0.95],
          ['酸菜白肉鍋', '', 0.8],
          ['昆布海鮮鍋', '', 1],
          ['牛奶鍋', '', 0.8],
          ['石頭火鍋', '沙茶爆香，古早味吃法', 0.75],
        ],
      ],
      [
        '加點',
        [
          ['手工蝦滑', '', 0.3],
          ['雪花牛', '', 0.4],
          ['凍豆腐', '', 0.1],
          ['鴨血', '', 0.1],
          ['綜合菇盤', '', 0.2],
        ],
      ],
      ['飲品', [['酸梅湯', '', 0.1], ['台灣啤酒', '', 0.12]]],
      ['甜點', [['芋頭西米露', '', 0.12], ['杏仁豆腐', '', 0.1]]],
    ],
    signature: ['麻辣鍋', '鴛鴦鍋', '酸菜白肉鍋', '石頭火鍋'],
  },
  台菜: {
    sections: [
      [
        '主餐',
        [
          ['紅燒牛肉麵', '牛腱與牛筋燉煮八小時，湯頭濃郁', 0.6],
          ['三杯雞', '麻油、醬油、米酒各一杯，九層塔爆香', 0.7],
          ['滷肉飯', '手切五花肉丁慢滷', 0.2],
          ['菜脯蛋', '', 0.35],
          ['蚵仔煎', '新鮮鮮蚵與地瓜粉漿煎香', 0.35],
          ['清燉牛肉麵', '', 0.6],
          ['鹽酥雞', '', 0.35],
          ['瓜仔肉', '', 0.4],
        ],
      ],
      [
        '小菜',
        [
          ['燙青菜', '', 0.15],
          ['滷豆干', '', 0.1],
          ['皮蛋豆腐', '', 0.15],
          ['涼拌小黃瓜', '', 0.1],
        ],
      ],
      ['湯品', [['虱目魚湯', '', 0.3], ['蛤蜊湯', '', 0.25], ['貢丸湯', '', 0.12]]],
      DRINKS_TEA,
      ['甜點', [['豆花', '', 0.12], ['芋圓', '', 0.15]]],
    ],
    signature: ['紅燒牛肉麵', '三杯雞', '滷肉飯', '蚵仔煎'],
  },
  義式料理: {
    sections: [
      [
        '主餐',
        [
          ['瑪格麗特披薩', '拿坡里窯烤，番茄、莫札瑞拉與羅勒', 0.6],
          ['松露野菇燉飯', '', 0.7],
          ['白酒蛤蜊義大利麵', '', 0.6],
          ['波隆那肉醬寬麵', '', 0.6],
          ['青醬雞肉義大利麵', '', 0.55],
          ['四種起司披薩', '', 0.65],
        ],
      ],
      ['前菜', [['凱薩沙拉', '', 0.3], ['香蒜麵包', '', 0.15], ['番茄莫札瑞拉', '', 0.3]]],
      ['湯品', [['南瓜濃湯', '', 0.15], ['義式蔬菜湯', '', 0.15]]],
      ['飲品', [['義式濃縮咖啡', '', 0.12], ['氣泡水', '', 0.1], ['紅酒（杯）', '', 0.35]]],
      ['甜點', [['提拉米蘇', '馬斯卡彭與咖啡酒', 0.2], ['義式奶酪', '', 0.15]]],
    ],
    signature: ['瑪格麗特披薩', '松露野菇燉飯', '白酒蛤蜊義大利麵'],
  },
  韓式料理: {
    sections: [
      [
        '主餐',
        [
          ['韓式烤五花', '', 0.6],
          ['石鍋拌飯', '', 0.5],
          ['部隊鍋', '', 0.8],
          ['嫩豆腐鍋', '', 0.5],
          ['韓式炸雞', '甜辣醬與原味各半', 0.7],
          ['辣炒年糕', '', 0.35],
        ],
      ],
      ['小菜', [['海鮮煎餅', '', 0.4], ['韓式泡菜', '', 0.1], ['雜菜冬粉', '', 0.35]]],
      ['湯品', [['人蔘雞湯', '', 0.8], ['大醬湯', '', 0.3]]],
      ['飲品', [['韓國燒酒', '', 0.3], ['水梨汁', '', 0.15]]],
    ],
    signature: ['韓式烤五花', '部隊鍋', '韓式炸雞', '嫩豆腐鍋'],
  },
  泰式料理: {
    sections: [
      [
        '主餐',
        [
          ['打拋豬飯', '', 0.45],
          ['綠咖哩雞', '', 0.6],
          ['泰式炒河粉', '', 0.5],
          ['月亮蝦餅', '', 0.6],
          ['檸檬魚', '', 0.9],
          ['船麵', '', 0.4],
        ],
      ],
      ['小菜', [['涼拌青木瓜', '', 0.3], ['椒麻雞', '', 0.5], ['炸春捲', '', 0.3]]],
      ['湯品', [['冬蔭功湯', '酸辣鮮蝦湯', 0.5], ['椰汁雞湯', '', 0.45]]],
      ['飲品', [['泰式奶茶', '', 0.15], ['檸檬香茅飲', '', 0.15]]],
      ['甜點', [['芒果糯米飯', '', 0.3]]],
    ],
    signature: ['打拋豬飯', '綠咖哩雞', '月亮蝦餅', '冬蔭功湯'],
  },
  素食: {
    sections: [
      [
        '主餐',
        [
          ['蔬食三杯杏鮑菇', '', 0.5],
          ['麻婆豆腐飯', '', 0.45],
          ['野菇燉飯', '', 0.6],
          ['素滷肉飯', '香菇與豆包細火慢滷', 0.25],
          ['蔬食咖哩', '', 0.5],
          ['養生藥膳麵線', '', 0.45],
        ],
      ],
      ['小菜', [['涼拌木耳', '', 0.15], ['炸豆腐', '', 0.2], ['燙地瓜葉', '', 0.15]]],
      ['湯品', [['四神湯', '', 0.2], ['味噌蔬菜湯', '', 0.15]]],
      ['飲品', [['有機豆漿', '', 0.12], ['洛神花茶', '', 0.12]]],
      ['甜點', [['紅豆湯圓', '', 0.15]]],
    ],
    signature: ['蔬食三杯杏鮑菇', '素滷肉飯', '野菇燉飯'],
  },
  咖啡廳: {
    sections: [
      [
        '咖啡',
        [
          ['手沖單品咖啡', '衣索比亞耶加雪菲，花香明亮', 0.6],
          ['拿鐵', '', 0.5],
          ['卡布奇諾', '', 0.5],
          ['冰滴咖啡', '', 0.6],
          ['黑糖拿鐵', '', 0.55],
        ],
      ],
      ['輕食', [['總匯三明治', '', 0.7], ['起司鬆餅', '', 0.6], ['火腿起司可頌', '', 0.6]]],
      ['甜點', [['巴斯克乳酪蛋糕', '', 0.5], ['檸檬塔', '', 0.5], ['司康', '', 0.35]]],
      ['茶飲', [['伯爵奶茶', '', 0.5], ['東方美人茶', '', 0.55]]],
    ],
    signature: ['手沖單品咖啡', '巴斯克乳酪蛋糕', '黑糖拿鐵'],
  },
  甜點: {
    sections: [
      [
        '甜點',
        [
          ['法式千層蛋糕', '', 0.6],
          ['季節水果塔', '當季水果每日現做', 0.65],
          ['芒果雪花冰', '愛文芒果與煉乳', 0.7],
          ['厚鬆餅', '', 0.6],
          ['草莓奶油蛋糕', '', 0.6],
          ['黑糖珍珠鮮奶冰', '', 0.55],
        ],
      ],
      ['飲品', [['珍珠奶茶', '', 0.4], ['熱可可', '', 0.45], ['水果茶', '', 0.45]]],
      ['小點', [['馬卡龍', '', 0.3], ['可麗露', '', 0.3], ['費南雪', '', 0.25]]],
    ],
    signature: ['法式千層蛋糕', '季節水果塔', '芒果雪花冰'],
  },
  早午餐: {
    sections: [
      [
        '早午餐',
        [
          ['班尼迪克蛋', '水波蛋與荷蘭醬', 0.8],
          ['美式大早餐', '', 0.8],
          ['酪梨吐司', '', 0.6],
          ['法式吐司', '', 0.6],
          ['炙燒起司蛋餅', '', 0.35],
          ['厚鬆餅', '', 0.6],
        ],
      ],
      ['台式早點', [['蘿蔔糕', '', 0.25], ['鮪魚蛋餅', '', 0.3], ['鐵板麵', '', 0.35]]],
      ['飲品', [['拿鐵', '', 0.4], ['鮮榨柳橙汁', '', 0.4], ['豆漿紅茶', '', 0.2]]],
      ['甜點', [['優格水果杯', '', 0.35]]],
    ],
    signature: ['班尼迪克蛋', '美式大早餐', '厚鬆餅'],
  },
  牛排: {
    sections: [
      [
        '主餐',
        [
          ['乾式熟成肋眼牛排', '熟成 28 天，炭烤至指定熟度', 0.9],
          ['菲力牛排', '', 0.95],
          ['紐約客牛排', '', 0.8],
          ['戰斧牛排', '雙人分享', 1.6],
          ['炭烤豬肋排', '', 0.6],
          ['香煎鮭魚排', '', 0.6],
        ],
      ],
      ['前菜', [['凱薩沙拉', '', 0.15], ['炸洋蔥圈', '', 0.12], ['松露薯條', '', 0.15]]],
      ['湯品', [['法式洋蔥湯', '', 0.1], ['玉米濃湯', '', 0.08]]],
      ['飲品', [['紅酒（杯）', '', 0.2], ['精釀啤酒', '', 0.12]]],
      ['甜點', [['熔岩巧克力蛋糕', '', 0.12]]],
    ],
    signature: ['乾式熟成肋眼牛排', '菲力牛排', '戰斧牛排'],
  },
  居酒屋: {
    sections: [
      [
        '串燒',
        [
          ['雞肉蔥串', '', 0.12],
          ['鹽烤雞皮', '', 0.1],
          ['豬五花串', '', 0.12],
          ['培根蘆筍捲', '', 0.15],
          ['烤香菇', '', 0.1],
          ['牛舌串', '', 0.25],
        ],
      ],
      ['下酒菜', [['唐揚炸雞', '', 0.3], ['明太子山藥', '', 0.25], ['鹽酥雞', '', 0.25], ['烤魷魚', '', 0.35]]],
      ['主食', [['鮭魚茶泡飯', '', 0.3], ['日式炒麵', '', 0.3]]],
      ['飲品', [['生啤酒', '', 0.2], ['梅酒', '', 0.25], ['日本清酒（一合）', '', 0.35], ['檸檬沙瓦', '', 0.2]]],
    ],
    signature: ['雞肉蔥串', '牛舌串', '唐揚炸雞', '鮭魚茶泡飯'],
  },
  海鮮: {
    sections: [
      [
        '海鮮',
        [
          ['清蒸石斑', '當日漁港直送', 1],
          ['胡椒蝦', '', 0.6],
          ['三杯中卷', '', 0.55],
          ['鹽烤午仔魚', '', 0.5],
          ['生魚片拼盤', '', 0.8],
          ['蒜蓉蒸扇貝', '', 0.45],
        ],
      ],
      ['熱炒', [['蚵仔煎', '', 0.25], ['炒海瓜子', '', 0.35], ['蝦仁炒飯', '', 0.3], ['炒空心菜', '', 0.15]]],
      ['湯品', [['鮮魚味噌湯', '', 0.25], ['蛤蜊湯', '', 0.2]]],
      ['飲品', [['台灣啤酒', '', 0.1], ['酸梅湯', '', 0.08]]],
    ],
    signature: ['清蒸石斑', '胡椒蝦', '三杯中卷', '生魚片拼盤'],
  },
  港式飲茶: {
    sections: [
      [
        '點心',
        [
          ['鮮蝦餃', '', 0.25],
          ['小籠包', '薄皮十八摺，湯汁飽滿', 0.3],
          ['蟹黃燒賣', '', 0.25],
          ['叉燒包', '', 0.2],
          ['港式蘿蔔糕', '', 0.2],
          ['腸粉', '', 0.25],
          ['蛋塔', '', 0.15],
        ],
      ],
      ['燒味', [['蜜汁叉燒', '', 0.5], ['脆皮燒肉', '', 0.5], ['燒鵝', '', 0.7]]],
      ['粥麵', [['皮蛋瘦肉粥', '', 0.3], ['乾炒牛河', '', 0.45], ['鮮蝦雲吞麵', '', 0.4]]],
      ['飲品', [['港式奶茶', '', 0.2], ['凍檸茶', '', 0.2]]],
    ],
    signature: ['鮮蝦餃', '小籠包', '蜜汁叉燒', '燒鵝'],
  },
  美式料理: {
    sections: [
      [
        '主餐',
        [
          ['經典起司牛肉漢堡', '手打牛肉排', 0.6],
          ['慢烤豬肋排', '', 1],
          ['培根酪梨漢堡', '', 0.7],
          ['水牛城辣雞翅', '', 0.5],
          ['炸魚薯條', '', 0.6],
        ],
      ],
      ['配菜', [['薯條', '', 0.2], ['洋蔥圈', '', 0.25], ['高麗菜沙拉', '', 0.2]]],
      ['飲品', [['精釀啤酒', '', 0.4], ['奶昔', '', 0.35], ['可樂', '', 0.15]]],
      ['甜點', [['布朗尼', '', 0.3]]],
    ],
    signature: ['經典起司牛肉漢堡', '慢烤豬肋排', '水牛城辣雞翅'],
  },
  拉麵: {
    sections: [
      [
        '拉麵',
        [
          ['豚骨拉麵', '十二小時熬煮豚骨湯頭', 0.9],
          ['醬油拉麵', '', 0.85],
          ['味噌拉麵', '', 0.9],
          ['沾麵', '', 0.95],
          ['辣味噌拉麵', '', 0.95],
          ['鹽味雞白湯拉麵', '', 0.9],
        ],
      ],
      ['小菜', [['煎餃', '', 0.4], ['溏心蛋', '', 0.15], ['叉燒飯', '', 0.4], ['日式炸雞', '', 0.4]]],
      ['加點', [['加麵', '', 0.1], ['加叉燒', '', 0.3]]],
      ['飲品', [['生啤酒', '', 0.4], ['可爾必思', '', 0.2]]],
    ],
    signature: ['豚骨拉麵', '沾麵', '味噌拉麵'],
  },
  法式料理: {
    sections: [
      [
        '主菜',
        [
          ['油封鴨腿', '', 0.45],
          ['勃根地紅酒燉牛肉', '', 0.5],
          ['香煎干貝佐白酒醬', '', 0.5],
          ['法式烤春雞', '', 0.45],
          ['主廚季節套餐', '前菜、湯、主菜與甜點', 1],
        ],
      ],
      ['前菜', [['法式田螺', '', 0.2], ['鴨肝醬佐麵包', '', 0.25], ['尼斯沙拉', '', 0.18]]],
      ['湯品', [['法式洋蔥湯', '', 0.12], ['龍蝦濃湯', '', 0.2]]],
      ['飲品', [['香檳（杯）', '', 0.2], ['紅酒（杯）', '', 0.15]]],
      ['甜點', [['焦糖烤布蕾', '', 0.12], ['舒芙蕾', '', 0.15]]],
    ],
    signature: ['油封鴨腿', '勃根地紅酒燉牛肉', '主廚季節套餐'],
  },
};

/** One section of a seeded menu and its dishes, in order. */
export interface MenuSeed {
  name: string;
  items: { name: string; description: string; price: number; signature: boolean }[];
}

/**
 * About what a diner spends per person at a seeded store: the rule fillPricePerPerson (seed.ts)
 * writes, in JavaScript, so dishes are priced to fit it.
 */
export function seededPricePerPerson(id: number, priceLevel: number): number {
  const k = (m: number) => (id * 7919) % m;
  if (priceLevel <= 1) return 120 + k(19) * 10;
  if (priceLevel === 2) return 300 + k(31) * 10;
  if (priceLevel === 3) return 600 + k(61) * 10;
  return 1200 + k(181) * 10;
}

/** A price near `value`: whole tens (whole fives under NT$ 100), at least NT$ 20. */
function roundPrice(value: number): number {
  const step = value < 100 ? 5 : 10;
  return Math.max(20, Math.round(value / step) * step);
}

const MENU_STREAM = 0x6d656e75;

/**
 * Dishes are priced as shares of the price per person, but never of less than this: a bowl of
 * 牛肉麵 costs NT$ 150 even where a diner spends NT$ 120 on average (a bowl of 滷肉飯 and a drink).
 */
export const PRICED_PER_PERSON_AT_LEAST = 250;

/** What a store's menu depends on (a StoreSeed has it; the store descriptions use the menu too). */
export interface MenuStore {
  id: number;
  priceLevel: number;
  foodTypes: readonly number[];
}

/** The menu of a seeded store: 3–5 sections, 6–14 dishes, 1–3 of them signature. */
export function menuFor(store: MenuStore): MenuSeed[] {
  const random: Random = createRandom((MENU_STREAM ^ Math.imul(store.id, 2_654_435_761)) >>> 0);
  const cuisine = MENUS[FOOD_TYPES[store.foodTypes[0]].name];
  const perPerson = Math.max(PRICED_PER_PERSON_AT_LEAST, seededPricePerPerson(store.id, store.priceLevel));
  const wanted = random.int(6, 14);
  const [main, ...others] = cuisine.sections;
  const sections = [main, ...others.filter(() => random.chance(0.75))].slice(0, 5);
  while (sections.length < 3) {
    const next = others.find((s) => !sections.includes(s));
    if (!next) break;
    sections.push(next);
  }
  sections.sort((a, b) => cuisine.sections.indexOf(a) - cuisine.sections.indexOf(b));

  // One dish a section, then the rest where there are dishes left (the main section first).
  const counts = sections.map(() => 1);
  let total = sections.length;
  for (let guard = 0; total < wanted && guard < 100; guard++) {
    const i = random.chance(0.5) ? 0 : random.int(0, sections.length - 1);
    if (counts[i] < sections[i][1].length) {
      counts[i] += 1;
      total += 1;
    }
  }

  const menu = sections.map(([name, dishes], i) => {
    const chosen = new Set(random.sample(dishes, counts[i]));
    // The main section always carries at least one dish the cuisine is known for.
    if (i === 0 && ![...chosen].some((d) => cuisine.signature.includes(d[0]))) {
      const known = dishes.filter((d) => cuisine.signature.includes(d[0]));
      chosen.delete(random.pick([...chosen]));
      chosen.add(random.pick(known));
    }
    return {
      name,
      items: dishes
        .filter((d) => chosen.has(d))
        .map(([dish, description, share]) => ({ name: dish, description, price: roundPrice(perPerson * share * (0.9 + random.next() * 0.2)), signature: false })),
    };
  });
  const candidates = menu.flatMap((s) => s.items).filter((item) => cuisine.signature.includes(item.name));
  for (const item of random.sample(candidates, random.int(1, Math.min(3, candidates.length)))) item.signature = true;
  return menu;
}

/** Stores a statement of insertMenus carries (about 10 dishes each). */
const MENU_BATCH = 2000;

/**
 * Writes the seeded menus of `stores`, set-based: one statement per MENU_BATCH stores inserts
 * their sections and, from the ids those get, their dishes. A store that has any menu section
 * already is left as it is (a second seed, or a menu its store has since edited), so running
 * it again changes nothing. Returns the ids of the stores that got a menu (their search text
 * must follow: refreshSearchText).
 */
export async function insertMenus(db: Executor, stores: readonly MenuStore[]): Promise<number[]> {
  const done: number[] = [];
  for (let from = 0; from < stores.length; from += MENU_BATCH) {
    const part = stores.slice(from, from + MENU_BATCH);
    const sections: { store_id: number; name: string; sort: number }[] = [];
    const items: { store_id: number; section: number; name: string; description: string; price: number; signature: boolean; sort: number }[] = [];
    for (const store of part) {
      menuFor(store).forEach((section, sort) => {
        sections.push({ store_id: store.id, name: section.name, sort });
        section.items.forEach((item, n) => items.push({ store_id: store.id, section: sort, ...item, sort: n }));
      });
    }
    const added = await db.execute(sql`
      with fresh as (
        insert into store_menu_sections (store_id, name, sort)
        select x.store_id, x.name, x.sort from json_to_recordset(${JSON.stringify(sections)}::json) as x(store_id int, name text, sort int)
        where not exists (select 1 from store_menu_sections m where m.store_id = x.store_id)
        order by x.store_id, x.sort
        returning id, store_id, sort),
      dishes as (
        insert into store_menu_items (store_id, section_id, name, description, price, signature, sort)
        select i.store_id, f.id, i.name, i.description, i.price, i.signature, i.sort
        from json_to_recordset(${JSON.stringify(items)}::json) as i(store_id int, section int, name text, description text, price int, signature bool, sort int)
        join fresh f on f.store_id = i.store_id and f.sort = i.section
        order by i.store_id, i.section, i.sort
        returning store_id)
      select distinct store_id from dishes order by store_id`);
    done.push(...rowsOf<{ store_id: number }>(added).map((r) => Number(r.store_id)));
  }
  return done;
}

/** Every cuisine's dish names (the vocabulary tests look dishes up in). */
export const SEEDED_DISHES: readonly string[] = [...new Set(Object.values(MENUS).flatMap((m) => m.sections.flatMap(([, dishes]) => dishes.map(([name]) => name))))];

/** Every food type has a menu: checked when the module loads, so a new food type cannot be forgotten. */
for (const type of FOOD_TYPES) if (!MENUS[type.name]) throw new Error(`no seeded menu for ${type.name}`);
