/** Parses a numeric path id; a non-numeric or out-of-range id is a 400 with the caller's message. */
import { ApiFailure } from './api-error';

const MAX_INT = 2_147_483_647;

export function idParam(value: string | undefined, message: string): number {
  const id = /^\d{1,10}$/.test(value ?? '') ? Number(value) : NaN;
  if (!Number.isInteger(id) || id < 1 || id > MAX_INT) throw new ApiFailure(400, message);
  return id;
}
