import { endpoints } from '@joy/contract';
import { api, captchaToken } from '@joy/auth';

export const sendCode = async (phone: string) => api.call(endpoints.oauthVerifySend, { body: { phone, captcha: await captchaToken() } });
