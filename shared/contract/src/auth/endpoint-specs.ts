/** What the API validates and documents of authEndpoints (./endpoints.ts): each call's summary, body and reply schemas. */
import { specs } from '../platform/endpoint';
import { nothing } from '../platform/response-fields';
import { passwordLoginBody, phoneBody, registerBody, resetPasswordBody, socialLoginBody, socialRegisterBody, verifyBody } from './requests';
import { captchaChallenge, loginResult, socialConfig, verifyResult } from './responses';
import { authEndpoints } from './endpoints';

export const authEndpointSpecs = specs(authEndpoints, {
  oauthLogin: { summary: 'Phone + password login', body: passwordLoginBody, response: loginResult },
  authLogin: { summary: 'Phone + password login (auth family)', body: passwordLoginBody, response: loginResult },
  oauthVerifySend: { summary: 'Send a verification code', body: phoneBody, response: nothing },
  authVerifySend: { summary: 'Send a verification code (auth family)', body: phoneBody, response: nothing },
  oauthVerify: { summary: 'Check a verification code', body: verifyBody, response: verifyResult },
  authVerify: { summary: 'Check a verification code (auth family)', body: verifyBody, response: verifyResult },
  oauthPassword: { summary: 'Reset password with a code', body: resetPasswordBody, response: loginResult },
  authPassword: { summary: 'Reset password with a code (auth family)', body: resetPasswordBody, response: loginResult },
  oauthRegister: { summary: 'Register', body: registerBody, response: loginResult },
  authRegister: { summary: 'Register (auth family)', body: registerBody, response: loginResult },
  oauthRegisterProvider: { summary: 'Register with a social account', body: socialRegisterBody, response: loginResult },
  loginGoogle: { summary: 'Google login', body: socialLoginBody('google_id'), response: loginResult },
  loginFacebook: { summary: 'Facebook login', body: socialLoginBody('facebook_id'), response: loginResult },
  loginApple: { summary: 'Apple login', body: socialLoginBody('apple_id'), response: loginResult },
  socialConfig: { summary: 'Social login mode and client ids', response: socialConfig },
  logout: { summary: 'Log out (revokes the token)', response: nothing },
  authRefresh: { summary: 'Renew a kept (「保持登入」) login: a new 7-day token; the old one ends a minute later', response: loginResult },
  captcha: { summary: 'Captcha challenge for the public forms and sign-up', response: captchaChallenge },
});
