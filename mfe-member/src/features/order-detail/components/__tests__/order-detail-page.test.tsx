import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DINER_ACTION_WORDS, ORDER_STATUS_WORDS } from '@joy/contract';
import { fail, logIn, logOut, mockFetch, ok, order } from '../../../../test-utils/api-mock';
import { renderRoute } from '../../../../test-utils/render';
import { OrderDetailPage } from '../order-detail-page';

const renderOrder = (id: string | number) => renderRoute(<OrderDetailPage />, { url: `/member/history/${id}`, path: '/member/history/:orderId' });

beforeEach(() => logIn());
afterEach(() => {
  jest.useRealTimers();
  act(() => logOut());
});

describe('order detail (/member/history/:orderId)', () => {
  it('shows the booking and keeps it (1|2 → 4): 已保留 for 3 s, and the buttons follow the new status', async () => {
    let current = order(12, { status: 2, purpose: '慶生', note: '靠窗\n有嬰兒車' });
    const calls = mockFetch((path, _url, call) => {
      if (call.method === 'PUT') {
        current = { ...current, status: 4 };
        return ok(current);
      }
      return ok(current);
    });
    renderOrder(12);
    expect(await screen.findByRole('heading', { name: '鼎泰小館 12' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/v2/order/12' });
    expect(screen.getByText('已確認')).toBeInTheDocument();
    expect(screen.getByText(ORDER_STATUS_WORDS[2].orderDetail)).toBeInTheDocument();
    expect(screen.getByText(DINER_ACTION_WORDS.keep.hint!)).toBeInTheDocument();
    expect(screen.getByText('2099 年 11 月 1 日 18:30')).toBeInTheDocument();
    expect(screen.getByText('慶生')).toBeInTheDocument();
    expect(screen.getByText('靠窗', { exact: false }).querySelector('br')).not.toBeNull();

    jest.useFakeTimers({ advanceTimers: true });
    await userEvent.click(screen.getByRole('button', { name: '保留訂位' }));
    expect(await screen.findByRole('dialog', { name: '已保留' })).toBeInTheDocument();
    expect(calls[1]).toMatchObject({ method: 'PUT', url: '/v2/order', body: { order_id: 12, status: 4 } });
    expect(screen.getByText('已保留', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText(ORDER_STATUS_WORDS[4].orderDetail)).toBeInTheDocument();
    // Held: still cancellable, no longer keepable.
    expect(screen.queryByRole('button', { name: '保留訂位' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '取消訂位' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByRole('dialog', { name: '已保留' })).not.toBeInTheDocument();
  });

  it('lists the special requests given — occasion, dietary notes, seating area, high chairs — and none of those left out', async () => {
    mockFetch(() => ok(order(15, { purpose: '紀念日', dietary_note: '不吃牛、花生過敏', seating_area: '包廂', high_chairs: 2 })));
    renderOrder(15);
    const occasion = await screen.findByText('用餐目的');
    expect(occasion.nextElementSibling).toHaveTextContent('紀念日');
    expect(screen.getByText('飲食禁忌與過敏').nextElementSibling).toHaveTextContent('不吃牛、花生過敏');
    expect(screen.getByText('座位偏好').nextElementSibling).toHaveTextContent('包廂');
    expect(screen.getByText('兒童座椅').nextElementSibling).toHaveTextContent('2 張');
  });

  it('shows no special-request rows for a booking without them', async () => {
    mockFetch(() => ok(order(16, { purpose: '' })));
    renderOrder(16);
    await screen.findByRole('heading', { name: '鼎泰小館 16' });
    for (const label of ['用餐目的', '飲食禁忌與過敏', '座位偏好', '兒童座椅']) expect(screen.queryByText(label)).toBeNull();
  });

  it('says a booking awaiting the store is sent and awaits it, and offers keep without saying it has no seat', async () => {
    mockFetch(() => ok(order(13, { status: 1 })));
    renderOrder(13);
    expect(await screen.findByText('待確認')).toBeInTheDocument();
    expect(screen.getByText(ORDER_STATUS_WORDS[1].orderDetail)).toHaveTextContent('已送出，等待餐廳確認');
    expect(screen.getByRole('button', { name: '保留訂位' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/保留座位/);
  });

  it('cancels only after the confirmation and says 已取消', async () => {
    let current = order(13, { status: 4 });
    const calls = mockFetch((_path, _url, call) => {
      if (call.method === 'PUT') current = { ...current, status: 0 };
      return ok(current);
    });
    renderOrder(13);
    await userEvent.click(await screen.findByRole('button', { name: '取消訂位' }));
    const confirm = screen.getByRole('dialog', { name: '確定要取消訂位嗎？' });
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(confirm).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: '取消訂位' }));
    await userEvent.click(screen.getByRole('button', { name: '確定取消' }));
    expect(await screen.findByRole('dialog', { name: '已取消' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ order_id: 13, status: 0 });
    expect(screen.queryByRole('button', { name: '取消訂位' })).not.toBeInTheDocument();
  });

  it('shows 失敗 with the reason when the API refuses, and reloads the order', async () => {
    const calls = mockFetch((_path, _url, call) =>
      call.method === 'PUT' ? fail(422, '失敗', { status: '此訂位已取消' }) : ok(order(14, { status: 2 })),
    );
    renderOrder(14);
    await userEvent.click(await screen.findByRole('button', { name: '保留訂位' }));
    expect(await screen.findByRole('dialog', { name: '失敗' })).toBeInTheDocument();
    expect(screen.getByText('此訂位已取消')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2));
  });

  it('offers no keep or cancel once the reservation time has passed', async () => {
    mockFetch(() => ok(order(15, { status: 2, date: '2020-01-01' })));
    renderOrder(15);
    expect(await screen.findByRole('heading', { name: '鼎泰小館 15' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保留訂位' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '取消訂位' })).not.toBeInTheDocument();
  });

  it('hides the buttons for a completed order (7) and offers 撰寫評論, or 修改評論 when a comment exists', async () => {
    mockFetch(() => ok(order(16, { status: 7, date: '2020-01-01' })));
    const { unmount } = renderOrder(16);
    expect(await screen.findByRole('link', { name: '撰寫評論' })).toHaveAttribute('href', '/leave-comment?id=16&type=order');
    expect(screen.queryByRole('button', { name: '取消訂位' })).not.toBeInTheDocument();
    unmount();

    mockFetch(() => ok({ ...order(17, { status: 7, date: '2020-01-01' }), comment_id: 88 }));
    renderOrder(17);
    expect(await screen.findByRole('link', { name: '修改評論' })).toHaveAttribute('href', '/leave-comment?id=17&type=order&commentId=88');
  });

  it("shows 找不到此訂位 for a 404 (another member's order) and for an id that is not a number", async () => {
    mockFetch(() => fail(404, '找不到此訂位'));
    const { unmount } = renderOrder(99);
    expect(await screen.findByText('找不到此訂位')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '回訂位紀錄' })).toHaveAttribute('href', '/member/history');
    unmount();

    const calls = mockFetch(() => ok(order(1)));
    renderOrder('abc');
    expect(screen.getByText('找不到此訂位')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows an error with retry for other failures', async () => {
    let attempts = 0;
    mockFetch(() => (++attempts === 1 ? fail(500, '系統忙碌中，請稍後再試') : ok(order(18))));
    renderOrder(18);
    await userEvent.click(await screen.findByRole('button', { name: '重新載入' }));
    expect(await screen.findByRole('heading', { name: '鼎泰小館 18' })).toBeInTheDocument();
  });
});
