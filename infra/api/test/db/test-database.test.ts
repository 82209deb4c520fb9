/**
 * The test databases are dropped only after their connections have left: one that leaves
 * within the grace is waited for (its work not cut), one that stays is named and then
 * terminated, and the pool's in-flight work is waited for before the pool is ended.
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Database } from '../../src/db/client';
import { dropTestDatabase, settlePool } from '../helpers/database';
import { databaseUrl } from '../helpers/template';

const url = process.env.TEST_DATABASE_URL;
const onPostgres = url ? describe : describe.skip;

async function adminQuery<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return (await admin.query<T>(text, values)).rows;
  } finally {
    await admin.end();
  }
}

async function scratchDatabase(): Promise<string> {
  const name = `joy_t_drop_${crypto.randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  return name;
}

const exists = async (name: string) => (await adminQuery('select 1 from pg_database where datname = $1', [name])).length === 1;

async function connect(name: string, application: string): Promise<pg.Client> {
  const target = new URL(databaseUrl(url as string, name));
  target.searchParams.set('application_name', application);
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  return client;
}

onPostgres('test database clean-up [postgres]', () => {
  it('waits for a connection that finishes its work within the grace, and cuts nothing', async () => {
    const name = await scratchDatabase();
    const client = await connect(name, 'joy-slow-worker');
    const errors: Error[] = [];
    client.on('error', (error) => errors.push(error));
    const work = client.query('select pg_sleep(0.5)').then(() => client.end());
    expect(await dropTestDatabase(url as string, name, 10_000)).toEqual([]);
    await work;
    expect(errors).toEqual([]);
    expect(await exists(name)).toBe(false);
  });

  it('names a connection still open after the grace, then drops the database anyway', async () => {
    const name = await scratchDatabase();
    const client = await connect(name, 'joy-leaked-listener');
    const errors: Error[] = [];
    client.on('error', (error) => errors.push(error));
    const written: string[] = [];
    const spy = jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    try {
      const lingering = await dropTestDatabase(url as string, name, 200);
      expect(lingering).toEqual([expect.objectContaining({ application: 'joy-leaked-listener', state: 'idle' })]);
    } finally {
      spy.mockRestore();
    }
    expect(written.join('')).toMatch(/still open at the drop/);
    expect(await exists(name)).toBe(false);
    for (let i = 0; i < 50 && !errors.length; i++) await new Promise((r) => setTimeout(r, 20));
    expect(errors[0]?.message).toMatch(/terminating connection/);
    await client.end().catch(() => undefined);
  });

  it('settles the pool: work started without being awaited finishes before the pool is ended', async () => {
    const pool = new pg.Pool({ connectionString: url });
    const db = drizzle({ client: pool }) as unknown as Database;
    let finished = false;
    void pool.query('select pg_sleep(0.3)').then(() => pool.query('select 1').then(() => (finished = true)));
    await new Promise((r) => setTimeout(r, 20));
    await settlePool(db);
    expect(finished).toBe(true);
    await pool.end();
  });
});
