import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, ok } from '../../../../test-utils/api-mock';
import { renderRoute } from '../../../../test-utils/render';
import { ArticleListPage } from '../article-list-page';

const articles = (ids: number[], current: number, totalPages: number) => ({
  data: ids.map((id) => ({ id, title: `文章${id}`, summary: '', image: '/a.jpg', published_at: '2024-01-01', total: 0 })),
  pagination: { current_page: current, total_pages: totalPages, total: 12, per_page: 6 },
});

describe('articles (/article)', () => {
  it('pages hot articles with 更多文章 and switches to new articles', async () => {
    const calls = mockFetch((path, url) => {
      const page = Number(url.searchParams.get('page'));
      if (path === '/v2/article/hot') return ok(page === 1 ? articles([1, 2], 1, 2) : articles([2, 3], 2, 2));
      return ok(articles([9], 1, 1));
    });
    renderRoute(<ArticleListPage />, { url: '/article' });
    expect(await screen.findByText('文章1')).toBeInTheDocument();
    expect(calls[0].url).toBe('/v2/article/hot?limit=6&page=1');
    await userEvent.click(screen.getByRole('button', { name: '更多文章' }));
    expect(await screen.findByText('文章3')).toBeInTheDocument();
    expect(screen.getAllByText('文章2')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: '更多文章' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: '最新文章' }));
    expect(await screen.findByText('文章9')).toBeInTheDocument();
  });
});
