import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';
import { usePagedList } from '@joy/ui';

/** POST /v2/news/list?page= — platform news, newest first, paged with 更多消息. */
export const getNewsList = (page: number, signal?: AbortSignal) => api.call(endpoints.newsList, { query: { page }, signal });
export const useNewsList = () => usePagedList('news-list', getNewsList);
