import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { RemoteRoot } from '@joy/ui';
import { authStore } from '@joy/auth';
import { MemberHome } from '../member-home';

const page = (n: number) => ({
  data: [{ id: n, title: `第 ${n} 則消息`, body: '', image: '', link: '', published_at: '2026-11-01T10:00:00+08:00' }],
  pagination: { current_page: n, total_pages: 2, total: 2, per_page: 1 },
});

beforeEach(() => {
  global.fetch = jest.fn(async (url: string) => {
    if (url.startsWith('/v2/member/coin')) {
      return new Response(JSON.stringify({ code: 1, status: 200, msg: 'ok', return: { balance: 12_345, pay_code: 'JOY7A2B9C4D', coin_user_id: 'c1', lots: [], next_expiry: { coin: 1_200, valid_until: '2027-01-31' } } }));
    }
    const n = Number(new URL(url, 'http://x').searchParams.get('page'));
    return new Response(JSON.stringify({ code: 1, status: 200, msg: 'ok', return: page(n) }));
  }) as unknown as typeof fetch;
});

const renderHome = () =>
  render(
    <RemoteRoot>
      <SWRConfig value={{ provider: () => new Map() }}>
        <MemoryRouter>
          <MemberHome />
        </MemoryRouter>
      </SWRConfig>
    </RemoteRoot>,
  );

describe('member home', () => {
  it('lists news with zh-TW dates and pages through them', async () => {
    renderHome();
    expect(await screen.findByText('第 1 則消息')).toBeInTheDocument();
    expect(screen.getByText('2026 年 11 月 1 日')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '下一頁' }));
    expect(await screen.findByText('第 2 則消息')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下一頁' })).toBeDisabled();
  });

  it('invites a visitor to log in and greets a member by name', async () => {
    const { unmount } = renderHome();
    expect(screen.getByRole('link', { name: '登入 / 註冊' })).toHaveAttribute('href', '/sign-up');
    expect(screen.queryByRole('region', { name: '樂幣餘額' })).not.toBeInTheDocument();
    unmount();
    authStore.setState({ token: 't', member: { id: 1, name: '林美玲', avatar: '', is_joy_dealer: false } });
    renderHome();
    expect(screen.getByRole('heading', { name: '林美玲，歡迎回來' })).toBeInTheDocument();
    await screen.findByText('第 1 則消息');
    const coins = screen.getByRole('region', { name: '樂幣餘額' });
    expect(await within(coins).findByText('12,345')).toBeInTheDocument();
    expect(within(coins).getByText('1,200 樂幣將於 2027 年 1 月 31 日 後到期')).toBeInTheDocument();
    expect(within(coins).getByRole('link', { name: '查看樂幣紀錄 ›' })).toHaveAttribute('href', '/member/rewards');
    act(() => authStore.setState({ token: null, member: null }));
  });
});
