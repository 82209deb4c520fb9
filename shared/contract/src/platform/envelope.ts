/**
 * The §7 response envelope. Every API reply has this shape; a call succeeds when
 * `code === 1` and `status === 200`, and then `return` carries the payload.
 */
export interface Envelope<T = unknown> {
  code: number;
  status: number;
  return: T;
  msg: string;
}

/** Field-keyed validation errors (§5, §8): one message per field. */
export type FieldErrors = Record<string, string>;

export function isSuccess(envelope: Envelope): boolean {
  return envelope.code === 1 && envelope.status === 200;
}

export function ok<T>(data: T, msg = 'success'): Envelope<T> {
  return { code: 1, status: 200, return: data, msg };
}

export function fail(status: number, msg: string, errors?: FieldErrors, code = 0): Envelope<{ errors: FieldErrors } | null> {
  return { code, status, return: errors ? { errors } : null, msg };
}

/** A failed call, carrying the HTTP status, the envelope code, the server's message and field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number;
  readonly fields: FieldErrors;
  /** A 429's wait in seconds (`return.retry_after`), when the server knows it. */
  readonly retryAfterS: number | null;

  constructor(status: number, code: number, message: string, fields: FieldErrors = {}, retryAfterS: number | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.retryAfterS = retryAfterS;
  }

  /** §8: messages containing 'code' set a code error. */
  get isCodeError(): boolean {
    return /code/i.test(this.message) || 'code' in this.fields;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isEnvelope(value: unknown): value is Envelope {
  return isRecord(value) && typeof value.code === 'number' && typeof value.status === 'number' && 'msg' in value;
}

/** Reads field errors out of an envelope's `return.errors`, keeping only string messages. */
export function fieldErrorsOf(envelope: Envelope): FieldErrors {
  const ret = envelope.return;
  if (!isRecord(ret) || !isRecord(ret.errors)) return {};
  const out: FieldErrors = {};
  for (const [key, value] of Object.entries(ret.errors)) {
    if (typeof value === 'string') out[key] = value;
    else if (Array.isArray(value) && typeof value[0] === 'string') out[key] = value[0];
  }
  return out;
}

/** Unwraps an envelope: the payload on success, otherwise throws an ApiError. */
export function unwrap<T>(httpStatus: number, body: unknown): T {
  if (!isEnvelope(body)) throw new ApiError(httpStatus, 0, httpStatus >= 500 ? '系統忙碌中，請稍後再試' : '操作失敗');
  if (isSuccess(body)) return body.return as T;
  throw new ApiError(body.status || httpStatus, body.code, body.msg, fieldErrorsOf(body), retryAfterOf(body));
}

/** `return.retry_after` of a refusal (whole seconds, positive), or null. */
function retryAfterOf(envelope: Envelope): number | null {
  const ret = envelope.return;
  const value = isRecord(ret) ? ret.retry_after : undefined;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.ceil(value) : null;
}
