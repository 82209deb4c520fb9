/**
 * The one parser of row ids: a path id (`/v2/notification/:id`) or an id field a schema has
 * already made a number. An id lies in 1 … 2,147,483,647, the int4 the tables use, and a path
 * id is written in digits only: `1e3`, ` 7`, `0x10`, `-1` and `0` name no row. What a bad id answers is each route's documented answer (SPEC §7, §8): for a
 * resource, that resource's 404, since no such row can exist (`resourceId`); where the client
 * treats the id as input, a 400 with the route's message (`idParam`).
 */
import { ApiFailure } from './api-error';

const MAX_INT = 2_147_483_647;

/** The id `value` spells, or null when it spells none. */
export function parseId(value: unknown): number | null {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(id) && id >= 1 && id <= MAX_INT ? id : null;
}

/** A path id that answers 400 with `message` when it is not an id. */
export function idParam(value: unknown, message: string): number {
  const id = parseId(value);
  if (id === null) throw new ApiFailure(400, message);
  return id;
}

/** A path id naming a resource: one that cannot exist answers as a missing one would. */
export function resourceId(value: unknown, notFound: () => Error): number {
  const id = parseId(value);
  if (id === null) throw notFound();
  return id;
}
