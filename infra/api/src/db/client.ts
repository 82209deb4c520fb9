/**
 * Opens the database: a real PostgreSQL through `pg` when DATABASE_URL is set, otherwise the
 * embedded PGlite in a data folder (created on first start). Both give the same Drizzle API;
 * `kind` says which, for the migrator and /health.
 */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The driver-neutral database every repository works with. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

interface Handle<K extends DatabaseKind, D> {
  kind: K;
  db: D;
  close(): Promise<void>;
}
export type PgliteHandle = Handle<'pglite', PgliteDatabase<Schema>>;
export type PostgresHandle = Handle<'postgres', NodePgDatabase<Schema>>;
export type DatabaseHandle = PgliteHandle | PostgresHandle;

export interface DatabaseOptions {
  databaseUrl: string | null;
  dataDir: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

export async function openPglite(dataDir: string): Promise<PgliteHandle> {
  fs.mkdirSync(dataDir, { recursive: true });
  // pg_trgm backs the keyword search's trigram index (migration 0002 creates the extension).
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  return { kind: 'pglite', db: drizzlePglite({ client, schema }), close: () => client.close() };
}

/** Told when the pool loses an idle connection; the default writes one line to stderr. */
export type PoolErrorListener = (error: Error) => void;

const reportPoolError: PoolErrorListener = (error) => {
  process.stderr.write(`database: an idle connection was lost (${error.message}); the pool opens another when needed\n`);
};

export async function openPostgres(connectionString: string, onPoolError: PoolErrorListener = reportPoolError): Promise<PostgresHandle> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client whose backend ends (a restart, a failover, pg_terminate_backend, a dropped
  // database) is reported as the pool's 'error' event; with no listener Node throws it and the
  // process dies. pg has already removed that client, so reporting is all there is to do: a
  // query in flight gets its own error through its promise.
  pool.on('error', onPoolError);
  // Fail at start-up, not on the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  let ended: Promise<void> | null = null;
  // Closing twice (a drain and a test's cleanup) ends the pool once.
  const close = () => (ended ??= pool.end());
  return { kind: 'postgres', db: drizzlePg({ client: pool, schema }), close };
}
