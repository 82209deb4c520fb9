import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { dayjs } from '@joy/ui';
import { MonthCalendar } from './month-calendar';
import { weekdayNames } from './weekdays';

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
  min-height: 44px;
  font: inherit;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.color.primaryDark};
  cursor: pointer;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.primary}; }
`;

export interface BookingDatesProps {
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

/**
 * The seven days (cut at `last`) of the range's week that holds `day`; weeks count from `first`.
 * A day outside the range counts as its nearer end.
 */
export function weekOf(first: string, last: string, day: string | null): string[] {
  const start = dayjs(first);
  const within = day && day > last ? last : day;
  const weeks = within ? Math.max(0, Math.floor(dayjs(within).diff(start, 'day') / 7)) : 0;
  const from = start.add(weeks * 7, 'day');
  return Array.from({ length: 7 }, (_, i) => from.add(i, 'day'))
    .filter((d) => !d.isAfter(dayjs(last), 'day'))
    .map((d) => d.format(FORMAT));
}

/** Keys that move the focus along the strip, by days from the focused one (Home/End: the week's ends). */
const STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, PageUp: -7, PageDown: 7 };

/**
 * A booking's dates. Wide: a month calendar. Phone: the week of the chosen day (or the first
 * week) as a strip of seven buttons, and 「更多日期」 opens the month calendar for later days —
 * a day picked there closes it, and the strip (and the focus) moves to that day.
 *
 * The strip is one tab stop: ← and → move by a day (on into the next or previous week, which
 * the strip then shows), PageUp/PageDown by a week, Home/End to the week's ends; Enter or Space
 * chooses. A full day can be reached (and read out with 無空位) but not chosen.
 */
export function BookingDates({ value, first, last, isFull, compact, onSelect }: BookingDatesProps) {
  const [month, setMonth] = useState(false);
  const monthId = useId();
  const strip = useRef<HTMLDivElement>(null);
  // The day the strip's tab stop is on; the strip shows its week. Follows a newly chosen day.
  const [focused, setFocused] = useState<string | null>(value);
  const [chosen, setChosen] = useState(value);
  if (chosen !== value) {
    setChosen(value);
    if (value) setFocused(value);
  }
  const moving = useRef(false);
  const week = weekOf(first, last, focused ?? value);
  const stop = week.includes(focused ?? '') ? focused : (week.find((date) => date === value) ?? week.find((date) => !isFull(date)) ?? week[0]);

  useLayoutEffect(() => {
    if (!moving.current) return;
    moving.current = false;
    strip.current?.querySelector<HTMLButtonElement>(`[data-date="${stop}"]`)?.focus();
  });

  const moveTo = (date: string) => {
    if (date < first || date > last) return;
    moving.current = true;
    setFocused(date);
  };

  const onKeyDown = (event: KeyboardEvent, date: string) => {
    let target: string | undefined;
    if (event.key === 'Home') target = week[0];
    else if (event.key === 'End') target = week[week.length - 1];
    else if (STEPS[event.key] !== undefined) target = dayjs(date).add(STEPS[event.key], 'day').format(FORMAT);
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  };

  const calendar = (onPick: (date: string) => void) => (
    <MonthCalendar value={value} min={first} max={last} isDisabled={isFull} disabledNote="（無空位）" onSelect={onPick} />
  );
  if (!compact) return calendar(onSelect);
  return (
    <>
      <Strip ref={strip} role="group" aria-label="一週內的日期">
        {week.map((date) => {
          const day = dayjs(date);
          const full = isFull(date);
          return (
            <button
              key={date}
              type="button"
              data-date={date}
              tabIndex={date === stop ? 0 : -1}
              aria-pressed={value === date}
              aria-disabled={full || undefined}
              aria-label={`${day.format('M 月 D 日')} 星期${weekdayNames[day.day()]}${full ? '（無空位）' : ''}`}
              onKeyDown={(event) => onKeyDown(event, date)}
              onClick={() => {
                setFocused(date);
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
            moveTo(date);
          })}
      </div>
    </>
  );
}
