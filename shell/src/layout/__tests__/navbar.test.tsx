import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { authStore } from '@joy/auth';
import { RemoteRoot, memberLinks, memberLinksFor } from '@joy/ui';
import { Navbar } from '../navbar';

const renderNavbar = () =>
  render(
    <RemoteRoot>
      <SWRConfig value={{ provider: () => new Map() }}>
        <MemoryRouter>
          <Navbar />
        </MemoryRouter>
      </SWRConfig>
    </RemoteRoot>,
  );

afterEach(() => act(() => authStore.setState({ token: null, member: null, inApp: false })));

describe('navbar', () => {
  it('offers login to visitors', () => {
    renderNavbar();
    expect(screen.getByRole('button', { name: '登入 / 註冊' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '會員中心' })).toBeNull();
  });

  it('shows the avatar menu and the side menu member section to members on the web', async () => {
    act(() => authStore.setState({ token: 't', member: { id: 1, name: '林美玲', avatar: '', is_joy_dealer: false }, inApp: false }));
    renderNavbar();
    expect(screen.getByRole('button', { name: '林美玲' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '開啟選單' }));
    expect(screen.getByRole('link', { name: '會員中心' })).toBeInTheDocument();
  });

  it('lists every member page in the side menu and the avatar menu, from the table the hub uses; dealer pages only for dealers', async () => {
    global.fetch = jest.fn(async () => new Response(JSON.stringify({ code: 1, status: 200, msg: 'ok', return: { has_unread: false } }))) as unknown as typeof fetch;
    act(() => authStore.setState({ token: 't', member: { id: 1, name: '林美玲', avatar: '', is_joy_dealer: false }, inApp: false }));
    const { unmount } = renderNavbar();
    await userEvent.click(screen.getByRole('button', { name: '開啟選單' }));
    const side = screen.getByRole('list', { name: '會員專區' });
    const hrefs = (list: HTMLElement) => within(list).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs(side)).toEqual(memberLinksFor(false).map((l) => l.to));
    expect(hrefs(side)).toEqual(expect.arrayContaining(['/member/coupon', '/member/redeem', '/member/comments', '/member/invitationCode', '/member/withdrawal']));
    expect(within(side).queryByRole('link', { name: '天使獎金' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    const trigger = screen.getByRole('button', { name: '林美玲' });
    await userEvent.click(trigger);
    const menu = document.getElementById(trigger.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(hrefs(menu)).toEqual(['/member', ...memberLinksFor(false).map((l) => l.to)]);
    unmount();

    act(() => authStore.setState({ member: { id: 1, name: '林美玲', avatar: '', is_joy_dealer: true } }));
    renderNavbar();
    await userEvent.click(screen.getByRole('button', { name: '開啟選單' }));
    expect(hrefs(screen.getByRole('list', { name: '會員專區' }))).toEqual(memberLinks.map((l) => l.to));
  });

  it('marks the account menu and its news link while platform news is unread (§6 news badge)', async () => {
    global.fetch = jest.fn(async () => new Response(JSON.stringify({ code: 1, status: 200, msg: 'ok', return: { has_unread: true } }))) as unknown as typeof fetch;
    act(() => authStore.setState({ token: 't', member: { id: 1, name: '林美玲', avatar: '', is_joy_dealer: false }, inApp: false }));
    renderNavbar();
    const menu = await screen.findByRole('button', { name: '林美玲 （有新消息）' });
    expect(global.fetch).toHaveBeenCalledWith('/v2/news/check', expect.objectContaining({ method: 'POST' }));
    await userEvent.click(menu);
    expect(screen.getByRole('link', { name: '最新消息 有新消息' })).toHaveAttribute('href', '/member/news');
  });

  it('hides the side menu member section inside the app', async () => {
    act(() => authStore.setState({ token: 't', member: { id: 1, name: '林美玲', avatar: '', is_joy_dealer: false }, inApp: true }));
    renderNavbar();
    await userEvent.click(screen.getByRole('button', { name: '開啟選單' }));
    expect(screen.getByRole('link', { name: '找餐廳' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '會員中心' })).toBeNull();
  });

  it('closes the side menu on Escape, giving focus back to its button, and on a tap outside it', async () => {
    renderNavbar();
    const button = screen.getByRole('button', { name: '開啟選單' });
    await userEvent.click(button);
    expect(screen.getByRole('link', { name: '找餐廳' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('關閉選單');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: '找餐廳' })).toBeNull();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button);
    // A press inside the menu (before its click) leaves it open.
    fireEvent.pointerDown(screen.getByRole('link', { name: '排行榜' }));
    expect(screen.getByRole('link', { name: '排行榜' })).toBeInTheDocument();
    await userEvent.pointer({ keys: '[MouseLeft]', target: document.body });
    expect(screen.queryByRole('link', { name: '排行榜' })).toBeNull();
  });
});
