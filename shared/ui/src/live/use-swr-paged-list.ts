import { useCallback, useMemo, useRef, useState } from 'react';
import useSWR from 'swr';
import { appendUnique, type PagedList, type PagedReply } from '@joy/ui';

interface Loaded<T> {
  key: string;
  pages: PagedReply<T>[];
}

export interface SwrPagedList<T> extends PagedList<T> {
  /** Fetches every page shown again (a live change), keeping the items on screen meanwhile. */
  revalidate: () => Promise<unknown>;
}

/**
 * A §4 "more" list read through SWR, so it is cached like the other member data and can be
 * re-fetched in place when a live change arrives. Pages 1…n are one cache entry per n: 更多
 * fetches only page n + 1 and appends it (skipping ids already shown); `revalidate` fetches
 * pages 1…n again. A new `key` (another filter) starts from page 1; null fetches nothing.
 * It hands PagedView the same faces as usePagedList: placeholder, error with retry, empty.
 */
export function useSwrPagedList<T extends { id: number }>(key: string | null, fetchPage: (page: number) => Promise<PagedReply<T>>): SwrPagedList<T> {
  const [sized, setSized] = useState({ key, size: 1 });
  const size = sized.key === key ? sized.size : 1;
  // The pages last loaded for `key`: 更多 appends to them; a revalidation replaces them.
  const loaded = useRef<Loaded<T>>({ key: '', pages: [] });

  // SWR calls the fetcher of the latest render, so a new `fetchPage` (another filter) is used at once.
  const swr = useSWR(
    key ? ['paged', key, size] : null,
    async ([, listKey, count]: readonly [string, string, number]): Promise<Loaded<T>> => {
      const kept = loaded.current.key === listKey && loaded.current.pages.length < count ? loaded.current.pages : [];
      const pages = [...kept];
      for (let page = pages.length + 1; page <= count; page++) {
        const reply = await fetchPage(page);
        pages.push(reply);
        if (reply.pagination.current_page >= reply.pagination.total_pages) break;
      }
      loaded.current = { key: listKey, pages };
      return loaded.current;
    },
    { keepPreviousData: true },
  );

  const current = swr.data?.key === key ? swr.data : undefined;
  const pages = useMemo(() => current?.pages ?? [], [current]);
  const last = pages.at(-1);
  const hasMore = !last || last.pagination.current_page < last.pagination.total_pages;
  // Loading: a page not shown yet is on its way (a background re-fetch of shown pages is not).
  const loading = key !== null && (swr.isLoading || (swr.isValidating && (pages.length < size || swr.error !== undefined)));
  const error = loading ? null : (swr.error ?? null);
  const items = useMemo(() => pages.reduce<T[]>((all, page) => appendUnique(all, page.data), []), [pages]);

  const { mutate } = swr;
  const pageCount = pages.length;
  const loadMore = useCallback(() => {
    if (error) return void mutate();
    if (loading || !hasMore) return;
    setSized({ key, size: pageCount + 1 });
  }, [error, loading, hasMore, key, pageCount, mutate]);

  return { items, loading, error, hasMore, loadMore, revalidate: mutate };
}
