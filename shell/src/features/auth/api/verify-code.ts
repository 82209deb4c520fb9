import { endpoints, type LoginType } from '@joy/contract';
import { api } from '@joy/auth';

export const verifyCode = (phone: string, code: string, type: LoginType = 'general') =>
  api.call(endpoints.oauthVerify, { body: { phone, code, type } });
