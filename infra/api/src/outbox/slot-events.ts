/**
 * Live availability (issue 13): after a change that takes or frees seats commits, the slots it
 * touched are read again and published as one `slots` event on the store's public channel
 * (`store-{id}`), so every open store page and booking step updates within a second. The
 * change writes a `slots.publish` message to the outbox in its transaction; the state is read
 * when the message is dispatched, never computed from the change, so racing changes each
 * publish the truth as of their read; `at` lets a page keep the newest. A failed publish
 * throws, and the outbox retries it.
 */
import type { FastifyInstance } from 'fastify';
import { realtimeChannels, storeEvents, type SlotsEvent } from '@joy/contract';
import { bookableStore, slotStates } from '../repositories/availability';
import type { SlotKey } from './messages';

/** Slots per event: well inside Pusher's 10 KB of data. */
const SLOTS_PER_EVENT = 60;

export async function publishSlotStates(app: FastifyInstance, storeId: number, keys: readonly SlotKey[]): Promise<void> {
  const unique = [...new Map(keys.map((k) => [`${k.date} ${k.time}`, k])).values()];
  if (!unique.length) return;
  const store = await bookableStore(app.db, storeId);
  if (!store) return;
  const now = app.clock();
  const slots = await slotStates(app.db, store, unique, now);
  for (let i = 0; i < slots.length; i += SLOTS_PER_EVENT) {
    const event: SlotsEvent = { store_id: storeId, at: now.getTime(), slots: slots.slice(i, i + SLOTS_PER_EVENT) };
    await app.realtime.trigger(realtimeChannels.store(storeId), storeEvents.slots, event);
  }
}
