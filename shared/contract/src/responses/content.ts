/** Replies of articles, the carousel, news, the public forms and the health check. */
import * as yup from 'yup';
import type * as t from '../types';
import { flag, int, num, oneOf, text } from './common';

export const articleSummary: yup.ObjectSchema<t.ArticleSummary> = yup.object({
  id: int(),
  title: text(),
  summary: text(),
  image: text(),
  published_at: text(),
  total: int(),
});

export const articleDetail: yup.ObjectSchema<t.ArticleDetail> = articleSummary.shape({
  body: text(),
  author: text(),
  member_is_like: flag(),
});

export const articleLike: yup.ObjectSchema<{ total: number; member_is_like: boolean }> = yup.object({ total: int(), member_is_like: flag() });

export const carouselItem: yup.ObjectSchema<t.CarouselItem> = yup.object({ id: int(), title: text(), image: text(), link: text() });

export const newsItem: yup.ObjectSchema<t.NewsItem> = yup.object({
  id: int(),
  title: text(),
  body: text(),
  image: text(),
  link: text(),
  published_at: text(),
});

export const newsCheck: yup.ObjectSchema<{ has_unread: boolean }> = yup.object({ has_unread: flag() });

/** The id of a stored form (contact, cooperation). */
export const createdId: yup.ObjectSchema<{ id: number }> = yup.object({ id: int() });

export const healthReport: yup.ObjectSchema<t.HealthReport> = yup.object({
  status: oneOf(['ok', 'degraded'] as const),
  database: oneOf(['pglite', 'postgres'] as const),
  uptime_s: num(),
});
