import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ArticleDetail } from '@joy/contract';
import { authStore } from '@joy/auth';
import { on } from '@joy/bus';
import { fail, mockFetch, ok } from '../../../../test-utils/api-mock';
import { renderRoute } from '../../../../test-utils/render';
import { ArticlePage } from '../article-page';

const article = (over: Partial<ArticleDetail> = {}): ArticleDetail => ({
  id: 3, title: '台北十大火鍋', summary: '冬天必吃', image: '/a.jpg', published_at: '2024-12-01', total: 1200,
  body: '第一段<script>alert(1)</script>\n<b>第二段</b>', author: '樂享編輯部', member_is_like: false, ...over,
});

const renderArticle = () => renderRoute(<ArticlePage />, { url: '/article/3', path: '/article/:id' });

afterEach(() => authStore.setState({ token: null, member: null }));

describe('article detail (/article/:id)', () => {
  it('renders the body as text with line breaks, never as HTML', async () => {
    mockFetch(() => ok(article()));
    const { container } = renderArticle();
    expect(await screen.findByRole('heading', { level: 1, name: '台北十大火鍋' })).toBeInTheDocument();
    expect(screen.getByText(/第一段<script>alert\(1\)<\/script>/)).toHaveTextContent('第一段<script>alert(1)</script><b>第二段</b>');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('article b')).toBeNull();
    expect(container.querySelectorAll('article br')).toHaveLength(1);
    expect(screen.getByRole('button', { name: /喜歡 1,200/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('names its page with the article once it is in, for the path it was rendered for', async () => {
    const named: { pathname: string; title: string }[] = [];
    const off = on('page:title', (page) => named.push(page));
    mockFetch(() => ok(article()));
    renderArticle();
    await screen.findByRole('heading', { level: 1, name: '台北十大火鍋' });
    off();
    expect(named).toEqual([{ pathname: '/article/3', title: '台北十大火鍋｜樂享美食專欄' }]);
  });

  it('links the stores the body names to their pages, and nothing else', async () => {
    const body = '編輯推薦：\n\n【[一番星拉麵](/store/12)】湯頭濃郁\n[壞連結](javascript:alert(1))、[外站](https://evil.example/store/1)、[相對](/store/12/../../admin)\n<img src=x onerror=alert(1)>';
    mockFetch(() => ok(article({ body })));
    const { container } = renderArticle();
    const store = await screen.findByRole('link', { name: '一番星拉麵' });
    expect(store).toHaveAttribute('href', '/store/12');
    // Only the store link is a link in the body; the others keep their words as text.
    const body$ = container.querySelector('article > div') as HTMLElement;
    expect([...body$.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/store/12']);
    expect(body$.textContent).toBe('編輯推薦：【一番星拉麵】湯頭濃郁壞連結、外站、相對<img src=x onerror=alert(1)>');
    expect(body$.querySelector('img')).toBeNull();
    expect(body$.querySelectorAll('br')).toHaveLength(4);
    await userEvent.click(store);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/store/12'));
  });

  it('opens the login dialog when a visitor taps 喜歡', async () => {
    const calls = mockFetch(() => ok(article()));
    const opened = jest.fn();
    const off = on('auth:open-login', opened);
    renderArticle();
    await userEvent.click(await screen.findByRole('button', { name: /喜歡/ }));
    expect(opened).toHaveBeenCalledWith({ redirect: '/article/3' });
    expect(calls.some((c) => c.url === '/v2/article/is-like')).toBe(false);
    off();
  });

  it('likes for a member and shows the new total', async () => {
    authStore.setState({ token: 't' });
    const calls = mockFetch((path) => (path === '/v2/article/is-like' ? ok({ total: 1201, member_is_like: true }) : ok(article())));
    renderArticle();
    await userEvent.click(await screen.findByRole('button', { name: /喜歡 1,200/ }));
    expect(await screen.findByRole('button', { name: /喜歡 1,201/ })).toHaveAttribute('aria-pressed', 'true');
    expect(calls.find((c) => c.url === '/v2/article/is-like')?.body).toEqual({ article_id: 3, is_like: true });
  });

  it('goes home when the like fails with a response', async () => {
    authStore.setState({ token: 't' });
    mockFetch((path) => (path === '/v2/article/is-like' ? fail(404, '找不到這個頁面') : ok(article())));
    renderArticle();
    await userEvent.click(await screen.findByRole('button', { name: /喜歡/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('goes home when the article cannot be loaded', async () => {
    mockFetch(() => fail(404, '找不到這個頁面'));
    renderArticle();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});
