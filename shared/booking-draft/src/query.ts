/**
 * The booking choices in an address: `?date=2026-12-02&time=19:00&adults=4&children=1`.
 * The store list's cards carry the filter's date and party to the store page this way, and
 * the store page's 立即訂位 carries the panel's choices to /booking, so a reload, a new tab or
 * a shared link keeps them. The address is an entry point: /booking moves what it carries into
 * the draft (the draft is what the booking steps change) and leaves `?id=` alone.
 *
 * Only what is present and valid is read, each value alone: a broken party leaves the date.
 * A carried date always brings its time (or none), so an older draft's time never lands on
 * another day.
 */
import { partyLimits } from '@joy/contract';
import { TIME, isCalendarDate, wholeNumber, type BookingDraft } from './storage-format';

export const choiceParams = { date: 'date', time: 'time', adults: 'adults', children: 'children' } as const;

export type BookingChoices = Partial<BookingDraft>;

/**
 * The choices `params` carries. `today` (YYYY-MM-DD, the diner's day) drops a date already
 * past. Adults are 1 … the pickers' limit; children leave room for the adults (or for one
 * adult when the address names no adults).
 */
export function readChoices(params: URLSearchParams, today?: string): BookingChoices {
  const choices: BookingChoices = {};
  const date = params.get(choiceParams.date);
  if (isCalendarDate(date) && (!today || date >= today)) {
    const time = params.get(choiceParams.time);
    choices.date = date;
    choices.time = time !== null && TIME.test(time) ? time : null;
  }
  const adults = wholeNumber(params.get(choiceParams.adults));
  if (Number.isInteger(adults) && adults >= partyLimits.minAdults && adults <= partyLimits.maxPickerPeople) choices.adults = adults;
  const children = wholeNumber(params.get(choiceParams.children));
  if (Number.isInteger(children) && children >= partyLimits.minChildren && children + (choices.adults ?? partyLimits.minAdults) <= partyLimits.maxPickerPeople) {
    choices.children = children;
  }
  return choices;
}

/** `params` with `choices` written over it (a null or absent choice is removed); other parameters are kept. */
export function writeChoices(params: URLSearchParams, choices: BookingChoices): URLSearchParams {
  const next = withoutChoices(params);
  if (choices.date) {
    next.set(choiceParams.date, choices.date);
    if (choices.time) next.set(choiceParams.time, choices.time);
  }
  if (choices.adults !== undefined) next.set(choiceParams.adults, String(choices.adults));
  if (choices.children !== undefined) next.set(choiceParams.children, String(choices.children));
  return next;
}

/** `params` without the choice parameters. */
export function withoutChoices(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.values(choiceParams)) next.delete(key);
  return next;
}

/** Whether `params` names any choice at all (valid or not). */
export const carriesChoices = (params: URLSearchParams): boolean => Object.values(choiceParams).some((key) => params.has(key));
