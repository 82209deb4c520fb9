/** Payload types every domain shares: a page of items, and the health report. */

/** Payload types of the §3 entities as they travel on the wire (spec spelling kept). */

export interface Pagination {
  current_page: number;
  total_pages: number;
  total: number;
  per_page: number;
}

export interface Paged<T> {
  data: T[];
  pagination: Pagination;
}

export interface HealthReport {
  status: 'ok' | 'degraded';
  database: 'pglite' | 'postgres';
  uptime_s: number;
}
