/**
 * Keeps the booking step's dates and times live (issue 13): the store's public channel reports
 * each slot that changed, and the cached can-order-date map and the shown times are patched at
 * once (no reload, no refetch). After every (re)subscription both are read again, so nothing
 * that changed before the channel was live is missed. `onChosen` hears every update of the
 * chosen slot, so the confirm step can tell the diner when it fills.
 */
import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { freshUpdates, patchDates, patchTimes, type SlotUpdate, type TimeSlot } from '@joy/contract';
import { watchStoreSlots } from '@joy/auth';
import { canOrderDatesKey } from '../api/get-can-order-dates';
import { canOrderTimesKey } from '../api/get-can-order-times';

interface Chosen {
  date: string | null;
  time: string | null;
  people: number;
}

export function useLiveSlots(storeId: string | null, chosen: Chosen, onChosen: (update: SlotUpdate) => void): void {
  const { mutate } = useSWRConfig();
  // Read by the channel callbacks, so choosing another date does not resubscribe.
  const current = useRef({ chosen, onChosen });
  current.current = { chosen, onChosen };

  useEffect(() => {
    if (!storeId || !/^\d+$/.test(storeId)) return;
    const seen = new Map<string, number>();
    const timesKey = () => {
      const { date, people } = current.current.chosen;
      return date ? canOrderTimesKey(storeId, date, people) : null;
    };
    return watchStoreSlots(Number(storeId), {
      onSlots(event) {
        const updates = freshUpdates(seen, event);
        if (!updates.length) return;
        void mutate(canOrderDatesKey(storeId), (dates?: Record<string, string[]>) => dates && patchDates(dates, updates), { revalidate: false });
        const { date, time, people } = current.current.chosen;
        const key = timesKey();
        if (key && date) void mutate(key, (slots?: TimeSlot[]) => slots && patchTimes(slots, date, people, updates), { revalidate: false });
        const mine = updates.find((u) => u.date === date && u.time === time);
        if (mine) current.current.onChosen(mine);
      },
      onLive() {
        void mutate(canOrderDatesKey(storeId));
        const key = timesKey();
        if (key) void mutate(key);
      },
    });
  }, [storeId, mutate]);
}

/** The free times nearest to `time` (before or after), for a diner whose slot just filled. */
export function nearestFree(slots: readonly TimeSlot[], time: string | null, count = 3): TimeSlot[] {
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const at = time ? minutes(time) : 0;
  return slots
    .filter((s) => s.available && s.time !== time)
    .sort((a, b) => Math.abs(minutes(a.time) - at) - Math.abs(minutes(b.time) - at) || a.time.localeCompare(b.time))
    .slice(0, count);
}
