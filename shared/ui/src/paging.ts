/**
 * The §4 paging state machine, shared by every "more" list of every remote (store search,
 * store comments, articles, order history, collections, news, my comments). Pure: the hook
 * in use-paged-list.ts drives it.
 *
 * - `request`: the page counter is incremented *before* the fetch; the fetch asks for `page`.
 * - `receive`: the counter is replaced by the server's current_page; more pages exist while
 *   current_page < total_pages; items append, skipping ids already shown.
 * - `reset` (a filter change): items and page go back to zero. A generation number makes
 *   replies to a request made before the reset harmless.
 */

/** A paged reply as §3 sends it (structurally the contract's `Paged<T>`). */
export interface PagedReply<T> {
  data: T[];
  pagination: { current_page: number; total_pages: number; total: number; per_page?: number; at_least?: boolean };
}

export interface PagingState<T extends { id: number }> {
  items: T[];
  page: number;
  totalPages: number | null;
  total: number | null;
  /** `total` is a lower bound (an availability search stops counting): the list says 「超過 N 間」. */
  atLeast: boolean;
  loading: boolean;
  error: unknown;
  generation: number;
}

export type PagingEvent<T extends { id: number }> =
  | { type: 'reset' }
  | { type: 'request' }
  | { type: 'receive'; generation: number; response: PagedReply<T> }
  | { type: 'fail'; generation: number; error: unknown };

export function initialPaging<T extends { id: number }>(): PagingState<T> {
  return { items: [], page: 0, totalPages: null, total: null, atLeast: false, loading: false, error: null, generation: 0 };
}

/** More pages exist before the first reply, and afterwards while current < total. */
export function hasMore(state: PagingState<{ id: number }>): boolean {
  return state.totalPages === null || state.page < state.totalPages;
}

/** Automatic loading (infinite scroll) stops on an error; the retry button requests again. */
export function canAutoRequest(state: PagingState<{ id: number }>): boolean {
  return !state.loading && state.error === null && hasMore(state);
}

export function appendUnique<T extends { id: number }>(items: T[], next: T[]): T[] {
  const seen = new Set(items.map((item) => item.id));
  const fresh: T[] = [];
  for (const item of next) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    fresh.push(item);
  }
  return fresh.length ? [...items, ...fresh] : items;
}

export function pagingReducer<T extends { id: number }>(state: PagingState<T>, event: PagingEvent<T>): PagingState<T> {
  switch (event.type) {
    case 'reset':
      return { ...initialPaging<T>(), generation: state.generation + 1 };
    case 'request':
      if (state.loading || !hasMore(state)) return state;
      return { ...state, page: state.page + 1, loading: true, error: null };
    case 'receive': {
      if (event.generation !== state.generation) return state;
      const { data, pagination } = event.response;
      return {
        ...state,
        items: appendUnique(state.items, data),
        page: pagination.current_page,
        totalPages: pagination.total_pages,
        total: pagination.total,
        atLeast: pagination.at_least === true,
        loading: false,
      };
    }
    case 'fail':
      if (event.generation !== state.generation) return state;
      // Step the counter back so a retry asks for the same page again.
      return { ...state, page: Math.max(0, state.page - 1), loading: false, error: event.error };
    default:
      return state;
  }
}
