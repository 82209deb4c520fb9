import type { ArticleDetail, ArticleSummary, CarouselItem, DealerProgram, Envelope, NewsItem, Paged } from '@joy/contract';
import { eachDatabase, json } from '../../helpers/app';
import { register } from '../../helpers/accounts';

eachDatabase('content', (ctx) => {
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('GET /v2/carousel lists the five active items in order', async () => {
    const body = json<Envelope<CarouselItem[]>>(await get('/v2/carousel'));
    expect(body).toMatchObject({ code: 1, status: 200 });
    expect(body.return).toHaveLength(5);
    expect(body.return[0]).toEqual({ id: 1, title: expect.any(String), image: expect.stringMatching(/^\/uploads\/seed\/.+\.svg$/), link: expect.any(String) });
  });

  describe('articles', () => {
    it('GET /v2/article/hot orders by readership and pages with limit', async () => {
      const body = json<Envelope<Paged<ArticleSummary>>>(await get('/v2/article/hot?limit=4&page=2'));
      expect(body.return.data).toHaveLength(4);
      expect(body.return.pagination).toEqual({ current_page: 2, total_pages: 8, total: 30, per_page: 4 });
    });

    it('GET /v2/article/new is newest first', async () => {
      const { data } = json<Envelope<Paged<ArticleSummary>>>(await get('/v2/article/new?limit=10')).return;
      const dates = data.map((a) => a.published_at);
      expect([...dates].sort().reverse()).toEqual(dates);
    });

    it('GET /v2/article/{id} gives the body and like total', async () => {
      const body = json<Envelope<ArticleDetail>>(await get('/v2/article/3'));
      expect(body.return).toMatchObject({ id: 3, member_is_like: false, total: expect.any(Number) });
      expect(body.return.body).toMatch(/【.+】/);
    });

    it('GET /v2/article/{id} of a missing article is a 404 envelope', async () => {
      const res = await get('/v2/article/9999');
      expect(res.statusCode).toBe(404);
      expect(json<Envelope>(res)).toMatchObject({ code: 0, status: 404 });
    });
  });

  describe('news', () => {
    const list = (page: number) => ctx.app.inject({ method: 'POST', url: `/v2/news/list?page=${page}`, payload: {} });

    it('POST /v2/news/list pages ten at a time, newest first', async () => {
      const first = json<Envelope<Paged<NewsItem>>>(await list(1)).return;
      const second = json<Envelope<Paged<NewsItem>>>(await list(2)).return;
      expect(first.pagination).toEqual({ current_page: 1, total_pages: 2, total: 20, per_page: 10 });
      expect(second.pagination.current_page).toBe(2);
      expect(first.data).toHaveLength(10);
      expect(second.data.map((n) => n.id)).not.toEqual(expect.arrayContaining([first.data[0].id]));
      expect(first.data[0].published_at > second.data[0].published_at).toBe(true);
    });

    it('POST /v2/news/check: unread until the member has seen the newest, and the mark never moves back', async () => {
      const member = await register(ctx);
      const check = async (body: Record<string, unknown>, token: string | null = member.token) =>
        ctx.app.inject({ method: 'POST', url: '/v2/news/check', payload: body, headers: token ? { authorization: `Bearer ${token}` } : {} });
      const [newest, second] = json<Envelope<Paged<NewsItem>>>(await list(1)).return.data.map((n) => n.id);
      const unread = async (body: Record<string, unknown> = {}) => json<Envelope<{ has_unread: boolean }>>(await check(body)).return.has_unread;
      expect(await unread()).toBe(true);
      expect(await unread({ id: second })).toBe(true);
      expect(await unread({ id: newest })).toBe(false);
      expect(await unread({ id: second })).toBe(false); // an older item opened later keeps the mark
      expect(await unread({ id: 99999 })).toBe(false);
      expect((await check({}, null)).statusCode).toBe(401);
      const other = await register(ctx);
      expect(json<Envelope<{ has_unread: boolean }>>(await check({}, other.token)).return.has_unread).toBe(true);
    });

    it('GET /v2/news/{id} returns one item', async () => {
      const body = json<Envelope<NewsItem>>(await get('/v2/news/2'));
      expect(body.return).toMatchObject({ id: 2, title: expect.any(String), body: expect.any(String) });
    });
  });

  it('GET /v2/subscription/dealer-program: id 1 is monthly (30 days), id 2 yearly', async () => {
    const body = json<Envelope<DealerProgram[]>>(await get('/v2/subscription/dealer-program'));
    expect(body.return.map((p) => [p.id, p.period_days])).toEqual([
      [1, 30],
      [2, 365],
    ]);
  });
});
