import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NewsItem } from '@joy/contract';
import { fail, logIn, logOut, mockFetch, ok, paged } from '../../../../test-utils/api-mock';
import { renderRoute } from '../../../../test-utils/render';
import { NewsListPage } from '../news-list-page';
import { NewsDetailPage } from '../news-detail-page';

const news = (id: number, over: Partial<NewsItem> = {}): NewsItem => ({
  id, title: `平台公告 ${id}`, body: `第一段 ${id}\n第二段`, image: `/news/${id}.jpg`, link: '', published_at: '2026-11-03T09:00:00+08:00', ...over,
});

beforeEach(() => logIn());
afterEach(() => act(() => logOut()));

describe('news (/member/news)', () => {
  it('lists news with 年月日 dates, pages with 更多消息, and marks the newest as seen', async () => {
    const calls = mockFetch((path, url) => {
      if (path === '/v2/news/check') return fail(404, 'This page could not be found');
      const page = Number(url.searchParams.get('page'));
      return ok(page === 1 ? paged([news(9), news(8)], 1, 2, 2) : paged([news(8), news(7)], 2, 2, 2));
    });
    renderRoute(<NewsListPage />, { url: '/member/news' });
    expect(await screen.findByRole('link', { name: '平台公告 9' })).toHaveAttribute('href', '/member/news/9');
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/v2/news/list?page=1' });
    expect(screen.getAllByText('2026 年 11 月 3 日')).toHaveLength(2);
    await waitFor(() => expect(calls.find((c) => c.url === '/v2/news/check')?.body).toEqual({ id: 9 }));

    await userEvent.click(screen.getByRole('button', { name: '更多消息' }));
    expect(await screen.findByRole('link', { name: '平台公告 7' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '平台公告 8' })).toHaveLength(1);
  });

  it('says so when there is no news', async () => {
    mockFetch(() => ok(paged([], 1, 1)));
    renderRoute(<NewsListPage />, { url: '/member/news' });
    expect(await screen.findByText('目前沒有最新消息')).toBeInTheDocument();
  });
});

describe('news detail (/member/news/:newsId)', () => {
  const renderDetail = (id: string | number) => renderRoute(<NewsDetailPage />, { url: `/member/news/${id}`, path: '/member/news/:newsId' });

  it('shows the image, the body with line breaks and an in-app link, and marks it seen', async () => {
    const calls = mockFetch((path) => (path === '/v2/news/check' ? ok({ has_unread: false }) : ok(news(5, { link: '/help/about-reservation/b-1' }))));
    renderDetail(5);
    expect(await screen.findByRole('heading', { name: '平台公告 5' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/v2/news/5' });
    expect(screen.getByRole('article').querySelector('img')).toHaveAttribute('src', '/news/5.jpg');
    expect(screen.getByText(/第一段 5/).querySelector('br')).not.toBeNull();
    expect(screen.getByRole('link', { name: '查看詳情' })).toHaveAttribute('href', '/help/about-reservation/b-1');
    await waitFor(() => expect(calls.find((c) => c.url === '/v2/news/check')?.body).toEqual({ id: 5 }));
    expect(screen.getByRole('link', { name: /最新消息/ })).toHaveAttribute('href', '/member/news');
  });

  it('opens an outside link in a new tab and ignores a link that is not http', async () => {
    mockFetch((path) => (path === '/v2/news/check' ? ok({ has_unread: false }) : ok(news(6, { link: 'https://example.tw/event' }))));
    const { unmount } = renderDetail(6);
    const link = await screen.findByRole('link', { name: /查看詳情/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    unmount();

    mockFetch((path) => (path === '/v2/news/check' ? ok({ has_unread: false }) : ok(news(7, { link: 'javascript:alert(1)' }))));
    renderDetail(7);
    expect(await screen.findByRole('heading', { name: '平台公告 7' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /查看詳情/ })).not.toBeInTheDocument();
  });

  it('shows 找不到這則消息 for a 404 and an error with retry otherwise', async () => {
    mockFetch(() => fail(404, '找不到這個頁面'));
    const { unmount } = renderDetail(404);
    expect(await screen.findByText('找不到這則消息')).toBeInTheDocument();
    unmount();

    let attempts = 0;
    mockFetch((path) => (path === '/v2/news/check' ? ok({ has_unread: false }) : ++attempts === 1 ? fail(500, '系統忙碌中，請稍後再試') : ok(news(8))));
    renderDetail(8);
    await userEvent.click(await screen.findByRole('button', { name: '重新載入' }));
    expect(await screen.findByRole('heading', { name: '平台公告 8' })).toBeInTheDocument();
  });
});
