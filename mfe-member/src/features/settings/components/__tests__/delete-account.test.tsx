import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@joy/auth';
import { on } from '@joy/bus';
import { fail, logIn, logOut, memberRecord, mockFetch, ok, type Call } from '../../../../test-utils/api-mock';
import { renderRoute } from '../../../../test-utils/render';
import { SettingsPage } from '../settings-page';

let toasts: string[] = [];
let dialogs: { title?: string; message: string }[] = [];
let loginPrompts = 0;
let offs: (() => void)[] = [];
beforeEach(() => {
  logIn();
  toasts = [];
  dialogs = [];
  loginPrompts = 0;
  offs = [on('ui:toast', ({ message }) => toasts.push(message)), on('ui:message', (m) => dialogs.push(m)), on('auth:open-login', () => (loginPrompts += 1))];
});
afterEach(() => {
  offs.forEach((off) => off());
  act(() => logOut());
});

const deletes = (calls: Call[]) => calls.filter((c) => c.method === 'DELETE' && c.url === '/v2/member');
const renderSettings = () => renderRoute(<SettingsPage />, { url: '/member/settings', path: '/member/settings' });

async function openDeletion() {
  renderSettings();
  await userEvent.click(await screen.findByRole('button', { name: '刪除帳號' }));
  return screen.findByRole('form', { name: '確認刪除帳號' });
}

describe('帳號設定 → 刪除帳號', () => {
  it('says what deletion means, refuses a wrong password, then deletes: logged out, home, 您的帳號已刪除', async () => {
    let attempt = 0;
    const calls = mockFetch((_path, _url, call) => {
      if (call.method === 'GET') return ok(memberRecord());
      if (call.method === 'DELETE') return ++attempt === 1 ? fail(422, '密碼錯誤，請再次確認', { password: '密碼錯誤，請再次確認' }) : ok(null);
      return fail(404, 'not found');
    });
    const form = await openDeletion();
    expect(form).toHaveTextContent('尚未使用的樂幣將全部失效，無法恢復或提領');
    expect(form).toHaveTextContent('刪除後 30 天為保護期間，期間內無法以同一支手機號碼重新註冊');
    expect(form).toHaveTextContent('會員資料與交易紀錄依法保存 3 年後刪除');
    expect(within(form).getByLabelText('輸入密碼')).toBeChecked();

    await userEvent.click(within(form).getByRole('button', { name: '確認刪除' }));
    expect(await within(form).findByText('請輸入密碼')).toBeInTheDocument();
    expect(deletes(calls)).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText('密碼'), 'wrong-one');
    await userEvent.click(within(form).getByRole('button', { name: '確認刪除' }));
    expect(await within(form).findByText('密碼錯誤，請再次確認')).toBeInTheDocument();
    expect(authStore.getState().token).toBe('member-token');

    await userEvent.clear(within(form).getByLabelText('密碼'));
    await userEvent.type(within(form).getByLabelText('密碼'), 'secret123');
    await userEvent.click(within(form).getByRole('button', { name: '確認刪除' }));
    await waitFor(() => expect(authStore.getState().token).toBeNull());
    expect(deletes(calls).map((c) => c.body)).toEqual([{ proof: 'password', password: 'wrong-one' }, { proof: 'password', password: 'secret123' }]);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(dialogs).toEqual([{ title: '帳號已刪除', message: '您的帳號已刪除，如有疑問請洽客服' }]);
    // The member page has left before the session ends: no login prompt on the way out.
    expect(loginPrompts).toBe(0);
  });

  it('offers a social member the SMS code to their phone, with the resend countdown and the code errors', async () => {
    let attempt = 0;
    const calls = mockFetch((path, _url, call) => {
      if (call.method === 'GET') return ok(memberRecord({ login_type: 'google' }));
      if (path === '/v2/member/delete/code') return ok(null);
      if (call.method === 'DELETE') return ++attempt === 1 ? fail(422, '驗證碼錯誤', { code: '驗證碼錯誤' }) : ok(null);
      return fail(404, 'not found');
    });
    const form = await openDeletion();
    expect(within(form).getByLabelText('手機驗證碼')).toBeChecked();
    expect(form).toHaveTextContent('驗證碼將以簡訊傳送至 0912***678');

    await userEvent.click(within(form).getByRole('button', { name: '發送驗證碼' }));
    expect(await within(form).findByRole('button', { name: /秒後可重新發送/ })).toBeDisabled();
    expect(toasts).toEqual(['驗證碼已寄出']);

    await userEvent.type(within(form).getByLabelText('驗證碼'), '000000');
    await userEvent.click(within(form).getByRole('button', { name: '確認刪除' }));
    expect(await within(form).findByText('驗證碼錯誤')).toBeInTheDocument();

    await userEvent.clear(within(form).getByLabelText('驗證碼'));
    await userEvent.type(within(form).getByLabelText('驗證碼'), '123456');
    await userEvent.click(within(form).getByRole('button', { name: '確認刪除' }));
    await waitFor(() => expect(authStore.getState().token).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/v2/member/delete/code']);
    expect(deletes(calls).map((c) => c.body)).toEqual([{ proof: 'code', code: '000000' }, { proof: 'code', code: '123456' }]);
    expect(dialogs).toEqual([{ title: '帳號已刪除', message: '您的帳號已刪除，如有疑問請洽客服' }]);
  });

  it('closes on 取消 without deleting; a refused send shows how long to wait', async () => {
    const calls = mockFetch((path, _url, call) => {
      if (call.method === 'GET') return ok(memberRecord());
      if (path === '/v2/member/delete/code') return new Response(JSON.stringify({ code: 0, status: 429, msg: '請求過於頻繁，請稍後再試', return: { retry_after: 42 } }), { status: 429, headers: { 'Retry-After': '42' } });
      return fail(404, 'not found');
    });
    const form = await openDeletion();
    await userEvent.click(within(form).getByLabelText('手機驗證碼'));
    await userEvent.click(within(form).getByRole('button', { name: '發送驗證碼' }));
    expect(await within(form).findByRole('button', { name: '42 秒後可重新發送' })).toBeDisabled();
    expect(toasts).toEqual(['請求過於頻繁，請稍後再試']);

    await userEvent.click(within(form).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('form', { name: '確認刪除帳號' })).not.toBeInTheDocument();
    expect(deletes(calls)).toHaveLength(0);
    expect(authStore.getState().token).toBe('member-token');
  });
});
