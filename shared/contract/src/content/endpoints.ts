/** The content calls of the §7 catalogue: one part of `endpoints` (../catalogue.ts). */
import { endpoint } from '../platform/endpoint';
import type { Paged } from '../platform/types';
import type { articleLikeBody, contactBody, cooperationBody, newsCheckBody } from './requests';
import type { ArticleDetail, ArticleSummary, CarouselItem, NewsItem } from './types';

const e = endpoint;

export const contentEndpoints = {
  articleHot: e<Paged<ArticleSummary>>()({ method: 'GET', path: '/v2/article/hot' }),
  articleNew: e<Paged<ArticleSummary>>()({ method: 'GET', path: '/v2/article/new' }),
  article: e<ArticleDetail>()({ method: 'GET', path: '/v2/article/{id}', auth: 'optional' }),
  articleIsLike: e<{ total: number; member_is_like: boolean }, typeof articleLikeBody>()({ method: 'POST', path: '/v2/article/is-like', auth: 'required' }),
  carousel: e<CarouselItem[]>()({ method: 'GET', path: '/v2/carousel' }),
  webUserResponse: e<{ id: number }, typeof contactBody>()({ method: 'POST', path: '/v2/web-user-response' }),
  cooperation: e<{ id: number }, typeof cooperationBody>()({ method: 'POST', path: '/v2/cooperation' }),
  newsCheck: e<{ has_unread: boolean }, typeof newsCheckBody>()({ method: 'POST', path: '/v2/news/check', auth: 'required' }),
  newsList: e<Paged<NewsItem>>()({ method: 'POST', path: '/v2/news/list' }),
  news: e<NewsItem>()({ method: 'GET', path: '/v2/news/{id}' }),
  staffContactMessages: e<Paged<Record<string, unknown>>>()({ method: 'GET', path: '/v2/staff/contact-messages', auth: 'required' }),
  staffCooperationRequests: e<Paged<Record<string, unknown>>>()({ method: 'GET', path: '/v2/staff/cooperation-requests', auth: 'required' }),
} as const;
