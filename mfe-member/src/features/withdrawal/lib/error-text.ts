import { ApiError, messages } from '@joy/contract';

/** §8: bank and withdrawal errors show the server's msg; a field message is more precise when there is one. */
export function errorText(error: unknown, field?: string): string {
  if (error instanceof ApiError) return (field && error.fields[field]) || error.message || messages.operationFailed;
  return messages.operationFailed;
}

/** A fresh key for one confirmation (idempotency_key, at most 64 characters). */
export function newIdempotencyKey(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return `wd-${random ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`}`;
}
