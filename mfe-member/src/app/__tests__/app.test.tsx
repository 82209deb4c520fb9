import { render, screen, waitFor } from '@testing-library/react';
import { on } from '@joy/bus';
import { mockFetch, ok } from '../../test-utils/api-mock';
import { App } from '../app';

const pages: Array<[string, string]> = [
  ['/member/history', '訂位紀錄'],
  ['/member/history/payment-record', '付款紀錄'],
  ['/member/history/12', '訂位明細'],
  ['/member/mycollections', '我的收藏'],
  ['/member/news', '最新消息'],
  ['/member/news/3', '消息內容'],
  ['/member/comments', '我的評論'],
  ['/member/no-shows', '未到紀錄'],
  ['/member/settings', '帳號設定'],
  ['/member/settings/avatar', '更換頭像'],
  ['/member/history/payment-record/3', '付款明細'],
  ['/member/rewards', '樂幣紀錄'],
  ['/member/withdrawal', '樂幣提領'],
  ['/member/invitationCode', '邀請碼'],
  ['/member/redeem', '樂幣兌換'],
  ['/member/coupon', '優惠券'],
];

describe('member routes', () => {
  it.each(pages)('%s opens its page (loaded on demand) and asks a visitor to log in', async (path, title) => {
    const calls = mockFetch(() => ok(null));
    const opened = jest.fn();
    const off = on('auth:open-login', opened);
    window.history.pushState({}, '', path);
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    // The login prompt comes from the page's guard, which may run after the heading shows.
    await waitFor(() => expect(opened).toHaveBeenCalledWith({ redirect: path }));
    expect(calls).toHaveLength(0);
    off();
  });
});
