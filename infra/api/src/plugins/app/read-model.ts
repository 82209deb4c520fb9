/**
 * The read model of public reads (read-model/): the store catalog, the change feed that keeps
 * it current and the response cache, as `app.readModel`.
 *
 * - Loaded on the first read that needs it (server.ts warms it at start), so an app that never
 *   searches never pays for it.
 * - A read syncs with the change feed first when its view is older than READ_MODEL_SYNC_MS or
 *   another instance announced changes; after any write request (not GET/HEAD, not the search's
 *   POSTs) the instance syncs before it answers, so what a client wrote is what it reads next.
 * - Changes applied here are announced to the other instances through Redis (REDIS_URL), the
 *   same fan-out as the real-time events; each of them syncs before its next read.
 */
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Broker } from '../../realtime/broker';
import { createRedisBroker } from '../../realtime/redis-broker';
import { ChangeFeed, hasChanges } from '../../read-model/change-feed';
import { ResponseCache } from '../../read-model/response-cache';
import { StoreCatalog } from '../../read-model/store-catalog';

export interface ReadModel {
  catalog: StoreCatalog;
  cache: ResponseCache;
  /** Loaded, and synced when its view is older than allowed. */
  fresh(): Promise<StoreCatalog>;
  /** A sync that starts after this call (a write just committed). */
  syncNow(): Promise<void>;
  /** Whether the catalog has been loaded (nothing to sync before). */
  readonly loaded: boolean;
  /**
   * A store's version, or null when there is no such store. A store the catalog does not know
   * may have been added since its last sync (by another instance or a script): it syncs once
   * before saying so.
   */
  versionOf(id: number): Promise<number | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    readModel: ReadModel;
  }
}

const ANNOUNCE_CHANNEL = 'read-model';
const ANNOUNCE_EVENT = 'changed';

/** POSTs that only read (the map search and its helpers, the news list): no sync after them. */
const READ_ONLY_POST = /^\/v2\/(map\/|news\/list)/;

export default fp(
  async (app: FastifyInstance) => {
    const { syncMs, cacheEntries, cacheMb, rankingRefreshSeconds } = app.config.readModel;
    const catalog = new StoreCatalog(app.db, { clock: () => app.clock() });
    const feed = new ChangeFeed(app.db, catalog);
    const cache = new ResponseCache(cacheEntries, cacheMb * 1024 * 1024);
    const instance = randomUUID();
    const log = app.log.child({ module: 'read-model' });

    let loading: Promise<void> | null = null;
    let loaded = false;
    let lastSync = 0;
    let remoteDirty = false;
    let running: Promise<void> | null = null;
    let queued: Promise<void> | null = null;
    let timer: NodeJS.Timeout | null = null;

    const broker: Broker | null = app.redis ? await createRedisBroker({ redis: app.redis, appId: `${app.config.realtime.appId}:read-model`, log }) : null;
    if (broker) {
      broker.onEvent((event) => {
        if (event.channel === ANNOUNCE_CHANNEL && event.data !== instance) remoteDirty = true;
      });
      app.addHook('onClose', () => broker.close());
    }

    const doSync = async (): Promise<void> => {
      lastSync = Date.now();
      remoteDirty = false;
      const changes = await feed.sync();
      if (hasChanges(changes) && broker) {
        await broker.publish({ channel: ANNOUNCE_CHANNEL, event: ANNOUNCE_EVENT, data: instance }).catch((error: unknown) => log.warn({ err: error }, 'read model: could not announce changes'));
      }
    };

    const syncNow = (): Promise<void> => {
      if (!loaded) return Promise.resolve();
      if (!running) {
        running = doSync().finally(() => {
          running = null;
        });
        return running;
      }
      queued ??= running
        .catch(() => undefined)
        .then(() => {
          queued = null;
          return syncNow();
        });
      return queued;
    };

    const load = (): Promise<void> => {
      loading ??= (async () => {
        const started = Date.now();
        await feed.start();
        await catalog.load();
        loaded = true;
        lastSync = Date.now();
        log.info({ stores: catalog.storeCount, ms: Date.now() - started }, 'read model loaded');
        timer = setInterval(() => {
          catalog.refreshRankings().catch((error: unknown) => log.warn({ err: error }, 'read model: ranking refresh failed'));
        }, rankingRefreshSeconds * 1000);
        timer.unref();
      })().catch((error: unknown) => {
        loading = null;
        throw error;
      });
      return loading;
    };

    const readModel: ReadModel = {
      catalog,
      cache,
      get loaded() {
        return loaded;
      },
      async fresh() {
        if (!loaded) await load();
        else if (syncMs === 0) await syncNow();
        else if (remoteDirty || Date.now() - lastSync >= syncMs) await (running ?? syncNow());
        return catalog;
      },
      syncNow,
      async versionOf(id) {
        const known = catalog.versionOf(id);
        if (known !== null) return known;
        await syncNow();
        return catalog.versionOf(id);
      },
    };
    app.decorate('readModel', readModel);

    // What a client wrote is what it reads next, on this instance at once and on the others
    // as soon as the announcement arrives.
    app.addHook('onSend', async (request, _reply, payload) => {
      if (loaded && request.method !== 'GET' && request.method !== 'HEAD' && !READ_ONLY_POST.test(request.url)) await syncNow();
      return payload;
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    });
  },
  { name: 'read-model', dependencies: ['db'] },
);
