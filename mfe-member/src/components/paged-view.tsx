import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, ErrorState, Spinner } from '@joy/ui';
import { ListSkeleton } from './list-skeleton';

const More = styled.div`
  display: flex;
  justify-content: center;
  padding: 20px 0;
`;

/** What the shared paging hook (usePagedList) hands a page. */
export interface PagedList<T> {
  items: T[];
  loading: boolean;
  error: unknown;
  hasMore: boolean;
  loadMore: () => void;
}

interface Props<T> {
  list: PagedList<T>;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
  moreLabel?: string;
  skeletonHeight?: number;
}

/**
 * The four faces of a paged member list: skeleton while the first page loads, error with
 * retry, the empty state, and the items with 載入更多 (spinner while loading, retry on error,
 * nothing after the last page).
 */
export function PagedView<T>({ list, empty, children, moreLabel = '載入更多', skeletonHeight }: Props<T>) {
  const { items, loading, error, hasMore, loadMore } = list;
  if (items.length === 0) {
    if (error) return <ErrorState onRetry={loadMore} />;
    if (loading || hasMore) return <ListSkeleton height={skeletonHeight} />;
    return <>{empty}</>;
  }
  return (
    <>
      {children(items)}
      {error ? (
        <ErrorState onRetry={loadMore} />
      ) : loading ? (
        <More>
          <Spinner />
        </More>
      ) : (
        hasMore && (
          <More>
            <Button type="button" $variant="ghost" onClick={loadMore}>
              {moreLabel}
            </Button>
          </More>
        )
      )}
    </>
  );
}
