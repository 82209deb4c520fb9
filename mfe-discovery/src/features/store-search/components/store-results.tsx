import styled from 'styled-components';
import type { StoreSummary } from '@joy/contract';
import { EmptyState, ErrorState, Loading, formatNumber } from '@joy/ui';
import { StoreCard } from '../../../components/store-card';
import { StoreGrid } from '../../../components/store-grid';
import { LoadMore } from '../../../components/load-more';
import type { useStoreSearch } from '../api/search-stores';
import { MapView } from './map-view';

const Count = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.9rem;
`;

/**
 * The result grid with the first-load, empty and error states and the "more" control;
 * `choices` (the filter's date and party as a query) go with every card's link. `slots` (an
 * availability search: when and for how many) words the count and the empty state, and
 * `timeLink` makes each card's free times buttons to /booking; `waitlist` (可候補) says the list
 * also holds stores full then. `view` 'map' shows the same stores on a map (a chunk of its own)
 * in place of the grid, more of them on request rather than on scrolling.
 */
export function StoreResults({
  result,
  choices = '',
  slots,
  timeLink,
  waitlist = false,
  view = 'list',
}: {
  result: ReturnType<typeof useStoreSearch>;
  choices?: string;
  slots?: string;
  timeLink?: (storeId: number, time: string) => string;
  waitlist?: boolean;
  view?: 'list' | 'map';
}) {
  const { items, loading, error, hasMore, loadMore, total, atLeast } = result;
  if (items.length === 0) {
    if (error) return <ErrorState onRetry={loadMore} />;
    if (loading || hasMore) return <Loading />;
    return <EmptyState message={slots ? `${slots}沒有空位${waitlist ? '，也沒有可候補的時段' : ''}，試試其他時間、日期或人數` : '找不到符合條件的餐廳'} />;
  }
  return (
    <>
      <Count aria-live="polite">
        {slots ? `${slots}${waitlist ? '有空位或可候補' : '有空位'}：` : ''}
        {atLeast ? '超過' : '共'} {formatNumber(total ?? items.length)} 間餐廳
      </Count>
      {view === 'map' ? (
        <>
          <MapView stores={items} choices={choices} timeLink={timeLink} />
          <LoadMore loading={loading} hasMore={hasMore} error={error} onMore={loadMore} label="載入更多餐廳" />
        </>
      ) : (
        <>
          <StoreGrid aria-label="餐廳列表">
            {items.map((store: StoreSummary, i) => (
              <StoreCard key={store.id} store={store} headingLevel={2} choices={choices} timeLink={timeLink ? (time) => timeLink(store.id, time) : undefined} priority={i === 0} />
            ))}
          </StoreGrid>
          <LoadMore loading={loading} hasMore={hasMore} error={error} onMore={loadMore} auto />
        </>
      )}
    </>
  );
}
