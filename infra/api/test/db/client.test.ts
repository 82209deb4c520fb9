/**
 * The PostgreSQL pool survives losing an idle connection: its backend terminated from outside
 * (what a restart, a failover or `drop database … with (force)` does) is reported, not thrown
 * as an unhandled 'error' event that would end the process, and the next query gets a new one.
 */
import pg from 'pg';
import { openPostgres } from '../../src/db/client';

const url = process.env.TEST_DATABASE_URL;
const onPostgres = url ? describe : describe.skip;

async function terminateIdleBackends(applicationName: string): Promise<number> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ ended: boolean }>(
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where application_name = $1 and state = $2',
      [applicationName, 'idle'],
    );
    return rows.filter((r) => r.ended).length;
  } finally {
    await admin.end();
  }
}

function withApplicationName(name: string): string {
  const parsed = new URL(url as string);
  parsed.searchParams.set('application_name', name);
  return parsed.toString();
}

onPostgres('openPostgres [postgres]', () => {
  it('reports a terminated idle connection to its listener and answers the next query on a new one', async () => {
    const name = `joy-client-test-${process.pid}`;
    const lost: Error[] = [];
    let reported: () => void = () => undefined;
    const wasReported = new Promise<void>((resolve) => (reported = resolve));
    const handle = await openPostgres(withApplicationName(name), (error) => {
      lost.push(error);
      reported();
    });
    expect(await terminateIdleBackends(name)).toBe(1);
    await wasReported;
    expect(lost[0].message).toMatch(/terminating connection/);
    const { rows } = (await handle.db.execute('select 1 as one')) as unknown as { rows: { one: number }[] };
    expect(rows).toEqual([{ one: 1 }]);
    await handle.close();
    // A second close (a drain, then a cleanup) is harmless.
    await handle.close();
  });

  it('by default writes the loss to stderr instead of crashing', async () => {
    const name = `joy-client-default-${process.pid}`;
    const written: string[] = [];
    const spy = jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    try {
      const handle = await openPostgres(withApplicationName(name));
      expect(await terminateIdleBackends(name)).toBe(1);
      for (let i = 0; i < 100 && !written.some((line) => line.includes('idle connection was lost')); i++) await new Promise((r) => setTimeout(r, 20));
      expect(written.some((line) => line.startsWith('database: an idle connection was lost'))).toBe(true);
      await handle.close();
    } finally {
      spy.mockRestore();
    }
  });
});
