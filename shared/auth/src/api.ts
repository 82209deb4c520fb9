import { createClient } from '@joy/contract';
import { authStore, getToken } from './store';

/** The API client every remote uses: same origin, bearer from the auth store, 401 logs out (§4). */
export const api = createClient({
  getToken,
  onUnauthorized: () => authStore.getState().logout('unauthorized'),
});
