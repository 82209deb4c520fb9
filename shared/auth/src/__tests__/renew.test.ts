import { authStore, renewKeptLogin, TOKEN_RENEW_AFTER_MS } from '../index';

const member = { id: 7, name: '王小明', avatar: '', is_joy_dealer: false };
const DAY = TOKEN_RENEW_AFTER_MS;

const replyWith = (status: number, body: unknown) =>
  (global.fetch = jest.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch);
const renewed = { code: 1, status: 200, msg: 'ok', return: { token: 'new-tok', expires_in: 604800, member, avatar: '', coin_user_id: 'CU7', new_register: false } };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'token=; Max-Age=0; Path=/';
  authStore.setState({ token: null, member: null, avatar: '' });
});

describe('renewing a kept login', () => {
  it('exchanges a kept token older than a day for a new one, sent with the old one', async () => {
    authStore.getState().login({ token: 'old-tok', member, keep: true });
    replyWith(200, renewed);
    expect(await renewKeptLogin(Date.now() + DAY + 1)).toBe(true);
    const [url, init] = (global.fetch as jest.Mock).mock.calls[0];
    expect(url).toBe('/v2/auth/refresh');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer old-tok');
    expect(authStore.getState().token).toBe('new-tok');
    expect(localStorage.getItem('token')).toBe('new-tok');
    expect(document.cookie).toContain('token=new-tok');
  });

  it('leaves a fresh kept token and an unkept one alone', async () => {
    replyWith(200, renewed);
    authStore.getState().login({ token: 'fresh', member, keep: true });
    expect(await renewKeptLogin(Date.now() + 1000)).toBe(false);
    authStore.getState().login({ token: 'unkept', member, keep: false });
    expect(await renewKeptLogin(Date.now() + 2 * DAY)).toBe(false);
    expect(global.fetch).not.toHaveBeenCalled();
    expect(authStore.getState().token).toBe('unkept');
  });

  it('keeps the current token when the renewal is refused', async () => {
    authStore.getState().login({ token: 'old-tok', member, keep: true });
    replyWith(403, { code: 0, status: 403, msg: '請登入或是登入失敗', return: null });
    expect(await renewKeptLogin(Date.now() + 2 * DAY)).toBe(false);
    expect(authStore.getState().token).toBe('old-tok');
  });
});
