import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';

/**
 * POST /v2/news/check {id}: tells the API the member has seen news up to this one, which
 * clears the navbar's news badge. Best effort: reading news never fails because of it.
 */
export const checkNews = (id: number): Promise<void> =>
  api.call(endpoints.newsCheck, { body: { id } }).then(
    () => undefined,
    () => undefined,
  );
