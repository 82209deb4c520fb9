/**
 * The loaders of each page's first view, by the SWR keys its hooks use — the same calls the
 * page server carries (infra/api lib/page-boot.ts firstViewCalls). The server renders the
 * first view with them (server.tsx) and the first mount renders with the same data
 * (bootstrap.tsx), so the page's HTML and the mounted remote show the same thing.
 */
import { firstViewData, pageReplies, type FirstViewLoaders } from '@joy/auth';
import { firstViewPages as pages, paramsOf } from '@joy/mf-config/routes';
import { carouselKey, getCarousel } from '../features/home/api/get-carousel';
import { getRanking, rankingKey } from '../api/get-ranking';
import { getSearchParams, searchParamsKey } from '../api/get-search-params';
import { articlesKey, getArticles } from '../api/get-articles';
import { getStore, storeKey } from '../features/store-detail/api/get-store';
import { articleKey, getArticle } from '../features/articles/api/get-article';

/** The page's `:id` when it is a whole number, as the API reads ids. */
const idOf = (pattern: string, pathname: string): string | null => {
  const id = paramsOf(pattern, pathname)?.id;
  return id && /^\d{1,9}$/.test(id) ? id : null;
};

export function firstViewLoaders(pathname: string): FirstViewLoaders {
  if (paramsOf(pages.home, pathname))
    return [
      [carouselKey, getCarousel],
      [rankingKey, getRanking],
      [searchParamsKey, getSearchParams],
      [articlesKey('hot', 1, 3), () => getArticles('hot', 1, 3)],
    ];
  if (paramsOf(pages.storeList, pathname)) return [[searchParamsKey, getSearchParams]];
  const store = idOf(pages.store, pathname);
  if (store) return [[storeKey(store), () => getStore(store)]];
  const article = idOf(pages.article, pathname);
  if (article) return [[articleKey(article), () => getArticle(article)]];
  return [];
}

/** The first mount's data, from the replies this page's HTML carries. */
export const firstViewOfPage = (pathname: string) => firstViewData(firstViewLoaders(pathname), pageReplies());
