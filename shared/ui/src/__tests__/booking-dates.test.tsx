import { useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteRoot, dayjs } from '../index';
import { BookingDates } from '../dates';
import { weekOf } from '../dates/booking-dates';

// A Monday, so the strip's weeks (counted from the first bookable day) are easy to read.
const FIRST = '2026-12-07';
const day = (n: number) => dayjs(FIRST).add(n, 'day').format('YYYY-MM-DD');
const label = (n: number) => new RegExp(`^${dayjs(day(n)).format('M 月 D 日')} 星期`);
/** Three weeks less a day; the 3rd day (Thursday 12/10) is full. */
const LAST = day(19);
const FULL = new Set([day(3)]);

function Picker({ start = null, compact = true, onSelect = () => undefined }: { start?: string | null; compact?: boolean; onSelect?: (date: string) => void }) {
  const [value, setValue] = useState<string | null>(start);
  return (
    <RemoteRoot>
      <BookingDates
        value={value}
        first={FIRST}
        last={LAST}
        isFull={(date) => FULL.has(date)}
        compact={compact}
        onSelect={(date) => {
          setValue(date);
          onSelect(date);
        }}
      />
      <output data-testid="chosen">{value ?? ''}</output>
    </RemoteRoot>
  );
}

const strip = () => screen.getByRole('group', { name: '一週內的日期' });
const chosen = () => screen.getByTestId('chosen').textContent;

describe('weekOf', () => {
  it('counts weeks from the first bookable day and stops at the last', () => {
    expect(weekOf(FIRST, LAST, null)).toEqual([0, 1, 2, 3, 4, 5, 6].map(day));
    expect(weekOf(FIRST, LAST, day(9))).toEqual([7, 8, 9, 10, 11, 12, 13].map(day));
    expect(weekOf(FIRST, LAST, day(18))).toEqual([14, 15, 16, 17, 18, 19].map(day));
    expect(weekOf(FIRST, LAST, day(-3))).toEqual(weekOf(FIRST, LAST, null));
    expect(weekOf(FIRST, LAST, day(40))).toEqual([14, 15, 16, 17, 18, 19].map(day));
  });
});

describe('BookingDates, compact', () => {
  it('is one tab stop that the arrow keys move along, and Enter chooses', async () => {
    const onSelect = jest.fn();
    render(<Picker onSelect={onSelect} />);
    const buttons = within(strip()).getAllByRole('button');
    expect(buttons).toHaveLength(7);
    expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1);

    await userEvent.tab();
    expect(within(strip()).getByRole('button', { name: label(0) })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(strip()).getByRole('button', { name: label(2) })).toHaveFocus();
    // Moving is not choosing.
    expect(onSelect).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(day(2));
    expect(within(strip()).getByRole('button', { name: label(2) })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.keyboard('{ArrowLeft}');
    expect(within(strip()).getByRole('button', { name: label(1) })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(within(strip()).getByRole('button', { name: label(6) })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(within(strip()).getByRole('button', { name: label(0) })).toHaveFocus();
    // Before the first bookable day there is nothing to move to.
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(strip()).getByRole('button', { name: label(0) })).toHaveFocus();
  });

  it('reaches a full day and says so, but does not choose it', async () => {
    render(<Picker start={day(1)} />);
    await userEvent.tab();
    expect(within(strip()).getByRole('button', { name: label(1) })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const full = within(strip()).getByRole('button', { name: /12 月 10 日 星期四（無空位）$/ });
    expect(full).toHaveFocus();
    expect(full).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(chosen()).toBe(day(1));
  });

  it('moves on into the next week with the arrow and PageDown, and shows that week', async () => {
    render(<Picker />);
    await userEvent.tab();
    await userEvent.keyboard('{End}{ArrowRight}');
    const next = within(strip()).getByRole('button', { name: label(7) });
    expect(next).toHaveFocus();
    expect(within(strip()).queryByRole('button', { name: label(6) })).not.toBeInTheDocument();
    await userEvent.keyboard('{PageDown}');
    expect(within(strip()).getByRole('button', { name: label(14) })).toHaveFocus();
    // The last week is cut at the last bookable day; the focus stops there.
    await userEvent.keyboard('{End}{ArrowRight}');
    expect(within(strip()).getAllByRole('button')).toHaveLength(6);
    expect(within(strip()).getByRole('button', { name: label(19) })).toHaveFocus();
    await userEvent.keyboard('{PageUp}{Enter}');
    expect(chosen()).toBe(day(12));
  });

  it('opens on the week of a carried date, with that day chosen', () => {
    render(<Picker start={day(16)} />);
    const carried = within(strip()).getByRole('button', { name: label(16) });
    expect(carried).toHaveAttribute('aria-pressed', 'true');
    expect(carried).toHaveAttribute('tabindex', '0');
    expect(within(strip()).queryByRole('button', { name: label(0) })).not.toBeInTheDocument();
  });

  it('offers the month on demand; a day chosen there closes it and the strip and focus follow', async () => {
    render(<Picker />);
    const more = screen.getByRole('button', { name: '更多日期' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(screen.getByRole('button', { name: '收合月曆' })).toHaveAttribute('aria-expanded', 'true');
    const month = screen.getByRole('group', { name: '2026 年 12 月' });
    await userEvent.click(within(month).getByRole('button', { name: label(15) }));
    expect(chosen()).toBe(day(15));
    expect(screen.getByRole('button', { name: '更多日期' })).toHaveAttribute('aria-expanded', 'false');
    const moved = within(strip()).getByRole('button', { name: label(15) });
    expect(moved).toHaveAttribute('aria-pressed', 'true');
    await act(async () => undefined);
    expect(moved).toHaveFocus();
  });
});

describe('BookingDates, wide', () => {
  it('is a month calendar', () => {
    render(<Picker compact={false} />);
    expect(screen.getByRole('heading', { name: '2026 年 12 月' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '一週內的日期' })).not.toBeInTheDocument();
  });
});
