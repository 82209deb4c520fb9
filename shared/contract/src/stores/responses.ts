/** Replies of the map, the store pages and their bookable times. */
import * as yup from 'yup';
import { flag, int, list, num, oneOf, optionalText, subScores, text, texts } from '../platform/response-fields';
import type { BusinessStatus, BusinessTime, Ranking, SearchParams, StoreComment, StoreDetail, StoreSummary, TimeSlot } from './types';

export const businessStatuses: readonly BusinessStatus[] = [0, 1, 2];

export const businessTime: yup.ObjectSchema<BusinessTime> = yup.object({ weekday: int(), open: text(), close: text() });

export const storeSummary: yup.ObjectSchema<StoreSummary> = yup.object({
  id: int(),
  slug: text(),
  name: text(),
  logo: text(),
  photo: text(),
  city: text(),
  district: text(),
  address: text(),
  food_types: texts(),
  tags: texts(),
  average_score: num(),
  comment_count: int(),
  business_status: oneOf(businessStatuses),
  is_hot: flag(),
  is_new: flag(),
  price_level: num(),
  reward_rate: num(),
  joy_booking: flag(),
  joy_pay: flag(),
  distance: yup.number().nullable().optional(),
});

export const storeDetail: yup.ObjectSchema<StoreDetail> = storeSummary.shape({
  description: text(),
  phone: text(),
  lat: num(),
  lng: num(),
  photos: texts(),
  business_times: list(businessTime),
  member_is_collection: flag(),
});

export const storeComment: yup.ObjectSchema<StoreComment> = yup.object({
  id: int(),
  name: text(),
  title: text(),
  body: text(),
  score: num(),
  sub_scores: subScores,
  images: texts(),
  reply: optionalText(),
  created_at: text(),
});

export const ranking: yup.ObjectSchema<Ranking> = yup.object({ hot: list(storeSummary), new: list(storeSummary) });

const named = yup.object({ id: int(), name: text() });

export const searchParams: yup.ObjectSchema<SearchParams> = yup.object({
  cities: list(named.shape({ districts: list(named) })),
  tags: list(named),
  food_types: list(named),
});

export const cityOfPosition: yup.ObjectSchema<{ city_id: number | null }> = yup.object({ city_id: yup.number().integer().nullable().defined() });

const isDateTimes = (value: unknown): value is Record<string, string[]> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((times) => Array.isArray(times) && times.every((x) => typeof x === 'string'));

/** Bookable dates → their times (`{ "2026-05-01": ["18:00", …] }`): keys are dates, so no fixed shape. */
export const orderDates = yup
  .mixed<Record<string, string[]>>(isDateTimes)
  .test('dates', 'must map dates to lists of times', (value) => isDateTimes(value) && Object.keys(value).every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d)))
  .defined();

export const timeSlot: yup.ObjectSchema<TimeSlot> = yup.object({ time: text(), available: flag(), seats_left: int() });

export const collectionToggle: yup.ObjectSchema<{ is_collection: boolean }> = yup.object({ is_collection: flag() });
