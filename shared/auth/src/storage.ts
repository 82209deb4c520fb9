/** Browser storage rules of §3/§4: token, member and avatar in localStorage, token also in a cookie. */
export const storageKeys = { token: 'token', member: 'member', avatar: 'avatar', inviteCode: 'invite_code' } as const;

/** Saved booking choices that logout clears (§4). The booking remote saves under these keys. */
export const bookingDraftKeys = ['reservationDate', 'reservationTime', 'adultNum', 'childNum', 'year', 'month', 'date'] as const;

export const TOKEN_COOKIE = 'token';
export const TOKEN_COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;
export const TOKEN_MAX_AGE_S = 3600;
/** Social id kept between the social login and social sign-up pages (§9: 3600 s). */
export const SOCIAL_ID_COOKIE_MAX_AGE_S = 3600;

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

export function writeCookie(name: string, value: string, maxAgeS: number): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeS}; Path=/; SameSite=Lax${secure}`;
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
