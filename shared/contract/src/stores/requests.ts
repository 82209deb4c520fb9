/** Request bodies of the map search, the city of a position and the favourite toggle. */
import * as yup from 'yup';
import { int } from '../platform/request-fields';
import { storeTexts } from './messages';
import { isSearchTime, SEARCH_PEOPLE_MAX, SEARCH_PEOPLE_MIN, SEARCH_TIME_WINDOW_MAX } from './search';

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
  time_window: yup
    .number()
    .typeError(storeTexts.searchWindowInvalid)
    .integer(storeTexts.searchWindowInvalid)
    .min(0, storeTexts.searchWindowInvalid)
    .max(SEARCH_TIME_WINDOW_MAX, storeTexts.searchWindowInvalid)
    .nullable()
    .default(null),
  keyword: yup.string().trim().max(100).default(''),
  food_types: yup.array(int().required()).default([]),
  tags: yup.array(int().required()).default([]),
  total_people: yup
    .number()
    .typeError(storeTexts.searchPeopleInvalid)
    .integer(storeTexts.searchPeopleInvalid)
    .min(SEARCH_PEOPLE_MIN, storeTexts.searchPeopleInvalid)
    .max(SEARCH_PEOPLE_MAX, storeTexts.searchPeopleInvalid)
    .nullable()
    .default(null),
  limit: int().min(1).max(30).default(30),
  lat: yup.number().min(-90).max(90).nullable().default(null),
  lng: yup.number().min(-180).max(180).nullable().default(null),
  joy_now: yup.boolean().default(false),
  joy_pay: yup.boolean().default(false),
  joy_booking: yup.boolean().default(false),
  jcoin_reward: yup.boolean().default(false),
});

export type StoreFilter = yup.InferType<typeof storeFilterBody>;

export const latLngBody = yup.object({ lat: yup.number().required().min(-90).max(90), lng: yup.number().required().min(-180).max(180) });

export const storeIdBody = yup.object({ store_id: int().required() });
