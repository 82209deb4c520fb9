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

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-top: 10px;
  input { width: 18px; height: 18px; margin: 0; }
  &[aria-disabled='true'] { color: ${({ theme }) => theme.color.muted}; }
`;

/**
 * 用餐時間 of the availability search: a part of the day (午餐 / 晚餐 / 任何時間) or a time
 * (± 1 hour). It needs a date: until one is chosen the select is disabled and says so. Once a
 * time is chosen, 可候補 also lists the stores full then whose waitlist the party may join.
 */
export function TimeFields({
  value,
  hasDate,
  onChange,
  waitlist = false,
  onWaitlistChange,
}: {
  value: string | null;
  hasDate: boolean;
  onChange: (time: string | null) => void;
  waitlist?: boolean;
  onWaitlistChange?: (waitlist: boolean) => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const canWait = hasDate && value !== null;
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
      {onWaitlistChange && (
        <Check aria-disabled={!canWait}>
          <input type="checkbox" checked={canWait && waitlist} disabled={!canWait} onChange={(e) => onWaitlistChange(e.target.checked)} />
          也列出已客滿、可候補的餐廳
        </Check>
      )}
    </Fieldset>
  );
}
