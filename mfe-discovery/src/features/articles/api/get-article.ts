import useSWR from 'swr';
import { endpoints, type ArticleDetail } from '@joy/contract';
import { api } from '@joy/auth';

/** GET /v2/article/{id} (bearer optional, for member_is_like). The contract leaves the reply untyped. */
export const articleKey = (id: string) => ['article', id] as const;
export const getArticle = (id: string) => api.call(endpoints.article, { params: { id } }) as Promise<ArticleDetail>;
export const useArticle = (id: string) => useSWR(articleKey(id), () => getArticle(id));
