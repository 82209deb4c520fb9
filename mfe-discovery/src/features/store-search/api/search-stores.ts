import { useSWRConfig } from 'swr';
import { endpoints, type Paged, type StoreFilter, type StoreSummary } from '@joy/contract';
import { api } from '@joy/auth';
import { usePagedList } from '@joy/ui';

/** POST /v2/map/search?page= — one page of stores for a filter. */
export const searchStoresKey = (filter: StoreFilter) => `map-search:${JSON.stringify(filter)}`;
export const searchStores = (filter: StoreFilter, page: number, signal?: AbortSignal) =>
  api.call(endpoints.mapSearch, { query: { page }, body: filter, signal });
/**
 * The §4 paged list for a filter: a new filter resets the list and the page to zero. Page 1 of
 * the page's own filter may come with the first view (app/first-view.ts, by this key).
 */
export function useStoreSearch(filter: StoreFilter) {
  const key = searchStoresKey(filter);
  const firstPage = (useSWRConfig().fallback as Record<string, Paged<StoreSummary> | undefined>)[key];
  return usePagedList(key, (page, signal) => searchStores(filter, page, signal), { firstPage });
}
