/**
 * Entry point: config → database (migrated, seeded when empty) → app → listen.
 * SIGINT/SIGTERM close the server first (in-flight requests finish), then the database.
 */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { isEmpty, seed } from './db/seed';
import { createJobs } from './jobs';

async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openDatabase(config);
  await migrate(handle);
  const seeded = config.seed && (await isEmpty(handle.db)) ? await seed(handle.db, { uploadDir: config.uploadDir }) : null;

  const app = await buildApp({ config, db: handle });
  const jobs = config.jobs ? createJobs(app) : null;
  if (seeded) app.log.info(`seeded an empty database: ${seeded.stores} stores, ${seeded.articles} articles, ${seeded.news} news`);

  let closing = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    try {
      await jobs?.stop();
      await app.close();
      await handle.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  jobs?.start();
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app.log.info(`樂享 is up on http://${shown}:${config.port} (database: ${handle.kind})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
