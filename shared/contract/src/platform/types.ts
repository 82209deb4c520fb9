/**
 * Payload types every domain shares: a page of items, and the health report. Each is the type
 * of its response schema (response-fields.ts, responses.ts), re-exported here.
 */
export type { Pagination, Paged } from './response-fields';
export type { HealthReport } from './responses';
