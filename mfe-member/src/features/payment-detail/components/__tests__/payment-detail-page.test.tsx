import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CommentDetail } from '@joy/contract';
import { formatDate } from '@joy/ui';
import { fail, logIn, logOut, mockFetch, ok } from '../../../../test-utils/api-mock';
import { payLogDetail, storeRef } from '../../../../test-utils/coin-fixtures';
import { renderRoute } from '../../../../test-utils/render';
import { PaymentDetailPage } from '../payment-detail-page';

const renderPayment = (id: string | number) =>
  renderRoute(<PaymentDetailPage />, { url: `/member/history/payment-record/${id}`, path: '/member/history/payment-record/:payLogId' });

const comment = (over: Partial<CommentDetail> = {}): CommentDetail => ({
  id: 55, order_id: null, pay_log_id: 4, store: storeRef(4), name: '林美玲', phone: '0912345678', title: '湯頭很棒',
  body: '麵線滑順\n大腸很入味', score: 5, sub_scores: [5, 4, 4, 5], images: ['/uploads/c/1.jpg'], reply: '謝謝您的支持', reply_at: null,
  created_at: '2026-11-01T00:00:00.000Z', updated_at: null, ...over,
});

beforeEach(() => logIn());
afterEach(() => act(() => logOut()));

describe('payment detail (/member/history/payment-record/:payLogId)', () => {
  it('shows store, amount, coins spent, reward with its parts, status and time, and offers 撰寫評論', async () => {
    const calls = mockFetch(() => ok(payLogDetail(4, { amount: 12_800, coins_used: 1_000, cash_amount: 11_800, reward_coins: 1_180, vip_reward_coins: 180, invite_reward_coins: 50, total_reward_coins: 1_410 })));
    renderPayment(4);
    expect(await screen.findByRole('heading', { name: '阿宗麵線 4' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/v2/pay-log/4' });
    expect(screen.getByText('付款完成')).toBeInTheDocument();
    expect(screen.getByText(formatDate('2026-10-31T04:30:00.000Z', true))).toBeInTheDocument();
    expect(screen.getByText('NT$ 12,800')).toBeInTheDocument();
    expect(screen.getByText('1,000 樂幣')).toBeInTheDocument();
    expect(screen.getByText('NT$ 11,800')).toBeInTheDocument();
    expect(screen.getByText('1,410 樂幣（店家回饋 10%：1,180、VIP 加碼 180、邀請獎勵 50）')).toBeInTheDocument();
    expect(screen.getByText('2027 年 2 月 28 日')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '撰寫評論' })).toHaveAttribute('href', '/leave-comment?slug=store-4&type=payment&payId=4');
    expect(screen.getByText('還沒有評論，分享這次的用餐體驗吧！')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '付款紀錄' })).toHaveAttribute('href', '/member/history/payment-record');
  });

  it('lists its comment with line breaks, photos and the reply, and offers 修改評論 with the comment id', async () => {
    mockFetch(() => ok(payLogDetail(4, { comment_id: 55, comments: [comment()] })));
    renderPayment(4);
    expect(await screen.findByRole('link', { name: '修改評論' })).toHaveAttribute('href', '/leave-comment?slug=store-4&type=payment&payId=4&commentId=55');
    expect(screen.getByRole('heading', { name: '湯頭很棒' })).toBeInTheDocument();
    expect(screen.getByText('麵線滑順', { exact: false }).querySelector('br')).not.toBeNull();
    expect(screen.getByLabelText('總評 5 分')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '評論照片 1' })).toHaveAttribute('src', '/uploads/c/1.jpg');
    expect(screen.getByText('謝謝您的支持')).toBeInTheDocument();
  });

  it('shows a refund without the review link, and the reward that could not be taken back', async () => {
    mockFetch(() => ok(payLogDetail(6, { status: 2, refunded_at: '2026-11-02T02:00:00.000Z', reward_shortfall: 18 })));
    renderPayment(6);
    expect(await screen.findByText('已退款')).toBeInTheDocument();
    expect(screen.getByText(formatDate('2026-11-02T02:00:00.000Z', true)).closest('dd')).toHaveTextContent('（18 樂幣回饋已使用或到期，無法收回）');
    expect(screen.queryByRole('link', { name: '撰寫評論' })).not.toBeInTheDocument();
    expect(screen.getByText('已退款的付款無法評論')).toBeInTheDocument();
  });

  it("shows 找不到此付款紀錄 for a 404 (another member's payment) and for an id that is not a number", async () => {
    mockFetch(() => fail(404, '找不到此付款紀錄'));
    const { unmount } = renderPayment(99);
    expect(await screen.findByText('找不到此付款紀錄')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '回付款紀錄' })).toHaveAttribute('href', '/member/history/payment-record');
    unmount();
    const calls = mockFetch(() => ok(payLogDetail(1)));
    renderPayment('abc');
    expect(screen.getByText('找不到此付款紀錄')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows an error with retry for other failures', async () => {
    let attempts = 0;
    mockFetch(() => (++attempts === 1 ? fail(500, '系統忙碌中，請稍後再試') : ok(payLogDetail(7))));
    renderPayment(7);
    await userEvent.click(await screen.findByRole('button', { name: '重新載入' }));
    expect(await screen.findByRole('heading', { name: '阿宗麵線 7' })).toBeInTheDocument();
  });
});
