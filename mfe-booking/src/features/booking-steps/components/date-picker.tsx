import { BookingDates } from '@joy/ui/dates';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The bookable dates (§4: a date whose time list is empty is full) as the store page's booking
 * panel shows them on a phone, at every width: a week strip (one tab stop; ←/→ move, Enter
 * chooses) with 更多日期 for the month calendar. The carried date (the store page's or the
 * search's choice) starts chosen, its week shown, when the store still offers it.
 */
export function DatePicker({ dates, value, onChange }: { dates: Record<string, string[]>; value: string | null; onChange: (date: string) => void }) {
  const days = Object.keys(dates)
    .filter((date) => DAY.test(date))
    .sort();
  const isFull = (date: string) => !Array.isArray(dates[date]) || dates[date].length === 0;
  if (days.length === 0 || days.every(isFull)) return <p role="status">近期沒有可訂位的日期，歡迎來電洽詢。</p>;
  const first = days[0];
  const last = days[days.length - 1];
  const chosen = value && value >= first && value <= last ? value : null;
  return (
    <div role="group" aria-label="選擇日期">
      <BookingDates value={chosen} first={first} last={last} isFull={isFull} compact onSelect={onChange} />
    </div>
  );
}
