/**
 * The booking choices a store card's link carries, from the list's filter. Apart from
 * filter-query.ts: they write with @joy/booking-draft (and its store library), which a page's
 * first view, reading the filter, does not need.
 */
import { writeChoices } from '@joy/booking-draft';
import { HALF_HOUR_TIME, partyLimits } from '@joy/contract';
import type { StoreQuery } from './filter-query';

/**
 * The filter's date and party as the booking choices a store card's link carries
 * (`date=2026-12-05&adults=4&children=0`): the store page's booking panel starts with them and
 * hands them on to /booking. The filter counts people, not adults and children: all adults.
 */
export function carriedChoices(query: StoreQuery): string {
  const party = query.total_people === null ? {} : { adults: query.total_people, children: 0 };
  return writeChoices(new URLSearchParams(), { date: query.date, ...party }).toString();
}

/**
 * The /booking address of a card's free time: the store, the date, the time and the party
 * (the filter's people, all adults; 2 when it named none), so the booking needs no other choice.
 */
export function bookingLink(storeId: number, query: StoreQuery, time: string): string {
  const adults = query.total_people ?? partyLimits.defaultAdults;
  const params = writeChoices(new URLSearchParams({ id: String(storeId) }), { date: query.date, time: HALF_HOUR_TIME.test(time) ? time : null, adults, children: 0 });
  return `/booking?${params.toString()}`;
}
