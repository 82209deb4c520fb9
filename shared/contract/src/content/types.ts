/** Articles, the home carousel and news. */

export interface CarouselItem {
  id: number;
  title: string;
  image: string;
  link: string;
}

export interface ArticleSummary {
  id: number;
  title: string;
  summary: string;
  image: string;
  published_at: string;
  total: number;
}

/** Article detail: the summary plus the body; `total` is the like count (§3). */
export interface ArticleDetail extends ArticleSummary {
  body: string;
  author: string;
  member_is_like: boolean;
}

export interface NewsItem {
  id: number;
  title: string;
  body: string;
  image: string;
  link: string;
  published_at: string;
}
