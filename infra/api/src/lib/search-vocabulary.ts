/**
 * English names of food types and dishes, for diners who search in English: a store whose name,
 * food types or dishes hold a Chinese word below gets the word's English names in its search
 * text (db/derived.ts), so "hot pot" finds 火鍋 stores and "beef noodles" finds 牛肉麵 in both
 * the SQL search and the read model (both match the same text). The words are lower case and
 * matched case-insensitively, as every keyword is. The one place this vocabulary is kept.
 */
import { foldVariants } from './text-variants';

/**
 * Chinese word → its English names (a name of two words is matched as two terms), and the
 * longer words it does not count inside (麵 is not noodles in 麵包).
 */
type Entry = readonly [zh: string, en: readonly string[], except?: readonly string[]];

const VOCABULARY: readonly Entry[] = ([
  ['火鍋', ['hot pot', 'hotpot']],
  ['麻辣鍋', ['mala', 'hot pot', 'spicy']],
  ['涮涮鍋', ['shabu', 'hot pot']],
  ['日式', ['japanese']],
  ['日本', ['japanese']],
  ['壽司', ['sushi', 'japanese']],
  ['丼', ['donburi', 'rice bowl', 'japanese']],
  ['拉麵', ['ramen', 'noodles', 'japanese']],
  ['沾麵', ['tsukemen', 'ramen', 'noodles']],
  ['居酒屋', ['izakaya', 'japanese', 'bar']],
  ['串燒', ['yakitori', 'skewers']],
  ['燒肉', ['bbq', 'barbecue', 'yakiniku', 'grill'], ['脆皮燒肉']],
  ['烤肉', ['bbq', 'barbecue', 'grill']],
  ['麵', ['noodles'], ['麵包']],
  ['牛肉麵', ['beef noodles', 'beef noodle soup']],
  ['義大利麵', ['pasta', 'spaghetti']],
  ['餃', ['dumplings']],
  ['小籠包', ['xiaolongbao', 'soup dumplings', 'dumplings']],
  ['燒賣', ['siu mai', 'dumplings']],
  ['點心', ['dim sum']],
  ['飲茶', ['dim sum', 'yum cha']],
  ['港式', ['cantonese', 'hong kong']],
  ['素食', ['vegetarian', 'vegan', 'veggie']],
  ['蔬食', ['vegetarian', 'veggie']],
  ['甜點', ['dessert', 'desserts', 'sweets']],
  ['蛋糕', ['cake', 'dessert']],
  ['雪花冰', ['shaved ice', 'dessert']],
  ['咖啡', ['coffee', 'cafe']],
  ['拿鐵', ['latte', 'coffee']],
  ['台菜', ['taiwanese']],
  ['滷肉飯', ['braised pork rice', 'taiwanese']],
  ['蚵仔煎', ['oyster omelette', 'taiwanese']],
  ['鹽酥雞', ['popcorn chicken', 'fried chicken']],
  ['珍珠奶茶', ['bubble tea', 'boba', 'milk tea']],
  ['奶茶', ['milk tea']],
  ['韓式', ['korean']],
  ['韓國', ['korean']],
  ['泰式', ['thai']],
  ['咖哩', ['curry']],
  ['義式', ['italian']],
  ['義大利', ['italian']],
  ['披薩', ['pizza', 'italian']],
  ['燉飯', ['risotto']],
  ['牛排', ['steak', 'steakhouse']],
  ['海鮮', ['seafood']],
  ['海產', ['seafood']],
  ['生魚片', ['sashimi', 'seafood']],
  ['早午餐', ['brunch', 'breakfast']],
  ['早餐', ['breakfast']],
  ['美式', ['american']],
  ['漢堡', ['burger', 'burgers', 'american']],
  ['炸雞', ['fried chicken']],
  ['法式', ['french']],
] as Entry[]).map(([zh, en, except = []]) => [foldVariants(zh), en, except.map(foldVariants)] as const);

/**
 * The English names of every vocabulary word the (folded) text holds, each once, space
 * separated ('' when none): what the search text gets after the store's own words.
 */
export function englishNames(foldedText: string): string {
  const names = new Set<string>();
  for (const [zh, en, except = []] of VOCABULARY) {
    const text = except.reduce((rest, word) => rest.replaceAll(word, ' '), foldedText);
    if (text.includes(zh)) for (const name of en) names.add(name);
  }
  return [...names].join(' ');
}
