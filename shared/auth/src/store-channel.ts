/**
 * Any page's live view of a store's slots (issue 13): the store's public real-time channel
 * (`store-{id}`), shared by every remote through this package so one page holds one
 * connection. pusher-js is imported on demand (its own chunk, never in a first load); the
 * connection settings come from `GET /v2/realtime/config`. Watchers of the same store share one
 * subscription; the connection closes when the last watcher leaves. `onLive` runs after every
 * (re)subscription, so a page can reread what changed before the channel was live.
 */
import { endpoints, realtimeChannels, storeEvents, type RealtimeConfigReply, type SlotsEvent } from '@joy/contract';
import type Pusher from 'pusher-js';
import { api } from './api';
import type { Options } from 'pusher-js';

export interface SlotWatcher {
  onSlots(event: SlotsEvent): void;
  onLive?(): void;
}

type Location = Pick<globalThis.Location, 'protocol' | 'hostname' | 'port'>;

/** pusher-js options for a public channel on the configured server. */
export function publicPusherOptions(config: RealtimeConfigReply, location: Location = window.location): Options {
  const common = { cluster: config.cluster, disableStats: true };
  if (config.provider === 'builtin' || config.ws_host) {
    const pageTls = location.protocol === 'https:';
    const tls = config.provider === 'builtin' ? pageTls : (config.force_tls ?? true);
    const host = config.provider === 'builtin' ? location.hostname : (config.ws_host as string);
    const port = config.provider === 'builtin' ? Number(location.port) || (pageTls ? 443 : 80) : (config.ws_port ?? (tls ? 443 : 80));
    return { ...common, wsHost: host, wsPort: port, wssPort: port, forceTLS: tls, enabledTransports: ['ws', 'wss'] };
  }
  return { ...common, forceTLS: true };
}

const watchers = new Map<number, Set<SlotWatcher>>();
let connection: Promise<Pusher> | null = null;

/**
 * Resolves once the browser is idle (at most 2 s): pusher-js is a 59 KB script to run, and a
 * page that watches a store from its first render (the store page) would otherwise run it in
 * the middle of its start-up. Nothing is lost meanwhile: `onLive` rereads on subscription.
 */
const whenIdle = () =>
  new Promise<void>((resolve) => {
    if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else resolve();
  });

async function connect(): Promise<Pusher> {
  await whenIdle();
  const config = await api.call(endpoints.realtimeConfig);
  const { default: PusherClient } = await import(/* webpackChunkName: "pusher" */ 'pusher-js');
  return new PusherClient(config.key, publicPusherOptions(config));
}

function subscribe(client: Pusher, storeId: number): void {
  const channel = client.subscribe(realtimeChannels.store(storeId));
  channel.bind('pusher:subscription_succeeded', () => watchers.get(storeId)?.forEach((w) => w.onLive?.()));
  channel.bind(storeEvents.slots, (event: SlotsEvent) => watchers.get(storeId)?.forEach((w) => w.onSlots(event)));
}

/** Watches a store's slots; returns the function that stops watching. Failures leave the page as it is (no live updates). */
export function watchStoreSlots(storeId: number, watcher: SlotWatcher): () => void {
  let set = watchers.get(storeId);
  const first = !set;
  if (!set) watchers.set(storeId, (set = new Set()));
  set.add(watcher);
  if (!connection) {
    connection = connect();
    connection.catch(() => {
      connection = null;
    });
  }
  const pending = connection;
  if (first) void pending.then((client) => watchers.has(storeId) && subscribe(client, storeId)).catch(() => undefined);

  return () => {
    const current = watchers.get(storeId);
    if (!current?.delete(watcher) || current.size) return;
    watchers.delete(storeId);
    void pending
      .then((client) => {
        client.unsubscribe(realtimeChannels.store(storeId));
        if (watchers.size === 0 && connection === pending) {
          client.disconnect();
          connection = null;
        }
      })
      .catch(() => undefined);
  };
}
