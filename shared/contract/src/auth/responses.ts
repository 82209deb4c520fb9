/** Replies of the login, registration, verification and captcha calls. */
import * as yup from 'yup';
import { flag, int, oneOf, text } from '../platform/response-fields';
import type { CaptchaChallenge, LoginResult, LoginType, MemberBrief, SocialConfigReply, VerifyResult } from './types';

export const loginTypes: readonly LoginType[] = ['general', 'facebook', 'google', 'apple'];

export const memberBrief: yup.ObjectSchema<MemberBrief> = yup.object({
  id: int(),
  name: text(),
  avatar: text(),
  is_joy_dealer: flag(),
});

export const loginResult: yup.ObjectSchema<LoginResult> = yup.object({
  token: text(),
  expires_in: int(),
  member: memberBrief,
  avatar: text(),
  coin_user_id: text(),
  new_register: flag(),
  has_password: yup.boolean().optional(),
});

export const verifyResult: yup.Schema<VerifyResult> = yup
  .object({
    user: yup.object({ id: int(), name: text(), login_type: oneOf(loginTypes), has_password: flag(), social_only: flag() }),
  })
  .nullable()
  .defined();

export const socialConfig: yup.ObjectSchema<SocialConfigReply> = yup.object({
  mode: oneOf(['local', 'jwks'] as const),
  client_ids: yup.object({ google: yup.string().optional(), facebook: yup.string().optional(), apple: yup.string().optional() }),
});

export const captchaChallenge: yup.ObjectSchema<CaptchaChallenge> = yup.object({
  provider: oneOf(['off', 'local', 'recaptcha'] as const),
  site_key: yup.string().nullable().defined(),
  token: yup.string().nullable().defined(),
});

export const avatarReply = yup.object({ avatar: text() });
