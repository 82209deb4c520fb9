import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CommentDetail } from '@joy/contract';
import { fail, logIn, logOut, mockFetch, ok, paged } from '../../../../test-utils/api-mock';
import { renderRoute } from '../../../../test-utils/render';
import { CommentsPage } from '../comments-page';

const comment = (id: number, over: Partial<CommentDetail> = {}): CommentDetail => ({
  id, order_id: 100 + id, pay_log_id: null, store: { id: 30 + id, slug: `store-${id}`, name: `小籠包 ${id} 號店`, logo: '' },
  name: '林美玲', phone: '0912345678', title: `好吃 ${id}`, body: '湯汁飽滿\n皮薄', score: 4, sub_scores: [4, 3, 2, 1], images: [], reply: null,
  reply_at: null, created_at: '2026-10-20T12:00:00+08:00', updated_at: null, ...over,
});

const renderComments = () => renderRoute(<CommentsPage />, { url: '/member/comments' });

beforeEach(() => logIn());
afterEach(() => act(() => logOut()));

describe('my comments (/member/comments)', () => {
  it('shows score, sub scores, body with line breaks, photos, the store reply and an edit link', async () => {
    const calls = mockFetch(() =>
      ok(paged([
        comment(1, { images: ['/uploads/c/1.jpg', '/uploads/c/2.jpg'], reply: '謝謝您的光臨！\n歡迎再來', reply_at: '2026-10-21T09:00:00+08:00', updated_at: '2026-10-20T13:00:00+08:00' }),
        comment(2, { order_id: null, pay_log_id: 55 }),
      ], 1, 1)),
    );
    renderComments();
    const store = await screen.findByRole('link', { name: '小籠包 1 號店' });
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/v2/member/comment/list?page=1' });
    const item = store.closest('li') as HTMLElement;
    expect(within(item).getByLabelText('總評 4 分')).toBeInTheDocument();
    expect(within(item).getByLabelText('細項評分')).toHaveTextContent('餐點 4服務 3環境 2價格 1');
    expect(within(item).getByRole('heading', { name: '好吃 1' })).toBeInTheDocument();
    expect(within(item).getByText(/湯汁飽滿/).querySelector('br')).not.toBeNull();
    expect(within(item).getAllByRole('img')).toHaveLength(2);
    expect(within(item).getByText('店家回覆')).toBeInTheDocument();
    expect(within(item).getByText(/謝謝您的光臨/).querySelector('br')).not.toBeNull();
    expect(within(item).getByText(/（已編輯）/)).toBeInTheDocument();
    expect(within(item).getByText('2026 年 10 月 20 日')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: '修改「小籠包 1 號店」的評論' })).toHaveAttribute('href', '/leave-comment?id=101&type=order&commentId=1');
    expect(screen.getByRole('link', { name: '修改「小籠包 2 號店」的評論' })).toHaveAttribute('href', '/leave-comment?slug=store-2&type=payment&payId=55&commentId=2');
  });

  it('clamps a long body to 5 lines with 展開 / 收合', async () => {
    mockFetch(() => ok(paged([comment(3, { body: '一\n二\n三\n四\n五\n六' })], 1, 1)));
    renderComments();
    const toggle = await screen.findByRole('button', { name: '展開' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: '收合' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('pages 5 at a time without repeating a comment', async () => {
    const calls = mockFetch((_path, url) =>
      ok(url.searchParams.get('page') === '1' ? paged([1, 2, 3, 4, 5].map((id) => comment(id)), 1, 2) : paged([comment(5), comment(6)], 2, 2)),
    );
    renderComments();
    await userEvent.click(await screen.findByRole('button', { name: '更多評論' }));
    expect(await screen.findByRole('link', { name: '小籠包 6 號店' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '小籠包 5 號店' })).toHaveLength(1);
    expect(calls[1].url).toBe('/v2/member/comment/list?page=2');
  });

  it('shows the empty state when there are no comments', async () => {
    mockFetch(() => ok(paged([], 1, 1)));
    renderComments();
    expect(await screen.findByText('還沒有發表過評論，用餐完成後就能分享心得')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看訂位紀錄' })).toHaveAttribute('href', '/member/history');
  });

  it('shows an error with retry', async () => {
    let attempts = 0;
    mockFetch(() => (++attempts === 1 ? fail(500, '系統忙碌中，請稍後再試') : ok(paged([comment(7)], 1, 1))));
    renderComments();
    await userEvent.click(await screen.findByRole('button', { name: '重新載入' }));
    expect(await screen.findByRole('link', { name: '小籠包 7 號店' })).toBeInTheDocument();
  });
});
