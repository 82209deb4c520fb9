import { afterLogin } from '../after-login';

describe('where a user goes after logging in (§4)', () => {
  it.each(['/sign-up', '/quick-sign-up/', '/setting-password', '/request-password-reset', '/social-signup', '/authorize/sign-up'])('%s → home', (path) => {
    expect(afterLogin(path)).toBe('home');
  });
  it.each(['/', '/store/12', '/member', '/booking'])('%s → reload', (path) => {
    expect(afterLogin(path)).toBe('reload');
  });
});
