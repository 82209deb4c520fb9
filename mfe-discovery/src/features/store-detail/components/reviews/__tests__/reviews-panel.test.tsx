import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Paged, StoreComment, StoreCommentSummary } from '@joy/contract';
import { fail, mockFetch, ok } from '../../../../../test-utils/api-mock';
import { renderRoute } from '../../../../../test-utils/render';
import { CommentsPanel } from '../../comments-panel';

const summary: StoreCommentSummary = {
  average: 4.26,
  count: 100,
  histogram: [
    { score: 5, count: 62 },
    { score: 4, count: 20 },
    { score: 3, count: 10 },
    { score: 2, count: 5 },
    { score: 1, count: 3 },
  ],
  sub_scores: { food: 4.5, service: 4.1, ambience: 3.95, value: 4 },
  photo_count: 3,
};

const comment = (id: number, over: Partial<StoreComment> = {}): StoreComment => ({
  id, name: `食*${id}`, title: `標題 ${id}`, body: '好吃', score: 5, sub_scores: [5, 4, 4, 4], images: [], reply: null, reply_at: null, source: null, created_at: '2026-05-01T04:00:00.000Z', ...over,
});
const pageOf = (data: StoreComment[]): Paged<StoreComment> => ({ data, pagination: { current_page: 1, total_pages: 1, total: data.length, per_page: 5 } });

const latest = [
  comment(3, { score: 4, source: 'order', reply: '謝謝您！', reply_at: '2026-05-03T02:00:00.000Z' }),
  comment(2, { score: 1, source: 'payment' }),
  comment(1, { score: 5, images: ['/a.webp', '/b.webp'] }),
];
const photoComments = [comment(4, { title: '招牌牛肉麵', images: ['/c.webp'] }), comment(1, { images: ['/a.webp', '/b.webp'] })];

function serve(over: { summary?: () => Response } = {}) {
  return mockFetch((path, url) => {
    if (path === '/v2/store/1/comment-summary') return over.summary?.() ?? ok(summary);
    const sort = url.searchParams.get('sort');
    if (sort === 'score_asc') return ok(pageOf([...latest].sort((a, b) => a.score - b.score)));
    if (sort === 'photos') return ok(pageOf(photoComments));
    return ok(pageOf(latest));
  });
}

const renderPanel = () => renderRoute(<CommentsPanel storeId="1" />);

describe('store reviews', () => {
  it('sums the ratings up above the reviews, each bar with its words', async () => {
    serve();
    renderPanel();
    const bars = await screen.findByRole('list', { name: '各星等評論數' });
    expect(within(bars).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['5 星62 則', '4 星20 則', '3 星10 則', '2 星5 則', '1 星3 則']);
    expect(screen.getByLabelText('平均 4.3 顆星')).toHaveTextContent('4.3');
    expect(screen.getByText('100 則評論')).toBeInTheDocument();
    const subs = screen.getByLabelText('細項平均');
    expect(within(subs).getByText('餐點').nextSibling).toHaveTextContent('4.5');
    expect(within(subs).getByText('環境').nextSibling).toHaveTextContent('4.0');
    expect(screen.getByRole('tab', { name: '照片（3）' })).toBeInTheDocument();
  });

  it('leaves the summary out when it cannot be read, and the reviews still show', async () => {
    serve({ summary: () => fail(500, '系統忙碌中，請稍後再試') });
    renderPanel();
    expect(await screen.findByText('標題 3')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '各星等評論數' })).not.toBeInTheDocument();
  });

  it('marks dined reviews with where they come from and shows the store reply with its date', async () => {
    serve();
    renderPanel();
    const fromBooking = (await screen.findByText('標題 3')).closest('li') as HTMLElement;
    expect(within(fromBooking).getByText(/已用餐/)).toHaveTextContent('已用餐・訂位後評論');
    expect(within(fromBooking).getByText(/已用餐/)).toHaveAttribute('title', expect.stringContaining('訂位'));
    expect(within(fromBooking).getByText('店家回覆')).toBeInTheDocument();
    expect(within(fromBooking).getByText('2026 年 5 月 3 日')).toHaveAttribute('datetime', '2026-05-03T02:00:00.000Z');
    const fromPayment = screen.getByText('標題 2').closest('li') as HTMLElement;
    expect(within(fromPayment).getByText(/已用餐/)).toHaveTextContent('已用餐・消費後評論');
    const seeded = screen.getByText('標題 1').closest('li') as HTMLElement;
    expect(within(seeded).queryByText(/已用餐/)).not.toBeInTheDocument();
    expect(within(seeded).queryByText('店家回覆')).not.toBeInTheDocument();
  });

  it('switches the order: 最新 by default, then 最低分 asks the API for score_asc', async () => {
    const calls = serve();
    renderPanel();
    await screen.findByText('標題 3');
    const group = screen.getByRole('group', { name: '評論排序' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['最新', '最高分', '最低分', '有照片']);
    expect(within(group).getByRole('button', { name: '最新' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls.filter((c) => c.url.startsWith('/v2/store/1/comment?')).map((c) => c.url)).toEqual(['/v2/store/1/comment?page=1&limit=5']);

    await userEvent.click(within(group).getByRole('button', { name: '最低分' }));
    expect(within(group).getByRole('button', { name: '最低分' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: '最新' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/v2/store/1/comment?page=1&limit=5&sort=score_asc'));
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['評分摘要', '標題 2', '標題 3', '標題 1']));
  });

  it('opens the photos in a gallery: ←/→ move round the ends, the position is announced, Escape closes and the focus goes back', async () => {
    serve();
    renderPanel();
    await userEvent.click(await screen.findByRole('tab', { name: /照片/ }));
    const grid = await screen.findByRole('list', { name: '評論照片' });
    const thumbs = within(grid).getAllByRole('button');
    expect(thumbs).toHaveLength(3);
    for (const img of grid.querySelectorAll('img')) expect(img).toHaveAttribute('loading', 'lazy');

    await userEvent.click(thumbs[1]);
    const dialog = await screen.findByRole('dialog', { name: '評論照片' });
    const picture = within(dialog).getByRole('img');
    expect(picture).toHaveAttribute('src', '/a.webp');
    expect(picture).toHaveAttribute('alt', '食*1的評論「標題 1」照片 1');
    expect(within(dialog).getByText('2 / 3')).toHaveAttribute('aria-live', 'polite');

    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/b.webp');
    expect(within(dialog).getByText('3 / 3')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/c.webp');
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', '食*4的評論「招牌牛肉麵」照片');
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('3 / 3')).toBeInTheDocument();

    // Tab stays inside the dialog.
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumbs[1]).toHaveFocus();
  });

  it('turns the photo with a swipe on touch', async () => {
    serve();
    renderPanel();
    await userEvent.click(await screen.findByRole('tab', { name: /照片/ }));
    const grid = await screen.findByRole('list', { name: '評論照片' });
    await userEvent.click(within(grid).getAllByRole('button')[0]);
    const dialog = await screen.findByRole('dialog', { name: '評論照片' });
    const figure = within(dialog).getByRole('figure');
    act(() => {
      fireEvent.touchStart(figure, { touches: [{ clientX: 300 }] });
      fireEvent.touchEnd(figure, { changedTouches: [{ clientX: 100 }] });
    });
    expect(within(dialog).getByText('2 / 3')).toBeInTheDocument();
    act(() => {
      fireEvent.touchStart(figure, { touches: [{ clientX: 100 }] });
      fireEvent.touchEnd(figure, { changedTouches: [{ clientX: 120 }] });
    });
    expect(within(dialog).getByText('2 / 3')).toBeInTheDocument();
    act(() => {
      fireEvent.touchStart(figure, { touches: [{ clientX: 100 }] });
      fireEvent.touchEnd(figure, { changedTouches: [{ clientX: 300 }] });
    });
    expect(within(dialog).getByText('1 / 3')).toBeInTheDocument();
  });

  it('says so when no review has a photo', async () => {
    mockFetch((path, url) => (path.endsWith('/comment-summary') ? ok({ ...summary, photo_count: 0 }) : ok(pageOf(url.searchParams.get('sort') === 'photos' ? [] : latest))));
    renderPanel();
    await userEvent.click(await screen.findByRole('tab', { name: '照片（0）' }));
    expect(await screen.findByText('還沒有評論照片')).toBeInTheDocument();
  });
});
