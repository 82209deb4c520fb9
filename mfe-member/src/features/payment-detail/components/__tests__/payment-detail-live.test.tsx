import { act, screen } from '@testing-library/react';
import { emit, liveChangeOf } from '@joy/bus';
import { logIn, logOut, mockFetch, ok } from '../../../../test-utils/api-mock';
import { payLogDetail } from '../../../../test-utils/coin-fixtures';
import { renderRoute } from '../../../../test-utils/render';
import { PaymentDetailPage } from '../payment-detail-page';

beforeEach(() => logIn());
afterEach(() => act(() => logOut()));

describe('the open payment detail follows live events', () => {
  it('says 已退款 when the store refunds this payment, and ignores another payment', async () => {
    let status: 1 | 2 = 1;
    const calls = mockFetch(() => ok(payLogDetail(4, { status, refunded_at: status === 2 ? '2026-11-02T00:00:00.000Z' : null })));
    renderRoute(<PaymentDetailPage />, { url: '/member/history/payment-record/4', path: '/member/history/payment-record/:payLogId' });
    expect(await screen.findByText('付款完成')).toBeInTheDocument();

    status = 2;
    act(() => emit('live:changed', liveChangeOf({ type: 'store_pay', data: { notification_pay_log_id: 5 } })));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(calls).toHaveLength(1);

    act(() => emit('live:changed', liveChangeOf({ type: 'store_pay', data: { notification_pay_log_id: 4, notification_store_pay_status: 2 } })));
    expect(await screen.findByText('已退款')).toBeInTheDocument();
    expect(screen.getByText('退款時間')).toBeInTheDocument();
  });
});
