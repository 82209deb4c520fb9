/** Replies of the login, registration, verification and captcha calls. */
import * as yup from 'yup';
import type * as t from '../types';
import { flag, int, oneOf, text } from './common';

export const loginTypes: readonly t.LoginType[] = ['general', 'facebook', 'google', 'apple'];

export const memberBrief: yup.ObjectSchema<t.MemberBrief> = yup.object({
  id: int(),
  name: text(),
  avatar: text(),
  is_joy_dealer: flag(),
});

export const loginResult: yup.ObjectSchema<t.LoginResult> = yup.object({
  token: text(),
  expires_in: int(),
  member: memberBrief,
  avatar: text(),
  coin_user_id: text(),
  new_register: flag(),
  has_password: yup.boolean().optional(),
});

export const verifyResult: yup.Schema<t.VerifyResult> = yup
  .object({
    user: yup.object({ id: int(), name: text(), login_type: oneOf(loginTypes), has_password: flag(), social_only: flag() }),
  })
  .nullable()
  .defined();

export const socialConfig: yup.ObjectSchema<t.SocialConfigReply> = yup.object({
  mode: oneOf(['local', 'jwks'] as const),
  client_ids: yup.object({ google: yup.string().optional(), facebook: yup.string().optional(), apple: yup.string().optional() }),
});

export const captchaChallenge: yup.ObjectSchema<t.CaptchaChallenge> = yup.object({
  provider: oneOf(['off', 'local', 'recaptcha'] as const),
  site_key: yup.string().nullable().defined(),
  token: yup.string().nullable().defined(),
});

export const avatarReply = yup.object({ avatar: text() });
