import { getArticles, type ArticleKind } from '../../../api/get-articles';
import { usePagedList } from '@joy/ui';

export const ARTICLE_PAGE_SIZE = 6;

/** Hot or new articles, paged with "more" (current_page / total_pages, §3 §4). */
export const articleListKey = (kind: ArticleKind) => `article-list:${kind}`;
export const useArticleList = (kind: ArticleKind) =>
  usePagedList(articleListKey(kind), (page, signal) => getArticles(kind, page, ARTICLE_PAGE_SIZE, signal));
