import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReceivedCoupon } from '@joy/contract';
import { liveChanged, on } from '@joy/bus';
import { fail, logIn, logOut, mockFetch, ok, paged } from '../../../../test-utils/api-mock';
import { balance, coinRecord, storeRef } from '../../../../test-utils/coin-fixtures';
import { renderRoute } from '../../../../test-utils/render';
import { CouponPage } from '../coupon-page';
import { RedeemPage } from '../redeem-page';

afterEach(() => act(() => logOut()));

const coupon = (id: number, over: Partial<ReceivedCoupon> = {}): ReceivedCoupon => ({
  id, status: 'given', dealer_name: '天使王', expires_at: '2026-11-15T02:00:00.000Z', activated_at: null, created_at: '2026-11-01T02:00:00.000Z', ...over,
});

/** A reply that never comes (the loading state). */
const never = () => new Promise<Response>(() => undefined);

describe('coupons (/member/coupon)', () => {
  it('shows placeholders while the coupons load', () => {
    logIn();
    mockFetch(never);
    renderRoute(<CouponPage />, { url: '/member/coupon' });
    expect(screen.getByRole('heading', { level: 1, name: '優惠券' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '載入中' })).toHaveAttribute('aria-busy', 'true');
  });

  it('says so when no coupon was received, with the way to the VIP plan', async () => {
    logIn();
    const calls = mockFetch(() => ok(paged([], 1, 1, 10)));
    renderRoute(<CouponPage />, { url: '/member/coupon' });
    expect((await screen.findByText('目前沒有優惠券')).closest('[role="status"]')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '了解 VIP 方案' })).toHaveAttribute('href', '/member/angelPlan');
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/v2/member/coupon/list?page=1' });
  });

  it('lists the gift coupons with the giver and their state; one still given links to its activation, and an activation re-fetches', async () => {
    logIn();
    let activated = false;
    mockFetch(() =>
      ok(paged([coupon(3, activated ? { status: 'activated', activated_at: '2026-11-03T02:00:00.000Z' } : {}), coupon(2, { status: 'activated', activated_at: '2026-10-02T02:00:00.000Z' }), coupon(1, { status: 'expired' })], 1, 1, 10)),
    );
    renderRoute(<CouponPage />, { url: '/member/coupon' });
    const list = await screen.findByRole('list', { name: '優惠券' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]).getByText('可啟用')).toBeInTheDocument();
    expect(within(items[0]).getByText('天使王 於 2026 年 11 月 1 日 贈送・方案編號 3')).toBeInTheDocument();
    expect(within(items[0]).getByRole('link', { name: '前往啟用方案編號 3' })).toHaveAttribute('href', '/member/angelPlan?coupon=3');
    expect(within(items[1]).getByText('已啟用')).toBeInTheDocument();
    expect(within(items[1]).getByText('已於 2026 年 10 月 2 日 啟用')).toBeInTheDocument();
    expect(within(items[1]).queryByRole('link')).toBeNull();
    expect(within(items[2]).getByText('已過期')).toBeInTheDocument();

    activated = true;
    act(() => liveChanged(['subscription']));
    expect(await within(list).findByText('已於 2026 年 11 月 3 日 啟用')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /前往啟用/ })).toBeNull();
  });

  it('offers a retry when the list cannot be read', async () => {
    logIn();
    let broken = true;
    mockFetch(() => (broken ? fail(500, '操作失敗') : ok(paged([coupon(1)], 1, 1, 10))));
    renderRoute(<CouponPage />, { url: '/member/coupon' });
    const retry = await screen.findByRole('button', { name: /重新|再試/ });
    broken = false;
    await userEvent.click(retry);
    expect(await screen.findByText('可啟用')).toBeInTheDocument();
  });
});

describe('redeem (/member/redeem)', () => {
  const reply = (records: ReturnType<typeof coinRecord>[]) => (path: string) => (path === '/v2/member/coin' ? ok(balance()) : ok(paged(records, 1, 1, 10)));

  it('shows placeholders while the records load', async () => {
    logIn();
    mockFetch((path) => (path === '/v2/member/coin' ? ok(balance()) : never()));
    renderRoute(<RedeemPage />, { url: '/member/redeem' });
    expect(screen.getByRole('status', { name: '載入中' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('12,345')).toBeInTheDocument();
  });

  it('says what coins can be exchanged for, with the balance, and that there is no record yet', async () => {
    logIn();
    const calls = mockFetch(reply([]));
    renderRoute(<RedeemPage />, { url: '/member/redeem' });
    expect(screen.getByRole('heading', { level: 1, name: '樂幣兌換' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '合作店家消費折抵' })).toBeInTheDocument();
    expect(screen.getByText(/1 樂幣可折抵新台幣 1 元/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '出示付款碼' })).toHaveAttribute('href', '/member/rewards');
    expect(screen.getByRole('link', { name: '提領樂幣' })).toHaveAttribute('href', '/member/withdrawal');
    expect(screen.getByText(/樂幣自獲得日起 120 天內有效/)).toBeInTheDocument();
    expect(await screen.findByText('12,345')).toBeInTheDocument();
    expect((await screen.findByText('目前沒有兌換紀錄')).closest('[role="status"]')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain('/v2/member/coin/history/redeem?page=1');
  });

  it('lists the redemption records as the rewards page does: the store leads to the payment, and the coins spent', async () => {
    logIn();
    mockFetch(reply([coinRecord(9, { reason: 'spend', title: '阿宗麵線 3 消費折抵', coin: -30, store: storeRef(3) }), coinRecord(8, { reason: 'redeem', title: '樂幣兌換', coin: -200, store: null })]));
    renderRoute(<RedeemPage />, { url: '/member/redeem' });
    const list = await screen.findByRole('list', { name: '兌換紀錄' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]).getByRole('heading', { name: '阿宗麵線 3 消費折抵' })).toBeInTheDocument();
    expect(within(items[0]).getByRole('link', { name: '阿宗麵線 3' })).toHaveAttribute('href', '/member/history/payment-record/3');
    expect(within(items[0]).getByLabelText('扣除 30 樂幣')).toHaveTextContent('−30');
    expect(within(items[1]).getByLabelText('扣除 200 樂幣')).toHaveTextContent('−200');
    expect(await screen.findByText('12,345')).toBeInTheDocument();
  });
});

it.each([
  ['/member/redeem', <RedeemPage key="r" />, '樂幣兌換'],
  ['/member/coupon', <CouponPage key="c" />, '優惠券'],
])('%s asks a visitor to log in', (url, page, title) => {
  const opened = jest.fn();
  const off = on('auth:open-login', opened);
  const calls = mockFetch(() => ok(null));
  renderRoute(page, { url });
  expect(opened).toHaveBeenCalledWith({ redirect: url });
  expect(screen.getByText(`請先登入會員，即可查看${title}。`)).toBeInTheDocument();
  expect(calls).toHaveLength(0);
  off();
});
