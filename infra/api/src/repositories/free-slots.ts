/**
 * Availability search (issue: find a free table across restaurants). A filter with a date, a
 * time (or a part of the day) and a party keeps the stores that take online bookings and have a
 * slot that weekday, inside the time window, still in the future, whose seats left — capacity
 * minus the non-cancelled orders and the waitlist's held seats at that date and time, the rule
 * of availability.ts — fit the party. Each probe is an index lookup: the slot by
 * (store_id, weekday, time), its orders by (store_id, date, time), its holds by the waitlist's
 * slot index.
 */
import { sql, type SQL } from 'drizzle-orm';
import { messages, searchPeriods, SEARCH_FREE_TIMES, type SearchPeriod, type StoreFilter } from '@joy/contract';
import * as t from '../db/schema';
import { validationFailure } from '../lib/api-error';
import { taipeiClock } from '../lib/business-status';
import { BOOKING_WINDOW_DAYS, isBookingDate, taipeiDate, weekdayOf } from '../lib/booking-clock';

export const BAD_DATE = '日期格式不正確';

export interface SlotSearch {
  date: string;
  weekday: number;
  /** 'HH:MM' bounds of the window, inclusive. */
  from: string;
  to: string;
  /** Today: only slots later than this 'HH:MM' (Taipei); another date: null. */
  after: string | null;
  party: number;
  /** Free times are listed nearest to this 'HH:MM' first; null = earliest first. */
  target: string | null;
  /** 可候補: a slot full for the party (capacity ≥ party) also keeps the store, as a waitlist time. */
  waitlist: boolean;
}

const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const hhmm = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const LAST_MINUTE = 23 * 60 + 59;

/**
 * Checks the filter's date and time (422 with field-keyed messages: a date that is not a date,
 * in the past, or — for a time search — past the booking window; a time without a date) and
 * returns the availability part, or null when no time was asked for.
 */
export function slotSearch(filter: StoreFilter, now: Date, windowMinutes: number): SlotSearch | null {
  const { date, time } = filter;
  const today = taipeiDate(now);
  if (date !== null && date !== undefined) {
    if (!isBookingDate(date)) throw validationFailure({ date: BAD_DATE });
    if (date < today) throw validationFailure({ date: messages.searchDatePast });
  }
  if (!time) return null;
  if (!date) throw validationFailure({ date: messages.searchDateRequired });
  if (date > taipeiDate(now, BOOKING_WINDOW_DAYS - 1)) throw validationFailure({ date: messages.searchDateTooFar });

  let from: string;
  let to: string;
  let target: string | null;
  if (Object.hasOwn(searchPeriods, time)) {
    ({ from, to, target } = searchPeriods[time as SearchPeriod]);
  } else {
    const window = filter.time_window ?? windowMinutes;
    const at = minutesOf(time);
    from = hhmm(Math.max(0, at - window));
    to = hhmm(Math.min(LAST_MINUTE, at + window));
    target = time;
  }
  return {
    date,
    weekday: weekdayOf(date),
    from,
    to,
    after: date === today ? hhmm(taipeiClock(now).minutes) : null,
    party: filter.total_people ?? 1,
    target,
    waitlist: filter.waitlist === true,
  };
}

/** The conditions on a slot `s` of the store `storeId` that could seat the party in the window. */
function slotInWindow(q: SlotSearch, storeId: SQL | typeof t.stores.id): SQL {
  return sql`s.store_id = ${storeId} and s.weekday = ${q.weekday} and s.time between ${q.from} and ${q.to}
    ${q.after === null ? sql`` : sql`and s.time > ${q.after}`}
    and s.capacity >= ${q.party}
    and not exists (select 1 from ${t.storeClosures} c where c.store_id = s.store_id and c.date = ${q.date})
    and not exists (select 1 from ${t.tableDraws} d where d.store_id = s.store_id and d.date = ${q.date} and d.status = 'scheduled')`;
}

/** Whether the slot `s` still has seats for the party at the date (`free`) or not (a waitlist time). */
function seatsFit(q: SlotSearch, free: boolean): SQL {
  return sql`s.capacity
      - coalesce((select sum(o.adult_num + o.child_num) from ${t.orders} o where o.store_id = s.store_id and o.date = ${q.date} and o.time = s.time and o.status <> 0), 0)
      - coalesce((select sum(w.adult_num + w.child_num) from ${t.waitlistEntries} w where w.store_id = s.store_id and w.date = ${q.date} and w.time = s.time and w.status = 'held'), 0)
      ${free ? sql`>=` : sql`<`} ${q.party}`;
}

/** The conditions on a slot `s` of the store `storeId` that make it free for the search. */
const freeSlot = (q: SlotSearch, storeId: SQL | typeof t.stores.id): SQL => sql`${slotInWindow(q, storeId)} and ${seatsFit(q, true)}`;

/**
 * WHERE condition: the store books online and has a free slot for the search — with 可候補,
 * any slot in the window that could seat the party, free or full (its waitlist).
 */
export function hasFreeSlot(q: SlotSearch): SQL {
  const slot = q.waitlist ? slotInWindow(q, t.stores.id) : freeSlot(q, t.stores.id);
  return sql`${t.stores.joyBooking} and exists (select 1 from ${t.storeSlots} s where ${slot})`;
}

const nearestFirst = (q: SlotSearch): SQL => (q.target === null ? sql`s.time` : sql`abs(extract(epoch from (s.time::time - ${q.target}::time))), s.time`);

/** Column: the store's first SEARCH_FREE_TIMES free times, nearest to the target (text[]). */
export function freeTimes(q: SlotSearch): SQL<string[]> {
  return sql<string[]>`array(select s.time from ${t.storeSlots} s where ${freeSlot(q, t.stores.id)} order by ${nearestFirst(q)} limit ${SEARCH_FREE_TIMES})`;
}

/** Column (可候補): the store's first SEARCH_FREE_TIMES full times the party may wait for, nearest to the target (text[]). */
export function waitlistTimes(q: SlotSearch): SQL<string[]> {
  return sql<string[]>`array(select s.time from ${t.storeSlots} s where ${slotInWindow(q, t.stores.id)} and ${seatsFit(q, false)} order by ${nearestFirst(q)} limit ${SEARCH_FREE_TIMES})`;
}

/** The free times as a card shows them: in the day's order. */
export const inDayOrder = (times: unknown): string[] => (Array.isArray(times) ? times.map(String).sort() : []);
