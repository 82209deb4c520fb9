import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { RemoteRoot } from '@joy/ui';
import { authStore } from '@joy/auth';
import { SignUpPage } from '../sign-up-page';
import { LOGIN_SUCCESS_EVENT } from '../../lib/finish-login';

const ok = (ret: unknown) => new Response(JSON.stringify({ code: 1, status: 200, msg: 'ok', return: ret }));

describe('sign-up page', () => {
  it('verifies the phone, then registers an unknown phone and logs in', async () => {
    const calls: string[] = [];
    global.fetch = jest.fn(async (url: string) => {
      if (url === '/v2/captcha') return ok({ provider: 'off', token: null, site_key: null });
      calls.push(url);
      if (url === '/v2/oauth/verify/send') return ok(null);
      if (url === '/v2/oauth/verify') return ok(null);
      return ok({ token: 'new', expires_in: 3600, member: { id: 9, name: '張志明', avatar: '', is_joy_dealer: false }, avatar: '', coin_user_id: 'CU9', new_register: true });
    }) as unknown as typeof fetch;
    const success = jest.fn();
    window.addEventListener(LOGIN_SUCCESS_EVENT, success);
    render(
      <RemoteRoot>
        <MemoryRouter>
          <SignUpPage />
        </MemoryRouter>
      </RemoteRoot>,
    );
    await userEvent.type(screen.getByLabelText('手機號碼'), '0922333444');
    await userEvent.click(screen.getByRole('button', { name: '發送驗證碼' }));
    expect(await screen.findByRole('button', { name: /秒後可重新發送/ })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('驗證碼'), '123456');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));

    await userEvent.type(await screen.findByLabelText('姓名'), '張志明');
    await userEvent.type(screen.getByLabelText('密碼'), 'secret1');
    await userEvent.type(screen.getByLabelText('確認密碼'), 'secret2');
    await userEvent.click(screen.getByRole('button', { name: '完成註冊' }));
    expect(await screen.findByText('兩次密碼不符，請確認')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('確認密碼'));
    await userEvent.type(screen.getByLabelText('確認密碼'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: '完成註冊' }));
    await screen.findByRole('button', { name: '完成註冊' });
    await new Promise((r) => setTimeout(r, 0));
    window.removeEventListener(LOGIN_SUCCESS_EVENT, success);
    expect(calls).toEqual(['/v2/oauth/verify/send', '/v2/oauth/verify', '/v2/oauth/register']);
    expect(success).toHaveBeenCalled();
    expect(authStore.getState().token).toBe('new');
  });

  it('shows the code error of §8 when the code is wrong', async () => {
    global.fetch = jest.fn(async () => new Response(JSON.stringify({ code: 0, status: 422, msg: '驗證碼錯誤', return: { errors: { code: '驗證碼錯誤' } } }), { status: 422 })) as unknown as typeof fetch;
    render(
      <RemoteRoot>
        <MemoryRouter>
          <SignUpPage />
        </MemoryRouter>
      </RemoteRoot>,
    );
    await userEvent.type(screen.getByLabelText('手機號碼'), '0922333444');
    await userEvent.type(screen.getByLabelText('驗證碼'), '000000');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('驗證碼錯誤')).toBeInTheDocument();
  });
});
