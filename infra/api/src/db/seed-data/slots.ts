/**
 * Bookable slots from opening spans: every 30 minutes from opening until 90 minutes before
 * closing. A span past midnight puts its after-midnight times on the next weekday. Capacity
 * is 20–40 seats, derived from (store, weekday, time) so every run yields the same rows
 * without drawing from the seeded PRNG streams (which would shift the other seeded data).
 */
export const SLOT_STEP_MINUTES = 30;
export const LAST_SLOT_BEFORE_CLOSE = 90;

export interface SlotSeed {
  storeId: number;
  weekday: number;
  time: string;
  capacity: number;
}

const toMinutes = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
};
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Capacity runs from SLOT_BASE_CAPACITY to SLOT_BASE_CAPACITY + SLOT_CAPACITY_SPREAD - 1 seats. */
export const SLOT_BASE_CAPACITY = 20;
export const SLOT_CAPACITY_SPREAD = 21;

export function slotCapacity(storeId: number, weekday: number, minutes: number): number {
  return SLOT_BASE_CAPACITY + ((storeId * 7 + weekday * 13 + (minutes / SLOT_STEP_MINUTES) * 5) % SLOT_CAPACITY_SPREAD);
}

export function buildSlots(hours: readonly { storeId: number; weekday: number; open: string; close: string }[]): SlotSeed[] {
  const seen = new Set<string>();
  const slots: SlotSeed[] = [];
  for (const span of hours) {
    const open = toMinutes(span.open);
    let close = toMinutes(span.close);
    if (close <= open) close += 24 * 60;
    for (let m = open; m <= close - LAST_SLOT_BEFORE_CLOSE; m += SLOT_STEP_MINUTES) {
      const weekday = m >= 24 * 60 ? (span.weekday + 1) % 7 : span.weekday;
      const minutes = m % (24 * 60);
      const key = `${span.storeId}/${weekday}/${minutes}`;
      if (seen.has(key)) continue;
      seen.add(key);
      slots.push({ storeId: span.storeId, weekday, time: hhmm(minutes), capacity: slotCapacity(span.storeId, weekday, minutes) });
    }
  }
  return slots;
}
