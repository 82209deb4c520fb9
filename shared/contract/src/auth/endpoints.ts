/** The auth calls of the §7 catalogue: one part of `endpoints` (../catalogue.ts). */
import { endpoint } from '../platform/endpoint';
import type { passwordLoginBody, phoneBody, registerBody, resetPasswordBody, socialLoginBody, socialRegisterBody, verifyBody } from './requests';
import type { CaptchaChallenge, LoginResult, SocialConfigReply, VerifyResult } from './types';

const e = endpoint;

export const authEndpoints = {
  oauthLogin: e<LoginResult, typeof passwordLoginBody>()({ method: 'POST', path: '/v2/oauth/login' }),
  authLogin: e<LoginResult, typeof passwordLoginBody>()({ method: 'POST', path: '/v2/auth/login' }),
  oauthVerifySend: e<unknown, typeof phoneBody>()({ method: 'POST', path: '/v2/oauth/verify/send' }),
  authVerifySend: e<unknown, typeof phoneBody>()({ method: 'POST', path: '/v2/auth/verify/send' }),
  oauthVerify: e<VerifyResult, typeof verifyBody>()({ method: 'POST', path: '/v2/oauth/verify' }),
  authVerify: e<VerifyResult, typeof verifyBody>()({ method: 'POST', path: '/v2/auth/verify' }),
  oauthPassword: e<LoginResult, typeof resetPasswordBody>()({ method: 'PUT', path: '/v2/oauth/password/{phone}' }),
  authPassword: e<LoginResult, typeof resetPasswordBody>()({ method: 'PUT', path: '/v2/auth/password/{phone}' }),
  oauthRegister: e<LoginResult, typeof registerBody>()({ method: 'POST', path: '/v2/oauth/register' }),
  authRegister: e<LoginResult, typeof registerBody>()({ method: 'POST', path: '/v2/auth/register' }),
  oauthRegisterProvider: e<LoginResult, typeof socialRegisterBody>()({ method: 'POST', path: '/v2/oauth/register/{provider}' }),
  loginGoogle: e<LoginResult, ReturnType<typeof socialLoginBody>>()({ method: 'POST', path: '/v2/oauth/login/google' }),
  loginFacebook: e<LoginResult, ReturnType<typeof socialLoginBody>>()({ method: 'POST', path: '/v2/oauth/login/facebook' }),
  loginApple: e<LoginResult, ReturnType<typeof socialLoginBody>>()({ method: 'POST', path: '/v2/oauth/login/apple' }),
  socialConfig: e<SocialConfigReply>()({ method: 'GET', path: '/v2/oauth/social-config' }),
  logout: e()({ method: 'POST', path: '/v2/oauth/logout', auth: 'required' }),
  authRefresh: e<LoginResult>()({ method: 'POST', path: '/v2/auth/refresh', auth: 'required' }),
  captcha: e<CaptchaChallenge>()({ method: 'GET', path: '/v2/captcha' }),
} as const;
