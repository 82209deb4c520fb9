/**
 * A failure a handler raises on purpose. The error handler turns it into the §7 envelope
 * with this status and message (and field errors, or a payload, when given).
 */
import { ruleMessages, type FieldErrors } from '@joy/contract';

export class ApiFailure extends Error {
  readonly status: number;
  readonly fields?: FieldErrors;
  /** Sent as `return` instead of `{ errors }`, e.g. the health report when degraded. */
  readonly payload?: unknown;
  /** The envelope `code` (default 0), e.g. 422100 for a blacklisted booking (§8). */
  readonly code: number;
  /** A 429's wait: sent as the Retry-After header and as `return.retry_after` (seconds). */
  readonly retryAfterS?: number;

  constructor(status: number, message: string, options: { fields?: FieldErrors; payload?: unknown; code?: number; retryAfterS?: number } = {}) {
    super(message);
    this.name = 'ApiFailure';
    this.status = status;
    this.fields = options.fields;
    this.payload = options.payload;
    this.code = options.code ?? 0;
    this.retryAfterS = options.retryAfterS;
    if (options.retryAfterS !== undefined && options.payload === undefined) this.payload = { retry_after: options.retryAfterS };
  }
}

/** §5's 格式不正確，請重新輸入 — the contract's number fields say the same on a wrong type. */
export const WRONG_FORMAT: string = ruleMessages.phoneFormat;

/** Han, bopomofo, CJK punctuation or full-width forms: a message written for the user. */
const ZH_TW = /[\u3000-\u303f\u3100-\u312f\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]/;

/**
 * A field message as the user should read it. The contract's rules carry zh-TW messages;
 * where a schema leaves yup's default (English, and it prints the rejected value back —
 * possibly 100 KB of it), the client gets the §5 wording instead.
 */
export function readableMessage(message: string): string {
  // Starts in zh-TW: a contract message. yup's defaults start with the field's name and may
  // quote the value (so contain Han characters further on).
  if (ZH_TW.test(message.trimStart().charAt(0))) return message;
  return /\bis a required field$/.test(message) ? ruleMessages.fieldRequired : WRONG_FORMAT;
}

/** Validation failure: 422 with field-keyed messages; the envelope msg is the first one. */
export function validationFailure(fields: FieldErrors): ApiFailure {
  const readable = Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, readableMessage(message)]));
  return new ApiFailure(422, Object.values(readable)[0] ?? '資料格式不正確', { fields: readable });
}
