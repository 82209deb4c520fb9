/** Request bodies of the map search, the city of a position and the favourite toggle. */
import * as yup from 'yup';
import { int } from '../platform/request-fields';
import { storeTexts } from './messages';
import { isSearchTime, PRICE_PER_PERSON_MAX, SEARCH_PEOPLE_MAX, SEARCH_PEOPLE_MIN, SEARCH_TIME_WINDOW_MAX, searchSorts, type SearchSort } from './search';

/** An optional whole number from `min` to `max` (null when left out); anything else is `message`. */
const optionalWhole = (min: number, max: number, message: string) =>
  yup.number().typeError(message).integer(message).min(min, message).max(max, message).nullable().default(null);

/** A price per person bound, NT$. */
const price = () => optionalWhole(0, PRICE_PER_PERSON_MAX, storeTexts.searchPriceInvalid);

export const storeFilterBody = yup.object({
  city: int().nullable().default(null),
  district: yup.array(int().required()).default([]),
  date: yup.string().nullable().default(null),
  /**
   * Availability search: 'HH:MM' on the half-hour grid (± time_window minutes) or a part of the
   * day ('lunch', 'dinner', 'any'); with `date` and `total_people` it keeps the stores with a
   * free slot for the party then, and each card carries `free_times`.
   */
  time: yup
    .string()
    .nullable()
    .default(null)
    .test('search-time', storeTexts.searchTimeInvalid, (value) => value == null || isSearchTime(value)),
  /** ± minutes around `time`; the API's SEARCH_TIME_WINDOW_MINUTES when left out. */
  time_window: optionalWhole(0, SEARCH_TIME_WINDOW_MAX, storeTexts.searchWindowInvalid),
  keyword: yup.string().trim().max(100).default(''),
  food_types: yup.array(int().required()).default([]),
  tags: yup.array(int().required()).default([]),
  total_people: optionalWhole(SEARCH_PEOPLE_MIN, SEARCH_PEOPLE_MAX, storeTexts.searchPeopleInvalid),
  /** 推薦 (default; 距離 when a position is given), 距離, 評分, 價位. */
  sort: yup
    .mixed<SearchSort>()
    .nullable()
    .default(null)
    .test('search-sort', storeTexts.searchSortInvalid, (value) => value == null || Object.hasOwn(searchSorts, value as string)),
  /** Price per person range, NT$ (either end may be left out). */
  price_min: price(),
  price_max: price().test('price-order', storeTexts.searchPriceOrder, function check(value) {
    const min = (this.parent as { price_min?: number | null }).price_min;
    return value == null || min == null || value >= min;
  }),
  limit: int().min(1).max(30).default(30),
  lat: yup.number().min(-90).max(90).nullable().default(null),
  lng: yup.number().min(-180).max(180).nullable().default(null),
  joy_now: yup.boolean().default(false),
  joy_pay: yup.boolean().default(false),
  joy_booking: yup.boolean().default(false),
  jcoin_reward: yup.boolean().default(false),
  /** 免訂金: the stores whose rules card asks no deposit and no card guarantee (a store with no card asks none). */
  no_deposit: yup.boolean().default(false),
  /** 可帶寵物: the stores whose rules card lets pets in (leashed or freely). */
  pets: yup.boolean().default(false),
  /** 不限時: the stores whose rules card sets no dining time limit. */
  no_time_limit: yup.boolean().default(false),
  /**
   * 可候補: an availability search (date and time) also keeps the stores whose slots in the
   * window are full for the party but take a waitlist; their cards carry `waitlist_times`.
   */
  waitlist: yup
    .boolean()
    .default(false)
    .test('waitlist-needs-time', storeTexts.searchWaitlistNeedsTime, function check(value) {
      const { date, time } = this.parent as { date?: string | null; time?: string | null };
      return !value || Boolean(date && time);
    }),
});

export type StoreFilter = yup.InferType<typeof storeFilterBody>;

export const latLngBody = yup.object({ lat: yup.number().required().min(-90).max(90), lng: yup.number().required().min(-180).max(180) });

/** The text typed so far (suggestions). */
export const suggestBody = yup.object({ keyword: yup.string().trim().max(100).default('') });

export const storeIdBody = yup.object({ store_id: int().required() });
