/** Replies of the login, registration, verification and captcha calls, and their types. */
import * as yup from 'yup';
import { flag, int, oneOf, optionalText, text } from '../platform/response-fields';

export const loginTypes = ['general', 'facebook', 'google', 'apple'] as const;

export type LoginType = (typeof loginTypes)[number];

export const memberBrief = yup.object({
  id: int(),
  name: text(),
  avatar: text(),
  is_joy_dealer: flag(),
});

/** §3 member as kept locally (token holder). */
export type MemberBrief = yup.InferType<typeof memberBrief>;

export const loginResult = yup.object({
  token: text(),
  /** Seconds until the token expires. */
  expires_in: int(),
  member: memberBrief,
  avatar: text(),
  coin_user_id: text(),
  /** True when this call created the account (§4 new register flag). */
  new_register: flag(),
  /** False for a social-only member (§2 welcome-back dialog offers setting a password). */
  has_password: yup.boolean().optional(),
});

/** Reply of every call that logs a member in (login, register, reset, social login). */
export type LoginResult = yup.InferType<typeof loginResult>;

export const verifyResult = yup
  .object({
    user: yup.object({ id: int(), name: text(), login_type: oneOf(loginTypes), has_password: flag(), social_only: flag() }),
  })
  .nullable()
  .defined();

/**
 * Reply of verify (§4): `null` means the phone is unregistered (registration starts);
 * a user means an existing member. `social_only` users have no password yet (social-back path).
 */
export type VerifyResult = yup.InferType<typeof verifyResult>;

/**
 * One provider's browser SDK: where its script loads from and the client id it is set up with
 * (Google's web client id, Meta's app id, Apple's Services ID); Apple adds the redirect URI,
 * Facebook the Graph API version FB.init takes. `null`: the provider is not offered on the web.
 */
const webSdk = yup
  .object({ script_url: text(), client_id: text(), redirect_uri: optionalText(), version: optionalText() })
  .nullable()
  .defined();

export const socialConfig = yup.object({
  mode: oneOf(['local', 'jwks']),
  client_ids: yup.object({ google: yup.string().optional(), facebook: yup.string().optional(), apple: yup.string().optional() }),
  /** The web buttons' SDKs (in local mode the local identity provider's scripts of the same surface). */
  web: yup.object({ google: webSdk, facebook: webSdk, apple: webSdk }),
});

/** How the browser obtains a social ID token: which SDK each web button loads, and with what. */
export type SocialConfigReply = yup.InferType<typeof socialConfig>;

export const captchaChallenge = yup.object({
  /** 'off': no captcha needed; 'local': a server-signed single-use token; 'recaptcha': Google v2 invisible. */
  provider: oneOf(['off', 'local', 'recaptcha']),
  site_key: yup.string().nullable().defined(),
  token: yup.string().nullable().defined(),
  /**
   * The widget the browser loads (the `grecaptcha` surface): Google's api.js, or with 'local' the
   * API's imitation, whose widget answers with a local token. `null` when captcha is off.
   */
  script_url: optionalText(),
});

export type CaptchaChallenge = yup.InferType<typeof captchaChallenge>;

export const avatarReply = yup.object({ avatar: text() });
