import { act, render, screen } from '@testing-library/react';
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
    unmount();
    authStore.setState({ token: 't', member: { id: 1, name: '林美玲', avatar: '', is_joy_dealer: false } });
    renderHome();
    expect(screen.getByRole('heading', { name: '林美玲，歡迎回來' })).toBeInTheDocument();
    await screen.findByText('第 1 則消息');
    act(() => authStore.setState({ token: null, member: null }));
  });
});
