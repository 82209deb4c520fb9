import { useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { dayjs } from '@joy/ui';
import { weekdayNames } from './weekdays';

const FORMAT = 'YYYY-MM-DD';

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin: 8px 0;
  h3 { margin: 0; font-size: 1rem; }
  button { border: 1px solid ${({ theme }) => theme.color.border}; border-radius: 50%; width: 36px; height: 36px; background: #fff; cursor: pointer; font: inherit; }
  button:disabled { opacity: 0.4; cursor: not-allowed; }
  button:focus-visible { outline: 3px solid ${({ theme }) => theme.color.primary}; }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: 2px;
  text-align: center;
  abbr { text-decoration: none; font-size: 0.8rem; color: ${({ theme }) => theme.color.muted}; }
  button { aspect-ratio: 1; border: 0; border-radius: 50%; background: none; font: inherit; cursor: pointer; }
  button:disabled, button[aria-disabled='true'] { color: #bbb; cursor: not-allowed; }
  button[aria-disabled='true'] { text-decoration: line-through; }
  button[aria-pressed='true'] { background: ${({ theme }) => theme.color.primary}; color: #fff; }
  button:focus-visible { outline: 3px solid ${({ theme }) => theme.color.text}; }
`;

interface Props {
  value: string | null;
  /** The first selectable date (YYYY-MM-DD). */
  min: string;
  /** The last selectable date (YYYY-MM-DD); open-ended without it. */
  max?: string;
  /** Days inside min…max that still cannot be chosen (no free table, closed). */
  isDisabled?: (date: string) => boolean;
  /** Spoken after the date of a disabled day, e.g. （無空位）. */
  disabledNote?: string;
  onSelect: (date: string) => void;
}

/**
 * A month of day buttons. One tab stop inside the month (the chosen or first open day);
 * arrow keys move by day or week, PageUp/PageDown change the month. Disabled days stay
 * reachable by the arrow keys (so they can be read out) but cannot be chosen.
 */
export function MonthCalendar({ value, min, max, isDisabled, disabledNote = '', onSelect }: Props) {
  const minDay = dayjs(min);
  const maxDay = max ? dayjs(max) : null;
  const outside = (day: dayjs.Dayjs) => day.isBefore(minDay, 'day') || (maxDay !== null && day.isAfter(maxDay, 'day'));
  /** Where the calendar opens: the chosen day, else the first day that can be chosen. */
  const start = (): string => {
    if (value) return value;
    for (let day = minDay, n = 0; n < 366 && !outside(day); day = day.add(1, 'day'), n++) if (!isDisabled?.(day.format(FORMAT))) return day.format(FORMAT);
    return min;
  };
  const [month, setMonth] = useState(() => dayjs(start()).startOf('month'));
  const [focused, setFocused] = useState<string>(start);
  const grid = useRef<HTMLDivElement>(null);
  const days = Array.from({ length: month.daysInMonth() }, (_, i) => month.date(i + 1));
  const focusable = days.some((d) => d.format(FORMAT) === focused)
    ? focused
    : (days.find((d) => !outside(d) && !isDisabled?.(d.format(FORMAT)))?.format(FORMAT) ?? days.find((d) => !outside(d))?.format(FORMAT) ?? '');

  const moveFocus = (target: dayjs.Dayjs) => {
    if (outside(target)) return;
    const key = target.format(FORMAT);
    setFocused(key);
    setMonth(target.startOf('month'));
    requestAnimationFrame(() => grid.current?.querySelector<HTMLButtonElement>(`[data-date="${key}"]`)?.focus());
  };

  const onKeyDown = (event: KeyboardEvent, day: dayjs.Dayjs) => {
    const moves: Record<string, () => dayjs.Dayjs> = {
      ArrowLeft: () => day.subtract(1, 'day'),
      ArrowRight: () => day.add(1, 'day'),
      ArrowUp: () => day.subtract(1, 'week'),
      ArrowDown: () => day.add(1, 'week'),
      PageUp: () => day.subtract(1, 'month'),
      PageDown: () => day.add(1, 'month'),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveFocus(move());
  };

  return (
    <div>
      <Head>
        <button type="button" aria-label="上個月" disabled={!month.isAfter(minDay, 'month')} onClick={() => setMonth(month.subtract(1, 'month'))}>
          ‹
        </button>
        <h3 aria-live="polite">{month.format('YYYY 年 M 月')}</h3>
        <button type="button" aria-label="下個月" disabled={maxDay !== null && !month.isBefore(maxDay, 'month')} onClick={() => setMonth(month.add(1, 'month'))}>
          ›
        </button>
      </Head>
      <Grid ref={grid} role="group" aria-label={month.format('YYYY 年 M 月')}>
        {weekdayNames.map((name) => (
          <abbr key={name} title={`星期${name}`} aria-hidden="true">
            {name}
          </abbr>
        ))}
        {Array.from({ length: month.day() }, (_, i) => (
          <span key={`blank-${i}`} />
        ))}
        {days.map((day) => {
          const key = day.format(FORMAT);
          const unavailable = !outside(day) && Boolean(isDisabled?.(key));
          return (
            <button
              key={key}
              type="button"
              data-date={key}
              disabled={outside(day)}
              aria-disabled={unavailable || undefined}
              aria-pressed={value === key}
              aria-label={`${day.format('M 月 D 日')} 星期${weekdayNames[day.day()]}${unavailable ? disabledNote : ''}`}
              tabIndex={key === focusable ? 0 : -1}
              onKeyDown={(event) => onKeyDown(event, day)}
              onClick={() => {
                setFocused(key);
                if (!unavailable) onSelect(key);
              }}
            >
              {day.date()}
            </button>
          );
        })}
      </Grid>
    </div>
  );
}
