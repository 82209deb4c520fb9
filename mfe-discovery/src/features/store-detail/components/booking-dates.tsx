import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { dayjs } from '@joy/ui';
import { MonthCalendar, weekdayNames } from '../../../components/month-calendar';

const FORMAT = 'YYYY-MM-DD';

const Strip = styled.div`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: 4px;
  button {
    display: flex;
    flex-direction: column;
    align-items: center;
    min-height: 48px;
    padding: 4px 0;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: 10px;
    background: #fff;
    font: inherit;
    font-size: 0.8rem;
    cursor: pointer;
  }
  button[aria-disabled='true'] { color: #bbb; cursor: not-allowed; }
  button[aria-disabled='true'] strong { text-decoration: line-through; }
  button[aria-pressed='true'] { background: ${({ theme }) => theme.color.primary}; border-color: ${({ theme }) => theme.color.primary}; color: #fff; }
  button:focus-visible { outline: 3px solid ${({ theme }) => theme.color.text}; outline-offset: 1px; }
  strong { font-size: 1rem; }
`;

const More = styled.button`
  margin-top: 6px;
  border: 0;
  background: none;
  padding: 6px 0;
  font: inherit;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.color.primaryDark};
  cursor: pointer;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.primary}; }
`;

interface Props {
  value: string | null;
  /** The bookable range, sorted (YYYY-MM-DD). */
  first: string;
  last: string;
  /** A day in the range without a free time. */
  isFull: (date: string) => boolean;
  /** The phone layout: a week strip, and the month on demand. */
  compact: boolean;
  onSelect: (date: string) => void;
}

/** The week of the range that holds `value` (the first week without one). */
function weekOf(first: string, last: string, value: string | null): dayjs.Dayjs[] {
  const start = dayjs(first);
  const weeks = value ? Math.max(0, Math.floor(dayjs(value).diff(start, 'day') / 7)) : 0;
  const from = start.add(weeks * 7, 'day');
  return Array.from({ length: 7 }, (_, i) => from.add(i, 'day')).filter((day) => !day.isAfter(dayjs(last), 'day'));
}

/**
 * The panel's dates. Wide: a month calendar. Phone: the week of the chosen day (or the first
 * week) as a strip of seven buttons, and 「更多日期」 opens the month calendar for later days —
 * a day picked there closes it, and the strip (and the focus) moves to that day.
 */
export function BookingDates({ value, first, last, isFull, compact, onSelect }: Props) {
  const [month, setMonth] = useState(false);
  const monthId = useId();
  const strip = useRef<HTMLDivElement>(null);
  const calendar = (onPick: (date: string) => void) => (
    <MonthCalendar value={value} min={first} max={last} isDisabled={isFull} disabledNote="（無空位）" onSelect={onPick} />
  );
  if (!compact) return calendar(onSelect);
  return (
    <>
      <Strip ref={strip} role="group" aria-label="一週內的日期">
        {weekOf(first, last, value).map((day) => {
          const date = day.format(FORMAT);
          const full = isFull(date);
          return (
            <button
              key={date}
              type="button"
              data-date={date}
              aria-pressed={value === date}
              aria-disabled={full || undefined}
              aria-label={`${day.format('M 月 D 日')} 星期${weekdayNames[day.day()]}${full ? '（無空位）' : ''}`}
              onClick={() => {
                if (!full) onSelect(date);
              }}
            >
              <span>{weekdayNames[day.day()]}</span>
              <strong>{day.date()}</strong>
            </button>
          );
        })}
      </Strip>
      <More type="button" aria-expanded={month} aria-controls={monthId} onClick={() => setMonth((open) => !open)}>
        {month ? '收合月曆' : '更多日期'}
      </More>
      <div id={monthId} hidden={!month}>
        {month &&
          calendar((date) => {
            setMonth(false);
            onSelect(date);
            // The month closes under the focus: it goes on to the day, now in the strip.
            requestAnimationFrame(() => strip.current?.querySelector<HTMLButtonElement>(`[data-date="${date}"]`)?.focus());
          })}
      </div>
    </>
  );
}
