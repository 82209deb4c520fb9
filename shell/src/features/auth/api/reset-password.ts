import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';

export const resetPassword = (phone: string, body: { code: string; password: string; password_confirmation: string }) =>
  api.call(endpoints.oauthPassword, { params: { phone }, body });
