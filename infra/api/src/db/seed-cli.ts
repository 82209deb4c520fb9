/**
 * `npm run seed`: migrates, then seeds the configured database (safe to run again).
 * `npm run seed:bench` (`seed-cli.ts --bench [stores]`): the seed plus stores up to 100,000 (or
 * the count given) for performance work, into DATABASE_URL or the PGlite folder DATA_DIR.
 */
import { loadConfig } from '../config/env';
import { openDatabase } from './client';
import { migrate } from './migrate';
import { BENCH_STORES, seed, seedBench } from './seed';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const bench = args.includes('--bench');
  const wanted = Number(args.find((a) => /^\d+$/.test(a)) ?? BENCH_STORES);
  const config = loadConfig();
  const handle = await openDatabase(config);
  const started = performance.now();
  try {
    await migrate(handle);
    if (bench) {
      const where = handle.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
      console.log(`Bench seed of ${wanted} stores into ${where}…`);
      const result = await seedBench(handle.db, {
        uploadDir: config.uploadDir,
        stores: wanted,
        onProgress: (done, total) => process.stdout.write(`\r  ${done} / ${total} added stores`),
      });
      console.log(`\nBench-seeded ${handle.kind}: ${result.stores} stores (${result.added} added) in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    } else {
      const summary = await seed(handle.db, { uploadDir: config.uploadDir });
      console.log(
        `Seeded ${handle.kind}: ${summary.stores} stores, ${summary.articles} articles, ${summary.news} news, ${summary.comments} comments in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
      );
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
