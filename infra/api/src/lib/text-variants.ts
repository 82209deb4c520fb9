/**
 * Variant folding for the keyword search (opencc-js, the OpenCC dictionaries): Simplified
 * characters become Taiwan's Traditional ones, then every variant form its standard one
 * (台 → 臺, 裡 → 裏, 温 → 溫 …), so 台北 finds 臺北市 and 台湾 finds 臺灣. The stores' search
 * text and the diner's keyword go through the same function, so both sides always agree; a
 * folded text is only ever compared, never shown.
 */
import * as OpenCC from 'opencc-js';

const fromSimplified = OpenCC.Converter({ from: 'cn', to: 'tw' });
const toStandard = OpenCC.Converter({ from: 'tw', to: 't' });

/**
 * Bumped whenever the folding or what the search text holds changes (db/derived.ts): stores'
 * search texts older than this are rewritten at start. 4: menu dishes and English names.
 */
export const SEARCH_TEXT_VERSION = '4-opencc-tw-t-slug-dishes-english';

export const foldVariants = (text: string): string => toStandard(fromSimplified(text));
