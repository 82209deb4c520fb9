/**
 * Rotation of a kept login (「保持登入」 ticked): once a day at most, at start, the token is
 * exchanged for a new 7-day one (POST /v2/auth/refresh), so a member who comes back stays
 * logged in while a token copied from the browser soon stops working. An unkept login
 * (sessionStorage) is never renewed; the server would refuse it anyway.
 */
import { endpoints } from '@joy/contract';
import { api } from './api';
import { authStore } from './store';
import { storageKeys, TOKEN_RENEW_AFTER_MS } from './storage';

/** True when the token was renewed. A failed renewal keeps the current token (it is still valid, or the next call logs out). */
export async function renewKeptLogin(now = Date.now()): Promise<boolean> {
  if (typeof window === 'undefined') return false;
  const token = authStore.getState().token;
  if (!token || localStorage.getItem(storageKeys.token) !== token) return false;
  const renewedAt = Number(localStorage.getItem(storageKeys.tokenRenewedAt) ?? 0);
  if (now - renewedAt < TOKEN_RENEW_AFTER_MS) return false;
  try {
    const result = await api.call(endpoints.authRefresh);
    if (authStore.getState().token !== token) return false;
    authStore.getState().renewToken(result.token);
    return true;
  } catch {
    return false;
  }
}
