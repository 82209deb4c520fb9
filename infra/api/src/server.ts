/**
 * Entry point: config → database (migrated, seeded when empty) → app → listen.
 * SIGINT/SIGTERM drain, as a pod being replaced must: the scheduled jobs stop (a run in
 * progress finishes), the real-time sockets are closed with 4200 so pusher-js reconnects at
 * once (through the load balancer, to another instance), the server stops accepting and
 * answers 503 to requests still arriving, idle keep-alive connections are closed, in-flight
 * requests finish; then Redis and the database are closed. A drain that has not finished
 * after SHUTDOWN_DEADLINE_MS exits anyway, before the orchestrator's own kill.
 */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { isEmpty, seed } from './db/seed';
import { refreshStaleSearchText } from './db/derived';
import { createJobs } from './jobs';

/** Under Kubernetes' default terminationGracePeriodSeconds (30 s) less its preStop pause (5 s). */
const SHUTDOWN_DEADLINE_MS = 20_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openDatabase(config);
  await migrate(handle);
  const seeded = config.seed && (await isEmpty(handle.db)) ? await seed(handle.db, { uploadDir: config.uploadDir }) : null;
  // Search texts written by an older rule (before variant folding) are rewritten once.
  const refreshed = await refreshStaleSearchText(handle.db);

  const app = await buildApp({ config, db: handle });
  const jobs = config.jobs ? createJobs(app) : null;
  if (seeded) app.log.info(`seeded an empty database: ${seeded.stores} stores, ${seeded.articles} articles, ${seeded.news} news`);
  if (refreshed) app.log.info('rewrote the stores\' search texts for the current variant folding');

  let closing = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: draining`);
    const deadline = setTimeout(() => {
      app.log.error(`drain not finished after ${SHUTDOWN_DEADLINE_MS} ms: exiting`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    try {
      await jobs?.stop();
      // A kept-alive connection whose request finishes during the drain becomes idle only
      // then: reap idle connections until the server is closed, or the drain would wait for
      // the clients' keep-alive timeouts.
      const reaper = setInterval(() => app.server.closeIdleConnections(), 200);
      await app.close().finally(() => clearInterval(reaper));
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
  // The read model loads in the background (every store, then the weekly slots): the first
  // diners do not wait for it, and a read that comes before it is ready waits only for it.
  void app.readModel
    .fresh()
    .then((catalog) => catalog.prepareAvailability(app.clock()))
    .catch((error: unknown) => app.log.warn({ err: error }, 'read model: warm-up failed; it loads on the first read'));
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app.log.info(`樂享 is up on http://${shown}:${config.port} (database: ${handle.kind})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
