/** Applies the committed SQL migrations in infra/api/drizzle with the migrator of the open driver. */
import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { DatabaseHandle } from './client';

export const MIGRATIONS_DIR = path.resolve(__dirname, '../../drizzle');

export async function migrate(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (handle.kind === 'pglite') await migratePglite(handle.db, config);
  else await migratePg(handle.db, config);
}
