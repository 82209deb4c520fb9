import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@joy/auth';
import type { Notification } from '@joy/contract';
import { notificationStore } from '../../stores/notifications';
import { NotificationItem } from '../notification-item';
import { fail, mockFetch, notification, ok, orderNotification, renderWithRouter } from './fixtures';

function renderItem(item: Notification, onOpen = jest.fn()) {
  renderWithRouter(
    <ul>
      <NotificationItem notification={item} onOpen={onOpen} />
    </ul>,
  );
  return onOpen;
}

beforeEach(() => {
  notificationStore.getState().reset();
  authStore.setState({ token: 'member-token', member: { id: 7, name: '林美玲', avatar: '', is_joy_dealer: false } });
});
afterEach(() => {
  jest.useRealTimers();
  authStore.setState({ token: null, member: null });
});

describe('a notification in the drawer', () => {
  it('shows title, body with line breaks, the store logo when it has no image, and the time as YYYY 年 M 月 D 日 HH:mm', () => {
    renderItem(notification(1, { notifiaction_created_at: '2026-03-05T14:07:00' }, { notification_body: '第一行\n第二行', store_logo: '/uploads/logo.png' }));
    const item = screen.getByRole('listitem');
    expect(within(item).getByRole('heading', { name: /^未讀：\s*通知 1$/ })).toBeInTheDocument();
    expect(item.querySelector('p')?.innerHTML).toContain('第一行<br>第二行');
    expect(item.querySelector('img')).toHaveAttribute('src', '/uploads/logo.png');
    expect(within(item).getByText('2026 年 3 月 5 日 14:07')).toBeInTheDocument();
  });

  it('prefers the notification image and shows no unread mark once read', () => {
    renderItem(notification(2, { is_read: true }, { notification_image: '/uploads/banner.jpg', store_logo: '/uploads/logo.png' }));
    expect(screen.getByRole('listitem').querySelector('img')).toHaveAttribute('src', '/uploads/banner.jpg');
    expect(screen.queryByText('未讀：')).toBeNull();
  });

  describe('order, status 1 or 2 with the reservation ahead: 保留', () => {
    it.each([1, 2])('keeps a status %i order with PUT /v2/order {order_id, status: 4}: 已保留 for 3 s, then the button is gone', async (status) => {
      const calls = mockFetch((call) => (call.path === '/v2/order' ? ok({ id: 501, status: 4 }) : fail(404, 'x')));
      renderItem(orderNotification(1, status));
      jest.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(screen.getByRole('button', { name: '保留' }));
      expect(await screen.findByText('已保留')).toBeInTheDocument();
      expect(calls).toEqual([expect.objectContaining({ method: 'PUT', path: '/v2/order', body: { order_id: 501, status: 4 } })]);
      expect(screen.queryByRole('button', { name: '保留' })).toBeNull();
      act(() => jest.advanceTimersByTime(3000));
      expect(screen.queryByText('已保留')).toBeNull();
    });

    it('shows 失敗 for 3 s when the keep fails, and the button stays', async () => {
      mockFetch(() => fail(422, '此訂位目前無法變更'));
      renderItem(orderNotification(1, 2));
      jest.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(screen.getByRole('button', { name: '保留' }));
      expect(await screen.findByText('失敗')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '保留' })).toBeEnabled();
      act(() => jest.advanceTimersByTime(3000));
      expect(screen.queryByText('失敗')).toBeNull();
    });

    it('shows 已取消 when the order was cancelled meanwhile', async () => {
      mockFetch(() => fail(422, '此訂位已取消'));
      renderItem(orderNotification(1, 1));
      await userEvent.click(screen.getByRole('button', { name: '保留' }));
      expect(await screen.findByText('已取消')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '保留' })).toBeNull();
    });

    it('shows 已保留 when the order turns out to be held already', async () => {
      mockFetch(() => fail(422, '此訂位已保留'));
      renderItem(orderNotification(1, 2));
      await userEvent.click(screen.getByRole('button', { name: '保留' }));
      expect(await screen.findByText('已保留')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '保留' })).toBeNull();
    });

    it('stops offering keep on the other notifications about the same order once it is kept', async () => {
      mockFetch(() => ok({ id: 501, status: 4 }));
      const booked = orderNotification(1, 1, { notification_title: '訂位成功' });
      const confirmed = { ...orderNotification(1, 2, { notification_title: '訂位已確認' }), id: 2 };
      renderWithRouter(
        <ul>
          <NotificationItem notification={confirmed} onOpen={jest.fn()} />
          <NotificationItem notification={booked} onOpen={jest.fn()} />
        </ul>,
      );
      expect(screen.getAllByRole('button', { name: '保留' })).toHaveLength(2);
      await userEvent.click(within(screen.getAllByRole('listitem')[0]).getByRole('button', { name: '保留' }));
      expect(await within(screen.getAllByRole('listitem')[0]).findByText('已保留')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '保留' })).toBeNull();
    });

    it('offers no keep once the reservation time has passed, or when the order is no longer 1 or 2', () => {
      renderItem(orderNotification(1, 2, { order_reservation_date: '2020-01-01' }));
      renderItem(orderNotification(2, 1, { order_status: 4 }));
      renderItem(orderNotification(3, 1, { order_status: 0 }));
      expect(screen.queryByRole('button', { name: '保留' })).toBeNull();
    });
  });

  it('shows the reservation details for status 5, with no buttons', () => {
    renderItem(orderNotification(1, 5));
    const details = screen.getByRole('listitem').querySelector('dl[aria-label="訂位資訊"]');
    expect(details).toHaveTextContent('日期2099 年 11 月 1 日時間18:30人數大人 2 位、小孩 1 位');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link', { name: '撰寫評論' })).toBeNull();
  });

  it('shows the details and 撰寫評論 for status 7 (completed), and no keep', async () => {
    const onOpen = renderItem(orderNotification(3, 7, { order_child_num: 0 }));
    expect(screen.getByRole('listitem')).toHaveTextContent('大人 2 位');
    expect(screen.getByRole('listitem')).not.toHaveTextContent('小孩');
    const review = screen.getByRole('link', { name: '撰寫評論' });
    expect(review).toHaveAttribute('href', '/leave-comment?id=503&type=order');
    expect(screen.queryByRole('button', { name: '保留' })).toBeNull();
    await userEvent.click(review);
    expect(onOpen).toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/leave-comment?id=503&type=order');
  });

  it('opens the order it is about', () => {
    renderItem(orderNotification(4, 2));
    expect(screen.getByRole('link', { name: '訂位已確認' })).toHaveAttribute('href', '/member/history/504');
  });

  describe('withdrawal', () => {
    const withdrawal = (status: number) => notification(9, { type: 'member_withdraw' }, { notification_title: '提領通知', notification_member_withdraw_status: status });

    it('status 2 opens the payment record', () => {
      renderItem(withdrawal(2));
      expect(screen.getByRole('link', { name: '提領通知' })).toHaveAttribute('href', '/member/history/payment-record');
      expect(screen.queryByRole('link', { name: '前往開通' })).toBeNull();
    });

    it('status 4 opens the rewards', () => {
      renderItem(withdrawal(4));
      expect(screen.getByRole('link', { name: '提領通知' })).toHaveAttribute('href', '/member/rewards');
    });

    it('status 3 shows 前往開通 and opens the withdrawal record on the member\'s coin withdrawals', async () => {
      const onOpen = renderItem(withdrawal(3));
      expect(screen.getByRole('link', { name: '提領通知' })).toHaveAttribute('href', '/member/withdrawal-record?tab=coin');
      await userEvent.click(screen.getByRole('link', { name: '前往開通' }));
      expect(screen.getByTestId('location')).toHaveTextContent('/member/withdrawal-record?tab=coin');
      expect(onOpen).toHaveBeenCalled();
    });
  });

  it('opens the payment record of a store payment and the news item of a platform notification', () => {
    renderItem(notification(5, { type: 'store_pay' }, { notification_title: '付款成功', notification_pay_log_id: 88 }));
    renderItem(notification(6, { type: 'platform' }, { notification_title: '平台公告', notification_platform_id: 12 }));
    expect(screen.getByRole('link', { name: '付款成功' })).toHaveAttribute('href', '/member/history/payment-record/88');
    expect(screen.getByRole('link', { name: '平台公告' })).toHaveAttribute('href', '/member/news/12');
  });
});
