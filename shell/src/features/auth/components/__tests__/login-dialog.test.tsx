import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { on } from '@joy/bus';
import { authStore } from '@joy/auth';
import { RemoteRoot } from '@joy/ui';
import { LoginDialog } from '../login-dialog';

const reply = (status: number, body: unknown) =>
  (global.fetch = jest.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch);

function renderDialog(onSuccess = jest.fn()) {
  render(
    <RemoteRoot>
      <MemoryRouter>
        <LoginDialog open onClose={() => undefined} onSuccess={onSuccess} />
      </MemoryRouter>
    </RemoteRoot>,
  );
  return onSuccess;
}

async function fill(phone: string, password: string) {
  if (phone) await userEvent.type(screen.getByLabelText('手機號碼'), phone);
  if (password) await userEvent.type(screen.getByLabelText('密碼'), password);
  await userEvent.click(screen.getByRole('button', { name: '登入' }));
}

beforeEach(() => {
  localStorage.clear();
  authStore.setState({ token: null, member: null, avatar: '' });
});

describe('login dialog', () => {
  it('is titled 登入帳號 and shows both errors when both fields are empty', async () => {
    global.fetch = jest.fn() as unknown as typeof fetch;
    renderDialog();
    expect(screen.getByRole('dialog', { name: '登入帳號' })).toBeInTheDocument();
    await fill('', '');
    expect(await screen.findByText('手機號碼為必填')).toBeInTheDocument();
    expect(screen.getByText('請輸入密碼')).toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('checks the phone format', async () => {
    renderDialog();
    await fill('0812345678', 'secret1');
    expect(await screen.findByText('格式不正確，請重新輸入')).toBeInTheDocument();
  });

  it('shows 帳號或密碼錯誤 on both fields and a 登入失敗 toast for wrong credentials', async () => {
    reply(422, { code: 0, status: 422, msg: '登入失敗', return: { errors: { phone: '帳號或密碼錯誤', password: '帳號或密碼錯誤' } } });
    const toasts = jest.fn();
    const off = on('ui:toast', toasts);
    renderDialog();
    await fill('0912345678', 'wrong-pass');
    expect(await screen.findAllByText('帳號或密碼錯誤')).toHaveLength(2);
    off();
    expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ message: '登入失敗', kind: 'failure' }));
  });

  it('opens the error dialog for a deleted account', async () => {
    reply(403, { code: 0, status: 403, msg: '您的帳號已刪除，如有疑問請洽客服', return: null });
    const dialogs = jest.fn();
    const off = on('ui:message', dialogs);
    renderDialog();
    await fill('0912345678', 'secret1');
    await screen.findByRole('button', { name: '登入' });
    await new Promise((r) => setTimeout(r, 0));
    off();
    expect(dialogs).toHaveBeenCalledWith(expect.objectContaining({ message: '您的帳號已刪除，如有疑問請洽客服' }));
  });

  it('stores the token and member on success', async () => {
    reply(200, { code: 1, status: 200, msg: '登入成功', return: { token: 'tok', expires_in: 3600, member: { id: 3, name: '林小美', avatar: '', is_joy_dealer: false }, avatar: '', coin_user_id: 'CU3', new_register: false } });
    const onSuccess = renderDialog();
    await fill('0912345678', 'secret1');
    await screen.findByRole('button', { name: '登入' });
    await new Promise((r) => setTimeout(r, 0));
    expect(onSuccess).toHaveBeenCalled();
    expect(authStore.getState().token).toBe('tok');
    expect(localStorage.getItem('coin_user_id')).toBe('CU3');
    const [url, init] = (global.fetch as jest.Mock).mock.calls[0];
    expect(url).toBe('/v2/oauth/login');
    expect(JSON.parse(init.body)).toEqual({ phone: '0912345678', password: 'secret1', keep_login: true, captcha: '' });
    expect(localStorage.getItem('token')).toBe('tok');
  });

  it('with 保持登入 unticked, asks for a short login and keeps the token in sessionStorage only', async () => {
    sessionStorage.clear();
    reply(200, { code: 1, status: 200, msg: '登入成功', return: { token: 'short-tok', expires_in: 28800, member: { id: 3, name: '林小美', avatar: '', is_joy_dealer: false }, avatar: '', coin_user_id: 'CU3', new_register: false } });
    const onSuccess = renderDialog();
    await userEvent.click(screen.getByLabelText('保持登入'));
    await fill('0912345678', 'secret1');
    await new Promise((r) => setTimeout(r, 0));
    expect(onSuccess).toHaveBeenCalled();
    expect(JSON.parse((global.fetch as jest.Mock).mock.calls[0][1].body)).toMatchObject({ keep_login: false });
    expect(authStore.getState().token).toBe('short-tok');
    expect(sessionStorage.getItem('token')).toBe('short-tok');
    expect(localStorage.getItem('token')).toBeNull();
    expect(document.cookie).toContain('token=short-tok');
  });

  it('answers the captcha the API asks for after repeated failures and sends the login once more', async () => {
    const replies = [
      { status: 422, body: { code: 0, status: 422, msg: '請先完成驗證，再重新登入', return: { errors: { captcha: '請先完成驗證，再重新登入' } } } },
      { status: 200, body: { code: 1, status: 200, msg: 'ok', return: { provider: 'recaptcha', site_key: '6Lc-site', token: null, script_url: 'https://www.google.com/recaptcha/api.js' } } },
      { status: 200, body: { code: 1, status: 200, msg: '登入成功', return: { token: 'tok2', expires_in: 3600, member: { id: 3, name: '林小美', avatar: '', is_joy_dealer: false }, avatar: '', coin_user_id: 'CU3', new_register: false } } },
    ];
    global.fetch = jest.fn(async () => {
      const next = replies.shift() as { status: number; body: unknown };
      return new Response(JSON.stringify(next.body), { status: next.status });
    }) as unknown as typeof fetch;
    // reCAPTCHA already on the page: the invisible widget answers through its callback.
    const grecaptcha = {
      ready: (callback: () => void) => callback(),
      render: jest.fn((_holder: HTMLElement, options: { callback: (token: string) => void }) => {
        grecaptcha.execute = jest.fn(() => options.callback('captcha-token'));
        return 0;
      }),
      reset: jest.fn(),
      execute: jest.fn(),
    };
    Object.assign(window, { grecaptcha });
    const onSuccess = renderDialog();
    await fill('0912345678', 'secret1');
    await screen.findByRole('button', { name: '登入' });
    await new Promise((r) => setTimeout(r, 0));
    expect(onSuccess).toHaveBeenCalled();
    const calls = (global.fetch as jest.Mock).mock.calls;
    expect(calls.map(([url]) => url)).toEqual(['/v2/oauth/login', '/v2/captcha', '/v2/oauth/login']);
    expect(JSON.parse(calls[2][1].body)).toMatchObject({ phone: '0912345678', captcha: 'captcha-token' });
    expect(grecaptcha.render).toHaveBeenCalledWith(expect.any(HTMLElement), expect.objectContaining({ sitekey: '6Lc-site', size: 'invisible', badge: 'inline' }));
    delete (window as { grecaptcha?: unknown }).grecaptcha;
  });

  it('shows the notice Google asks for with the hidden reCAPTCHA badge, linking its privacy policy and terms', () => {
    renderDialog();
    expect(screen.getByText(/本網站受 reCAPTCHA 保護，適用 Google/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '隱私權政策' })).toHaveAttribute('href', 'https://policies.google.com/privacy?hl=zh-TW');
    expect(screen.getByRole('link', { name: '服務條款' })).toHaveAttribute('href', 'https://policies.google.com/terms?hl=zh-TW');
  });
});
