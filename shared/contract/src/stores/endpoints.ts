/** The stores calls of the §7 catalogue: one part of `endpoints` (../catalogue.ts). */
import { endpoint } from '../platform/endpoint';
import { list, paged } from '../platform/response-fields';
import type { Paged } from '../platform/types';
import { latLngBody, storeFilterBody, storeIdBody, suggestBody } from './requests';
import { cityOfPosition, collectionToggle, mapConfig, orderDates, popularSearches, ranking, searchParams, searchSuggestions, storeComment, storeCommentSummary, storeDetail, storeSummary, timeSlot } from './responses';
import { storeMenu, type StoreMenu } from './menu';
import type { MapConfig, PopularSearches, Ranking, SearchParams, SearchSuggestions, StoreComment, StoreCommentSummary, StoreDetail, StoreSummary, TimeSlot } from './types';

const e = endpoint;

export const storeEndpoints = {
  mapSearch: e<Paged<StoreSummary>>()({ method: 'POST', path: '/v2/map/search', body: storeFilterBody, response: paged(storeSummary), summary: 'Store search (?page=)' }),
  mapSearchParams: e<SearchParams>()({ method: 'GET', path: '/v2/map/search/params', response: searchParams, summary: 'Cities, tags and food types for the filter' }),
  mapSearchSuggest: e<SearchSuggestions>()({ method: 'POST', path: '/v2/map/search/suggest', body: suggestBody, response: searchSuggestions, summary: 'Suggestions as the diner types: stores, food types, districts' }),
  mapSearchPopular: e<PopularSearches>()({ method: 'GET', path: '/v2/map/search/popular', response: popularSearches, summary: 'Popular searches for the empty search page' }),
  mapConfig: e<MapConfig>()({ method: 'GET', path: '/v2/map/config', response: mapConfig, summary: 'Tiles of the store map: URL template, attribution, subdomains, deepest zoom' }),
  mapToCity: e<{ city_id: number | null }>()({ method: 'POST', path: '/v2/map/to/city', body: latLngBody, response: cityOfPosition, summary: 'City of a position' }),
  ranking: e<Ranking>()({ method: 'GET', path: '/v2/ranking', response: ranking, summary: 'Hot and new stores' }),
  store: e<StoreDetail>()({ method: 'GET', path: '/v2/store/{id}', auth: 'optional', response: storeDetail, summary: 'Store detail' }),
  storeComments: e<Paged<StoreComment>>()({ method: 'POST', path: '/v2/store/{id}/comment', response: paged(storeComment), summary: 'Store comments (?page=&limit=5&sort=latest|score_desc|score_asc|photos)' }),
  storeMenu: e<StoreMenu>()({ method: 'GET', path: '/v2/store/{id}/menu', response: storeMenu, summary: 'Store menu' }),
  storeCommentSummary: e<StoreCommentSummary>()({ method: 'GET', path: '/v2/store/{id}/comment-summary', response: storeCommentSummary, summary: 'Rating summary: average, count, 5-to-1 histogram, sub-score averages' }),
  canOrderDate: e<Record<string, string[]>>()({ method: 'GET', path: '/v2/store/can-order-date/{id}', response: orderDates, summary: 'Bookable dates → times' }),
  canOrderTimes: e<TimeSlot[]>()({ method: 'GET', path: '/v2/store/{id}/can-order-times/{date}/{num}', response: list(timeSlot), summary: 'Slots for a party size' }),
  collectionToggle: e<{ is_collection: boolean }>()({ method: 'POST', path: '/v2/member/collection', auth: 'required', body: storeIdBody, response: collectionToggle, summary: 'Toggle a favourite store' }),
  collectionList: e<Paged<StoreSummary>>()({ method: 'POST', path: '/v2/member/collection/list', auth: 'required', response: paged(storeSummary), summary: 'Favourite stores (?page=)' }),
} as const;
