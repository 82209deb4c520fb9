import { act, screen } from '@testing-library/react';
import { emit, liveChangeOf } from '@joy/bus';
import { logIn, logOut, mockFetch, ok, order } from '../../../../test-utils/api-mock';
import { renderRoute } from '../../../../test-utils/render';
import { OrderDetailPage } from '../order-detail-page';

beforeEach(() => logIn());
afterEach(() => act(() => logOut()));

describe('the open order detail follows live events', () => {
  it('goes 待確認 → 已確認 when the store confirms, and ignores news about another order', async () => {
    let status: 1 | 2 = 1;
    const calls = mockFetch(() => ok(order(12, { status })));
    renderRoute(<OrderDetailPage />, { url: '/member/history/12', path: '/member/history/:orderId' });
    expect(await screen.findByText('待確認')).toBeInTheDocument();

    status = 2;
    act(() => emit('live:changed', liveChangeOf({ type: 'order', data: { order_id: 13, notification_order_status: 2 } })));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(calls).toHaveLength(1);
    expect(screen.getByText('待確認')).toBeInTheDocument();

    act(() => emit('live:changed', liveChangeOf({ type: 'order', data: { order_id: 12, notification_order_status: 2 } })));
    expect(await screen.findByText('已確認')).toBeInTheDocument();
    expect(screen.queryByText('待確認')).not.toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/v2/order/12', '/v2/order/12']);
  });
});
