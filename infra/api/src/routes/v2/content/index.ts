/** Editorial content: carousel, articles and news. */
import type { FastifyInstance } from 'fastify';
import { endpoints, messages, type ArticleDetail } from '@joy/contract';
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

  defineRoute(app, endpoints.carousel, async () => content.carousel());

  const articlePage = (query: Record<string, string | undefined>) =>
    pageRequest(positiveInt(query.page, 1), positiveInt(query.limit, ARTICLE_PAGE, ARTICLE_PAGE_MAX));
  defineRoute(app, endpoints.articleHot, async ({ query }) => content.articles('hot', articlePage(query)));
  defineRoute(app, endpoints.articleNew, async ({ query }) => content.articles('new', articlePage(query)));

  // The bearer is optional: with it, member_is_like tells whether the member liked it.
  defineRoute(app, endpoints.article, async ({ params, member }): Promise<ArticleDetail> => {
    const article = await content.article(idParam(params.id, messages.pageNotFound), member?.id ?? null);
    if (!article) throw new ApiFailure(404, messages.pageNotFound);
    return article;
  });

  defineRoute(app, endpoints.articleIsLike, async (req) => {
    const result = await contentService.setLike(memberOf(req).id, req.body.article_id, req.body.is_like);
    if (!result) throw new ApiFailure(404, messages.pageNotFound);
    return result;
  });

  defineRoute(app, endpoints.newsList, async ({ query }) => content.newsList(pageRequest(positiveInt(query.page, 1), NEWS_PAGE)));

  defineRoute(app, endpoints.newsCheck, async (req) => content.checkNews(memberOf(req).id, req.body.id, app.clock()));

  defineRoute(app, endpoints.news, async ({ params }) => {
    const item = await content.news(idParam(params.id, messages.pageNotFound));
    if (!item) throw new ApiFailure(404, messages.pageNotFound);
    return item;
  });
}
