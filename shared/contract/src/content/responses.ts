/**
 * Replies of articles, the carousel, news and the public forms (and the forms as staff list
 * them), and their types.
 */
import * as yup from 'yup';
import { flag, int, text } from '../platform/response-fields';

export const articleSummary = yup.object({
  id: int(),
  title: text(),
  summary: text(),
  image: text(),
  published_at: text(),
  total: int(),
});

export type ArticleSummary = yup.InferType<typeof articleSummary>;

export const articleDetail = articleSummary.shape({
  body: text(),
  author: text(),
  member_is_like: flag(),
});

/** Article detail: the summary plus the body; `total` is the like count (§3). */
export type ArticleDetail = yup.InferType<typeof articleDetail>;

export const articleLike = yup.object({ total: int(), member_is_like: flag() });

export const carouselItem = yup.object({ id: int(), title: text(), image: text(), link: text() });

export type CarouselItem = yup.InferType<typeof carouselItem>;

export const newsItem = yup.object({
  id: int(),
  title: text(),
  body: text(),
  image: text(),
  link: text(),
  published_at: text(),
});

export type NewsItem = yup.InferType<typeof newsItem>;

export const newsCheck = yup.object({ has_unread: flag() });

/** The id of a stored form (contact, cooperation). */
export const createdId = yup.object({ id: int() });

/**
 * The stored contact and cooperation forms as staff list them. Their reply type is still an
 * open record (the repository hands the rows on); the schema names the columns, so a new
 * column reaches staff only once it is written here.
 */
export const staffContactMessage = yup.object({ id: int(), name: text(), email: text(), phone: text(), title: text(), content: text(), created_at: text() });

export const staffCooperationRequest = yup.object({ id: int(), company: text(), name: text(), email: text(), phone: text(), content: text(), created_at: text() });
