import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { on } from '@joy/bus';
import { authStore } from '@joy/auth';
import { RemoteRoot } from '@joy/ui';
import { readSocialSession } from '../../lib/social-session';
import { SocialButtons } from '../social-buttons';

const GIS = 'https://accounts.google.com/gsi/client';
const FB_SDK = 'https://connect.facebook.net/zh_TW/sdk.js';
const APPLE_JS = 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/zh_TW/appleid.auth.js';

type Sdk = { script_url: string; client_id: string; redirect_uri: string | null; version: string | null };
const web: Record<'google' | 'facebook' | 'apple', Sdk> = {
  google: { script_url: GIS, client_id: 'web-client.apps.googleusercontent.com', redirect_uri: null, version: null },
  facebook: { script_url: FB_SDK, client_id: '1234567890', redirect_uri: null, version: 'v25.0' },
  apple: { script_url: APPLE_JS, client_id: 'tw.joy.web', redirect_uri: 'https://www.joy.tw/', version: null },
};
const login = { token: 'tok', expires_in: 3600, member: { id: 3, name: '吳樂樂', avatar: '', is_joy_dealer: false }, avatar: '', coin_user_id: 'CU3', new_register: false };
const notVerified = { status: 422, body: { code: 0, status: 422, msg: '手機尚未驗證', return: null } };

/** An unsigned token with these claims: the buttons only read it, the API verifies it. */
const idToken = (claims: object) => `eyJhbGciOiJSUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;

let loginReply: { status: number; body: unknown };
let config: { mode: string; client_ids: object; web: Record<keyof typeof web, Sdk | null> };
/** The loader keeps each URL it loaded for the page's life: every test gets URLs of its own. */
let page = 0;
const src = (provider: keyof typeof web) => config.web[provider]?.script_url ?? '';

function serve() {
  global.fetch = jest.fn(async (url: string) => {
    if (url === '/v2/oauth/social-config') return new Response(JSON.stringify({ code: 1, status: 200, msg: '', return: config }));
    return new Response(JSON.stringify(loginReply.body), { status: loginReply.status });
  }) as unknown as typeof fetch;
}

function Where() {
  const location = useLocation();
  return <output aria-label="網址">{location.pathname + location.search}</output>;
}

function renderButtons(onStart = jest.fn()) {
  render(
    <RemoteRoot>
      <MemoryRouter>
        <SocialButtons onStart={onStart} />
        <Where />
      </MemoryRouter>
    </RemoteRoot>,
  );
  return onStart;
}

const scriptTag = (src: string) => document.head.querySelector<HTMLScriptElement>(`script[src="${src}"]`);

/** The browser fetched the script: the SDK's globals appear, then its load event. */
async function sdkLoads(src: string, install: () => void) {
  await waitFor(() => expect(scriptTag(src)).not.toBeNull());
  install();
  act(() => {
    scriptTag(src)?.dispatchEvent(new Event('load'));
  });
}

const loginCall = () => (global.fetch as jest.Mock).mock.calls.find(([url]) => String(url).startsWith('/v2/oauth/login/'));

beforeEach(() => {
  document.head.innerHTML = '';
  sessionStorage.clear();
  localStorage.clear();
  authStore.setState({ token: null, member: null, avatar: '' });
  page += 1;
  const fresh = (sdk: Sdk) => ({ ...sdk, script_url: `${sdk.script_url}?page=${page}` });
  config = { mode: 'jwks', client_ids: {}, web: { google: fresh(web.google), facebook: fresh(web.facebook), apple: fresh(web.apple) } };
  loginReply = notVerified;
  serve();
  delete (window as { google?: unknown }).google;
  delete (window as { FB?: unknown }).FB;
  delete (window as { AppleID?: unknown }).AppleID;
});

describe('social buttons', () => {
  it('share the row in equal columns that shrink and wrap, clear of the dialog edges', () => {
    renderButtons();
    const row = screen.getByRole('group', { name: '使用社群帳號登入' });
    expect(within(row).getAllByRole('button').map((b) => b.textContent)).toEqual(['Facebook', 'Google', 'Apple']);
    const style = getComputedStyle(row);
    expect(style.display).toBe('grid');
    expect(style.gridTemplateColumns).toBe('repeat(auto-fit, minmax(min(100%, 84px), 1fr))');
    expect(style.paddingLeft).toBe('4px');
    expect(style.paddingRight).toBe('4px');
    const button = getComputedStyle(within(row).getByRole('button', { name: 'Facebook' }));
    expect(button.minWidth).toBe('0');
  });

  it('load no SDK and ask for no configuration until a button is pressed', () => {
    renderButtons();
    expect(document.head.querySelector('script')).toBeNull();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('Google: loads GIS from the configured URL, sets it up with the web client id, shows One Tap and Google’s button; the credential goes to the Google login and an unknown account continues to social sign-up', async () => {
    const gis = { initialize: jest.fn(), renderButton: jest.fn(), prompt: jest.fn() };
    const onStart = renderButtons();
    await userEvent.click(screen.getByRole('button', { name: 'Google' }));
    expect(screen.getByRole('button', { name: 'Google' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Google' })).toBeDisabled();
    await sdkLoads(src('google'), () => Object.assign(window, { google: { accounts: { id: gis } } }));
    await waitFor(() => expect(gis.prompt).toHaveBeenCalled());
    expect(gis.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'web-client.apps.googleusercontent.com', ux_mode: 'popup' }));
    expect(gis.renderButton).toHaveBeenCalledWith(expect.any(HTMLDivElement), expect.objectContaining({ locale: 'zh-TW' }));
    expect(screen.getByRole('button', { name: 'Google' })).not.toBeDisabled();

    const credential = idToken({ sub: 'g-77', email: 'le@example.tw', name: '吳樂樂' });
    await act(async () => gis.initialize.mock.calls[0][0].callback({ credential }));
    await waitFor(() => expect(screen.getByRole('status', { name: '網址' })).toHaveTextContent('/social-signup?type=google'));
    const [url, init] = loginCall();
    expect(url).toBe('/v2/oauth/login/google');
    expect(JSON.parse(init.body)).toEqual({ google_id: 'g-77', code: credential });
    expect(readSocialSession()).toMatchObject({ provider: 'google', socialId: 'g-77', idToken: credential, email: 'le@example.tw', name: '吳樂樂' });
    expect(onStart).toHaveBeenCalled();
  });

  it('Facebook: FB.init with the app id and version, FB.login for public_profile and email; the access token and user id log in, FB.api(/me) names the account', async () => {
    loginReply = { status: 200, body: { code: 1, status: 200, msg: '登入成功', return: login } };
    const FB = {
      init: jest.fn(),
      login: jest.fn((callback: (answer: unknown) => void) => callback({ status: 'connected', authResponse: { accessToken: 'EAAB-token', userID: 'fb-9' } })),
      api: jest.fn((_path: string, _params: unknown, callback: (answer: unknown) => void) => callback({ id: 'fb-9', name: '何安安', email: 'an@example.tw' })),
    };
    const onStart = renderButtons();
    await userEvent.click(screen.getByRole('button', { name: 'Facebook' }));
    await sdkLoads(src('facebook'), () => Object.assign(window, { FB }));
    await waitFor(() => expect(authStore.getState().token).toBe('tok'));
    expect(FB.init).toHaveBeenCalledWith({ appId: '1234567890', version: 'v25.0', xfbml: false, cookie: false });
    expect(FB.login).toHaveBeenCalledWith(expect.any(Function), { scope: 'public_profile,email' });
    expect(FB.api).toHaveBeenCalledWith('/me', { fields: 'name,email' }, expect.any(Function));
    const [url, init] = loginCall();
    expect(url).toBe('/v2/oauth/login/facebook');
    expect(JSON.parse(init.body)).toEqual({ facebook_id: 'fb-9', code: 'EAAB-token' });
    expect(onStart).toHaveBeenCalled();
  });

  it('Apple: AppleID.auth.init in a popup with the Services ID and redirect URI; the ID token’s subject and the first-time name (family name first) carry to social sign-up', async () => {
    const token = idToken({ sub: 'a-001', email: 'relay@privaterelay.appleid.com' });
    const auth = { init: jest.fn(), signIn: jest.fn(async () => ({ authorization: { id_token: token, code: 'c' }, user: { email: 'le@example.tw', name: { firstName: '樂樂', lastName: '吳' } } })) };
    renderButtons();
    await userEvent.click(screen.getByRole('button', { name: 'Apple' }));
    await sdkLoads(src('apple'), () => Object.assign(window, { AppleID: { auth } }));
    await waitFor(() => expect(screen.getByRole('status', { name: '網址' })).toHaveTextContent('/social-signup?type=apple&updatePhone=1'));
    expect(auth.init).toHaveBeenCalledWith({ clientId: 'tw.joy.web', scope: 'name email', redirectURI: 'https://www.joy.tw/', usePopup: true });
    expect(JSON.parse(loginCall()[1].body)).toEqual({ apple_id: 'a-001', code: token });
    expect(readSocialSession()).toMatchObject({ provider: 'apple', socialId: 'a-001', email: 'le@example.tw', name: '吳樂樂' });
  });

  it('closing the Apple popup is no failure: nothing is sent and nothing is said', async () => {
    const toasts = jest.fn();
    const off = on('ui:toast', toasts);
    const auth = { init: jest.fn(), signIn: jest.fn(async () => Promise.reject({ error: 'popup_closed_by_user' })) };
    renderButtons();
    await userEvent.click(screen.getByRole('button', { name: 'Apple' }));
    await sdkLoads(src('apple'), () => Object.assign(window, { AppleID: { auth } }));
    await waitFor(() => expect(auth.signIn).toHaveBeenCalled());
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    off();
    expect(loginCall()).toBeUndefined();
    expect(toasts).not.toHaveBeenCalled();
  });

  it('says so when the SDK cannot load, and the next press loads it afresh', async () => {
    const GIS = src('google');
    const toasts = jest.fn();
    const off = on('ui:toast', toasts);
    renderButtons();
    await userEvent.click(screen.getByRole('button', { name: 'Google' }));
    await waitFor(() => expect(scriptTag(GIS)).not.toBeNull());
    act(() => {
      scriptTag(GIS)?.dispatchEvent(new Event('error'));
    });
    await waitFor(() => expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ message: 'Google 登入暫時無法使用，請稍後再試', kind: 'failure' })));
    expect(scriptTag(GIS)).toBeNull();
    expect(screen.getByRole('button', { name: 'Google' })).not.toBeDisabled();

    const gis = { initialize: jest.fn(), renderButton: jest.fn(), prompt: jest.fn() };
    await userEvent.click(screen.getByRole('button', { name: 'Google' }));
    await sdkLoads(src('google'), () => Object.assign(window, { google: { accounts: { id: gis } } }));
    await waitFor(() => expect(gis.prompt).toHaveBeenCalled());
    off();
  });

  it('sends to the app a provider the site does not offer on the web (Facebook without its app secret)', async () => {
    config.web.facebook = null;
    const toasts = jest.fn();
    const off = on('ui:toast', toasts);
    renderButtons();
    await userEvent.click(screen.getByRole('button', { name: 'Facebook' }));
    await waitFor(() => expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ message: '請使用 App 以 Facebook 帳號登入', kind: 'info' })));
    off();
    expect(document.head.querySelector('script')).toBeNull();
  });
});
