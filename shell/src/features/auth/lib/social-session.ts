/**
 * The social identity carried from a failed social login to /social-signup (§3 login state:
 * login type, social id). Kept for an hour (§9 social id cookie 3600 s) in session storage.
 */
import { SOCIAL_ID_COOKIE_MAX_AGE_S } from '@joy/auth';
import type { SocialProvider } from '../api/social';

export interface SocialSession {
  provider: SocialProvider;
  socialId: string;
  idToken: string;
  email: string;
  name: string;
  savedAt: number;
}

const KEY = 'joy:social-session';

export function saveSocialSession(session: Omit<SocialSession, 'savedAt'>, now = Date.now()): void {
  sessionStorage.setItem(KEY, JSON.stringify({ ...session, savedAt: now }));
}

export function readSocialSession(now = Date.now()): SocialSession | null {
  try {
    const session = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as SocialSession | null;
    if (!session || now - session.savedAt > SOCIAL_ID_COOKIE_MAX_AGE_S * 1000) return null;
    return session;
  } catch {
    return null;
  }
}

export const clearSocialSession = () => sessionStorage.removeItem(KEY);
