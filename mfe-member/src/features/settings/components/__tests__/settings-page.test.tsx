import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@joy/auth';
import { on } from '@joy/bus';
import { fail, logIn, logOut, memberRecord, mockFetch, ok, type Call } from '../../../../test-utils/api-mock';
import { renderRoute } from '../../../../test-utils/render';
import { SettingsPage } from '../settings-page';

let toasts: string[] = [];
let off: () => void;
beforeEach(() => {
  logIn();
  toasts = [];
  off = on('ui:toast', ({ message }) => toasts.push(message));
});
afterEach(() => {
  off();
  act(() => logOut());
});

const updates = (calls: Call[]) => calls.filter((c) => c.method === 'POST' && c.url === '/v2/member?_method=PUT');
const renderSettings = () => renderRoute(<SettingsPage />, { url: '/member/settings' });

describe('settings (/member/settings)', () => {
  it('saves the profile as multipart with _method=PUT, says 設定已儲存 and renames the member in the shared login store', async () => {
    const calls = mockFetch((_path, _url, call) => {
      if (call.method === 'GET') return ok(memberRecord());
      const form = call.form as FormData;
      return ok(memberRecord({ name: String(form.get('name')), address: String(form.get('address')) }));
    });
    renderSettings();
    const name = await screen.findByLabelText('暱稱');
    expect(name).toHaveValue('林美玲');
    expect(screen.getByLabelText('生日')).toHaveValue('1990-05-20');
    expect(screen.getByLabelText('女')).toBeChecked();
    expect(screen.getByText('5 / 500')).toBeInTheDocument();

    await userEvent.clear(name);
    await userEvent.type(name, '美玲');
    await userEvent.click(screen.getByLabelText('男'));
    await userEvent.click(screen.getByRole('button', { name: '儲存設定' }));

    await waitFor(() => expect(toasts).toEqual(['設定已儲存']));
    const form = updates(calls)[0].form as FormData;
    expect(Object.fromEntries(form.entries())).toEqual({
      name: '美玲', gender: '1', email: 'mei@example.tw', birthday: '1990-05-20', address: '台北市大安區復興南路一段 100 號', summary: '喜歡吃拉麵',
    });
    expect(authStore.getState().member?.name).toBe('美玲');
  });

  it('checks §5 rules before sending: name required or without symbols, birthday and address required, email format', async () => {
    const calls = mockFetch(() => ok(memberRecord({ birthday: null, address: null })));
    renderSettings();
    const name = await screen.findByLabelText('暱稱');
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: '儲存設定' }));
    expect(await screen.findByText('姓名為必填')).toBeInTheDocument();
    expect(screen.getAllByText('此欄位為必填')).toHaveLength(2);
    expect(screen.getByLabelText('地址')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(name, '美玲123');
    await userEvent.type(screen.getByLabelText(/電子信箱/), 'mei@');
    await userEvent.click(screen.getByRole('button', { name: '儲存設定' }));
    expect(await screen.findByText('請勿填入特殊符號')).toBeInTheDocument();
    expect(screen.getByText('電子信箱格式錯誤，請重新輸入')).toBeInTheDocument();
    expect(updates(calls)).toHaveLength(0);
  });

  it('shows 失敗 and the field errors the API sends', async () => {
    mockFetch((_path, _url, call) => (call.method === 'GET' ? ok(memberRecord()) : fail(422, '資料格式不正確', { email: '電子信箱格式錯誤，請重新輸入' })));
    renderSettings();
    await userEvent.click(await screen.findByRole('button', { name: '儲存設定' }));
    expect(await screen.findByText('電子信箱格式錯誤，請重新輸入')).toBeInTheDocument();
    expect(toasts).toEqual(['失敗']);
  });

  it('changes the password: 舊密碼為必填, then 舊密碼錯誤 from the API, then 設定已儲存', async () => {
    let attempt = 0;
    const calls = mockFetch((_path, _url, call) => {
      if (call.method === 'GET') return ok(memberRecord());
      return ++attempt === 1 ? fail(422, '資料格式不正確', { old_password: '舊密碼錯誤' }) : ok(memberRecord());
    });
    renderSettings();
    const submit = await screen.findByRole('button', { name: '變更密碼' });
    await userEvent.click(submit);
    expect(await screen.findByText('舊密碼為必填')).toBeInTheDocument();
    expect(screen.getByText('密碼為必填')).toBeInTheDocument();
    expect(screen.getByText('請再次輸入密碼')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('舊密碼'), 'wrong-one');
    await userEvent.type(screen.getByLabelText('新密碼'), 'abc');
    await userEvent.type(screen.getByLabelText('確認新密碼'), 'abd');
    await userEvent.click(submit);
    expect(await screen.findByText('密碼低於6字元')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('新密碼'));
    await userEvent.type(screen.getByLabelText('新密碼'), 'secret99');
    await userEvent.clear(screen.getByLabelText('確認新密碼'));
    await userEvent.type(screen.getByLabelText('確認新密碼'), 'secret98');
    await userEvent.click(submit);
    expect(await screen.findByText('兩次密碼不符，請確認')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('確認新密碼'));
    await userEvent.type(screen.getByLabelText('確認新密碼'), 'secret99');
    await userEvent.click(submit);
    expect(await screen.findByText('舊密碼錯誤')).toBeInTheDocument();
    expect(toasts).toEqual([]);
    expect(Object.fromEntries((updates(calls)[0].form as FormData).entries())).toEqual({ old_password: 'wrong-one', password: 'secret99', password_confirmation: 'secret99' });

    await userEvent.clear(screen.getByLabelText('舊密碼'));
    await userEvent.type(screen.getByLabelText('舊密碼'), 'right-one');
    await userEvent.click(submit);
    await waitFor(() => expect(toasts).toEqual(['設定已儲存']));
    expect(screen.getByLabelText('新密碼')).toHaveValue('');
  });

  it('lets a social-login member set a password without an old one', async () => {
    const calls = mockFetch((_path, _url, call) => ok(call.method === 'GET' ? memberRecord({ login_type: 'google' }) : memberRecord()));
    renderSettings();
    await userEvent.type(await screen.findByLabelText('新密碼'), 'secret99');
    await userEvent.type(screen.getByLabelText('確認新密碼'), 'secret99');
    await userEvent.click(screen.getByRole('button', { name: '變更密碼' }));
    await waitFor(() => expect(toasts).toEqual(['設定已儲存']));
    expect(Object.fromEntries((updates(calls)[0].form as FormData).entries())).toEqual({ password: 'secret99', password_confirmation: 'secret99' });
  });

  it('links to the avatar crop, and shows an error with retry when the record cannot load', async () => {
    let attempts = 0;
    mockFetch(() => (++attempts === 1 ? fail(500, '系統忙碌中，請稍後再試') : ok(memberRecord())));
    renderSettings();
    await userEvent.click(await screen.findByRole('button', { name: '重新載入' }));
    expect(await screen.findByRole('link', { name: '更換頭像' })).toHaveAttribute('href', '/member/settings/avatar');
    expect(screen.getByRole('img', { name: '目前的頭像' })).toHaveAttribute('src', '/uploads/avatars/old.jpg');
  });
});
