import { ApiError, messages } from '@joy/contract';

export type StoreErrorAction = 'not-found' | 'to-store-list' | 'retry';

/**
 * §8 for the store page: 404 is ignored (the page says the store is not there); 400 or 500
 * with 店家不存在 goes back to /store; 503 (system update) goes to /store too; anything
 * else offers a retry.
 */
export function storeErrorAction(error: unknown): StoreErrorAction {
  if (!(error instanceof ApiError)) return 'retry';
  if (error.status === 404) return 'not-found';
  if (error.status === 503) return 'to-store-list';
  if ((error.status === 400 || error.status === 500) && error.message === messages.storeNotFound) return 'to-store-list';
  return 'retry';
}
