/**
 * Row types that travel above the repositories: the request's member (lib/define-route, the
 * auth plugin) is a row, and naming it here keeps lib/ and plugins/ from importing a repository.
 */
import type * as t from './schema';

export type Member = typeof t.members.$inferSelect;

/** The rows of a raw `db.execute(sql…)` (pg and PGlite both answer `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
