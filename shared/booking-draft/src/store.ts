/**
 * The booking draft (§4): the date, time and party a diner chose on the store page's booking
 * panel (mfe-discovery) and on the booking step (mfe-booking). One valtio proxy; this package
 * is a Module Federation singleton (shared/mf-config), so both remotes hold the same object
 * and a choice made on the store page is on the booking step without a reload.
 *
 * Every change goes through the functions below, which write it to localStorage at once
 * (storage-format.ts), so the draft survives the reload after a login halfway through and a
 * remote started later (or a separate copy) reads the same choices. Storage refused (private
 * mode, quota) leaves the draft in memory only. Logout empties it: @joy/auth removes the keys
 * and announces auth:logout, and the proxy follows; another tab's change is read back.
 */
import { proxy, snapshot, useSnapshot } from 'valtio';
import { on } from '@joy/bus';
import { draftStorageKeys, emptyDraft, normaliseDraft, readDraft, writeDraft, type BookingDraft } from './storage-format';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function load(): BookingDraft {
  const store = storage();
  try {
    return store ? readDraft(store) : { ...emptyDraft };
  } catch {
    return { ...emptyDraft };
  }
}

function save(draft: BookingDraft): void {
  const store = storage();
  try {
    if (store) writeDraft(store, draft);
  } catch (error) {
    // The draft still lives in memory for this page; only a reload would lose it.
    console.warn('booking draft not saved', error);
  }
}

const state = proxy<BookingDraft>(load());

/** The draft now, as a plain frozen object (outside React). */
export const getBookingDraft = (): Readonly<BookingDraft> => snapshot(state);

/**
 * The draft in a component; the component renders again when a field it read changes.
 * In sync, since the pickers are controlled inputs (valtio's advice for inputs).
 */
export const useBookingDraft = (): Readonly<BookingDraft> => useSnapshot(state, { sync: true });

/** Changes some fields; the result is checked as a read-back draft is (normaliseDraft) and saved. */
export function updateBookingDraft(patch: Partial<BookingDraft>): void {
  const next = normaliseDraft({ ...snapshot(state), ...patch });
  Object.assign(state, next);
  save(next);
}

/** After a successful booking (§4): nothing chosen, nothing kept. */
export function clearBookingDraft(): void {
  Object.assign(state, emptyDraft);
  save({ ...emptyDraft });
}

/** Reads the kept draft again, for a page that starts while another root may have written it. */
export function reloadBookingDraft(): void {
  Object.assign(state, load());
}

if (typeof window !== 'undefined') {
  // @joy/auth has removed the §4 keys already; the version key goes with the empty draft.
  on('auth:logout', () => clearBookingDraft());
  window.addEventListener('storage', (event) => {
    if (event.key === null || (Object.values(draftStorageKeys) as string[]).includes(event.key)) reloadBookingDraft();
  });
}
