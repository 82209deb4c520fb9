import { on } from '@joy/bus';
import { authStore, bookingDraftKeys, readCookie } from '../index';

const member = { id: 7, name: '王小明', avatar: '/uploads/a.png', is_joy_dealer: false };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'token=; Max-Age=0; Path=/';
  authStore.setState({ token: null, member: null, avatar: '' });
});

describe('login state', () => {
  it('login keeps token, member and avatar in storage and the token in a cookie', () => {
    const seen = jest.fn();
    const off = on('auth:login', seen);
    authStore.getState().login({ token: 't1', member, avatar: member.avatar });
    off();
    expect(localStorage.getItem('token')).toBe('t1');
    expect(JSON.parse(localStorage.getItem('member') ?? 'null')).toEqual(member);
    expect(localStorage.getItem('avatar')).toBe('/uploads/a.png');
    expect(readCookie('token')).toBe('t1');
    expect(seen).toHaveBeenCalledWith({ token: 't1', member });
  });

  it('logout clears token, member, avatar and saved booking choices', () => {
    authStore.getState().login({ token: 't1', member });
    for (const key of bookingDraftKeys) localStorage.setItem(key, 'x');
    localStorage.setItem('unrelated', 'kept');
    authStore.getState().logout();
    expect(authStore.getState().token).toBeNull();
    expect(readCookie('token')).toBeNull();
    for (const key of ['token', 'member', 'avatar', ...bookingDraftKeys]) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
  });

  it('hydrate reads the token from the cookie first (layout start)', () => {
    localStorage.setItem('token', 'from-storage');
    localStorage.setItem('member', JSON.stringify(member));
    document.cookie = 'token=from-cookie; Path=/';
    authStore.getState().hydrate();
    expect(authStore.getState().token).toBe('from-cookie');
    expect(authStore.getState().member).toEqual(member);
  });

  it('保持登入 unticked: the token only in sessionStorage and a session cookie, read back at start, cleared at logout', () => {
    localStorage.setItem('token', 'older-kept');
    authStore.getState().login({ token: 't2', member, keep: false });
    expect(sessionStorage.getItem('token')).toBe('t2');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('token_renewed_at')).toBeNull();
    expect(readCookie('token')).toBe('t2');
    document.cookie = 'token=; Max-Age=0; Path=/';
    authStore.setState({ token: null });
    authStore.getState().hydrate();
    expect(authStore.getState().token).toBe('t2');
    authStore.getState().logout();
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('保持登入 ticked: the token in localStorage with the time it was issued, for the rotation', () => {
    sessionStorage.setItem('token', 'older-unkept');
    authStore.getState().login({ token: 't3', member, keep: true });
    expect(localStorage.getItem('token')).toBe('t3');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(Number(localStorage.getItem('token_renewed_at'))).toBeGreaterThan(Date.now() - 5000);
  });

  it('an unauthorized reply when already logged out does nothing', () => {
    const seen = jest.fn();
    const off = on('auth:logout', seen);
    authStore.getState().logout('unauthorized');
    off();
    expect(seen).not.toHaveBeenCalled();
  });
});
