import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, EmptyState, ErrorState, Loading, Spinner, usePagedList, type PageFetcher } from '@joy/ui';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    padding: 12px 4px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  small { display: block; color: ${({ theme }) => theme.color.muted}; }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding: 16px 0;
`;

interface Props<T extends { id: number }> {
  /** A new key resets the list (§4: a filter change starts again from page 1). */
  listKey: string;
  fetchPage: PageFetcher<T>;
  empty: string;
  label: string;
  children: (item: T) => ReactNode;
}

/** A dealer record list with the §4 paging: 載入更多 appends the next page, skipping ids already shown. */
export function RecordList<T extends { id: number }>({ listKey, fetchPage, empty, label, children }: Props<T>) {
  const { items, loading, error, hasMore, loadMore } = usePagedList(listKey, fetchPage);
  if (items.length === 0) {
    if (error) return <ErrorState onRetry={loadMore} />;
    if (loading || hasMore) return <Loading />;
    return <EmptyState message={empty} />;
  }
  return (
    <>
      <List aria-label={label}>
        {items.map((item) => (
          <li key={item.id}>{children(item)}</li>
        ))}
      </List>
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
              載入更多
            </Button>
          </More>
        )
      )}
    </>
  );
}
