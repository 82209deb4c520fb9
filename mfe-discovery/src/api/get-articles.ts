import useSWR from 'swr';
import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';

export type ArticleKind = 'hot' | 'new';

const endpointOf = { hot: endpoints.articleHot, new: endpoints.articleNew } as const;

export const articlesKey = (kind: ArticleKind, page: number, limit: number) => ['articles', kind, page, limit] as const;
export const getArticles = (kind: ArticleKind, page: number, limit: number, signal?: AbortSignal) =>
  api.call(endpointOf[kind], { query: { limit, page }, signal });
/** One page of hot or new articles (the home section uses the first page). */
export const useArticles = (kind: ArticleKind, page = 1, limit = 6) =>
  useSWR(articlesKey(kind, page, limit), () => getArticles(kind, page, limit));
