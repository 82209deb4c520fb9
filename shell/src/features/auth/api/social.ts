import { endpoints, type LoginResult } from '@joy/contract';
import { api } from '@joy/auth';

export type SocialProvider = 'google' | 'facebook' | 'apple';
export const idFieldOf = (provider: SocialProvider) => `${provider}_id` as const;

export const getSocialConfig = () => api.call(endpoints.socialConfig);

const loginEndpoint = { google: endpoints.loginGoogle, facebook: endpoints.loginFacebook, apple: endpoints.loginApple };

export function socialLogin(provider: SocialProvider, socialId: string, idToken: string): Promise<LoginResult> {
  return api.call(loginEndpoint[provider] as typeof endpoints.loginGoogle, { body: { [idFieldOf(provider)]: socialId, code: idToken } as never });
}

export function socialRegister(provider: SocialProvider, body: Record<string, unknown>): Promise<LoginResult> {
  return api.call(endpoints.oauthRegisterProvider, { params: { provider }, body: body as never });
}
