import { endpoints, type StoreFilter } from '@joy/contract';
import { api } from '@joy/auth';
import { usePagedList } from '@joy/ui';

/** POST /v2/map/search?page= — one page of stores for a filter. */
export const searchStoresKey = (filter: StoreFilter) => `map-search:${JSON.stringify(filter)}`;
export const searchStores = (filter: StoreFilter, page: number, signal?: AbortSignal) =>
  api.call(endpoints.mapSearch, { query: { page }, body: filter, signal });
/** The §4 paged list for a filter: a new filter resets the list and the page to zero. */
export const useStoreSearch = (filter: StoreFilter) =>
  usePagedList(searchStoresKey(filter), (page, signal) => searchStores(filter, page, signal));
