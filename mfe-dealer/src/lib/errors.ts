import { ApiError, messages } from '@joy/contract';

/** The server's message: a field's when there is one (more precise), else the envelope's msg (§8). */
export function errorText(error: unknown, field?: string): string {
  if (error instanceof ApiError) return (field && error.fields[field]) || error.message || messages.operationFailed;
  return messages.operationFailed;
}

export const fieldErrors = (error: unknown): Record<string, string> => (error instanceof ApiError ? error.fields : {});

/** A fresh key for one confirmation (idempotency_key, at most 64 characters). */
export function newIdempotencyKey(prefix: string): string {
  const random = globalThis.crypto?.randomUUID?.();
  return `${prefix}-${random ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`}`;
}
