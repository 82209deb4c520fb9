import { endpoints, type LoginResult } from '@joy/contract';
import { api, captchaToken } from '@joy/auth';

export type SocialProvider = 'google' | 'facebook' | 'apple';
export const idFieldOf = (provider: SocialProvider) => `${provider}_id` as const;

export const getSocialConfig = () => api.call(endpoints.socialConfig);

const loginEndpoint = { google: endpoints.loginGoogle, facebook: endpoints.loginFacebook, apple: endpoints.loginApple };

export function socialLogin(provider: SocialProvider, socialId: string, idToken: string): Promise<LoginResult> {
  return api.call(loginEndpoint[provider] as typeof endpoints.loginGoogle, { body: { [idFieldOf(provider)]: socialId, code: idToken } as never });
}

/** Social registration is a sign-up: it carries the captcha answer like the phone's. */
export async function socialRegister(provider: SocialProvider, body: Record<string, unknown>): Promise<LoginResult> {
  return api.call(endpoints.oauthRegisterProvider, { params: { provider }, body: { ...body, captcha: await captchaToken() } as never });
}
