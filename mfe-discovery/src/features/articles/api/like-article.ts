import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';

/** POST /v2/article/is-like: replies with the new like total and whether the member likes it. */
export const likeArticle = (articleId: number, isLike: boolean) =>
  api.call(endpoints.articleIsLike, { body: { article_id: articleId, is_like: isLike } });
