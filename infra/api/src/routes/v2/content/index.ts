/** Editorial content: carousel, articles and news. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { endpoints, messages, type ArticleDetail, type Endpoint } from '@joy/contract';
import { cachedEnvelope, sendCached } from '../../../lib/cached-reply';
import { defineRoute, memberOf } from '../../../lib/define-route';
import { ApiFailure } from '../../../lib/api-error';
import { idParam } from '../../../lib/id-param';
import { pageRequest, positiveInt } from '../../../lib/paging';
import { createContentService } from '../../../services/content';

const ARTICLE_PAGE = 6;
const ARTICLE_PAGE_MAX = 50;
const NEWS_PAGE = 10;

export default async function contentRoutes(app: FastifyInstance): Promise<void> {
  const { content } = app.repos;
  const contentService = createContentService(app);

  // The carousel, article lists, articles and news come through the response cache, each reply
  // kept while no carousel item, article or news item has changed (the change feed's 'content').
  const cached = <T>(endpoint: Endpoint, key: string, read: () => Promise<T>) =>
    async ({ raw }: { raw: FastifyRequest }, reply: FastifyReply) => {
      const catalog = await app.readModel.fresh();
      const entry = await cachedEnvelope(app, app.readModel.cache, endpoint, key, `content:${catalog.contentVersion}`, async () => ({ data: await read(), until: Infinity }));
      return sendCached(raw, reply, entry) as never;
    };

  defineRoute(app, endpoints.carousel, cached(endpoints.carousel, 'carousel', () => content.carousel()), { ownReply: true });

  const articlePage = (query: Record<string, string | undefined>) =>
    pageRequest(positiveInt(query.page, 1), positiveInt(query.limit, ARTICLE_PAGE, ARTICLE_PAGE_MAX));
  for (const [endpoint, order] of [
    [endpoints.articleHot, 'hot'],
    [endpoints.articleNew, 'new'],
  ] as const) {
    defineRoute(
      app,
      endpoint,
      async (req, reply) => {
        const page = articlePage(req.query);
        return cached(endpoint, `articles:${order}:${page.page}:${page.perPage}`, () => content.articles(order, page))(req, reply);
      },
      { ownReply: true },
    );
  }

  // The bearer is optional: with it, member_is_like tells whether the member liked it (the
  // shared cached article plus one lookup).
  defineRoute(
    app,
    endpoints.article,
    async ({ params, member, raw }, reply) => {
      const id = idParam(params.id, messages.pageNotFound);
      const catalog = await app.readModel.fresh();
      const entry = await cachedEnvelope(app, app.readModel.cache, endpoints.article, `article:${id}`, `content:${catalog.contentVersion}`, async () => {
        const article: ArticleDetail | null = await content.article(id);
        if (!article) throw new ApiFailure(404, messages.pageNotFound);
        return { data: article, until: Infinity };
      });
      if (!member) return sendCached(raw, reply, entry) as never;
      const envelope = JSON.parse(entry.body.toString()) as { return: { member_is_like: boolean } };
      envelope.return.member_is_like = await content.isLiked(member.id, id);
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(envelope)) as never;
    },
    { ownReply: true },
  );

  defineRoute(app, endpoints.articleIsLike, async (req) => {
    const result = await contentService.setLike(memberOf(req).id, req.body.article_id, req.body.is_like);
    if (!result) throw new ApiFailure(404, messages.pageNotFound);
    return result;
  });

  defineRoute(
    app,
    endpoints.newsList,
    async (req, reply) => {
      const page = pageRequest(positiveInt(req.query.page, 1), NEWS_PAGE);
      return cached(endpoints.newsList, `news:${page.page}`, () => content.newsList(page))(req, reply);
    },
    { ownReply: true },
  );

  defineRoute(app, endpoints.newsCheck, async (req) => content.checkNews(memberOf(req).id, req.body.id, app.clock()));

  defineRoute(
    app,
    endpoints.news,
    async (req, reply) => {
      const id = idParam(req.params.id, messages.pageNotFound);
      return cached(endpoints.news, `news-item:${id}`, async () => {
        const item = await content.news(id);
        if (!item) throw new ApiFailure(404, messages.pageNotFound);
        return item;
      })(req, reply);
    },
    { ownReply: true },
  );
}
