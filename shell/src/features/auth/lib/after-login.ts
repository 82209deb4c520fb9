/**
 * §4: after the login success dialog the user goes home when on a sign-up, setting-password,
 * reset or social-signup page; anywhere else the page reloads so every remote sees the member.
 */
export const HOME_AFTER_LOGIN = ['/sign-up', '/quick-sign-up', '/setting-password', '/request-password-reset', '/social-signup'];

export function afterLogin(pathname: string): 'home' | 'reload' {
  const path = pathname.replace(/\/+$/, '') || '/';
  return HOME_AFTER_LOGIN.some((p) => path === p || path === `/authorize${p}`) ? 'home' : 'reload';
}

/** How long the 登入成功 dialog stays (§9: 1.5 to 2 s). */
export const LOGIN_SUCCESS_MS = 1500;
/** §9: logout shows loading for 1.5 s, then goes to /. */
export const LOGOUT_DELAY_MS = 1500;
