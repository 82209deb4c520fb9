/**
 * The database schema (Drizzle, PostgreSQL dialect; the same SQL runs on PGlite), one file per
 * domain. Migrations in ../../../drizzle are generated from these files with
 * `npm run db:generate`. Column names are snake_case as on the wire; every foreign key has an
 * index. Importers use the whole schema: `import * as t from '../db/schema'`.
 */
export * from './places';
export * from './stores';
export * from './content';
export * from './members';
export * from './messaging';
export * from './reviews';
export * from './bookings';
export * from './partners';
export * from './coins';
export * from './vip';
export * from './facts';
export * from './house-rules';
