import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit, liveChangeOf } from '@joy/bus';
import { logIn, logOut, mockFetch, ok, order, paged } from '../../../../test-utils/api-mock';
import { payLog } from '../../../../test-utils/coin-fixtures';
import { renderRoute } from '../../../../test-utils/render';
import { OrderHistoryPage } from '../order-history-page';
import { PaymentRecordPage } from '../payment-record-page';

beforeEach(() => logIn());
afterEach(() => act(() => logOut()));

const card = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;

describe('the open history lists follow live events', () => {
  it('re-fetches every page shown when an order changes: the confirmed booking says 已確認, page 2 stays', async () => {
    const statuses: Record<number, number> = { 1: 1, 2: 1, 3: 2, 4: 2, 5: 2, 6: 0 };
    const calls = mockFetch((_path, url) => {
      const page = Number(url.searchParams.get('page'));
      const ids = page === 1 ? [1, 2, 3, 4, 5] : [6];
      return ok(paged(ids.map((id) => order(id, { status: statuses[id] as 1 })), page, 2));
    });
    renderRoute(<OrderHistoryPage />, { url: '/member/history' });
    await screen.findByRole('link', { name: '鼎泰小館 1' });
    await userEvent.click(screen.getByRole('button', { name: '更多訂位' }));
    await screen.findByRole('link', { name: '鼎泰小館 6' });
    expect(within(card('鼎泰小館 2')).getByText('待確認')).toBeInTheDocument();

    statuses[2] = 2;
    act(() => emit('live:changed', liveChangeOf({ type: 'order', data: { order_id: 2 } })));
    expect(await within(card('鼎泰小館 2')).findByText('已確認')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '鼎泰小館 6' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(calls.map((c) => c.url)).toEqual(['/v2/order-history?page=1', '/v2/order-history?page=2', '/v2/order-history?page=1', '/v2/order-history?page=2']);
  });

  it('shows a payment made at the counter on top of the open payment records', async () => {
    let logs = [payLog(1)];
    mockFetch(() => ok(paged(logs, 1, 1)));
    renderRoute(<PaymentRecordPage />, { url: '/member/history/payment-record' });
    await screen.findByRole('link', { name: '阿宗麵線 1' });

    logs = [payLog(2), ...logs];
    act(() => emit('live:changed', liveChangeOf({ type: 'store_pay', data: { notification_pay_log_id: 2 } })));
    expect(await screen.findByRole('link', { name: '阿宗麵線 2' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /阿宗麵線/ }).map((a) => a.textContent)).toEqual(['阿宗麵線 2', '阿宗麵線 1']);
  });
});
