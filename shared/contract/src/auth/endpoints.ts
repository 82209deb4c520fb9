/** The auth calls of the §7 catalogue: one part of `endpoints` (../catalogue.ts). */
import { endpoint } from '../platform/endpoint';
import { nothing } from '../platform/response-fields';
import { passwordLoginBody, phoneBody, registerBody, resetPasswordBody, socialLoginBody, socialRegisterBody, verifyBody } from './requests';
import { captchaChallenge, loginResult, socialConfig, verifyResult } from './responses';
import type { CaptchaChallenge, LoginResult, SocialConfigReply, VerifyResult } from './types';

const e = endpoint;

export const authEndpoints = {
  oauthLogin: e<LoginResult>()({ method: 'POST', path: '/v2/oauth/login', body: passwordLoginBody, response: loginResult, summary: 'Phone + password login' }),
  authLogin: e<LoginResult>()({ method: 'POST', path: '/v2/auth/login', body: passwordLoginBody, response: loginResult, summary: 'Phone + password login (auth family)' }),
  oauthVerifySend: e()({ method: 'POST', path: '/v2/oauth/verify/send', body: phoneBody, response: nothing, summary: 'Send a verification code' }),
  authVerifySend: e()({ method: 'POST', path: '/v2/auth/verify/send', body: phoneBody, response: nothing, summary: 'Send a verification code (auth family)' }),
  oauthVerify: e<VerifyResult>()({ method: 'POST', path: '/v2/oauth/verify', body: verifyBody, response: verifyResult, summary: 'Check a verification code' }),
  authVerify: e<VerifyResult>()({ method: 'POST', path: '/v2/auth/verify', body: verifyBody, response: verifyResult, summary: 'Check a verification code (auth family)' }),
  oauthPassword: e<LoginResult>()({ method: 'PUT', path: '/v2/oauth/password/{phone}', body: resetPasswordBody, response: loginResult, summary: 'Reset password with a code' }),
  authPassword: e<LoginResult>()({ method: 'PUT', path: '/v2/auth/password/{phone}', body: resetPasswordBody, response: loginResult, summary: 'Reset password with a code (auth family)' }),
  oauthRegister: e<LoginResult>()({ method: 'POST', path: '/v2/oauth/register', body: registerBody, response: loginResult, summary: 'Register' }),
  authRegister: e<LoginResult>()({ method: 'POST', path: '/v2/auth/register', body: registerBody, response: loginResult, summary: 'Register (auth family)' }),
  oauthRegisterProvider: e<LoginResult>()({ method: 'POST', path: '/v2/oauth/register/{provider}', body: socialRegisterBody, response: loginResult, summary: 'Register with a social account' }),
  loginGoogle: e<LoginResult>()({ method: 'POST', path: '/v2/oauth/login/google', body: socialLoginBody('google_id'), response: loginResult, summary: 'Google login' }),
  loginFacebook: e<LoginResult>()({ method: 'POST', path: '/v2/oauth/login/facebook', body: socialLoginBody('facebook_id'), response: loginResult, summary: 'Facebook login' }),
  loginApple: e<LoginResult>()({ method: 'POST', path: '/v2/oauth/login/apple', body: socialLoginBody('apple_id'), response: loginResult, summary: 'Apple login' }),
  socialConfig: e<SocialConfigReply>()({ method: 'GET', path: '/v2/oauth/social-config', response: socialConfig, summary: 'Social login mode and client ids' }),
  logout: e()({ method: 'POST', path: '/v2/oauth/logout', auth: 'required', response: nothing, summary: 'Log out (revokes the token)' }),
  authRefresh: e<LoginResult>()({ method: 'POST', path: '/v2/auth/refresh', auth: 'required', response: loginResult, summary: 'Renew a kept (「保持登入」) login: a new 7-day token; the old one ends a minute later' }),
  captcha: e<CaptchaChallenge>()({ method: 'GET', path: '/v2/captcha', response: captchaChallenge, summary: 'Captcha challenge for the public forms and sign-up' }),
} as const;
