import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on } from '@joy/bus';
import { fail, logIn, logOut, mockFetch, ok, paged, store } from '../../../../test-utils/api-mock';
import { renderRoute } from '../../../../test-utils/render';
import { CollectionsPage } from '../collections-page';

beforeEach(() => logIn());
afterEach(() => act(() => logOut()));

describe('my collections (/member/mycollections)', () => {
  it('lists favourite stores 5 a page and uncollects one, which can be collected again', async () => {
    let collected = true;
    const calls = mockFetch((path, url) => {
      if (path === '/v2/member/collection') {
        collected = !collected;
        return ok({ is_collection: collected });
      }
      const page = Number(url.searchParams.get('page'));
      return ok(page === 1 ? paged([1, 2, 3, 4, 5].map((id) => store(id, id === 2 ? { comment_count: 0 } : {})), 1, 2) : paged([store(5), store(6)], 2, 2));
    });
    const toasts: string[] = [];
    const off = on('ui:toast', ({ message }) => toasts.push(message));
    renderRoute(<CollectionsPage />, { url: '/member/mycollections' });

    const link = await screen.findByRole('link', { name: '餐廳1' });
    expect(link).toHaveAttribute('href', '/store/1');
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/v2/member/collection/list?page=1' });
    const card = link.closest('li') as HTMLElement;
    expect(within(card).getByText(/1,200 則評論/)).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: '餐廳2' }).closest('li') as HTMLElement).getByText(/尚無評論/)).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: '取消收藏' }));
    expect(await within(card).findByRole('button', { name: '重新收藏' })).toHaveAttribute('aria-pressed', 'false');
    expect(calls.at(-1)).toMatchObject({ method: 'POST', url: '/v2/member/collection', body: { store_id: 1 } });
    expect(toasts).toEqual(['已取消收藏']);
    await userEvent.click(within(card).getByRole('button', { name: '重新收藏' }));
    expect(await within(card).findByRole('button', { name: '取消收藏' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '更多收藏' }));
    expect(await screen.findByRole('link', { name: '餐廳6' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '餐廳5' })).toHaveLength(1);
    off();
  });

  it('says 操作失敗 when the toggle fails and keeps the store collected', async () => {
    mockFetch((path) => (path === '/v2/member/collection' ? fail(404, '店家不存在') : ok(paged([store(1)], 1, 1))));
    const toasts: string[] = [];
    const off = on('ui:toast', ({ message }) => toasts.push(message));
    renderRoute(<CollectionsPage />, { url: '/member/mycollections' });
    await userEvent.click(await screen.findByRole('button', { name: '取消收藏' }));
    expect(toasts).toEqual(['操作失敗']);
    expect(screen.getByRole('button', { name: '取消收藏' })).toBeEnabled();
    off();
  });

  it('invites the member to browse stores when nothing is collected', async () => {
    mockFetch(() => ok(paged([], 1, 1)));
    renderRoute(<CollectionsPage />, { url: '/member/mycollections' });
    expect(await screen.findByText('還沒有收藏的餐廳，逛逛看有沒有喜歡的吧！')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去逛逛餐廳' })).toHaveAttribute('href', '/store');
  });

  it('shows an error with retry', async () => {
    let attempts = 0;
    mockFetch(() => (++attempts === 1 ? fail(500, '系統忙碌中，請稍後再試') : ok(paged([store(3)], 1, 1))));
    renderRoute(<CollectionsPage />, { url: '/member/mycollections' });
    await userEvent.click(await screen.findByRole('button', { name: '重新載入' }));
    expect(await screen.findByRole('link', { name: '餐廳3' })).toBeInTheDocument();
  });
});
