/**
 * Where the migrated + seeded test templates live and when they are stale. The hash covers
 * everything that shapes the data (migrations, schema, seed code, PGlite's version), so a
 * change rebuilds the template on the next run and an unchanged tree reuses it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config/env';

const API_ROOT = path.resolve(__dirname, '../..');
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    .sort();
}

export function templateHash(): string {
  const hash = crypto.createHash('sha256');
  const inputs = [
    ...filesUnder(path.join(API_ROOT, 'drizzle')),
    ...filesUnder(path.join(API_ROOT, 'src/db/schema')),
    path.join(API_ROOT, 'src/db/seed.ts'),
    ...filesUnder(path.join(API_ROOT, 'src/db/seed-data')),
    // Derived columns the seed writes (search text and its variant folding).
    path.join(API_ROOT, 'src/db/derived.ts'),
    path.join(API_ROOT, 'src/lib/text-variants.ts'),
    path.join(API_ROOT, 'src/lib/search-vocabulary.ts'),
  ];
  for (const file of inputs) hash.update(path.relative(API_ROOT, file)).update(fs.readFileSync(file));
  // A new PGlite may change the on-disk format: its package.json is part of the hash.
  hash.update(fs.readFileSync(path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json')));
  return hash.digest('hex').slice(0, 24);
}

/*
 * The templates are named by their hash, so test runs of different trees at the same time (two
 * checkouts' worth of migrations, a branch being switched) each use their own: rebuilding one
 * never removes a template folder under another run's copies, nor drops (with force) a template
 * database another run is copying from.
 */
// Computed once by the run (global-setup loads this first; the workers inherit the variable),
// so a file edited while the suite runs does not point a later test file at a template that
// was never built.
const HASH = (process.env.JOY_TEST_TEMPLATE_HASH ??= templateHash());
export const TEMPLATE_ROOT = path.join(REPO_ROOT, '.data', 'test-templates', HASH);
export const TEMPLATE_PGDATA = path.join(TEMPLATE_ROOT, 'pgdata');
export const TEMPLATE_UPLOADS = path.join(TEMPLATE_ROOT, 'uploads');
export const TEMPLATE_HASH_FILE = path.join(TEMPLATE_ROOT, 'hash');
export const PG_TEMPLATE_DB = `joy_template_${HASH.slice(0, 16)}`;

/** The URL of another database on the same server as `url`. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
