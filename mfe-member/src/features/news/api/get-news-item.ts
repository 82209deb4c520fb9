import useSWR from 'swr';
import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';

/** GET /v2/news/{id}: one piece of news with its image and link. */
export const newsItemKey = (id: string) => ['news-item', id] as const;
export const getNewsItem = (id: string) => api.call(endpoints.news, { params: { id } });
export const useNewsItem = (id: string | null) => useSWR(id ? newsItemKey(id) : null, () => getNewsItem(id as string));
