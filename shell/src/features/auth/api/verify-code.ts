import { endpoints, type LoginType } from '@joy/contract';
import { api } from '@joy/auth';

/** `ids` carries the social id (facebook_id, google_id, apple_id) when verifying for a social account. */
export const verifyCode = (phone: string, code: string, type: LoginType = 'general', ids: Record<string, string> = {}) =>
  api.call(endpoints.oauthVerify, { body: { phone, code, type, ...ids } });
