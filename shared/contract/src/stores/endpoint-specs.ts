/** What the API validates and documents of storeEndpoints (./endpoints.ts): each call's summary, body and reply schemas. */
import { specs } from '../platform/endpoint';
import { list, paged } from '../platform/response-fields';
import { latLngBody, storeFilterBody, storeIdBody, suggestBody } from './requests';
import { cityOfPosition, collectionToggle, mapConfig, orderDates, popularSearches, ranking, searchParams, searchSuggestions, storeComment, storeCommentSummary, storeDetail, storeSummary, timeSlot } from './responses';

import { storeEndpoints } from './endpoints';
import { storeMenu } from './menu-schemas';

export const storeEndpointSpecs = specs(storeEndpoints, {
  mapSearch: { summary: 'Store search (?page=)', body: storeFilterBody, response: paged(storeSummary) },
  mapSearchParams: { summary: 'Cities, tags and food types for the filter', response: searchParams },
  mapSearchSuggest: { summary: 'Suggestions as the diner types: stores, food types, districts', body: suggestBody, response: searchSuggestions },
  mapSearchPopular: { summary: 'Popular searches for the empty search page', response: popularSearches },
  mapConfig: { summary: 'Tiles of the store map: URL template, attribution, subdomains, deepest zoom', response: mapConfig },
  mapToCity: { summary: 'City of a position', body: latLngBody, response: cityOfPosition },
  ranking: { summary: 'Hot and new stores', response: ranking },
  store: { summary: 'Store detail', response: storeDetail },
  storeComments: { summary: 'Store comments (?page=&limit=5&sort=latest|score_desc|score_asc|photos)', response: paged(storeComment) },
  storeMenu: { summary: 'Store menu', response: storeMenu },
  storeCommentSummary: { summary: 'Rating summary: average, count, 5-to-1 histogram, sub-score averages', response: storeCommentSummary },
  canOrderDate: { summary: 'Bookable dates → times', response: orderDates },
  canOrderTimes: { summary: 'Slots for a party size', response: list(timeSlot) },
  collectionToggle: { summary: 'Toggle a favourite store', body: storeIdBody, response: collectionToggle },
  collectionList: { summary: 'Favourite stores (?page=)', response: paged(storeSummary) },
});
