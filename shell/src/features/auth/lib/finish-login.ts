import type { LoginResult } from '@joy/contract';
import { applyLogin } from './apply-login';

/** The shell's auth host shows 登入成功 and then navigates per §4 when it hears this. */
export const LOGIN_SUCCESS_EVENT = 'joy:shell:login-success';

/** Custom link scheme of the native app for the /authorize handoff (configurable per build). */
export const APP_SCHEME = process.env.JOY_APP_SCHEME ?? 'joyapp';

export function handoffUrl(result: Pick<LoginResult, 'token' | 'coin_user_id'>): string {
  const query = new URLSearchParams({ token: result.token, coin_user_id: result.coin_user_id });
  return `${APP_SCHEME}://authorize?${query}`;
}

/**
 * Completes any flow that produced a login: inside the app webview (/authorize/*) the token
 * is handed back to the app by its custom link; on the web it is stored and celebrated.
 */
export function finishLogin(result: LoginResult, options: { handoff?: boolean; keep?: boolean } = {}): void {
  if (options.handoff) {
    const url = handoffUrl(result);
    // Announced first, so a native bridge (or a test) can take the link without the scheme.
    window.dispatchEvent(new CustomEvent('joy:app-handoff', { detail: { url } }));
    window.location.assign(url);
    return;
  }
  applyLogin(result, options.keep ?? true);
  window.dispatchEvent(new CustomEvent(LOGIN_SUCCESS_EVENT));
}
