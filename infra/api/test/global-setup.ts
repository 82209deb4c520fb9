/**
 * Runs once before the API tests: migrates and seeds ONE PGlite template folder (and, with
 * TEST_DATABASE_URL, one PostgreSQL template database). Each test file then starts from a
 * cheap copy (helpers/app.ts) instead of running initdb, migrations and the seed again —
 * an in-memory PGlite per test costs ~3 s and ~800 MB each (TOOLCHAIN.md).
 */
import fs from 'node:fs';
import pg from 'pg';
import { openPglite, openPostgres } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed';
import { databaseUrl, PG_TEMPLATE_DB, TEMPLATE_HASH_FILE, TEMPLATE_PGDATA, TEMPLATE_ROOT, TEMPLATE_UPLOADS, templateHash } from './helpers/template';

async function preparePglite(hash: string): Promise<void> {
  if (fs.existsSync(TEMPLATE_HASH_FILE) && fs.readFileSync(TEMPLATE_HASH_FILE, 'utf8') === hash) return;
  // Build beside the template and swap it in, so an interrupted build never looks ready.
  const building = `${TEMPLATE_ROOT}.building-${process.pid}`;
  fs.rmSync(building, { recursive: true, force: true });
  const handle = await openPglite(`${building}/pgdata`);
  try {
    await migrate(handle);
    await seed(handle.db, { uploadDir: `${building}/uploads` });
  } finally {
    await handle.close();
  }
  fs.writeFileSync(`${building}/hash`, hash);
  fs.rmSync(TEMPLATE_ROOT, { recursive: true, force: true });
  fs.renameSync(building, TEMPLATE_ROOT);
  if (!fs.existsSync(TEMPLATE_PGDATA) || !fs.existsSync(TEMPLATE_UPLOADS)) throw new Error('PGlite test template was not built');
}

async function preparePostgres(url: string, hash: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const found = await admin.query<{ note: string | null }>(
      `select shobj_description(oid, 'pg_database') as note from pg_database where datname = $1`,
      [PG_TEMPLATE_DB],
    );
    if (found.rows[0]?.note === hash) return;
    await admin.query(`drop database if exists ${PG_TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${PG_TEMPLATE_DB}`);
    const handle = await openPostgres(databaseUrl(url, PG_TEMPLATE_DB));
    try {
      await migrate(handle);
      // Pictures already went to the PGlite template's folder; these are identical bytes.
      await seed(handle.db, { uploadDir: TEMPLATE_UPLOADS });
    } finally {
      await handle.close();
    }
    // The hash is kept as the database comment: set last, so only a finished build matches.
    await admin.query(`comment on database ${PG_TEMPLATE_DB} is '${hash}'`);
  } finally {
    await admin.end();
  }
}

export default async function globalSetup(): Promise<void> {
  const hash = templateHash();
  await preparePglite(hash);
  if (process.env.TEST_DATABASE_URL) await preparePostgres(process.env.TEST_DATABASE_URL, hash);
}
