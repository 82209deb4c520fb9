/**
 * How the booking draft is kept in localStorage (format 1). The four value keys are §4's:
 * @joy/auth's logout removes them (bookingDraftKeys), so the draft is never read back after
 * a logout. A value at its default is stored as absent, so a cleared draft leaves nothing
 * behind. The version key says which format wrote the values: a draft written by another
 * format is ignored whole rather than misread.
 */
import { isPickerParty, maxPickerChildren, partyLimits } from '@joy/contract';

export interface BookingDraft {
  /** YYYY-MM-DD, a real calendar date. */
  date: string | null;
  /** HH:MM; only kept with a date. */
  time: string | null;
  adults: number;
  children: number;
}

export const BOOKING_DRAFT_VERSION = 1;

export const draftStorageKeys = {
  date: 'reservationDate',
  time: 'reservationTime',
  adults: 'adultNum',
  children: 'childNum',
  version: 'bookingDraftVersion',
} as const;

export const emptyDraft: Readonly<BookingDraft> = Object.freeze({ date: null, time: null, adults: partyLimits.defaultAdults, children: partyLimits.defaultChildren });

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !DAY.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** A whole number written in decimal digits, or NaN. */
export const wholeNumber = (value: unknown): number => (typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : NaN);

/**
 * Any values, made a draft the pickers can show: a date that is not a real date and a time
 * without a date are dropped, a party outside the contract's picker limits falls back (too
 * many children are cut to what the adults leave).
 */
export function normaliseDraft(values: { date?: unknown; time?: unknown; adults?: unknown; children?: unknown }): BookingDraft {
  const date = isCalendarDate(values.date) ? values.date : null;
  const time = date && typeof values.time === 'string' && TIME.test(values.time) ? values.time : null;
  const wantedAdults = wholeNumber(values.adults);
  const adults = isPickerParty(wantedAdults, 0) ? wantedAdults : emptyDraft.adults;
  const wantedChildren = wholeNumber(values.children);
  const children = Number.isInteger(wantedChildren) && wantedChildren >= partyLimits.minChildren ? Math.min(wantedChildren, maxPickerChildren(adults)) : emptyDraft.children;
  return { date, time, adults, children };
}

/** The draft kept in `storage`, checked; the empty draft when there is none, it is unreadable or another format wrote it. */
export function readDraft(storage: Pick<Storage, 'getItem'>): BookingDraft {
  const version = storage.getItem(draftStorageKeys.version);
  if (version !== null && version !== String(BOOKING_DRAFT_VERSION)) return { ...emptyDraft };
  return normaliseDraft({
    date: storage.getItem(draftStorageKeys.date),
    time: storage.getItem(draftStorageKeys.time),
    adults: storage.getItem(draftStorageKeys.adults),
    children: storage.getItem(draftStorageKeys.children),
  });
}

/** Writes `draft` (already normalised) in format 1; values at their default are removed. */
export function writeDraft(storage: Pick<Storage, 'setItem' | 'removeItem'>, draft: BookingDraft): void {
  const values: Record<Exclude<keyof typeof draftStorageKeys, 'version'>, string | null> = {
    date: draft.date,
    time: draft.time,
    adults: draft.adults === emptyDraft.adults ? null : String(draft.adults),
    children: draft.children === emptyDraft.children ? null : String(draft.children),
  };
  let kept = false;
  for (const [field, value] of Object.entries(values) as [keyof typeof values, string | null][]) {
    if (value === null) storage.removeItem(draftStorageKeys[field]);
    else {
      storage.setItem(draftStorageKeys[field], value);
      kept = true;
    }
  }
  if (kept) storage.setItem(draftStorageKeys.version, String(BOOKING_DRAFT_VERSION));
  else storage.removeItem(draftStorageKeys.version);
}
