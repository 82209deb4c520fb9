import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { authStore } from '@joy/auth';
import { liveTopics, on, type LiveChange } from '@joy/bus';
import { notificationStore } from '../../stores/notifications';
import { NotificationBell } from '../notification-bell';
import { builtinConfig, fail, FakePusher, mockFetch, notification, ok, orderNotification, page, renderWithRouter, type Call } from './fixtures';

jest.mock('pusher-js', () => ({ __esModule: true, default: jest.requireActual('./fixtures').FakePusher }));

const member = { id: 7, name: '林美玲', avatar: '', is_joy_dealer: false };
const CHANNEL = 'private-member-7';

/** A notification API with `pages` of notifications and an unread counter the marks change. */
function notificationApi(pages: ReturnType<typeof notification>[][], unread: { count: number }) {
  return mockFetch((call: Call) => {
    if (call.path === '/v2/realtime/config') return ok(builtinConfig);
    if (call.path === '/v2/notification/unread-count') return ok({ count: unread.count });
    if (call.path === '/v2/notification/read-all') {
      unread.count = 0;
      return ok({ count: 0 });
    }
    if (call.path === '/v2/notification') {
      const n = Number(call.query.get('page'));
      return ok(page(pages[n - 1] ?? [], n, pages.length || 1));
    }
    return fail(404, 'This page could not be found');
  });
}

const bell = () => screen.getByRole('button', { name: /^通知/ });
const lastPusher = () => FakePusher.instances[FakePusher.instances.length - 1];

beforeEach(() => {
  FakePusher.instances = [];
  localStorage.clear();
  act(() => {
    notificationStore.getState().reset();
    authStore.setState({ token: 'member-token', member, avatar: '' });
  });
});

afterEach(() => act(() => authStore.setState({ token: null, member: null })));

/** In-app navigation, as the navbar's links do it. */
function Pages() {
  const navigate = useNavigate();
  return (
    <>
      <NotificationBell />
      {['/store', '/member', '/member/rewards', '/help', '/store/711', '/member/history', '/', '/search', '/member/myaccount', '/store'].map((to, i) => (
        <button key={i} type="button" onClick={() => navigate(to)}>{`page-${i}`}</button>
      ))}
    </>
  );
}

describe('notification bell', () => {
  it('keeps one live connection across ten in-app page changes (no close, no reconnect, no console error)', async () => {
    notificationApi([], { count: 2 });
    const errors = jest.spyOn(console, 'error');
    renderWithRouter(<Pages />);
    await screen.findByRole('button', { name: '通知，2 則未讀' });
    await waitFor(() => expect(lastPusher()?.channels.has(CHANNEL)).toBe(true));
    for (let i = 0; i < 10; i++) await userEvent.click(screen.getByRole('button', { name: `page-${i}` }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(FakePusher.instances).toHaveLength(1);
    expect(lastPusher().disconnected).toBe(false);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('shows the unread count from the server in the badge and the label', async () => {
    notificationApi([], { count: 3 });
    renderWithRouter(<NotificationBell />);
    expect(await screen.findByRole('button', { name: '通知，3 則未讀' })).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
  });

  it('subscribes to the member’s private channel and counts each real-time event, announcing it on the bus', async () => {
    const calls = notificationApi([], { count: 1 });
    const announced = jest.fn();
    const off = on('notification:unread', announced);
    renderWithRouter(<NotificationBell />);
    await screen.findByRole('button', { name: '通知，1 則未讀' });
    await waitFor(() => expect(lastPusher()?.channels.has(CHANNEL)).toBe(true));

    const client = lastPusher();
    expect(client.key).toBe('joy-local');
    expect(client.options).toMatchObject({ wsHost: 'localhost', forceTLS: false, channelAuthorization: { endpoint: '/v2/realtime/auth' } });
    const headers = (client.options.channelAuthorization as { headersProvider: () => Record<string, string> }).headersProvider();
    expect(headers).toMatchObject({ Authorization: 'Bearer member-token', 'From-Source': '0' });

    act(() => client.deliver(CHANNEL, 'notification', notification(91)));
    act(() => client.deliver(CHANNEL, 'notification', notification(92)));
    expect(bell()).toHaveAccessibleName('通知，3 則未讀');
    expect(announced).toHaveBeenLastCalledWith({ count: 3 });
    off();
    // Only the first count came from the server.
    expect(calls.filter((c) => c.path === '/v2/notification/unread-count')).toHaveLength(1);
  });

  it('asks the count again each time the channel is (re)subscribed, so events before it went live or while offline are not lost', async () => {
    const unread = { count: 2 };
    const calls = notificationApi([], unread);
    renderWithRouter(<NotificationBell />);
    await screen.findByRole('button', { name: '通知，2 則未讀' });
    await waitFor(() => expect(lastPusher()?.channels.has(CHANNEL)).toBe(true));
    // A store confirmed while pusher-js was still connecting: the first subscription catches up.
    unread.count = 3;
    act(() => lastPusher().deliver(CHANNEL, 'pusher:subscription_succeeded', {}));
    expect(await screen.findByRole('button', { name: '通知，3 則未讀' })).toBeInTheDocument();
    // Offline for a while, then pusher-js reconnects and subscribes again.
    unread.count = 5;
    act(() => lastPusher().deliver(CHANNEL, 'pusher:subscription_succeeded', {}));
    expect(await screen.findByRole('button', { name: '通知，5 則未讀' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/v2/notification/unread-count')).toHaveLength(3);
  });

  it('tells open pages what each real-time event changed, and after a reconnect that anything may have', async () => {
    const unread = { count: 0 };
    const calls = notificationApi([], unread);
    const counts = () => calls.filter((c) => c.path === '/v2/notification/unread-count').length;
    const changes: LiveChange[] = [];
    const off = on('live:changed', (change) => changes.push(change));
    renderWithRouter(<NotificationBell />);
    await waitFor(() => expect(lastPusher()?.channels.has(CHANNEL)).toBe(true));
    // The first subscription: the pages have just fetched their data.
    act(() => lastPusher().deliver(CHANNEL, 'pusher:subscription_succeeded', {}));
    await waitFor(() => expect(counts()).toBe(2));
    await act(() => Promise.resolve());
    expect(changes).toEqual([]);

    act(() => lastPusher().deliver(CHANNEL, 'notification', notification(93, { type: 'store_pay' }, { notification_pay_log_id: 41 })));
    act(() => lastPusher().deliver(CHANNEL, 'notification', orderNotification(94, 2)));
    expect(changes).toEqual([
      { topics: ['payment', 'coin'], ids: { payment: 41 }, source: 'notification' },
      { topics: ['order'], ids: { order: 594 }, source: 'notification' },
    ]);

    unread.count = 2;
    act(() => lastPusher().deliver(CHANNEL, 'pusher:subscription_succeeded', {}));
    expect(changes.at(-1)).toEqual({ topics: [...liveTopics], source: 'reconnect' });
    off();
  });

  it.each([
    ['401', () => fail(401, '請登入或是登入失敗')],
    ['a 請登入 reply', () => fail(403, '請登入或是登入失敗')],
  ])('logs out and goes home when the unread count answers %s', async (_name, reply) => {
    mockFetch((call) => (call.path === '/v2/notification/unread-count' ? reply() : ok(builtinConfig)));
    const logouts = jest.fn();
    const off = on('auth:logout', logouts);
    renderWithRouter(<NotificationBell />, '/member/history');
    await waitFor(() => expect(authStore.getState().token).toBeNull());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(logouts).toHaveBeenCalledWith({ reason: 'unauthorized' });
    off();
  });

  it('disconnects when the member logs out', async () => {
    notificationApi([], { count: 0 });
    renderWithRouter(<NotificationBell />);
    await waitFor(() => expect(lastPusher()?.channels.has(CHANNEL)).toBe(true));
    act(() => authStore.setState({ token: null, member: null }));
    expect(lastPusher().disconnected).toBe(true);
  });

  describe('drawer', () => {
    const five = (from: number) => [0, 1, 2, 3, 4].map((i) => notification(from - i, { is_read: i > 1 }));

    it('lists 5 per page, appends the next page skipping ids already shown, and marks all read', async () => {
      const unread = { count: 2 };
      const calls = notificationApi([five(20), [notification(16, { is_read: true }), ...five(15).slice(0, 3)]], unread);
      renderWithRouter(<NotificationBell />);
      await screen.findByRole('button', { name: '通知，2 則未讀' });
      await userEvent.click(bell());

      const drawer = await screen.findByRole('dialog', { name: '通知' });
      const list = await within(drawer).findByRole('list', { name: '通知列表' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(5);
      expect(within(list).getAllByText('未讀：')).toHaveLength(2);
      await waitFor(() => expect(bell()).toHaveAccessibleName('通知'));
      expect(calls.find((c) => c.path === '/v2/notification/read-all')?.method).toBe('PUT');
      expect(calls.find((c) => c.path === '/v2/notification')?.query.get('limit')).toBe('5');

      await userEvent.click(within(drawer).getByRole('button', { name: '載入更多' }));
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(8));
      expect(within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent?.replace('未讀：', ''))).toEqual(
        [20, 19, 18, 17, 16, 15, 14, 13].map((id) => `通知 ${id}`),
      );
      expect(within(drawer).queryByRole('button', { name: '載入更多' })).toBeNull();
    });

    it('puts a notification that arrives while open on top and counts it', async () => {
      notificationApi([five(20)], { count: 0 });
      renderWithRouter(<NotificationBell />);
      await waitFor(() => expect(lastPusher()?.channels.has(CHANNEL)).toBe(true));
      await userEvent.click(bell());
      const list = await screen.findByRole('list', { name: '通知列表' });
      act(() => lastPusher().deliver(CHANNEL, 'notification', notification(21, {}, { notification_title: '店家已確認您的訂位' })));
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('店家已確認您的訂位');
      expect(bell()).toHaveAccessibleName('通知，1 則未讀');
    });

    it('starts again from page 1 after closing (Escape), returning focus to the bell', async () => {
      const calls = notificationApi([five(20), five(15)], { count: 0 });
      renderWithRouter(<NotificationBell />);
      await waitFor(() => expect(lastPusher()?.channels.has(CHANNEL)).toBe(true));
      await userEvent.click(bell());
      await userEvent.click(await screen.findByRole('button', { name: '載入更多' }));
      await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(10));
      act(() => lastPusher().deliver(CHANNEL, 'notification', notification(30)));

      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(bell()).toHaveFocus();

      await userEvent.click(bell());
      await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(5));
      expect(screen.queryByText('通知 30')).toBeNull();
      expect(calls.filter((c) => c.path === '/v2/notification').map((c) => c.query.get('page'))).toEqual(['1', '2', '1']);
    });

    it('keeps keyboard focus inside the drawer', async () => {
      notificationApi([[notification(20, { type: 'platform' }, { notification_platform_id: 1 })]], { count: 0 });
      renderWithRouter(<NotificationBell />);
      await userEvent.click(bell());
      const drawer = await screen.findByRole('dialog', { name: '通知' });
      const close = within(drawer).getByRole('button', { name: '關閉' });
      expect(close).toHaveFocus();
      const link = await within(drawer).findByRole('link', { name: '通知 20' });
      await userEvent.tab({ shift: true });
      expect(link).toHaveFocus();
      await userEvent.tab();
      expect(close).toHaveFocus();
      await userEvent.tab();
      expect(link).toHaveFocus();
    });

    it('says 目前沒有通知！ when there are none', async () => {
      notificationApi([], { count: 0 });
      renderWithRouter(<NotificationBell />);
      await userEvent.click(bell());
      expect(await screen.findByText('目前沒有通知！')).toBeInTheDocument();
    });

    it('marks an unread live notification read when its link is followed, and goes there', async () => {
      const calls = mockFetch((call) => {
        if (call.path === '/v2/realtime/config') return ok(builtinConfig);
        if (call.path === '/v2/notification/unread-count') return ok({ count: 0 });
        if (call.path === '/v2/notification/41/read') return ok({ count: 0 });
        if (call.path === '/v2/notification') return ok(page([], 1, 1));
        return fail(404, 'x');
      });
      renderWithRouter(<NotificationBell />);
      await waitFor(() => expect(lastPusher()?.channels.has(CHANNEL)).toBe(true));
      await userEvent.click(bell());
      await screen.findByText('目前沒有通知！');
      act(() => lastPusher().deliver(CHANNEL, 'notification', notification(41, { type: 'platform' }, { notification_title: '系統公告', notification_platform_id: 3 })));
      await userEvent.click(await screen.findByRole('link', { name: '系統公告' }));
      expect(screen.getByTestId('location')).toHaveTextContent('/member/news/3');
      expect(screen.queryByRole('dialog')).toBeNull();
      await waitFor(() => expect(bell()).toHaveAccessibleName('通知'));
      expect(calls.find((c) => c.path === '/v2/notification/41/read')?.method).toBe('PUT');
    });
  });
});
