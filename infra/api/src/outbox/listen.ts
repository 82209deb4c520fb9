/**
 * LISTEN for the outbox channel on whichever driver the app runs: PGlite delivers
 * notifications to its own `listen`; node-postgres needs a connection of its own, outside the
 * pool, kept open and reconnected after an error (the poll covers the gap meanwhile).
 */
import { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../db/client';

export type Unlisten = () => Promise<void>;

const RECONNECT_MS = 5_000;

export async function listen(db: Database, channel: string, onNotify: () => void, log: FastifyBaseLogger): Promise<Unlisten> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite) return client.listen(channel, onNotify);
  if (client instanceof pg.Pool) return listenPostgres(client, channel, onNotify, log);
  log.warn('outbox: no LISTEN for this driver; dispatch follows the poll only');
  return async () => undefined;
}

function listenPostgres(pool: pg.Pool, channel: string, onNotify: () => void, log: FastifyBaseLogger): Unlisten {
  let closed = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    if (closed) return;
    const client = new pg.Client(pool.options);
    current = client;
    client.on('notification', (msg) => {
      if (msg.channel === channel) onNotify();
    });
    client.on('error', (error) => {
      if (closed) return;
      log.warn({ err: error }, 'outbox listener lost its connection; reconnecting');
      client.end().catch(() => undefined);
      schedule();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      // Anything committed while the listener was away is picked up now.
      onNotify();
    } catch (error) {
      if (closed) return;
      log.warn({ err: error }, 'outbox listener could not connect; retrying');
      client.end().catch(() => undefined);
      schedule();
    }
  };
  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, RECONNECT_MS);
    retry.unref();
  };

  void connect();
  return async () => {
    closed = true;
    if (retry) clearTimeout(retry);
    await current?.end().catch(() => undefined);
  };
}
