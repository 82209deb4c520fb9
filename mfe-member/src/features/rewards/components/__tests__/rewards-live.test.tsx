import { act, screen } from '@testing-library/react';
import { emit, everyTopic, liveChangeOf } from '@joy/bus';
import { logIn, logOut, mockFetch, ok, paged } from '../../../../test-utils/api-mock';
import { balance, coinRecord } from '../../../../test-utils/coin-fixtures';
import { renderRoute } from '../../../../test-utils/render';
import { RewardsPage } from '../rewards-page';

beforeEach(() => logIn());
afterEach(() => act(() => logOut()));

/** The coin API as the server sees it: a payment at the counter changes the balance and adds a record. */
function coinApi() {
  const server = { balance: 100, records: [coinRecord(1, { coin: 100 })] };
  const calls = mockFetch((path) => (path === '/v2/member/coin' ? ok(balance({ balance: server.balance })) : ok(paged(server.records, 1, 1, 10))));
  return { server, calls };
}

describe('the open rewards page follows live events', () => {
  it('shows the new balance and record when a payment is announced, without a reload', async () => {
    const { server, calls } = coinApi();
    renderRoute(<RewardsPage />, { url: '/member/rewards' });
    expect(await screen.findByText('100', { selector: 'strong' })).toBeInTheDocument();
    expect(await screen.findByText('付款回饋 1')).toBeInTheDocument();

    // The partner API recorded a payment rewarding 50 coins; the shell announces it.
    server.balance = 150;
    server.records = [coinRecord(2, { coin: 50 }), ...server.records];
    act(() => emit('live:changed', liveChangeOf({ type: 'store_pay', data: { notification_pay_log_id: 2 } })));

    expect(await screen.findByText('150', { selector: 'strong' })).toBeInTheDocument();
    expect(await screen.findByText('付款回饋 2')).toBeInTheDocument();
    // The page kept what it showed while it re-fetched: no skeleton in between.
    expect(screen.getByText('付款回饋 1')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/v2/member/coin')).toHaveLength(2);
  });

  it('re-fetches after a reconnect, and leaves its data alone for changes about other things', async () => {
    const { server, calls } = coinApi();
    renderRoute(<RewardsPage />, { url: '/member/rewards' });
    expect(await screen.findByText('100', { selector: 'strong' })).toBeInTheDocument();
    await screen.findByText('付款回饋 1');
    const before = calls.length;

    act(() => emit('live:changed', liveChangeOf({ type: 'order', data: { order_id: 5 } })));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(calls).toHaveLength(before);

    server.balance = 80;
    act(() => emit('live:changed', everyTopic('reconnect')));
    expect(await screen.findByText('80', { selector: 'strong' })).toBeInTheDocument();
  });
});
