import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';

export const sendCode = (phone: string, captcha = '') => api.call(endpoints.oauthVerifySend, { body: { phone, captcha } as never });
