import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { searchSorts, type SearchParams, type SearchSort } from '@joy/contract';
import { Button, media } from '@joy/ui';
import { Chip, ChipRow } from '../../../components/chip';
import { toggleId, type StoreQuery } from '../stores/filter-query';
import { ActiveFilters } from './active-filters';

const Bar = styled.div`
  display: grid;
  gap: 12px;
  margin-bottom: 16px;
`;

const SearchForm = styled.form`
  display: flex;
  gap: 8px;
  input {
    flex: 1;
    min-width: 0;
    font: inherit;
    padding: 8px 14px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: 999px;
  }
  input:focus-visible { outline: 3px solid ${({ theme }) => theme.color.primary}; outline-offset: 1px; }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  ${media.tablet} { flex-wrap: nowrap; }
`;

const SortLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-left: auto;
  font-size: 0.9rem;
  select {
    min-height: 36px;
    font: inherit;
    padding: 0 8px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: 999px;
    background: #fff;
  }
  select:focus-visible { outline: 3px solid ${({ theme }) => theme.color.primary}; outline-offset: 1px; }
`;

const Scroller = styled(ChipRow)`
  flex-wrap: nowrap;
  overflow-x: auto;
  padding: 2px;
  ${media.desktop} { flex-wrap: wrap; }
`;

interface Props {
  query: StoreQuery;
  options: SearchParams | undefined;
  onChange: (next: StoreQuery) => void;
  onOpenFilter: () => void;
}

/** Keyword, the booking/pay/open-now toggles, the filter button, the order, food-type tags and removable active filters. */
export function FilterBar({ query, options, onChange, onOpenFilter }: Props) {
  const [keyword, setKeyword] = useState(query.keyword);
  const [lastKeyword, setLastKeyword] = useState(query.keyword);
  if (query.keyword !== lastKeyword) {
    // The URL changed (back button, a removed chip): show its keyword.
    setLastKeyword(query.keyword);
    setKeyword(query.keyword);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...query, keyword: keyword.trim() });
  };
  const dialogCount = (query.city !== null ? 1 : 0) + query.tags.length + (query.date ? 1 : 0) + (query.date && query.time ? 1 : 0) + (query.date && query.time && query.waitlist ? 1 : 0) + (query.total_people !== null ? 1 : 0) + (query.price_min !== null || query.price_max !== null ? 1 : 0) + [query.no_deposit, query.pets, query.no_time_limit].filter(Boolean).length;

  return (
    <Bar>
      <SearchForm role="search" onSubmit={submit}>
        <input type="search" aria-label="搜尋餐廳名稱、地址或料理" placeholder="想吃什麼？輸入餐廳或料理" value={keyword} maxLength={100} onChange={(e) => setKeyword(e.target.value)} />
        <Button type="submit">搜尋</Button>
      </SearchForm>
      <Row>
        <Chip type="button" aria-pressed={query.joy_booking} onClick={() => onChange({ ...query, joy_booking: !query.joy_booking })}>
          可線上訂位
        </Chip>
        <Chip type="button" aria-pressed={query.joy_pay} onClick={() => onChange({ ...query, joy_pay: !query.joy_pay })}>
          樂享付款
        </Chip>
        <Chip type="button" aria-pressed={query.open_now} onClick={() => onChange({ ...query, open_now: !query.open_now })}>
          營業中
        </Chip>
        <Chip type="button" aria-haspopup="dialog" aria-pressed={dialogCount > 0} onClick={onOpenFilter}>
          篩選{dialogCount > 0 ? `（${dialogCount}）` : ''}
        </Chip>
        <SortLabel>
          排序
          <select value={query.sort ?? 'hot'} onChange={(e) => onChange({ ...query, sort: e.target.value === 'hot' ? null : (e.target.value as SearchSort) })}>
            {(Object.keys(searchSorts) as SearchSort[]).map((sort) => (
              <option key={sort} value={sort}>
                {searchSorts[sort]}
              </option>
            ))}
          </select>
        </SortLabel>
      </Row>
      {options && options.food_types.length > 0 && (
        <Scroller role="group" aria-label="料理類型">
          {options.food_types.map((type) => (
            <Chip key={type.id} type="button" aria-pressed={query.food_types.includes(type.id)} onClick={() => onChange({ ...query, food_types: toggleId(query.food_types, type.id) })}>
              {type.name}
            </Chip>
          ))}
        </Scroller>
      )}
      <ActiveFilters query={query} options={options} onChange={onChange} />
    </Bar>
  );
}
