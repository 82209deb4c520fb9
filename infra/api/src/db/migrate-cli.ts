/** `npm run migrate`: applies pending migrations to the configured database and exits. */
import { loadConfig } from '../config/env';
import { openDatabase } from './client';
import { migrate } from './migrate';

async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openDatabase(config);
  try {
    await migrate(handle);
    console.log(`Migrated ${handle.kind} database.`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
