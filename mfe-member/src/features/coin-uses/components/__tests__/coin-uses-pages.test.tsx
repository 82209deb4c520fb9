import { act, screen } from '@testing-library/react';
import { on } from '@joy/bus';
import { logIn, logOut, mockFetch, ok } from '../../../../test-utils/api-mock';
import { renderRoute } from '../../../../test-utils/render';
import { CouponPage } from '../coupon-page';
import { RedeemPage } from '../redeem-page';

afterEach(() => act(() => logOut()));

describe('redeem (/member/redeem) and coupons (/member/coupon)', () => {
  it('explains how coins are used, with the validity and rate from the contract, and says nothing can be exchanged yet', () => {
    logIn();
    const calls = mockFetch(() => ok(null));
    renderRoute(<RedeemPage />, { url: '/member/redeem' });
    expect(screen.getByRole('heading', { level: 1, name: '樂幣兌換' })).toBeInTheDocument();
    expect(screen.getByText(/1 樂幣可折抵新台幣 1 元/)).toBeInTheDocument();
    expect(screen.getByText(/樂幣自獲得日起 120 天內有效/)).toBeInTheDocument();
    expect(screen.getByText(/目前沒有可兌換的商品/).closest('[role="status"]')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看樂幣紀錄' })).toHaveAttribute('href', '/member/rewards');
    expect(calls).toHaveLength(0);
  });

  it('shows the coupon page with its empty state', () => {
    logIn();
    renderRoute(<CouponPage />, { url: '/member/coupon' });
    expect(screen.getByRole('heading', { level: 1, name: '優惠券' })).toBeInTheDocument();
    expect(screen.getByText('目前沒有優惠券').closest('[role="status"]')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '逛逛合作店家' })).toHaveAttribute('href', '/store');
  });

  it.each([
    ['/member/redeem', <RedeemPage key="r" />, '樂幣兌換'],
    ['/member/coupon', <CouponPage key="c" />, '優惠券'],
  ])('%s asks a visitor to log in', (url, page, title) => {
    const opened = jest.fn();
    const off = on('auth:open-login', opened);
    renderRoute(page, { url });
    expect(opened).toHaveBeenCalledWith({ redirect: url });
    expect(screen.getByText(`請先登入會員，即可查看${title}。`)).toBeInTheDocument();
    off();
  });
});
