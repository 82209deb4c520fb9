import { createClient } from '@joy/contract';
import { authStore, getToken } from './store';
import { getCaptchaToken } from './captcha';

export * from './store';
export * from './storage';
export * from './store-channel';

/** The API client every remote uses: same origin, bearer from the auth store, 401 logs out (§4). */
export const api = createClient({
  getToken,
  onUnauthorized: () => authStore.getState().logout('unauthorized'),
});

/** A captcha token for the public forms ('' when the API has captcha off). */
export const captchaToken = () => getCaptchaToken(api);
