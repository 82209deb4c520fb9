import useSWR from 'swr';
import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';

export const newsKey = (page: number) => ['news', page] as const;
export const getNews = (page: number) => api.call(endpoints.newsList, { query: { page } });
export const useNews = (page: number) => useSWR(newsKey(page), () => getNews(page));
