/** `npm run seed`: migrates, then seeds the configured database (safe to run again). */
import { loadConfig } from '../config/env';
import { openDatabase } from './client';
import { migrate } from './migrate';
import { seed } from './seed';

async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openDatabase(config);
  try {
    await migrate(handle);
    const summary = await seed(handle.db, { uploadDir: config.uploadDir });
    console.log(`Seeded ${handle.kind}: ${summary.stores} stores, ${summary.articles} articles, ${summary.news} news, ${summary.comments} comments.`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
