/** Replies of the map, the store pages and their bookable times, and their types. */
import * as yup from 'yup';

import { flag, int, list, num, oneOf, optionalOneOf, optionalText, subScores, text, texts } from '../platform/response-fields';

import { commentSourceKeys } from './reviews';
import type { DepositPolicy, HouseRules } from './house-rules';
import { responsiveImage } from '../platform/image-schemas';
import { dishSuggestion } from './menu-schemas';

export const businessStatuses = [0, 1, 2] as const;

/** Business status (§3): 0 closed today, 1 open, 2 on break. */
export type BusinessStatus = (typeof businessStatuses)[number];

export const businessTime = yup.object({
  /** 0 Sunday … 6 Saturday */
  weekday: int(),
  open: text(),
  close: text(),
});

export type BusinessTime = yup.InferType<typeof businessTime>;

export const storeSummary = yup.object({
  id: int(),
  slug: text(),
  name: text(),
  logo: text(),
  photo: text(),
  city: text(),
  district: text(),
  address: text(),
  /** Where the store is (WGS 84): the results map's pins. */
  lat: num(),
  lng: num(),
  food_types: texts(),
  tags: texts(),
  average_score: num(),
  comment_count: int(),
  business_status: oneOf(businessStatuses),
  is_hot: flag(),
  is_new: flag(),
  price_level: num(),
  /** About what a diner spends per person, NT$ (0 = not known). */
  price_per_person: int(),
  reward_rate: num(),
  joy_booking: flag(),
  joy_pay: flag(),
  distance: yup.number().nullable().optional(),
  /** The picture's sizes and placeholder when `photo` is an image-pipeline picture (srcset); absent for a seeded URL. */
  photo_image: responsiveImage.nullable().optional(),
  /** Availability search only: up to 3 free times ('HH:MM') for the party, ascending. */
  free_times: texts().optional(),
  /** Availability search with 可候補: up to 3 full times ('HH:MM') whose waitlist the party may join, ascending. */
  waitlist_times: texts().optional(),
});

export type StoreSummary = yup.InferType<typeof storeSummary>;

/** A special closing day (店休、包場): no bookable times that date; `reason` may be ''. */
export const storeClosure = yup.object({ date: text(), reason: text() });

const depositPolicy = () => yup.mixed<DepositPolicy>().defined();

/** A store's rules card (HouseRules, stores/house-rules.ts); the defaults when it set none. */
export const houseRulesReply: yup.Schema<HouseRules> = yup.object({
  time_limit_minutes: yup.number().integer().nullable().defined(),
  minimum_spend_per_person: int(),
  service_charge_percent: int(),
  late_hold_minutes: int(),
  deposit: depositPolicy(),
  cake_fee: yup.number().integer().nullable().defined(),
  corkage_fee: yup.number().integer().nullable().defined(),
  pets: oneOf(['no', 'leashed', 'yes'] as const),
  children: oneOf(['welcome', 'over-6', 'adults-only'] as const),
  holidays: list(yup.object({ name: text(), dates: texts(), note: text(), deposit: depositPolicy().optional() })),
}) as unknown as yup.Schema<HouseRules>;

export const storeDetail = storeSummary.shape({
  description: text(),
  phone: text(),
  photos: texts(),
  /** For each of `photos`, its image-pipeline picture (srcset), null for a seeded URL. */
  photo_images: list(responsiveImage.nullable().defined()).optional(),
  business_times: list(businessTime),
  member_is_collection: flag(),
  /** The largest party (adults and children together) the store takes online; the booking pickers stop there. */
  max_party_size: int(),
  /** The seating areas a diner may ask for when booking (e.g. 窗邊, 包廂; the store sets them); [] = no choice. */
  seating_areas: texts(),
  /** The store's own notes for diners (店家須知: 低消、服務費、包廂規定…); '' = none. */
  house_notes: text(),
  /** Special closing days from today to the end of the booking window, by date. */
  closures: list(storeClosure),
  /** 訂位須知: the store's rules card (time limit, spend, deposit and refunds, fees, pets, children, holidays). */
  house_rules: houseRulesReply,
});

export type StoreDetail = yup.InferType<typeof storeDetail>;

export const storeComment = yup.object({
  id: int(),
  name: text(),
  title: text(),
  body: text(),
  score: num(),
  sub_scores: subScores,
  images: texts(),
  reply: optionalText(),
  /** When the store replied (ISO); null without a reply. */
  reply_at: optionalText(),
  /** What the diner reviewed: a completed booking ('order') or a payment ('payment'); null for neither. */
  source: optionalOneOf(commentSourceKeys),
  created_at: text(),
});

/**
 * A store comment as the public sees it (§3): the name masked (王**), never the phone.
 * `sub_scores`: food, service, ambience, value, each 1–5; `reply` is the store's answer.
 */
export type StoreComment = yup.InferType<typeof storeComment>;

/**
 * A store's rating summary (GET /v2/store/{id}/comment-summary), from its visible comments:
 * the average (2 decimals, 0 without comments), the count, how many gave each score from 5
 * down to 1, the four sub-score averages and how many photos the comments hold.
 */
export const storeCommentSummary = yup.object({
  average: num(),
  count: int(),
  histogram: list(yup.object({ score: int(), count: int() })),
  sub_scores: yup.object({ food: num(), service: num(), ambience: num(), value: num() }).defined(),
  photo_count: int(),
});

export type StoreCommentSummary = yup.InferType<typeof storeCommentSummary>;

export const ranking = yup.object({ hot: list(storeSummary), new: list(storeSummary) });

export type Ranking = yup.InferType<typeof ranking>;

const named = yup.object({ id: int(), name: text() });

export const searchParams = yup.object({
  cities: list(named.shape({ districts: list(named) })),
  tags: list(named),
  food_types: list(named),
});

export type SearchParams = yup.InferType<typeof searchParams>;

export const cityOfPosition = yup.object({ city_id: yup.number().integer().nullable().defined() });

const isDateTimes = (value: unknown): value is Record<string, string[]> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((times) => Array.isArray(times) && times.every((x) => typeof x === 'string'));

/** Bookable dates → their times (`{ "2026-05-01": ["18:00", …] }`): keys are dates, so no fixed shape. */
export const orderDates = yup
  .mixed<Record<string, string[]>>(isDateTimes)
  .test('dates', 'must map dates to lists of times', (value) => isDateTimes(value) && Object.keys(value).every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d)))
  .defined();

export const timeSlot = yup.object({ time: text(), available: flag(), seats_left: int() });

/** One bookable time of a day for a party size (§3 can_order_times; disabled when full). */
export type TimeSlot = yup.InferType<typeof timeSlot>;

export const collectionToggle = yup.object({ is_collection: flag() });

/** Suggestions as the diner types: stores, food types, districts and dishes whose names hold the text. */
export const searchSuggestions = yup.object({
  stores: list(yup.object({ id: int(), name: text(), city: text(), district: text() })),
  food_types: list(named),
  districts: list(yup.object({ id: int(), name: text(), city_id: int(), city: text() })),
  /** Dishes on stores' menus, the most served first. */
  dishes: list(dishSuggestion),
});

export type SearchSuggestions = yup.InferType<typeof searchSuggestions>;

/** What the empty search page offers: the food types diners look for most, as keywords. */
export const popularSearches = yup.object({ keywords: texts() });

export type PopularSearches = yup.InferType<typeof popularSearches>;

/**
 * The store page's map tiles (GET /v2/map/config): a Leaflet URL template with `{z}`, `{x}`,
 * `{y}` and optionally `{s}` (one of `subdomains`), the provider's key already in it (such a
 * key is visible to every browser by nature), the attribution the provider's terms ask for
 * (HTML: text and links only) and the deepest zoom it serves.
 */
export const mapConfig = yup.object({
  tile_url: text(),
  attribution: text(),
  subdomains: texts(),
  max_zoom: int(),
});

export type MapConfig = yup.InferType<typeof mapConfig>;
