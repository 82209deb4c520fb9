/**
 * The login state (§3, §4), one zustand store shared as a federation singleton. A kept login
 * (「保持登入」 ticked) keeps its token in localStorage and a 7-day cookie; an unkept one in
 * sessionStorage and a session cookie, so closing the browser on a shared computer ends it
 * (the server gives it hours, not days). At start the cookie wins, so a login made in the
 * native app's webview carries over.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { emit, type MemberSummary } from '@joy/bus';
import { bookingDraftKeys, deleteCookie, readCookie, readJson, storageKeys, TOKEN_COOKIE, TOKEN_COOKIE_MAX_AGE_S, writeCookie } from './storage';

export interface AuthState {
  token: string | null;
  member: MemberSummary | null;
  avatar: string;
  inApp: boolean;
  /** `keep` (the login form's keepLogin): localStorage and a 7-day cookie; otherwise sessionStorage and a session cookie. */
  login(input: { token: string; member: MemberSummary | null; avatar?: string; keep?: boolean }): void;
  /** A kept login's rotated token (POST /v2/auth/refresh) replaces the old one. */
  renewToken(token: string): void;
  logout(reason?: 'user' | 'unauthorized'): void;
  setMember(member: MemberSummary): void;
  hydrate(): void;
}

function detectInApp(): boolean {
  if (typeof window === 'undefined') return false;
  const fromQuery = new URLSearchParams(window.location.search).get('app') === '1';
  if (fromQuery) sessionStorage.setItem('inApp', '1');
  return fromQuery || sessionStorage.getItem('inApp') === '1' || /JoyApp/i.test(navigator.userAgent);
}

export const authStore = createStore<AuthState>()((set, get) => ({
  token: null,
  member: null,
  avatar: '',
  inApp: false,

  hydrate() {
    if (typeof window === 'undefined') return;
    const token = readCookie(TOKEN_COOKIE) ?? localStorage.getItem(storageKeys.token) ?? sessionStorage.getItem(storageKeys.token);
    set({
      token: token || null,
      member: token ? readJson<MemberSummary>(storageKeys.member) : null,
      avatar: (token && localStorage.getItem(storageKeys.avatar)) || '',
      inApp: detectInApp(),
    });
  },

  login({ token, member, avatar, keep = true }) {
    if (keep) {
      localStorage.setItem(storageKeys.token, token);
      localStorage.setItem(storageKeys.tokenRenewedAt, String(Date.now()));
      sessionStorage.removeItem(storageKeys.token);
    } else {
      sessionStorage.setItem(storageKeys.token, token);
      localStorage.removeItem(storageKeys.token);
      localStorage.removeItem(storageKeys.tokenRenewedAt);
    }
    if (member) localStorage.setItem(storageKeys.member, JSON.stringify(member));
    if (avatar) localStorage.setItem(storageKeys.avatar, avatar);
    writeCookie(TOKEN_COOKIE, token, keep ? TOKEN_COOKIE_MAX_AGE_S : null);
    set({ token, member, avatar: avatar ?? member?.avatar ?? '' });
    emit('auth:login', { token, member });
  },

  renewToken(token) {
    if (!get().token) return;
    localStorage.setItem(storageKeys.token, token);
    localStorage.setItem(storageKeys.tokenRenewedAt, String(Date.now()));
    writeCookie(TOKEN_COOKIE, token, TOKEN_COOKIE_MAX_AGE_S);
    set({ token });
  },

  logout(reason = 'user') {
    if (!get().token && reason === 'unauthorized') return;
    for (const key of [storageKeys.token, storageKeys.tokenRenewedAt, storageKeys.member, storageKeys.avatar, ...bookingDraftKeys]) localStorage.removeItem(key);
    sessionStorage.removeItem(storageKeys.token);
    deleteCookie(TOKEN_COOKIE);
    set({ token: null, member: null, avatar: '' });
    emit('auth:logout', { reason });
  },

  setMember(member) {
    localStorage.setItem(storageKeys.member, JSON.stringify(member));
    set({ member, avatar: member.avatar });
  },
}));

export function useAuth<T>(selector: (state: AuthState) => T): T {
  return useStore(authStore, selector);
}

export const getToken = (): string | null => authStore.getState().token;
export const isLoggedIn = (): boolean => Boolean(authStore.getState().token);
