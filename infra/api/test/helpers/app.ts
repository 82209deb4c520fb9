/**
 * Gives each test file its own database copied from the template (global-setup.ts) and an
 * app built on it. `eachDatabase` runs a describe block on PGlite always, and on PostgreSQL
 * too when TEST_DATABASE_URL is set, so both drivers pass the same tests.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { AdapterOverrides } from '../../src/plugins/app/adapters';
import { loadConfig, type Config } from '../../src/config/env';
import { openPglite, openPostgres, type Database, type DatabaseHandle, type DatabaseKind } from '../../src/db/client';
import { dropTestDatabase, settlePool, TEST_APPLICATION_NAME } from './database';
import { databaseUrl, PG_TEMPLATE_DB, TEMPLATE_PGDATA, TEMPLATE_UPLOADS } from './template';

/*
 * Two packages cannot run inside Jest's VM sandbox on Node 20, so they are loaded with Node's
 * own loader, outside it (the mocks are hoisted above the imports by the Jest transform):
 * - PGlite's CommonJS build loads its WASM and data with dynamic import(), which the sandbox
 *   refuses without --experimental-vm-modules (global-setup.ts runs outside and needs nothing);
 * - `cookie` 2 (used by fastify's inject) is ESM-only; Node 20.19+ can require() it, the
 *   sandbox cannot before Node 24.9.
 * Jest's own createRequire stays inside the sandbox; Module._load is Node's loader.
 * The mocks take effect from this module's first load on: a test file imports this helper
 * before anything that loads src/db/client.ts or calls inject.
 */
function mockLoadOutsideSandbox(id: string): unknown {
  const { Module } = jest.requireActual<{ Module: { _load(request: string, parent: null, isMain: boolean): unknown } }>('node:module');
  return Module._load(require.resolve(id), null, false);
}
jest.mock('@electric-sql/pglite', () => mockLoadOutsideSandbox('@electric-sql/pglite'));
jest.mock('cookie', () => mockLoadOutsideSandbox('cookie'));

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  kind: DatabaseKind;
  config: Config;
  /**
   * The errors the app's requests failed with so far (the logs are silent in tests), newest
   * last, each as its message and first stack frames: for a test's failure message when a reply
   * is a 500 it did not expect.
   */
  serverErrors(): string[];
}

/** Guest booking limits high enough for suites that are not about them. */
export const TEST_GUEST_LIMITS = { GUEST_BOOKINGS_PER_ADDRESS_HOUR: '1000000', GUEST_BOOKINGS_PER_PHONE_HOUR: '1000000', GUEST_ACTIVE_BOOKINGS_PER_PHONE: '1000' };

export interface TestOptions {
  /** A fixture folder for the web plugin; default an empty temp folder. */
  webRoot?: string;
  /** Run on PGlite only (tests that do not depend on the driver). */
  pgliteOnly?: boolean;
  /** Environment variables for loadConfig (e.g. CAPTCHA_PROVIDER), on top of LOG_LEVEL=silent. */
  env?: Record<string, string>;
  /** Configuration fields set after loading (e.g. a temporary uploadDir). */
  config?: Partial<Config>;
  adapters?: AdapterOverrides;
}

function withApplicationName(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('application_name', TEST_APPLICATION_NAME);
  return parsed.toString();
}

async function openCopy(kind: DatabaseKind): Promise<{ handle: DatabaseHandle; dispose: () => Promise<void> }> {
  if (kind === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'joy-test-db-'));
    fs.cpSync(TEMPLATE_PGDATA, dir, { recursive: true });
    const handle = await openPglite(dir);
    return { handle, dispose: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const url = process.env.TEST_DATABASE_URL as string;
  const name = `joy_t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // Two copies made at the same instant can see each other on the template (55006): wait and retry.
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${PG_TEMPLATE_DB}`);
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  } finally {
    await admin.end();
  }
  try {
    const handle = await openPostgres(withApplicationName(databaseUrl(url, name)));
    return { handle, dispose: async () => void (await dropTestDatabase(url, name)) };
  } catch (error) {
    await dropTestDatabase(url, name, 0);
    throw error;
  }
}

export type OpenedTestApp = TestContext & { close: () => Promise<void> };

/**
 * Builds an app on a fresh copy of the template. `close` undoes everything in reverse: the
 * app (its onClose hooks stop the real-time server, the Redis clients and anything else it
 * started), the work still using the pool, the pool, then the database copy — each step even
 * when an earlier one failed, so a failing test never leaves a database behind.
 */
export async function openTestApp(kind: DatabaseKind, options: TestOptions = {}): Promise<OpenedTestApp> {
  const { handle, dispose } = await openCopy(kind);
  const emptyRoot = options.webRoot ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'joy-test-web-'));
  const config = {
    // Suites book hundreds of tables as guests from one address; the guest limits have their
    // own suite (security/guest-bookings), which sets them back to the defaults.
    // Fixtures write rows straight into the database: the read model syncs before every read.
    ...loadConfig({ LOG_LEVEL: 'silent', CHECK_REPLIES: 'true', READ_MODEL_SYNC_MS: '0', ...TEST_GUEST_LIMITS, ...options.env }),
    uploadDir: TEMPLATE_UPLOADS,
    webRoot: options.webRoot ?? (emptyRoot as string),
    ...options.config,
  };
  const cleanUp = async (app: FastifyInstance | null) => {
    const steps: (() => Promise<unknown>)[] = [
      async () => app?.close(),
      () => settlePool(handle.db),
      () => handle.close(),
      dispose,
      async () => emptyRoot && fs.rmSync(emptyRoot, { recursive: true, force: true }),
    ];
    const failures: unknown[] = [];
    for (const step of steps) await step().catch((error: unknown) => failures.push(error));
    if (failures.length) throw failures[0];
  };
  let app: FastifyInstance;
  try {
    app = await buildApp({ config, db: handle, logger: false, adapters: options.adapters });
  } catch (error) {
    await cleanUp(null).catch(() => undefined);
    throw error;
  }
  const errors: string[] = [];
  app.addHook('onError', async (_request, _reply, error) => {
    errors.push(String(error.stack ?? error).split('\n').slice(0, 4).join(' ⟩ '));
  });
  let closed: Promise<void> | null = null;
  return { app, db: handle.db, kind, config, serverErrors: () => [...errors], close: () => (closed ??= cleanUp(app)) };
}

/**
 * Opening and closing a copy can take far longer than a test on a busy machine (a 2,020-store
 * copy, the app's plugins); a hook that times out would leave the database and its
 * connections behind, so these get their own generous limit.
 */
const HOOK_TIMEOUT_MS = 180_000;

export function eachDatabase(name: string, fn: (ctx: TestContext) => void, options: TestOptions = {}): void {
  const kinds: DatabaseKind[] = ['pglite'];
  if (process.env.TEST_DATABASE_URL && !options.pgliteOnly) kinds.push('postgres');
  describe.each(kinds)(`${name} [%s]`, (kind) => {
    // Filled in beforeAll; tests read it through the same object.
    const ctx = {} as TestContext;
    // Kept even if beforeAll gave up on it, so afterAll still closes what it opened.
    let opening: Promise<OpenedTestApp> | null = null;
    beforeAll(async () => {
      opening = openTestApp(kind, options);
      Object.assign(ctx, await opening);
    }, HOOK_TIMEOUT_MS);
    afterAll(async () => {
      const opened = await opening?.catch(() => null);
      await opened?.close();
    }, HOOK_TIMEOUT_MS);
    fn(ctx);
  });
}

/** Parses an inject reply's JSON body with a type for the test's expectations. */
export function json<T = Record<string, unknown>>(res: { body: string }): T {
  return JSON.parse(res.body) as T;
}

/** Rows of a raw query on either driver (PGlite and pg both answer `{ rows }`). */
export async function rowsOf<T>(db: Pick<Database, 'execute'>, query: Parameters<Database['execute']>[0]): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
