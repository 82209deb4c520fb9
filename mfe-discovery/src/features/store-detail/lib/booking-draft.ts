/**
 * Hands the panel's choices to the booking remote: it reads its draft from these
 * localStorage keys when it starts (mfe-booking booking-draft.ts; the keys are §4's, listed in
 * @joy/auth bookingDraftKeys so logout clears them). A choice left empty is removed, so an
 * older draft for another store cannot leak into this booking.
 */
import { bookingDraftKeys } from '@joy/auth';

export interface PanelChoice {
  date: string | null;
  time: string | null;
  adults: number;
  children: number;
}

type DraftKey = (typeof bookingDraftKeys)[number];
const KEYS = { date: 'reservationDate', time: 'reservationTime', adults: 'adultNum', children: 'childNum' } as const satisfies Record<keyof PanelChoice, DraftKey>;

export function saveBookingDraft(choice: PanelChoice): void {
  try {
    for (const [field, key] of Object.entries(KEYS) as [keyof PanelChoice, DraftKey][]) {
      const value = choice[field];
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, String(value));
    }
  } catch (error) {
    // Storage refused (private mode, quota): the booking page simply starts empty.
    console.warn('booking draft not saved', error);
  }
}

/** The party size saved by an earlier visit, so the panel starts where the diner left off. */
export function savedParty(): { adults: number; children: number } {
  try {
    const adults = Number(localStorage.getItem(KEYS.adults));
    const children = Number(localStorage.getItem(KEYS.children));
    return { adults: Number.isInteger(adults) && adults >= 1 ? adults : 2, children: Number.isInteger(children) && children >= 0 ? children : 0 };
  } catch {
    return { adults: 2, children: 0 };
  }
}
