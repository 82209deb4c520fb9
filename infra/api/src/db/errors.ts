/** What a service reads off a failed statement. */

/** A unique index refused the row (PostgreSQL 23505), however deep the driver wrapped the error. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === '23505') return true;
  return false;
}
