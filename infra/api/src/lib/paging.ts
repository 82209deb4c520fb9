/** Page arithmetic shared by every paged list (§4: current_page, total_pages; §9 sizes). */
import type { Paged } from '@joy/contract';

/** A positive integer from a query value; anything else falls back (lenient like the old API). */
export function positiveInt(value: string | undefined, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

export interface PageRequest {
  page: number;
  perPage: number;
  offset: number;
}

export function pageRequest(page: number, perPage: number): PageRequest {
  return { page, perPage, offset: (page - 1) * perPage };
}

export function paged<T>(data: T[], total: number, { page, perPage }: PageRequest): Paged<T> {
  return {
    data,
    pagination: { current_page: page, total_pages: Math.max(1, Math.ceil(total / perPage)), total, per_page: perPage },
  };
}
