import { useId } from 'react';
import styled from 'styled-components';
import { searchPeriods, type SearchPeriod } from '@joy/contract';
import { SEARCH_TIMES } from '../../../lib/search-times';
import { Fieldset } from './fieldset';

const Hint = styled.p`
  margin: 6px 0 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.color.muted};
`;

/**
 * 用餐時間 of the availability search: a part of the day (午餐 / 晚餐 / 任何時間) or a time
 * (± 1 hour). It needs a date: until one is chosen the select is disabled and says so.
 */
export function TimeFields({ value, hasDate, onChange }: { value: string | null; hasDate: boolean; onChange: (time: string | null) => void }) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <Fieldset>
      <legend>
        <label htmlFor={id}>用餐時間</label>
      </legend>
      <select id={id} value={hasDate ? (value ?? '') : ''} disabled={!hasDate} aria-describedby={hintId} onChange={(e) => onChange(e.target.value || null)}>
        <option value="">不限時間</option>
        <optgroup label="時段">
          {(Object.keys(searchPeriods) as SearchPeriod[]).map((period) => (
            <option key={period} value={period}>
              {searchPeriods[period].label}
            </option>
          ))}
        </optgroup>
        <optgroup label="指定時間（前後 1 小時）">
          {SEARCH_TIMES.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </optgroup>
      </select>
      <Hint id={hintId}>{hasDate ? '選了時間，只列出有空位的餐廳，並顯示可訂的時段' : '先選用餐日期，再選時間'}</Hint>
    </Fieldset>
  );
}
