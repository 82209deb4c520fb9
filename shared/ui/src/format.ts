import dayjs from 'dayjs';
import 'dayjs/locale/zh-tw';
import { taipeiWallClock } from '@joy/contract';

dayjs.locale('zh-tw');

/** An ISO string with its offset (`…Z`, `…+08:00`): an instant, not a wall-clock reading. */
const WITH_OFFSET = /(?:z|[+-]\d{2}:?\d{2})$/i;

/**
 * `YYYY 年 M 月 D 日` (§9), optionally with the time. An instant (an ISO string with its offset,
 * a number, a Date) is read on Taipei's clock, where the diners and the restaurants are — the same
 * on the page server (which may keep UTC) as in the browser, whatever the device's time zone; a
 * date or a time written without an offset is shown as written.
 */
export function formatDate(value: string | number | Date, withTime = false): string {
  const instant = typeof value !== 'string' || WITH_OFFSET.test(value.trim());
  const d = instant ? dayjs(taipeiWallClock(dayjs(value).valueOf())) : dayjs(value);
  if (!d.isValid()) return '';
  return d.format(withTime ? 'YYYY 年 M 月 D 日 HH:mm' : 'YYYY 年 M 月 D 日');
}

/**
 * Thousand separators (§5), at most two decimals, rounded half away from zero: what
 * `Intl.NumberFormat('zh-TW', { maximumFractionDigits: 2 })` prints, written out because a
 * page's first Intl object loads the locale data (30–130 ms of one task in a fresh renderer,
 * measured on a store list's first render). Like Intl it rounds the number's shortest decimal
 * form (`String(1.005)` is `1.005`, so 1.01), not its binary value (which `toFixed` rounds).
 */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return new Intl.NumberFormat('zh-TW', { maximumFractionDigits: 2 }).format(value);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const decimal = String(Math.abs(value));
  // Below 1e-6 the shortest form has an exponent, and the value rounds to 0.
  const [whole, fraction = ''] = decimal.includes('e') ? ['0'] : decimal.split('.');
  let hundredths = BigInt(whole + fraction.slice(0, 2).padEnd(2, '0'));
  if (fraction.length > 2 && fraction[2] >= '5') hundredths += 1n;
  const digits = hundredths.toString().padStart(3, '0');
  const grouped = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = digits.slice(-2).replace(/0+$/, '');
  return `${sign}${grouped}${cents ? `.${cents}` : ''}`;
}

export { dayjs };
