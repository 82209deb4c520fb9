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

/**
 * The local identity provider (development and tests only): issues an ID token for a test
 * identity, standing in for the provider's own sign-in window.
 */
export async function localIdpToken(provider: SocialProvider, sub: string, email: string, name: string): Promise<string> {
  const response = await fetch('/dev/idp/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ provider, sub, email, name }),
  });
  if (!response.ok) throw new Error('local identity provider refused');
  return ((await response.json()) as { id_token: string }).id_token;
}
