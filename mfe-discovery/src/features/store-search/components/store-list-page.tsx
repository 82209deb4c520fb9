import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Page } from '@joy/ui';
import { useSearchParamsOptions } from '../../../api/get-search-params';
import { useStoreSearch } from '../api/search-stores';
import { carriedChoices, parseStoreQuery, toFilterBody, toSearchParams, type StoreQuery } from '../stores/filter-query';
import { FilterBar } from './filter-bar';
import { FilterDialog } from './filter-dialog';
import { StoreResults } from './store-results';

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
      <StoreResults result={result} choices={carriedChoices(query)} />
    </Page>
  );
}
