/**
 * Request bodies of login, registration, verification and password reset, built from the §5 rules.
 */
import * as yup from 'yup';
import { int } from '../platform/request-fields';
import * as rule from '../platform/rules';

/** Captcha answer: a local token or a reCAPTCHA response; ignored when the server's provider is off. */
export const captchaField = () => yup.string().default('');

export const phoneBody = yup.object({ phone: rule.phone(), captcha: captchaField() });

/**
 * `captcha` is asked for only after repeated failed logins of the phone (the reply names the
 * field). `keep_login` is the form's 「保持登入」: true (the default) a 7-day login renewed by
 * POST /v2/auth/refresh, false a login of a few hours that is not renewed.
 */
export const passwordLoginBody = yup.object({ phone: rule.phone(), password: rule.loginPassword(), captcha: captchaField(), keep_login: yup.boolean().default(true) });

export const socialType = yup.string().oneOf(['general', 'facebook', 'google', 'apple']).default('general');

export const verifyBody = yup.object({
  phone: rule.phone(),
  code: yup.string().trim().required('驗證碼錯誤'),
  type: socialType,
  facebook_id: yup.string().optional(),
  google_id: yup.string().optional(),
  apple_id: yup.string().optional(),
});

export const resetPasswordBody = yup.object({
  code: yup.string().trim().required('驗證碼錯誤'),
  password: rule.newPassword(),
  password_confirmation: rule.confirmPassword('password'),
});

export const registerBody = yup.object({
  phone: rule.phone(),
  name: rule.name(),
  gender: yup.number().oneOf([0, 1, 2]).default(0),
  password: rule.newPassword(),
  password_confirmation: rule.confirmPassword('password'),
  code: yup.string().trim().required('驗證碼錯誤'),
  from_invite_code: rule.inviteCode(),
  from_source: int().oneOf([2, 5]).default(5),
  register_device: yup.string().default('PC'),
  captcha: captchaField(),
});

export const socialProviders = ['facebook', 'google', 'apple'] as const;

export type SocialProvider = (typeof socialProviders)[number];

/**
 * POST /v2/oauth/register/{provider}: the registration body plus the social id, the ID token
 * that proves it (`social_token`, the same token the social login sent as `code`) and an
 * email (Google, Apple; taken from the token when empty). Password is optional: without it
 * the member is social-only. An existing member of the phone is bound instead of created.
 */
export const socialRegisterBody = yup.object({
  phone: rule.phone(),
  name: rule.name(),
  gender: yup.number().oneOf([0, 1, 2]).default(0),
  password: yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' ? v.replace(/\s/g, '') : v))
    .test('password-min', rule.ruleMessages.passwordMin, (v) => !v || v.length >= rule.PASSWORD_MIN)
    .default(''),
  password_confirmation: yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' ? v.replace(/\s/g, '') : v))
    .test('confirm-match', rule.ruleMessages.confirmMismatch, function match(value) {
      return !this.parent.password || value === this.parent.password;
    })
    .default(''),
  code: yup.string().trim().required('驗證碼錯誤'),
  from_invite_code: rule.inviteCode(),
  from_source: int().oneOf([2, 5]).default(5),
  register_device: yup.string().default('PC'),
  captcha: captchaField(),
  type: yup.string().oneOf([...socialProviders]).optional(),
  facebook_id: yup.string().trim().optional(),
  google_id: yup.string().trim().optional(),
  apple_id: yup.string().trim().optional(),
  social_token: yup.string().trim().required('驗證失敗，請再次確認'),
  email: yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' ? rule.normaliseFullWidth(v) : v))
    .test('email-format', rule.ruleMessages.emailFormat, (v) => !v || /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(v))
    .default(''),
});

export const socialLoginBody = (idField: 'google_id' | 'facebook_id' | 'apple_id') =>
  yup.object({ [idField]: yup.string().trim().required(), code: yup.string().trim().required() });
