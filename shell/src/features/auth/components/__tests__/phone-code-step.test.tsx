import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on } from '@joy/bus';
import { RemoteRoot } from '@joy/ui';
import { PhoneCodeStep, waitText } from '../phone-code-step';

const reply = (status: number, body: unknown, headers: Record<string, string> = {}) => new Response(JSON.stringify(body), { status, headers });

describe('phone code step', () => {
  it('after a 429 counts down the wait the server gives instead of leaving the diner guessing', async () => {
    global.fetch = jest.fn(async (url: string) => {
      if (url === '/v2/captcha') return reply(200, { code: 1, status: 200, msg: 'ok', return: { provider: 'off', token: null, site_key: null } });
      return reply(429, { code: 0, status: 429, msg: '請求過於頻繁，請稍後再試', return: { retry_after: 2400 } }, { 'Retry-After': '2400' });
    }) as unknown as typeof fetch;
    const toasts: string[] = [];
    const off = on('ui:toast', ({ message }) => toasts.push(message));
    render(
      <RemoteRoot>
        <PhoneCodeStep onVerified={jest.fn()} />
      </RemoteRoot>,
    );
    await userEvent.type(screen.getByLabelText('手機號碼'), '0922333444');
    await userEvent.click(screen.getByRole('button', { name: '發送驗證碼' }));
    expect(await screen.findByRole('button', { name: '40 分後可重新發送' })).toBeDisabled();
    expect(toasts).toContain('請求過於頻繁，請稍後再試（40 分後可重新發送）');
    off();
  });

  it('words a wait in seconds under two minutes, then minutes, then hours', () => {
    expect(waitText(60)).toBe('60 秒');
    expect(waitText(119)).toBe('119 秒');
    expect(waitText(725)).toBe('12 分 5 秒');
    expect(waitText(2400)).toBe('40 分');
    expect(waitText(5400)).toBe('2 小時');
  });
});
