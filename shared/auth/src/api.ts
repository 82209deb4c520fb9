import { createClient } from '@joy/contract';
import { authStore, getToken } from './store';
import { carriedReplies, firstViewFetch } from './first-view';

/**
 * The API client every remote uses: same origin, bearer from the auth store, 401 logs out (§4);
 * a first view's call without a token is answered from the page's carried replies (boot-data.ts).
 */
export const api = createClient({
  getToken,
  initialReplies: carriedReplies,
  fetch: firstViewFetch,
  onUnauthorized: () => authStore.getState().logout('unauthorized'),
});
