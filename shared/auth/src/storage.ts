/**
 * Browser storage rules of §3/§4: member and avatar in localStorage; the token in localStorage
 * for a kept login (「保持登入」 ticked) or this tab's sessionStorage for an unkept one, and in
 * a cookie either way. `token_renewed_at` (kept logins only) times the rotation.
 */
export const storageKeys = { token: 'token', member: 'member', avatar: 'avatar', inviteCode: 'invite_code', tokenRenewedAt: 'token_renewed_at' } as const;

/** Saved booking choices that logout clears (§4). The booking remote saves under these keys. */
export const bookingDraftKeys = ['reservationDate', 'reservationTime', 'adultNum', 'childNum', 'year', 'month', 'date'] as const;

export const TOKEN_COOKIE = 'token';
export const TOKEN_COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;
export const TOKEN_MAX_AGE_S = 3600;
/** A kept login is renewed (POST /v2/auth/refresh) when its token is older than this. */
export const TOKEN_RENEW_AFTER_MS = 24 * 60 * 60 * 1000;
/** Social id kept between the social login and social sign-up pages (§9: 3600 s). */
export const SOCIAL_ID_COOKIE_MAX_AGE_S = 3600;

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

/** `maxAgeS` null: a session cookie, gone when the browser closes. */
export function writeCookie(name: string, value: string, maxAgeS: number | null): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = maxAgeS === null ? '' : `; Max-Age=${maxAgeS}`;
  document.cookie = `${name}=${encodeURIComponent(value)}${maxAge}; Path=/; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string): void {
  writeCookie(name, '', 0);
}

export function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}
