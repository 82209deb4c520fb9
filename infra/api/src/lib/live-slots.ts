/**
 * Live availability (issue 13): after a change that takes or frees seats commits, the slots it
 * touched are read again and published as one `slots` event on the store's public channel
 * (`store-{id}`), so every open store page and booking step updates within a second. The
 * state is read after the commit, never computed from the change, so racing changes each
 * publish the truth as of their read; `at` lets a page keep the newest. A failed publish is
 * logged and never fails the request: the next read of the page is the truth anyway.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { realtimeChannels, storeEvents, type SlotsEvent } from '@joy/contract';
import { bookableStore, slotStates } from '../repositories/availability';
import { bookingWindow, weekdayOf } from './booking-clock';

export interface SlotKey {
  date: string;
  time: string;
}

/** Slots per event: well inside Pusher's 10 KB of data. */
const SLOTS_PER_EVENT = 60;

export async function publishSlots(app: FastifyInstance, storeId: number, keys: readonly SlotKey[], log: FastifyBaseLogger = app.log): Promise<void> {
  const unique = [...new Map(keys.map((k) => [`${k.date} ${k.time}`, k])).values()];
  if (!unique.length) return;
  try {
    const store = await bookableStore(app.db, storeId);
    if (!store) return;
    const now = app.clock();
    const slots = await slotStates(app.db, store, unique, now);
    for (let i = 0; i < slots.length; i += SLOTS_PER_EVENT) {
      const event: SlotsEvent = { store_id: storeId, at: now.getTime(), slots: slots.slice(i, i + SLOTS_PER_EVENT) };
      await app.realtime.trigger(realtimeChannels.store(storeId), storeEvents.slots, event);
    }
  } catch (error) {
    log.warn({ err: error, storeId }, 'slot update publish failed');
  }
}

/** Every date of the booking window on which the given weekday times fall (a capacity change). */
export function windowSlots(changes: readonly { weekday: number; time: string }[], now: Date): SlotKey[] {
  const keys: SlotKey[] = [];
  for (const date of bookingWindow(now)) {
    const weekday = weekdayOf(date);
    for (const c of changes) if (c.weekday === weekday) keys.push({ date, time: c.time });
  }
  return keys;
}
