import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Spinner } from './primitives';
import { ErrorState } from './states';

const More = styled.div`
  display: flex;
  justify-content: center;
  padding: 16px 0 20px;
`;

/** What the paging hook (usePagedList) hands a page. */
export interface PagedList<T> {
  items: T[];
  loading: boolean;
  error: unknown;
  hasMore: boolean;
  loadMore: () => void;
}

interface Props<T> {
  list: PagedList<T>;
  /** Shown while the first page loads (a skeleton or a spinner). */
  placeholder: ReactNode;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
  moreLabel?: string;
}

/**
 * The four faces of a §4 paged list: the placeholder while the first page loads, error with
 * retry, the empty state, and the items with 載入更多 (spinner while loading, retry on error,
 * nothing after the last page).
 */
export function PagedView<T>({ list, placeholder, empty, children, moreLabel = '載入更多' }: Props<T>) {
  const { items, loading, error, hasMore, loadMore } = list;
  if (items.length === 0) {
    if (error) return <ErrorState onRetry={loadMore} />;
    if (loading || hasMore) return <>{placeholder}</>;
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
