/**
 * The booking choices (§4): kept on the device under the keys logout clears, so a diner who
 * logs in halfway finds them again; cleared after a successful booking.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

export interface BookingDraft {
  date: string | null;
  time: string | null;
  adults: number;
  children: number;
}

const keys = { date: 'reservationDate', time: 'reservationTime', adults: 'adultNum', children: 'childNum' } as const;

function read(): BookingDraft {
  if (typeof localStorage === 'undefined') return { date: null, time: null, adults: 2, children: 0 };
  return {
    date: localStorage.getItem(keys.date),
    time: localStorage.getItem(keys.time),
    adults: Number(localStorage.getItem(keys.adults) ?? 2) || 2,
    children: Number(localStorage.getItem(keys.children) ?? 0) || 0,
  };
}

export const bookingDraft = createStore<BookingDraft>()(() => read());

bookingDraft.subscribe((draft) => {
  for (const [field, key] of Object.entries(keys)) {
    const value = draft[field as keyof BookingDraft];
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, String(value));
  }
});

export const useBookingDraft = <T>(select: (draft: BookingDraft) => T) => useStore(bookingDraft, select);

export function updateDraft(patch: Partial<BookingDraft>): void {
  bookingDraft.setState(patch);
}

/** After a successful booking (§4) and on logout. */
export function clearDraft(): void {
  bookingDraft.setState({ date: null, time: null, adults: 2, children: 0 });
  for (const key of Object.values(keys)) localStorage.removeItem(key);
}

/** Re-read after another root (the shell's logout) changed storage. */
export function reloadDraft(): void {
  bookingDraft.setState(read());
}
