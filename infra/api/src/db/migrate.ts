/**
 * Applies the committed SQL migrations in infra/api/drizzle with the migrator of the open driver.
 * On PostgreSQL several API instances may start at once (a rollout, the autoscaler): the
 * migrator runs under a session advisory lock, so one applies what is pending and the others
 * wait for it and then find nothing left to do.
 */
import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import type { DatabaseHandle } from './client';

export const MIGRATIONS_DIR = path.resolve(__dirname, '../../drizzle');
/** Advisory lock (class, key) held while migrating on PostgreSQL. */
export const MIGRATION_LOCK = [7200, 1] as const;

export async function migrate(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (handle.kind === 'pglite') return migratePglite(handle.db, config);
  // drizzle keeps the pool it was opened on (openPostgres) as $client.
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  const holder = await pool.connect();
  try {
    await holder.query('select pg_advisory_lock($1, $2)', [...MIGRATION_LOCK]);
    await migratePg(handle.db, config);
  } finally {
    await holder.query('select pg_advisory_unlock($1, $2)', [...MIGRATION_LOCK]).catch(() => undefined);
    holder.release();
  }
}
