/**
 * The store page's booking panel stays live (issue 13): each slot update on the store's public
 * channel patches the cached bookable dates and the shown times at once — a slot someone just
 * booked turns disabled, a freed one selectable — and both are read again after every
 * (re)subscription so nothing from before the channel was live is missed.
 */
import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { freshUpdates, patchDates, patchTimes, type TimeSlot } from '@joy/contract';
import { watchStoreSlots } from '@joy/auth';
import { canOrderDatesKey, canOrderTimesKey } from '../api/get-can-order';

export function useLiveSlots(storeId: number, date: string | null, people: number): void {
  const { mutate } = useSWRConfig();
  const chosen = useRef({ date, people });
  chosen.current = { date, people };

  useEffect(() => {
    const seen = new Map<string, number>();
    const timesKey = () => (chosen.current.date ? canOrderTimesKey(storeId, chosen.current.date, chosen.current.people) : null);
    return watchStoreSlots(storeId, {
      onSlots(event) {
        const updates = freshUpdates(seen, event);
        if (!updates.length) return;
        void mutate(canOrderDatesKey(storeId), (dates?: Record<string, string[]>) => dates && patchDates(dates, updates), { revalidate: false });
        const key = timesKey();
        const { date: day, people: party } = chosen.current;
        if (key && day) void mutate(key, (slots?: TimeSlot[]) => slots && patchTimes(slots, day, party, updates), { revalidate: false });
      },
      onLive() {
        void mutate(canOrderDatesKey(storeId));
        const key = timesKey();
        if (key) void mutate(key);
      },
    });
  }, [storeId, mutate]);
}
