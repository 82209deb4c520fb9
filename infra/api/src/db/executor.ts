/**
 * What queries run on. A use case opens one transaction and hands it to every repository call
 * that must stand or fall with the others; a read outside any transaction passes the database.
 * To Drizzle a transaction is a database (PgTransaction extends PgDatabase), so a function
 * that takes an `Executor` takes either, with no cast.
 */
import type { Database } from './client';

/** A transaction opened by `db.transaction(fn)`: everything in it commits, or a throw undoes it all. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The database or a transaction. */
export type Executor = Database | Tx;
