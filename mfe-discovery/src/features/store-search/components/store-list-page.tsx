import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { searchTimeLabel } from '@joy/contract';
import { Page, dayjs } from '@joy/ui';
import { useSearchParamsOptions } from '../../../api/get-search-params';
import { useStoreSearch } from '../api/search-stores';
import { bookingLink, carriedChoices, isAvailabilitySearch, parseStoreQuery, toFilterBody, toSearchParams, type StoreQuery } from '../stores/filter-query';
import { FilterBar } from './filter-bar';
import { FilterDialog } from './filter-dialog';
import { StoreResults } from './store-results';

const weekday = ['日', '一', '二', '三', '四', '五', '六'];

/** 「12 月 5 日（六）19:00 前後 4 位」: when and for how many an availability search looks. */
function slotsWords(query: StoreQuery): string {
  const day = dayjs(query.date);
  const time = query.time && /^\d/.test(query.time) ? `${query.time} 前後` : searchTimeLabel(query.time ?? 'any');
  return `${day.format('M 月 D 日')}（${weekday[day.day()]}）${time}${query.total_people ? ` ${query.total_people} 位` : ''}`;
}

/** /store: the restaurant list. The filter is the URL query, so a filtered list can be shared. */
export function StoreListPage() {
  const [params, setParams] = useSearchParams();
  const queryString = params.toString();
  const query = useMemo(() => parseStoreQuery(new URLSearchParams(queryString)), [queryString]);
  const filter = useMemo(() => toFilterBody(query), [query]);
  const options = useSearchParamsOptions();
  const result = useStoreSearch(filter);
  const [filterOpen, setFilterOpen] = useState(false);

  const update = (next: StoreQuery) => setParams(toSearchParams(next, new URLSearchParams(queryString)));

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
      <StoreResults
        result={result}
        choices={carriedChoices(query)}
        slots={isAvailabilitySearch(query) ? slotsWords(query) : undefined}
        timeLink={isAvailabilitySearch(query) ? (storeId, time) => bookingLink(storeId, query, time) : undefined}
      />
    </Page>
  );
}
