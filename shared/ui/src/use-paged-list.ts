import { useCallback, useEffect, useReducer, useRef } from 'react';
import { canAutoRequest, hasMore, initialPaging, pagingReducer, type PagedReply, type PagingEvent, type PagingState } from './paging';

export type PageFetcher<T> = (page: number, signal: AbortSignal) => Promise<PagedReply<T>>;

const emptyPage = <T>(): PagedReply<T> => ({ data: [], pagination: { current_page: 1, total_pages: 1, total: 0 } });

/** The contract's ApiError carries the HTTP status; read it structurally (ui does not depend on contract). */
const isNotFound = (error: unknown): boolean => (error as { status?: unknown } | null)?.status === 404;

/**
 * Drives the paging machine: a new `key` (a filter change) resets and loads page 1;
 * `loadMore` requests the next page. `emptyOn404` treats a 404 envelope as an empty list
 * (for calls the API may not implement yet). `firstPage` is page 1 already at hand (a
 * server-rendered first view's data): the list starts with it instead of asking.
 */
export function usePagedList<T extends { id: number }>(key: string, fetchPage: PageFetcher<T>, { emptyOn404 = false, firstPage }: { emptyOn404?: boolean; firstPage?: PagedReply<T> } = {}) {
  const [state, dispatch] = useReducer(
    (s: PagingState<T>, e: PagingEvent<T>) => pagingReducer(s, e),
    undefined,
    () => (firstPage ? pagingReducer(pagingReducer(initialPaging<T>(), { type: 'request' }), { type: 'receive', generation: 0, response: firstPage }) : initialPaging<T>()),
  );
  // The key the first page belongs to needs no reset and no request on mount.
  const startedWith = useRef(firstPage ? key : null);
  const fetchRef = useRef(fetchPage);
  useEffect(() => {
    fetchRef.current = fetchPage;
  });

  useEffect(() => {
    if (startedWith.current === key) {
      startedWith.current = null;
      return;
    }
    startedWith.current = null;
    dispatch({ type: 'reset' });
    dispatch({ type: 'request' });
  }, [key]);

  const { loading, generation, page } = state;
  useEffect(() => {
    if (!loading) return;
    const controller = new AbortController();
    fetchRef.current(page, controller.signal).then(
      (response) => dispatch({ type: 'receive', generation, response }),
      (error: unknown) => {
        if (controller.signal.aborted || (error as Error)?.name === 'AbortError') return;
        if (emptyOn404 && isNotFound(error)) dispatch({ type: 'receive', generation, response: emptyPage<T>() });
        else dispatch({ type: 'fail', generation, error });
      },
    );
    return () => controller.abort();
  }, [loading, generation, page, emptyOn404]);

  const loadMore = useCallback(() => dispatch({ type: 'request' }), []);
  return { ...state, hasMore: hasMore(state), canAutoLoad: canAutoRequest(state), loadMore };
}
