/**
 * The loaders of each page's first view, by the SWR keys its hooks use — the same calls the
 * page server carries (infra/api lib/page-boot.ts firstViewCalls), and the store list's
 * search, which the page server asks while it renders (server.tsx) and then carries too. The
 * server renders the first view with them and the first mount renders with the same data
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
import { searchStores, searchStoresKey } from '../features/store-search/api/search-stores';
import { parseStoreQuery, toFilterBody } from '../features/store-search/stores/filter-query';
import { readPosition } from '../lib/position';

/** The page's `:id` when it is a whole number, as the API reads ids. */
const idOf = (pattern: string, pathname: string): string | null => {
  const id = paramsOf(pattern, pathname)?.id;
  return id && /^\d{1,9}$/.test(id) ? id : null;
};

/** The loaders of a page's first view; `url` is its path and query. */
export function firstViewLoaders(url: string): FirstViewLoaders {
  const { pathname, search } = new URL(url, 'http://localhost');
  if (paramsOf(pages.home, pathname))
    return [
      [carouselKey, getCarousel],
      [rankingKey, getRanking],
      [searchParamsKey, getSearchParams],
      [articlesKey('hot', 1, 3), () => getArticles('hot', 1, 3)],
    ];
  if (paramsOf(pages.storeList, pathname)) {
    // Page 1 of the list the query asks for, as the list page builds its filter.
    const filter = toFilterBody(parseStoreQuery(new URLSearchParams(search)), readPosition());
    return [
      [searchParamsKey, getSearchParams],
      [searchStoresKey(filter), () => searchStores(filter, 1)],
    ];
  }
  const store = idOf(pages.store, pathname);
  if (store) return [[storeKey(store), () => getStore(store)]];
  const article = idOf(pages.article, pathname);
  if (article) return [[articleKey(article), () => getArticle(article)]];
  return [];
}

/** The first mount's data, from the replies this page's HTML carries. */
export const firstViewOfPage = (url: string) => firstViewData(firstViewLoaders(url), pageReplies());
