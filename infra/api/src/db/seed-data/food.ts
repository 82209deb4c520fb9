/**
 * Food types and tags, with what a store of each type is typically called, how it opens and
 * what it costs. Name stems and suffixes are invented but read like real Taiwanese shop names.
 */
export type Word = readonly [zh: string, en: string];
export type HoursPattern = 'split' | 'allDay' | 'daytime' | 'night' | 'late';

export interface FoodTypeSeed {
  name: string;
  /** Background and accent of the generated logo and photos. */
  colours: readonly [string, string];
  stems: readonly Word[];
  suffixes: readonly Word[];
  hours: readonly HoursPattern[];
  price: readonly [min: number, max: number];
}

const f = (
  name: string,
  colours: [string, string],
  stems: Word[],
  suffixes: Word[],
  hours: HoursPattern[],
  price: [number, number],
): FoodTypeSeed => ({ name, colours, stems, suffixes, hours, price });

export const FOOD_TYPES: readonly FoodTypeSeed[] = [
  f('日式料理', ['#c0392b', '#f5e6ca'], [['花見', 'hanami'], ['月見', 'tsukimi'], ['和心', 'washin'], ['橘', 'tachibana'], ['山吹', 'yamabuki'], ['青柳', 'aoyagi'], ['松葉', 'matsuba']], [['日本料理', 'nihon-ryori'], ['割烹', 'kappo'], ['壽司', 'sushi'], ['丼飯', 'donburi']], ['split', 'split', 'allDay'], [2, 4]),
  f('燒肉', ['#7b241c', '#f39c12'], [['炭吉', 'sumiyoshi'], ['赤牛', 'akaushi'], ['火舞', 'hibu'], ['炙丸', 'aburimaru'], ['和牛苑', 'wagyuen'], ['肉次郎', 'nikujiro']], [['燒肉', 'yakiniku'], ['燒肉專門店', 'yakiniku-senmon'], ['炭火燒肉', 'sumibi']], ['split', 'late', 'allDay'], [3, 4]),
  f('火鍋', ['#a93226', '#f7dc6f'], [['湯城', 'tangcheng'], ['鍋太郎', 'nabetaro'], ['川渝', 'chuanyu'], ['暖暖', 'nuannuan'], ['聚鍋', 'jugou'], ['石頭', 'shitou']], [['火鍋', 'hotpot'], ['麻辣鍋', 'mala'], ['涮涮鍋', 'shabu']], ['allDay', 'late'], [2, 3]),
  f('台菜', ['#1e8449', '#fdebd0'], [['阿嬤的灶腳', 'amah-kitchen'], ['福來', 'fulai'], ['古早味', 'guzao'], ['鹿港', 'lukang'], ['好記', 'haoji'], ['順發', 'shunfa']], [['台菜', 'taiwanese'], ['台菜餐廳', 'taiwanese-restaurant'], ['小館', 'bistro'], ['食堂', 'shokudo']], ['split', 'allDay'], [1, 3]),
  f('義式料理', ['#196f3d', '#fad7a0'], [['托斯卡尼', 'toscana'], ['維諾', 'vino'], ['拿坡里', 'napoli'], ['橄欖樹', 'olive-tree'], ['米蘭', 'milano'], ['佛羅倫斯', 'firenze']], [['義式廚房', 'cucina'], ['義大利餐廳', 'ristorante'], ['披薩', 'pizzeria'], ['小酒館', 'trattoria']], ['split', 'allDay'], [2, 4]),
  f('韓式料理', ['#cb4335', '#fdfefe'], [['首爾', 'seoul'], ['明洞', 'myeongdong'], ['釜山', 'busan'], ['韓味', 'hanmi'], ['阿里郎', 'arirang'], ['弘大', 'hongdae']], [['韓式烤肉', 'korean-bbq'], ['韓式料理', 'korean'], ['豆腐鍋', 'sundubu'], ['炸雞', 'chicken']], ['allDay', 'split', 'late'], [2, 3]),
  f('泰式料理', ['#d68910', '#1d8348'], [['曼谷', 'bangkok'], ['清邁', 'chiangmai'], ['暹羅', 'siam'], ['蘭納', 'lanna'], ['普吉', 'phuket']], [['泰式料理', 'thai'], ['泰式廚房', 'thai-kitchen'], ['船麵', 'boat-noodle']], ['split', 'allDay'], [1, 3]),
  f('素食', ['#27ae60', '#fef9e7'], [['蔬活', 'shuhuo'], ['蓮心', 'lianxin'], ['禪', 'zen'], ['觀自在', 'guanzizai'], ['菩提', 'puti'], ['菜根香', 'caigenxiang']], [['蔬食', 'veggie'], ['素食餐廳', 'vegetarian'], ['蔬食料理', 'veggie-kitchen']], ['split', 'daytime'], [1, 3]),
  f('咖啡廳', ['#6e2c00', '#f6ddcc'], [['晴光', 'qingguang'], ['日光', 'sunlight'], ['巷口', 'alley'], ['慢慢', 'slow'], ['木子', 'muzi'], ['午後', 'afternoon'], ['小樹', 'little-tree']], [['咖啡', 'coffee'], ['咖啡館', 'cafe'], ['珈琲', 'kohi']], ['daytime', 'allDay'], [1, 2]),
  f('甜點', ['#e8a0bf', '#fff5f8'], [['甜蜜', 'sweet'], ['小王子', 'petit-prince'], ['莓果', 'berry'], ['奶油', 'butter'], ['雲朵', 'cloud']], [['甜點', 'desserts'], ['甜點工作室', 'patisserie'], ['鬆餅屋', 'pancake'], ['冰品', 'ice']], ['daytime', 'allDay'], [1, 2]),
  f('早午餐', ['#f5b041', '#fef5e7'], [['早安', 'morning'], ['晨光', 'dawn'], ['好日子', 'good-day'], ['慢食', 'slowfood'], ['陽光', 'sunny'], ['週末', 'weekend']], [['早午餐', 'brunch'], ['早餐店', 'breakfast'], ['Brunch', 'brunch-bar']], ['daytime'], [1, 2]),
  f('牛排', ['#512e5f', '#f0b27a'], [['牧場', 'ranch'], ['德州', 'texas'], ['黑毛', 'kuroge'], ['熟成', 'aged'], ['鐵板', 'teppan']], [['牛排館', 'steakhouse'], ['牛排', 'steak'], ['原塊牛排', 'prime-steak']], ['split', 'allDay'], [3, 4]),
  f('居酒屋', ['#1b2631', '#e59866'], [['大和', 'yamato'], ['月光', 'gekko'], ['燈籠', 'chochin'], ['酒井', 'sakai'], ['小町', 'komachi'], ['夜鷹', 'yotaka']], [['居酒屋', 'izakaya'], ['串燒', 'kushiyaki'], ['酒場', 'sakaba']], ['night', 'late'], [2, 3]),
  f('海鮮', ['#1f618d', '#d6eaf8'], [['漁港', 'fishport'], ['海味', 'haiwei'], ['澎湖', 'penghu'], ['阿發', 'afa'], ['東港', 'donggang'], ['基隆', 'keelung']], [['海鮮', 'seafood'], ['海產店', 'seafood-house'], ['活海鮮', 'live-seafood']], ['split', 'late'], [2, 4]),
  f('港式飲茶', ['#b03a2e', '#f9e79f'], [['滿福', 'manfu'], ['銅鑼灣', 'causeway'], ['旺角', 'mongkok'], ['龍鳳', 'longfeng'], ['港記', 'gongkee'], ['星記', 'singkee']], [['飲茶', 'yumcha'], ['港式點心', 'dimsum'], ['茶餐廳', 'cha-chaan-teng']], ['split', 'allDay'], [2, 3]),
  f('美式料理', ['#154360', '#f1948a'], [['布魯克林', 'brooklyn'], ['洛城', 'la'], ['66號公路', 'route66'], ['老爹', 'daddy'], ['灣區', 'bayarea']], [['漢堡', 'burger'], ['美式餐廳', 'diner'], ['烤肋排', 'ribs']], ['allDay', 'late'], [2, 3]),
  f('拉麵', ['#935116', '#fbeee6'], [['雷門', 'kaminari'], ['豚樂', 'tonraku'], ['夢', 'yume'], ['極', 'kiwami'], ['一番星', 'ichibanboshi']], [['拉麵', 'ramen'], ['麵屋', 'menya'], ['沾麵', 'tsukemen']], ['split', 'late'], [1, 2]),
  f('法式料理', ['#283747', '#d4ac0d'], [['巴黎', 'paris'], ['普羅旺斯', 'provence'], ['里昂', 'lyon'], ['塞納', 'seine'], ['香頌', 'chanson']], [['法式餐廳', 'bistro'], ['小酒館', 'brasserie'], ['法式料理', 'french']], ['split'], [3, 4]),
];

export const TAGS: readonly string[] = [
  '適合聚餐',
  '約會首選',
  '親子友善',
  '寵物友善',
  '包廂',
  '停車方便',
  '深夜食堂',
  '無障礙空間',
  '戶外座位',
  '景觀餐廳',
  '提供插座',
  '網美打卡',
];

/** Opening spans per pattern ('HH:MM'); close before open runs past midnight. */
export const HOURS: Record<HoursPattern, readonly (readonly [string, string])[]> = {
  split: [
    ['11:30', '14:30'],
    ['17:00', '21:30'],
  ],
  allDay: [['11:00', '21:30']],
  daytime: [['08:00', '17:00']],
  night: [['18:00', '02:00']],
  late: [['11:30', '01:00']],
};
