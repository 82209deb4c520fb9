import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';
import { usePagedList } from '@joy/ui';

/** POST /v2/member/collection/list?page= — favourite stores, newest first, 5 per page (§9). */
export const getCollections = (page: number, signal?: AbortSignal) => api.call(endpoints.collectionList, { query: { page }, signal });
export const useCollections = () => usePagedList('collections', getCollections);
