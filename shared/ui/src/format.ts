import dayjs from 'dayjs';
import 'dayjs/locale/zh-tw';

dayjs.locale('zh-tw');

/** `YYYY 年 M 月 D 日` (§9), optionally with the time. */
export function formatDate(value: string | number | Date, withTime = false): string {
  const d = dayjs(value);
  if (!d.isValid()) return '';
  return d.format(withTime ? 'YYYY 年 M 月 D 日 HH:mm' : 'YYYY 年 M 月 D 日');
}

let numbers: Intl.NumberFormat | undefined;

/** Thousand separators (§5); one formatter for the page, made on first use (each costs its locale data). */
export function formatNumber(value: number): string {
  numbers ??= new Intl.NumberFormat('zh-TW', { maximumFractionDigits: 2 });
  return numbers.format(value);
}

export { dayjs };
