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
}

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
  const handle = await openPostgres(databaseUrl(url, name));
  const dispose = async () => {
    const cleanup = new pg.Client({ connectionString: url });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
  return { handle, dispose };
}

export async function openTestApp(kind: DatabaseKind, options: TestOptions = {}): Promise<TestContext & { close: () => Promise<void> }> {
  const { handle, dispose } = await openCopy(kind);
  const emptyRoot = options.webRoot ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'joy-test-web-'));
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent', ...options.env }),
    uploadDir: TEMPLATE_UPLOADS,
    webRoot: options.webRoot ?? (emptyRoot as string),
    ...options.config,
  };
  const app = await buildApp({ config, db: handle, logger: false, adapters: options.adapters });
  return {
    app,
    db: handle.db,
    kind,
    config,
    close: async () => {
      await app.close();
      await handle.close();
      await dispose();
      if (emptyRoot) fs.rmSync(emptyRoot, { recursive: true, force: true });
    },
  };
}

export function eachDatabase(name: string, fn: (ctx: TestContext) => void, options: TestOptions = {}): void {
  const kinds: DatabaseKind[] = ['pglite'];
  if (process.env.TEST_DATABASE_URL && !options.pgliteOnly) kinds.push('postgres');
  describe.each(kinds)(`${name} [%s]`, (kind) => {
    // Filled in beforeAll; tests read it through the same object.
    const ctx = {} as TestContext;
    let close: () => Promise<void> = async () => undefined;
    beforeAll(async () => {
      const opened = await openTestApp(kind, options);
      close = opened.close;
      Object.assign(ctx, opened);
    });
    afterAll(() => close());
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
