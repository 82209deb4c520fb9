/**
 * The store filter lives in the URL query so a list can be shared: lists are comma
 * separated ids (`?food_types=1,3`), flags are `1`. Other parameters (such as `app=1`,
 * the in-app flag) are carried over untouched.
 */
import { isSearchTime, partyLimits, PRICE_PER_PERSON_MAX, searchSorts, type SearchSort, type StoreFilter, taipeiDate } from '@joy/contract';

export interface StoreQuery {
  keyword: string;
  city: number | null;
  district: number[];
  food_types: number[];
  tags: number[];
  date: string | null;
  /** With a date: 'HH:MM' or 'lunch' / 'dinner' / 'any' — an availability search (free times on each card). */
  time: string | null;
  total_people: number | null;
  joy_booking: boolean;
  joy_pay: boolean;
  /** 營業中: open now on the Taipei clock (the API's joy_now). */
  open_now: boolean;
  /** Price per person range, NT$. */
  price_min: number | null;
  price_max: number | null;
  /** null = 推薦 (the hot order). 距離 uses the position kept in the location cookie. */
  sort: SearchSort | null;
  /** 可候補: with a date and a time, also the stores full then whose waitlist the party may join. */
  waitlist: boolean;
  /** 免訂金: no deposit and no card guarantee (the store's rules card). */
  no_deposit: boolean;
  /** 可帶寵物 */
  pets: boolean;
  /** 不限時: no dining time limit. */
  no_time_limit: boolean;
}

export const STORE_PAGE_SIZE = 30;

export const emptyStoreQuery: StoreQuery = {
  keyword: '',
  city: null,
  district: [],
  food_types: [],
  tags: [],
  date: null,
  time: null,
  total_people: null,
  joy_booking: false,
  joy_pay: false,
  open_now: false,
  price_min: null,
  price_max: null,
  sort: null,
  waitlist: false,
  no_deposit: false,
  pets: false,
  no_time_limit: false,
};

const OWN_KEYS = Object.keys(emptyStoreQuery);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const ids = (value: string | null): number[] =>
  [...new Set((value ?? '').split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0))];
const id = (value: string | null): number | null => ids(value)[0] ?? null;
const price = (value: string | null): number | null => {
  const n = Number(value ?? 'x');
  return value !== null && value !== '' && Number.isInteger(n) && n >= 0 && n <= PRICE_PER_PERSON_MAX ? n : null;
};

/** The query in the address; a date already past (a shared link of last week) is dropped with its time. */
export function parseStoreQuery(params: URLSearchParams, today: string = taipeiDate()): StoreQuery {
  const people = id(params.get('total_people'));
  const rawDate = params.get('date');
  const date = rawDate && DATE.test(rawDate) && rawDate >= today ? rawDate : null;
  const time = params.get('time');
  return {
    keyword: (params.get('keyword') ?? '').trim().slice(0, 100),
    city: id(params.get('city')),
    district: ids(params.get('district')),
    food_types: ids(params.get('food_types')),
    tags: ids(params.get('tags')),
    date,
    time: date && time && isSearchTime(time) ? time : null,
    total_people: people === null ? null : Math.min(people, partyLimits.maxPickerPeople),
    joy_booking: params.get('joy_booking') === '1',
    joy_pay: params.get('joy_pay') === '1',
    open_now: params.get('open_now') === '1',
    ...priceRange(price(params.get('price_min')), price(params.get('price_max'))),
    sort: sortOf(params.get('sort')),
    waitlist: Boolean(date && time && isSearchTime(time)) && params.get('waitlist') === '1',
    no_deposit: params.get('no_deposit') === '1',
    pets: params.get('pets') === '1',
    no_time_limit: params.get('no_time_limit') === '1',
  };
}

/** A range whose ends are the wrong way round keeps only its lower end. */
function priceRange(min: number | null, max: number | null): { price_min: number | null; price_max: number | null } {
  return { price_min: min, price_max: min !== null && max !== null && max < min ? null : max };
}

/** 推薦 is the default and is not written; an unknown sort reads as it. */
function sortOf(value: string | null): SearchSort | null {
  return value && value !== 'hot' && Object.hasOwn(searchSorts, value) ? (value as SearchSort) : null;
}

export function toSearchParams(query: StoreQuery, current: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams();
  current.forEach((value, key) => {
    if (!OWN_KEYS.includes(key)) next.append(key, value);
  });
  if (query.keyword) next.set('keyword', query.keyword);
  if (query.city !== null) next.set('city', String(query.city));
  if (query.district.length) next.set('district', query.district.join(','));
  if (query.food_types.length) next.set('food_types', query.food_types.join(','));
  if (query.tags.length) next.set('tags', query.tags.join(','));
  if (query.date) next.set('date', query.date);
  if (query.date && query.time) next.set('time', query.time);
  if (query.total_people !== null) next.set('total_people', String(query.total_people));
  if (query.joy_booking) next.set('joy_booking', '1');
  if (query.joy_pay) next.set('joy_pay', '1');
  if (query.open_now) next.set('open_now', '1');
  if (query.price_min !== null) next.set('price_min', String(query.price_min));
  if (query.price_max !== null) next.set('price_max', String(query.price_max));
  if (query.sort) next.set('sort', query.sort);
  if (query.waitlist && isAvailabilitySearch(query)) next.set('waitlist', '1');
  if (query.no_deposit) next.set('no_deposit', '1');
  if (query.pets) next.set('pets', '1');
  if (query.no_time_limit) next.set('no_time_limit', '1');
  return next;
}

/**
 * The POST /v2/map/search body (§3 store search filter); page size 30 (§9). `position` (the
 * location cookie's) goes only with 距離, which the API refuses without one.
 */
export function toFilterBody(query: StoreQuery, position: { lat: number; lng: number } | null = null): StoreFilter {
  const { open_now, sort, ...rest } = query;
  const near = sort === 'distance' && position ? position : null;
  return {
    ...rest,
    time: query.date ? query.time : null,
    time_window: null,
    sort: sort === 'distance' && !near ? null : sort,
    limit: STORE_PAGE_SIZE,
    lat: near?.lat ?? null,
    lng: near?.lng ?? null,
    joy_now: open_now,
    jcoin_reward: false,
    waitlist: query.waitlist && isAvailabilitySearch(query),
  };
}

/** Whether the query asks for free tables (a date and a time): cards then show their free times. */
export const isAvailabilitySearch = (query: StoreQuery): boolean => Boolean(query.date && query.time);

export const toggleId = (list: number[], value: number): number[] =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
