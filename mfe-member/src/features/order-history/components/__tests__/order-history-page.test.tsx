import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on } from '@joy/bus';
import { formatDate } from '@joy/ui';
import { fail, logIn, logOut, mockFetch, ok, order, paged } from '../../../../test-utils/api-mock';
import { payLog } from '../../../../test-utils/coin-fixtures';
import { renderRoute } from '../../../../test-utils/render';
import { OrderHistoryPage } from '../order-history-page';
import { PaymentRecordPage } from '../payment-record-page';

afterEach(() => act(() => logOut()));

describe('order history (/member/history)', () => {
  it('lists bookings with store, 年月日 date and time, party and status, and pages 5 at a time without repeats', async () => {
    logIn();
    const calls = mockFetch((path, url) => {
      const page = Number(url.searchParams.get('page'));
      if (page === 1) return ok(paged([order(1, { status: 1 }), order(2, { status: 0 }), order(3, { status: 4 }), order(4, { status: 7 }), order(5, { status: 6 })], 1, 2));
      // The server's page 2 repeats order 5 (a new booking shifted the pages): shown once.
      return ok(paged([order(5, { status: 6 }), order(6, { status: 5 })], 2, 2));
    });
    renderRoute(<OrderHistoryPage />, { url: '/member/history' });
    expect(screen.getByRole('status', { name: '載入中' })).toBeInTheDocument();

    const first = await screen.findByRole('link', { name: '鼎泰小館 1' });
    expect(first).toHaveAttribute('href', '/member/history/1');
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/v2/order-history?page=1' });
    const card = first.closest('li') as HTMLElement;
    expect(within(card).getByText('2099 年 11 月 1 日 18:30')).toBeInTheDocument();
    expect(within(card).getByText('大人 2 位、小孩 1 位')).toBeInTheDocument();
    expect(within(card).getByText('待確認')).toBeInTheDocument();
    expect(screen.getByText('已取消')).toBeInTheDocument();
    expect(screen.getByText('已保留')).toBeInTheDocument();
    expect(screen.getByText('已完成')).toBeInTheDocument();
    expect(screen.getByText('未到')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '更多訂位' }));
    expect(await screen.findByRole('link', { name: '鼎泰小館 6' })).toBeInTheDocument();
    expect(calls[1].url).toBe('/v2/order-history?page=2');
    expect(screen.getAllByRole('link', { name: '鼎泰小館 5' })).toHaveLength(1);
    expect(screen.getByText('已入座')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '更多訂位' })).not.toBeInTheDocument();
  });

  it('offers a way to book when there are no bookings, and links to the payment records', async () => {
    logIn();
    mockFetch(() => ok(paged([], 1, 1)));
    renderRoute(<OrderHistoryPage />, { url: '/member/history' });
    expect(await screen.findByText('目前沒有訂位紀錄')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去找餐廳訂位' })).toHaveAttribute('href', '/store');
    expect(screen.getByRole('link', { name: '付款紀錄' })).toHaveAttribute('href', '/member/history/payment-record');
    expect(screen.getByRole('link', { name: '訂位紀錄' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows an error with a retry that asks for the same page again', async () => {
    logIn();
    let attempts = 0;
    const calls = mockFetch(() => (++attempts === 1 ? fail(500, '系統忙碌中，請稍後再試') : ok(paged([order(9)], 1, 1))));
    renderRoute(<OrderHistoryPage />, { url: '/member/history' });
    await userEvent.click(await screen.findByRole('button', { name: '重新載入' }));
    expect(await screen.findByRole('link', { name: '鼎泰小館 9' })).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/v2/order-history?page=1', '/v2/order-history?page=1']);
  });

  it('asks a visitor to log in instead of loading anything', async () => {
    const calls = mockFetch(() => ok(paged([], 1, 1)));
    const opened = jest.fn();
    const off = on('auth:open-login', opened);
    renderRoute(<OrderHistoryPage />, { url: '/member/history' });
    expect(opened).toHaveBeenCalledWith({ redirect: '/member/history' });
    await userEvent.click(screen.getByRole('button', { name: '登入 / 註冊' }));
    expect(opened).toHaveBeenCalledTimes(2);
    expect(calls).toHaveLength(0);
    off();
  });
});

describe('payment records (/member/history/payment-record)', () => {
  it('lists payments with store, time, amount, coins spent and reward, 5 a page without repeats', async () => {
    logIn();
    const calls = mockFetch((_path, url) => {
      const page = Number(url.searchParams.get('page'));
      if (page === 1) return ok(paged([1, 2, 3, 4, 5].map((id) => payLog(id, id === 2 ? { status: 2, refunded_at: '2026-11-01T00:00:00.000Z', coins_used: 0, total_reward_coins: 0 } : {})), 1, 2));
      return ok(paged([payLog(5), payLog(6, { amount: 23_456 })], 2, 2));
    });
    renderRoute(<PaymentRecordPage />, { url: '/member/history/payment-record' });
    const first = await screen.findByRole('link', { name: '阿宗麵線 1' });
    expect(first).toHaveAttribute('href', '/member/history/payment-record/1');
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/v2/pay-log?page=1' });
    const card = first.closest('li') as HTMLElement;
    expect(within(card).getByText(formatDate('2026-10-31T04:30:00.000Z', true))).toBeInTheDocument();
    expect(within(card).getByText('消費金額 NT$ 1,280・折抵 100 樂幣・回饋 118 樂幣')).toBeInTheDocument();
    const refunded = screen.getByRole('link', { name: '阿宗麵線 2' }).closest('li') as HTMLElement;
    expect(within(refunded).getByText('已退款')).toBeInTheDocument();
    expect(within(refunded).getByText('消費金額 NT$ 1,280')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '付款紀錄' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('button', { name: '更多紀錄' }));
    expect(await screen.findByText(/消費金額 NT\$ 23,456/)).toBeInTheDocument();
    expect(calls[1].url).toBe('/v2/pay-log?page=2');
    expect(screen.getAllByRole('link', { name: '阿宗麵線 5' })).toHaveLength(1);
  });

  it('invites the member to pay at a partner store when there are no payments', async () => {
    logIn();
    mockFetch(() => ok(paged([], 1, 1)));
    renderRoute(<PaymentRecordPage />, { url: '/member/history/payment-record' });
    expect(await screen.findByText(/目前沒有付款紀錄/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '看看合作店家' })).toHaveAttribute('href', '/store');
  });

  it('shows an error with retry when the records fail', async () => {
    logIn();
    let attempts = 0;
    mockFetch(() => (++attempts === 1 ? fail(500, '系統忙碌中，請稍後再試') : ok(paged([payLog(8)], 1, 1))));
    renderRoute(<PaymentRecordPage />, { url: '/member/history/payment-record' });
    await userEvent.click(await screen.findByRole('button', { name: '重新載入' }));
    expect(await screen.findByRole('link', { name: '阿宗麵線 8' })).toBeInTheDocument();
  });
});
