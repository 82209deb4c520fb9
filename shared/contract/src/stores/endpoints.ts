/** The stores calls of the §7 catalogue: one part of `endpoints` (../catalogue.ts). */
import { endpoint } from '../platform/endpoint';
import type { Paged } from '../platform/types';
import type { latLngBody, storeFilterBody, storeIdBody, suggestBody } from './requests';
import type { StoreMenu } from './menu';
import type { MapConfig, PopularSearches, Ranking, SearchParams, SearchSuggestions, StoreComment, StoreCommentSummary, StoreDetail, StoreSummary, TimeSlot } from './types';

const e = endpoint;

export const storeEndpoints = {
  mapSearch: e<Paged<StoreSummary>, typeof storeFilterBody>()({ method: 'POST', path: '/v2/map/search' }),
  mapSearchParams: e<SearchParams>()({ method: 'GET', path: '/v2/map/search/params' }),
  mapSearchSuggest: e<SearchSuggestions, typeof suggestBody>()({ method: 'POST', path: '/v2/map/search/suggest' }),
  mapSearchPopular: e<PopularSearches>()({ method: 'GET', path: '/v2/map/search/popular' }),
  mapConfig: e<MapConfig>()({ method: 'GET', path: '/v2/map/config' }),
  mapToCity: e<{ city_id: number | null }, typeof latLngBody>()({ method: 'POST', path: '/v2/map/to/city' }),
  ranking: e<Ranking>()({ method: 'GET', path: '/v2/ranking' }),
  store: e<StoreDetail>()({ method: 'GET', path: '/v2/store/{id}', auth: 'optional' }),
  storeComments: e<Paged<StoreComment>>()({ method: 'POST', path: '/v2/store/{id}/comment' }),
  storeMenu: e<StoreMenu>()({ method: 'GET', path: '/v2/store/{id}/menu' }),
  storeCommentSummary: e<StoreCommentSummary>()({ method: 'GET', path: '/v2/store/{id}/comment-summary' }),
  canOrderDate: e<Record<string, string[]>>()({ method: 'GET', path: '/v2/store/can-order-date/{id}' }),
  canOrderTimes: e<TimeSlot[]>()({ method: 'GET', path: '/v2/store/{id}/can-order-times/{date}/{num}' }),
  collectionToggle: e<{ is_collection: boolean }, typeof storeIdBody>()({ method: 'POST', path: '/v2/member/collection', auth: 'required' }),
  collectionList: e<Paged<StoreSummary>>()({ method: 'POST', path: '/v2/member/collection/list', auth: 'required' }),
} as const;
