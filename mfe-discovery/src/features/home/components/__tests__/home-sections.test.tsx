import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockFetch, ok, searchParams } from '../../../../test-utils/api-mock';
import { renderRoute } from '../../../../test-utils/render';
import { BANNER_CLOSED_KEY } from '../download-banner';
import { HomePage } from '../home-page';

const api = () =>
  mockFetch((path) => {
    if (path === '/v2/map/search/params') return ok(searchParams);
    if (path === '/v2/article/hot') {
      return ok({ data: [{ id: 4, title: '台北十大火鍋', summary: '', image: '/a.jpg', published_at: '2024-01-01', total: 3 }], pagination: { current_page: 1, total_pages: 1, total: 1, per_page: 3 } });
    }
    if (path === '/v2/ranking') return ok({ hot: [], new: [] });
    if (path === '/v2/carousel') return ok([]);
    return fail(404, 'x');
  });

describe('home sections', () => {
  beforeEach(() => sessionStorage.clear());

  it('links food types to the filtered store list and shows hot articles', async () => {
    api();
    renderRoute(<HomePage />);
    expect(await screen.findByRole('link', { name: '拉麵' })).toHaveAttribute('href', '/store?food_types=8');
    expect(await screen.findByRole('heading', { name: '熱門文章' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /台北十大火鍋/ })).toHaveAttribute('href', '/article/4');
  });

  it('shows the download banner until closed, and remembers the closure for the session', async () => {
    api();
    const { unmount } = renderRoute(<HomePage />);
    expect(screen.getByRole('complementary', { name: '下載樂享 App' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '關閉下載提示' }));
    expect(screen.queryByRole('complementary', { name: '下載樂享 App' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem(BANNER_CLOSED_KEY)).toBe('1');
    unmount();
    renderRoute(<HomePage />);
    expect(screen.queryByRole('complementary', { name: '下載樂享 App' })).not.toBeInTheDocument();
    await screen.findByText('目前沒有熱門餐廳');
  });

  it('hides the banner inside the app (?app=1)', async () => {
    api();
    renderRoute(<HomePage />, { url: '/?app=1' });
    expect(screen.queryByRole('complementary', { name: '下載樂享 App' })).not.toBeInTheDocument();
    await screen.findByText('目前沒有熱門餐廳');
  });
});
