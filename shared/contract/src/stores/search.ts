/**
 * Availability search (find a free table across restaurants): a date, a time or a part of the
 * day, and a party → the stores with a free slot for that party near that time, each with up to
 * SEARCH_FREE_TIMES free times. The API and the filter pickers share these rules.
 */

/** ± minutes around a chosen time that a free slot may fall in (SEARCH_TIME_WINDOW_MINUTES on the API). */
export const SEARCH_TIME_WINDOW_MINUTES = 60;
export const SEARCH_TIME_WINDOW_MAX = 180;
/** Free times shown on a card, nearest to the chosen time first. */
export const SEARCH_FREE_TIMES = 3;
/** The party a search may ask for (a larger group calls the store). */
export const SEARCH_PEOPLE_MIN = 1;
export const SEARCH_PEOPLE_MAX = 50;

/** Parts of the day a diner may pick instead of a time; `target` orders a card's free times. */
export const searchPeriods = {
  lunch: { label: '午餐', from: '11:00', to: '14:30', target: '12:00' },
  dinner: { label: '晚餐', from: '17:00', to: '21:30', target: '18:30' },
  any: { label: '任何時間', from: '00:00', to: '23:59', target: null },
} as const;

export type SearchPeriod = keyof typeof searchPeriods;

/** A time on the half-hour grid, 'HH:00' or 'HH:30'. */
export const HALF_HOUR_TIME = /^(?:[01]\d|2[0-3]):[03]0$/;

export const isSearchTime = (value: string): boolean => HALF_HOUR_TIME.test(value) || Object.hasOwn(searchPeriods, value);

/** What a chosen search time reads as on a chip or a heading (19:00, 午餐 …). */
export const searchTimeLabel = (value: string): string => (Object.hasOwn(searchPeriods, value) ? searchPeriods[value as SearchPeriod].label : value);

/** Orders of the store list: 推薦 (the hot score), 距離 (needs a position), 評分, 價位 (price per person, low first). */
export const searchSorts = {
  hot: '推薦',
  distance: '距離',
  score: '評分',
  price: '價位',
} as const;

export type SearchSort = keyof typeof searchSorts;

/** Price ranges per person the filter offers (NT$; null = open-ended). */
export const priceRanges = [
  { label: 'NT$300 以下', min: null, max: 300 },
  { label: 'NT$300–600', min: 300, max: 600 },
  { label: 'NT$600–1,200', min: 600, max: 1200 },
  { label: 'NT$1,200 以上', min: 1200, max: null },
] as const;

export const PRICE_PER_PERSON_MAX = 100_000;
