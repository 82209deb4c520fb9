import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { carriesChoices, readChoices, updateBookingDraft, withoutChoices } from '@joy/booking-draft';
import { dayjs } from '@joy/ui';
import { BookingPage } from './booking-page';

/**
 * /booking's way in. The address may carry booking choices (`&date=&time=&adults=&children=`:
 * the store page's 立即訂位, a shared link, a new tab): they go into the shared draft before the
 * steps first render, then out of the address — the draft is what the steps change and what a
 * reload reads, so an address left with the old choices would undo the diner's later ones.
 * `?id=` and any other parameter stay.
 *
 * The page opens at its top: the store page before it may have been scrolled far down, and the
 * shell keeps the window's position on a navigation another remote's router made.
 */
export function BookingEntry() {
  const [params, setParams] = useSearchParams();
  const applied = useRef<string | null>(null);
  const apply = (from: URLSearchParams) => {
    const search = from.toString();
    if (!carriesChoices(from) || applied.current === search) return;
    applied.current = search;
    const choices = readChoices(from, dayjs().format('YYYY-MM-DD'));
    if (Object.keys(choices).length > 0) updateBookingDraft(choices);
  };
  // Before the first render of the steps, so they ask for the carried date's times at once.
  useState(() => apply(params));
  useEffect(() => {
    apply(params);
    if (carriesChoices(params)) setParams(withoutChoices(params), { replace: true });
  });
  useLayoutEffect(() => {
    // A block, not an expression: Chromium's scrollTo returns a promise, and an effect's
    // return value is called as its cleanup.
    window.scrollTo({ top: 0 });
  }, []);
  return <BookingPage />;
}
