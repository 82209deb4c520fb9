import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { LiveTopic } from '@joy/bus';
import { EmptyState, Loading, PagedView, type PageFetcher } from '@joy/ui';
import { useLiveRevalidate, useSwrPagedList } from '@joy/ui/live';

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

interface Props<T extends { id: number }> {
  /** A new key resets the list (§4: a filter change starts again from page 1). */
  listKey: string;
  fetchPage: PageFetcher<T>;
  empty: string;
  label: string;
  /** Live changes that move this list (e.g. withdrawal): the pages shown are fetched again. */
  live?: readonly LiveTopic[];
  children: (item: T) => ReactNode;
}

/** A dealer record list with the §4 paging: 載入更多 appends the next page, skipping ids already shown. */
export function RecordList<T extends { id: number }>({ listKey, fetchPage, empty, label, live, children }: Props<T>) {
  const list = useSwrPagedList(listKey, (page) => fetchPage(page, new AbortController().signal));
  useLiveRevalidate(live ?? [], live ? list.revalidate : null);
  return (
    <PagedView list={list} placeholder={<Loading />} empty={<EmptyState message={empty} />}>
      {(items) => (
        <List aria-label={label}>
          {items.map((item) => (
            <li key={item.id}>{children(item)}</li>
          ))}
        </List>
      )}
    </PagedView>
  );
}
