/**
 * Replies of articles, the carousel, news and the public forms (and the forms as staff list them).
 */
import * as yup from 'yup';
import { flag, int, text } from '../platform/response-fields';
import type { ArticleDetail, ArticleSummary, CarouselItem, NewsItem } from './types';

export const articleSummary: yup.ObjectSchema<ArticleSummary> = yup.object({
  id: int(),
  title: text(),
  summary: text(),
  image: text(),
  published_at: text(),
  total: int(),
});

export const articleDetail: yup.ObjectSchema<ArticleDetail> = articleSummary.shape({
  body: text(),
  author: text(),
  member_is_like: flag(),
});

export const articleLike: yup.ObjectSchema<{ total: number; member_is_like: boolean }> = yup.object({ total: int(), member_is_like: flag() });

export const carouselItem: yup.ObjectSchema<CarouselItem> = yup.object({ id: int(), title: text(), image: text(), link: text() });

export const newsItem: yup.ObjectSchema<NewsItem> = yup.object({
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

/**
 * The stored contact and cooperation forms as staff list them. Their reply type is still an
 * open record (the repository hands the rows on); the schema names the columns, so a new
 * column reaches staff only once it is written here.
 */
export const staffContactMessage = yup.object({ id: int(), name: text(), email: text(), phone: text(), title: text(), content: text(), created_at: text() });

export const staffCooperationRequest = yup.object({ id: int(), company: text(), name: text(), email: text(), phone: text(), content: text(), created_at: text() });
