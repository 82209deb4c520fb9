/**
 * Ending a test database's life cleanly on PostgreSQL: let the work on its pool finish, then
 * drop it only once its connections have left (helpers/app.ts closes every app this way).
 */
import pg from 'pg';
import type { Database } from '../../src/db/client';

/** What a test app's PostgreSQL connections call themselves, so a leftover one can be named. */
export const TEST_APPLICATION_NAME = 'joy-test-app';

export interface LingeringBackend {
  pid: number;
  application: string;
  state: string | null;
  query: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Drops a test database `with (force)`, but first waits up to `graceMs` for the connections
 * still on it to leave: forcing terminates them ("terminating connection due to administrator
 * command"), which fails whatever work they were doing. Returns the ones that were still there
 * (each also reported on stderr): a leak of the code under test or of the test.
 */
export async function dropTestDatabase(url: string, name: string, graceMs = 10_000): Promise<LingeringBackend[]> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const deadline = Date.now() + graceMs;
    let lingering: LingeringBackend[] = [];
    for (;;) {
      lingering = (
        await admin.query<LingeringBackend>(
          `select pid, application_name as application, state, left(query, 200) as query
             from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
          [name],
        )
      ).rows;
      if (!lingering.length || Date.now() >= deadline) break;
      await sleep(50);
    }
    for (const b of lingering) {
      process.stderr.write(`test database ${name}: connection ${b.pid} (${b.application || 'no name'}, ${b.state ?? '?'}) still open at the drop: ${b.query}\n`);
    }
    await admin.query(`drop database if exists ${name} with (force)`);
    return lingering;
  } finally {
    await admin.end();
  }
}

/**
 * Waits until nothing is using the pool (no client checked out, no query queued) for a few
 * consecutive looks, up to `limitMs`. Work a reply started but did not wait for (a publish
 * after the commit) then finishes on an open pool instead of failing on an ended one.
 */
export async function settlePool(db: Database, limitMs = 5_000): Promise<void> {
  const pool = (db as unknown as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return;
  const deadline = Date.now() + limitMs;
  let quiet = 0;
  while (quiet < 3 && Date.now() < deadline) {
    const busy = pool.totalCount - pool.idleCount + pool.waitingCount;
    quiet = busy ? 0 : quiet + 1;
    await sleep(20);
  }
}
