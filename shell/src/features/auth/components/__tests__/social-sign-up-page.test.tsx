import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { RemoteRoot } from '@joy/ui';
import { authStore } from '@joy/auth';
import { on } from '@joy/bus';
import { SocialSignUpPage } from '../social-sign-up-page';
import { SettingPasswordPage } from '../setting-password-page';
import { saveSocialSession } from '../../lib/social-session';

const ok = (ret: unknown) => new Response(JSON.stringify({ code: 1, status: 200, msg: 'ok', return: ret }));
const refused = (status: number, msg: string, errors: Record<string, string>) => new Response(JSON.stringify({ code: 0, status, msg, return: { errors } }), { status });
const login = { token: 'bound', expires_in: 604800, member: { id: 9, name: '王小明', avatar: '', is_joy_dealer: false }, avatar: '', coin_user_id: 'CU9', new_register: false, has_password: false };

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

describe('social sign-up: welcome back', () => {
  afterEach(() => authStore.getState().logout('user'));

  it('binds a known phone, then 設定密碼 finishes with 設定成功 through the login the binding gave (its code is spent)', async () => {
    saveSocialSession({ provider: 'google', socialId: 'g-9', idToken: 'id-token', email: '', name: 'Ming' });
    const calls: { method: string; url: string; body: BodyInit | null | undefined }[] = [];
    let codeSpent = false;
    global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
      if (url === '/v2/captcha') return ok({ provider: 'off', token: null, site_key: null });
      calls.push({ method: init?.method ?? 'GET', url, body: init?.body });
      if (url === '/v2/oauth/verify/send') return ok(null);
      if (url === '/v2/oauth/verify') return ok({ user: { id: 9, name: '王小明', login_type: 'general', has_password: false, social_only: true } });
      if (url === '/v2/oauth/register/google') {
        codeSpent = true;
        return ok(login);
      }
      // What the API answers a spent code with: the password step must not depend on it.
      if (url.startsWith('/v2/oauth/password/')) return codeSpent ? refused(422, '驗證碼已失效，請重新發送', { code: '驗證碼已失效，請重新發送' }) : ok(login);
      if (url === '/v2/member?_method=PUT') return ok({ id: 9 });
      return refused(404, 'not found', {});
    }) as unknown as typeof fetch;
    const toasts: string[] = [];
    const off = on('ui:toast', ({ message }) => toasts.push(message));
    render(
      <RemoteRoot>
        <MemoryRouter initialEntries={['/social-signup?type=google']}>
          <Routes>
            <Route path="/social-signup" element={<SocialSignUpPage />} />
            <Route path="/setting-password" element={<SettingPasswordPage />} />
            <Route path="/" element={<p>首頁</p>} />
          </Routes>
          <Where />
        </MemoryRouter>
      </RemoteRoot>,
    );
    await userEvent.type(screen.getByLabelText('手機號碼'), '0922333444');
    await userEvent.click(screen.getByRole('button', { name: '發送驗證碼' }));
    await userEvent.type(screen.getByLabelText('驗證碼'), '123456');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));

    await userEvent.click(await screen.findByRole('button', { name: '設定密碼' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/setting-password');
    expect(authStore.getState().token).toBe('bound');
    await userEvent.type(await screen.findByLabelText('新密碼'), 'secret99');
    await userEvent.type(screen.getByLabelText('確認密碼'), 'secret99');
    await userEvent.click(screen.getByRole('button', { name: '確認' }));

    await waitFor(() => expect(toasts).toContain('設定成功'));
    off();
    expect(toasts).not.toContain('驗證失敗，請再次確認');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(calls.some((c) => c.url.startsWith('/v2/oauth/password/'))).toBe(false);
    const update = calls.find((c) => c.url === '/v2/member?_method=PUT');
    expect(update?.method).toBe('POST');
    expect(Object.fromEntries((update?.body as FormData).entries())).toEqual({ password: 'secret99', password_confirmation: 'secret99' });
  });
});
