/** The content calls of the §7 catalogue: one part of `endpoints` (../catalogue.ts). */
import { endpoint } from '../platform/endpoint';
import { list, paged } from '../platform/response-fields';
import type { Paged } from '../platform/types';
import { articleLikeBody, contactBody, cooperationBody, newsCheckBody } from './requests';
import { articleDetail, articleLike, articleSummary, carouselItem, createdId, newsCheck, newsItem, staffContactMessage, staffCooperationRequest } from './responses';
import type { ArticleDetail, ArticleSummary, CarouselItem, NewsItem } from './types';

const e = endpoint;

export const contentEndpoints = {
  articleHot: e<Paged<ArticleSummary>>()({ method: 'GET', path: '/v2/article/hot', response: paged(articleSummary), summary: 'Hot articles (limit, page)' }),
  articleNew: e<Paged<ArticleSummary>>()({ method: 'GET', path: '/v2/article/new', response: paged(articleSummary), summary: 'New articles (limit, page)' }),
  article: e<ArticleDetail>()({ method: 'GET', path: '/v2/article/{id}', auth: 'optional', response: articleDetail, summary: 'Article detail' }),
  articleIsLike: e<{ total: number; member_is_like: boolean }>()({ method: 'POST', path: '/v2/article/is-like', auth: 'required', body: articleLikeBody, response: articleLike, summary: 'Like or unlike an article' }),
  carousel: e<CarouselItem[]>()({ method: 'GET', path: '/v2/carousel', response: list(carouselItem), summary: 'Home carousel' }),
  webUserResponse: e<{ id: number }>()({ method: 'POST', path: '/v2/web-user-response', body: contactBody, response: createdId, summary: 'Contact form' }),
  cooperation: e<{ id: number }>()({ method: 'POST', path: '/v2/cooperation', body: cooperationBody, response: createdId, summary: 'Business cooperation form' }),
  newsCheck: e<{ has_unread: boolean }>()({ method: 'POST', path: '/v2/news/check', auth: 'required', body: newsCheckBody, response: newsCheck, summary: 'Check news' }),
  newsList: e<Paged<NewsItem>>()({ method: 'POST', path: '/v2/news/list', response: paged(newsItem), summary: 'News (?page=)' }),
  news: e<NewsItem>()({ method: 'GET', path: '/v2/news/{id}', response: newsItem, summary: 'News detail' }),
  staffContactMessages: e<Paged<Record<string, unknown>>>()({ method: 'GET', path: '/v2/staff/contact-messages', auth: 'required', response: paged(staffContactMessage), summary: 'Contact messages for staff (staff token; ?page=)' }),
  staffCooperationRequests: e<Paged<Record<string, unknown>>>()({ method: 'GET', path: '/v2/staff/cooperation-requests', auth: 'required', response: paged(staffCooperationRequest), summary: 'Cooperation requests for staff (staff token; ?page=)' }),
} as const;
