import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

describe('以簡訊提醒訂位 (/member/settings)', () => {
  it('shows the member’s choice as a switch and saves a change at once, alone, with 設定已儲存', async () => {
    let stored = true;
    const calls = mockFetch((_path, _url, call) => {
      if (call.method === 'POST') stored = (call.form as FormData).get('sms_reminders') === 'true';
      return ok(memberRecord({ sms_reminders: stored }));
    });
    renderRoute(<SettingsPage />, { url: '/member/settings' });
    const toggle = await screen.findByRole('switch', { name: '以簡訊提醒訂位' });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription('訂位前一天與用餐前，除了站內通知，也以簡訊提醒您。');

    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    await waitFor(() => expect(toasts).toEqual(['設定已儲存']));
    expect(updates(calls)).toHaveLength(1);
    expect(Object.fromEntries((updates(calls)[0].form as FormData).entries())).toEqual({ sms_reminders: 'false' });
    expect(stored).toBe(false);

    // The keyboard turns it back on.
    toggle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(toasts).toEqual(['設定已儲存', '設定已儲存']));
    expect(toggle).toBeChecked();
    expect((updates(calls)[1].form as FormData).get('sms_reminders')).toBe('true');
  });

  it('starts off for a member who turned it off, and puts the switch back with 失敗 when saving fails', async () => {
    mockFetch((_path, _url, call) => (call.method === 'GET' ? ok(memberRecord({ sms_reminders: false })) : fail(500, '伺服器錯誤')));
    renderRoute(<SettingsPage />, { url: '/member/settings' });
    const toggle = await screen.findByRole('switch', { name: '以簡訊提醒訂位' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(toasts).toEqual(['失敗']));
    expect(toggle).not.toBeChecked();
  });
});
