import { useState } from 'react';
import styled from 'styled-components';
import { dayjs, weekdayNames } from '@joy/ui';
import { MonthCalendar } from '@joy/ui/dates';
import { Fieldset } from './fieldset';
import { taipeiDate } from '@joy/contract';

export const DATE_FORMAT = 'YYYY-MM-DD';

const Strip = styled.div`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: 4px;
  button {
    display: flex;
    flex-direction: column;
    align-items: center;
    padding: 6px 0;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: 10px;
    background: #fff;
    font: inherit;
    font-size: 0.85rem;
    cursor: pointer;
  }
  button[aria-pressed='true'] { background: ${({ theme }) => theme.color.primary}; border-color: ${({ theme }) => theme.color.primary}; color: #fff; }
  button:focus-visible { outline: 3px solid ${({ theme }) => theme.color.text}; outline-offset: 1px; }
  strong { font-size: 1rem; }
`;

const Toggle = styled.button`
  margin-top: 8px;
  border: 0;
  background: none;
  padding: 4px 0;
  font: inherit;
  color: ${({ theme }) => theme.color.primaryDark};
  cursor: pointer;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.primary}; }
`;

/** Dining date: the coming seven days as a strip, and a month calendar for later dates. */
export function DateFields({ value, onChange }: { value: string | null; onChange: (date: string | null) => void }) {
  const [showMonth, setShowMonth] = useState(false);
  const today = dayjs(taipeiDate());
  const week = Array.from({ length: 7 }, (_, i) => today.add(i, 'day'));
  const pick = (date: string) => onChange(value === date ? null : date);

  return (
    <Fieldset>
      <legend>用餐日期</legend>
      <Strip role="group" aria-label="近七天">
        {week.map((day, i) => {
          const date = day.format(DATE_FORMAT);
          return (
            <button key={date} type="button" aria-pressed={value === date} aria-label={`${day.format('M 月 D 日')} 星期${weekdayNames[day.day()]}`} onClick={() => pick(date)}>
              <span>{i === 0 ? '今天' : weekdayNames[day.day()]}</span>
              <strong>{day.date()}</strong>
            </button>
          );
        })}
      </Strip>
      <Toggle type="button" aria-expanded={showMonth} onClick={() => setShowMonth((s) => !s)}>
        {showMonth ? '收合月曆' : '選擇其他日期'}
      </Toggle>
      {showMonth && <MonthCalendar value={value} min={today.format(DATE_FORMAT)} onSelect={pick} />}
    </Fieldset>
  );
}
