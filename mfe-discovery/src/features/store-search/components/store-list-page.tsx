import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { searchTimeLabel } from '@joy/contract';
import { Page, dayjs } from '@joy/ui';
import styled from 'styled-components';
import { askPosition, readPosition, savePosition, type Position } from '../../../lib/position';
import { useSearchParamsOptions } from '../../../api/get-search-params';
import { useStoreSearch } from '../api/search-stores';
import { isAvailabilitySearch, parseStoreQuery, toFilterBody, toSearchParams, type StoreQuery } from '../stores/filter-query';
import { bookingLink, carriedChoices } from '../stores/booking-choices';
import { FilterBar } from './filter-bar';
import { FilterDialog } from './filter-dialog';
import { StoreResults } from './store-results';
import { ViewToggle, viewOf, withView } from './view-toggle';

const weekday = ['日', '一', '二', '三', '四', '五', '六'];

/** 「12 月 5 日（六）19:00 前後 4 位」: when and for how many an availability search looks. */
function slotsWords(query: StoreQuery): string {
  const day = dayjs(query.date);
  const time = query.time && /^\d/.test(query.time) ? `${query.time} 前後` : searchTimeLabel(query.time ?? 'any');
  return `${day.format('M 月 D 日')}（${weekday[day.day()]}）${time}${query.total_people ? ` ${query.total_people} 位` : ''}`;
}

const Notice = styled.p`
  margin: 0 0 12px;
  padding: 10px 14px;
  border-radius: 10px;
  background: ${({ theme }) => theme.color.primarySoft};
  color: ${({ theme }) => theme.color.primaryDark};
`;

/** /store: the restaurant list. The filter is the URL query, so a filtered list can be shared. */
export function StoreListPage() {
  const [params, setParams] = useSearchParams();
  const queryString = params.toString();
  const query = useMemo(() => parseStoreQuery(new URLSearchParams(queryString)), [queryString]);
  // 距離: the kept position, or the browser's when the diner picks that order (asked once, then
  // kept in the location cookie). Refused or unavailable: the list stays 推薦 and says why.
  const [position, setPosition] = useState<Position | null>(() => readPosition());
  const [locating, setLocating] = useState<'idle' | 'asking' | 'failed'>('idle');
  const wantsPosition = query.sort === 'distance' && position === null;
  useEffect(() => {
    if (!wantsPosition) return;
    let alive = true;
    setLocating('asking');
    askPosition().then(
      (found) => {
        if (!alive) return;
        savePosition(found);
        setPosition(found);
        setLocating('idle');
      },
      () => alive && setLocating('failed'),
    );
    return () => {
      alive = false;
    };
  }, [wantsPosition]);
  const filter = useMemo(() => toFilterBody(query, position), [query, position]);
  const options = useSearchParamsOptions();
  const result = useStoreSearch(filter);
  const [filterOpen, setFilterOpen] = useState(false);

  const update = (next: StoreQuery) => setParams(toSearchParams(next, new URLSearchParams(queryString)));
  // 列表 / 地圖: the same filter and the same loaded pages, shown either way.
  const view = viewOf(params);

  return (
    <Page>
      <h1>找餐廳</h1>
      <FilterBar query={query} options={options.data} onChange={update} onOpenFilter={() => setFilterOpen(true)} />
      <FilterDialog
        open={filterOpen}
        query={query}
        options={options.data}
        onClose={() => setFilterOpen(false)}
        onApply={(next) => {
          setFilterOpen(false);
          update(next);
        }}
      />
      <ViewToggle view={view} onChange={(next) => setParams(withView(new URLSearchParams(queryString), next))} />
      {wantsPosition && locating === 'asking' && <Notice role="status">正在取得您的位置…</Notice>}
      {wantsPosition && locating === 'failed' && <Notice role="alert">無法取得您的位置，目前依推薦排序。請允許瀏覽器存取位置後再選「距離」。</Notice>}
      <StoreResults
        result={result}
        choices={carriedChoices(query)}
        slots={isAvailabilitySearch(query) ? slotsWords(query) : undefined}
        waitlist={isAvailabilitySearch(query) && query.waitlist}
        view={view}
        timeLink={isAvailabilitySearch(query) ? (storeId, time) => bookingLink(storeId, query, time) : undefined}
      />
    </Page>
  );
}
