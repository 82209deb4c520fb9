/**
 * Stores: search, detail, comments as the public reads them, ranking and bookable times. Each
 * is the type of its response schema (responses.ts), re-exported here.
 */
export type { BusinessStatus, BusinessTime, MapConfig, PopularSearches, Ranking, SearchParams, SearchSuggestions, StoreComment, StoreCommentSummary, StoreDetail, StoreSummary, TimeSlot } from './responses';
