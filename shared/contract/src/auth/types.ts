/** Accounts, login, verification and captcha: the payloads as they travel on the wire. */

/** §3 member as kept locally (token holder). */
export interface MemberBrief {
  id: number;
  name: string;
  avatar: string;
  is_joy_dealer: boolean;
}

/** Reply of every call that logs a member in (login, register, reset, social login). */
export interface LoginResult {
  token: string;
  /** Seconds until the token expires. */
  expires_in: number;
  member: MemberBrief;
  avatar: string;
  coin_user_id: string;
  /** True when this call created the account (§4 new register flag). */
  new_register: boolean;
  /** False for a social-only member (§2 welcome-back dialog offers setting a password). */
  has_password?: boolean;
}

export type LoginType = 'general' | 'facebook' | 'google' | 'apple';

/**
 * Reply of verify (§4): `null` means the phone is unregistered (registration starts);
 * a user means an existing member. `social_only` users have no password yet (social-back path).
 */
export type VerifyResult = null | {
  user: { id: number; name: string; login_type: LoginType; has_password: boolean; social_only: boolean };
};

export interface CaptchaChallenge {
  /** 'off': no captcha needed; 'local': a server-signed single-use token; 'recaptcha': Google v2 invisible. */
  provider: 'off' | 'local' | 'recaptcha';
  site_key: string | null;
  token: string | null;
}

/** How the browser obtains a social ID token: the local identity provider, or the real SDKs. */
export interface SocialConfigReply {
  mode: 'local' | 'jwks';
  client_ids: Partial<Record<'google' | 'facebook' | 'apple', string>>;
}
