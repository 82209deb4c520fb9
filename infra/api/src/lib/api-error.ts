/**
 * A failure a handler raises on purpose. The error handler turns it into the §7 envelope
 * with this status and message (and field errors, or a payload, when given).
 */
import type { FieldErrors } from '@joy/contract';

export class ApiFailure extends Error {
  readonly status: number;
  readonly fields?: FieldErrors;
  /** Sent as `return` instead of `{ errors }`, e.g. the health report when degraded. */
  readonly payload?: unknown;
  /** The envelope `code` (default 0), e.g. 422100 for a blacklisted booking (§8). */
  readonly code: number;

  constructor(status: number, message: string, options: { fields?: FieldErrors; payload?: unknown; code?: number } = {}) {
    super(message);
    this.name = 'ApiFailure';
    this.status = status;
    this.fields = options.fields;
    this.payload = options.payload;
    this.code = options.code ?? 0;
  }
}

/** Validation failure: 422 with field-keyed messages; the envelope msg is the first one. */
export function validationFailure(fields: FieldErrors): ApiFailure {
  return new ApiFailure(422, Object.values(fields)[0] ?? '資料格式不正確', { fields });
}
