import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { partyLimits, searchPeriods, type SearchPeriod, taipeiDate } from '@joy/contract';
import { Button, dayjs, media } from '@joy/ui';
import { SEARCH_TIMES } from '../lib/search-times';

/** Dates offered by the quick picker: today and the next 13 days (the month calendar is on /store). */
const DAYS = 14;
const weekday = ['日', '一', '二', '三', '四', '五', '六'];

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 8px;
  align-items: end;
  padding: 14px;
  border-radius: 14px;
  background: ${({ theme }) => theme.color.primarySoft};
  label { display: flex; flex-direction: column; gap: 4px; font-size: 0.85rem; font-weight: 600; }
  select {
    min-height: 44px;
    font: inherit;
    font-weight: 400;
    padding: 0 8px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: 8px;
    background: #fff;
  }
  select:focus-visible { outline: 3px solid ${({ theme }) => theme.color.primary}; outline-offset: 1px; }
  button { grid-column: 1 / -1; min-height: 44px; }
  ${media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr)) auto;
    button { grid-column: auto; }
  }
`;

/**
 * 找空位: a date, a time (or 午餐 / 晚餐) and a party, then /store lists the restaurants with a
 * free table then, each with its free times. `keyword` (the /search page's) goes along.
 */
export function TableFinder({ keyword = '', title = '找空位' }: { keyword?: string; title?: string }) {
  const id = useId();
  const navigate = useNavigate();
  const today = dayjs(taipeiDate());
  const [date, setDate] = useState(today.format('YYYY-MM-DD'));
  const [time, setTime] = useState<string>('dinner');
  const [people, setPeople] = useState<number>(partyLimits.defaultAdults);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The /store list's own query keys (features/store-search/stores/filter-query.ts).
    const params = new URLSearchParams({ ...(keyword ? { keyword } : {}), date, time, total_people: String(people) });
    navigate(`/store?${params.toString()}`);
  };

  return (
    <Form aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {title}
      </h2>
      <label>
        日期
        <select value={date} onChange={(e) => setDate(e.target.value)}>
          {Array.from({ length: DAYS }, (_, i) => {
            const day = today.add(i, 'day');
            const label = i === 0 ? '今天' : i === 1 ? '明天' : day.format('M/D');
            return (
              <option key={i} value={day.format('YYYY-MM-DD')}>
                {`${label}（${weekday[day.day()]}）`}
              </option>
            );
          })}
        </select>
      </label>
      <label>
        時間
        <select value={time} onChange={(e) => setTime(e.target.value)}>
          {(Object.keys(searchPeriods) as SearchPeriod[]).map((period) => (
            <option key={period} value={period}>
              {searchPeriods[period].label}
            </option>
          ))}
          {SEARCH_TIMES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </label>
      <label>
        人數
        <select value={people} onChange={(e) => setPeople(Number(e.target.value))}>
          {Array.from({ length: partyLimits.maxPickerPeople }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n} 位
            </option>
          ))}
        </select>
      </label>
      <Button type="submit">{title}</Button>
    </Form>
  );
}
