import type { BusinessTime } from '@joy/contract';

export const weekdayLabels = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];
/** Monday first, as Taiwanese opening-hours lists read. */
const ORDER = [1, 2, 3, 4, 5, 6, 0];

export interface DayHours {
  weekday: number;
  label: string;
  ranges: string[];
  isToday: boolean;
}

/** `HH:mm` strings sort as text; no locale collation (its data is a store page's first Intl cost). */
const byOpening = (a: BusinessTime, b: BusinessTime) => (a.open < b.open ? -1 : a.open > b.open ? 1 : 0);

export function weeklyHours(times: BusinessTime[], today: number): DayHours[] {
  return ORDER.map((weekday) => ({
    weekday,
    label: weekdayLabels[weekday],
    ranges: times
      .filter((t) => t.weekday === weekday)
      .sort(byOpening)
      .map((t) => `${t.open}–${t.close}`),
    isToday: weekday === today,
  }));
}
