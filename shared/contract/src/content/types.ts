/** Articles, the home carousel and news: each the type of its response schema (responses.ts), re-exported here. */
export type { ArticleDetail, ArticleSummary, CarouselItem, NewsItem } from './responses';
