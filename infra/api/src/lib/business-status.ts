/**
 * §3 business status from the opening spans, on Taipei's wall clock (UTC+8, no DST, but the
 * zone is named so the rule stays right wherever the server runs):
 *   1 open now; 0 closed today (no span on this weekday); 2 on break — a working day outside
 *   its spans: the lunch break, and also before opening or after closing (休息中).
 * A span whose close is not after its open runs past midnight into the next day.
 */
import type { BusinessStatus, BusinessTime } from '@joy/contract';

const TIME_ZONE = 'Asia/Taipei';
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const clockFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export interface Clock {
  /** 0 Sunday … 6 Saturday */
  weekday: number;
  /** Minutes since midnight. */
  minutes: number;
}

export function taipeiClock(now: Date): Clock {
  const parts = Object.fromEntries(clockFormat.formatToParts(now).map((p) => [p.type, p.value]));
  return { weekday: WEEKDAYS.indexOf(parts.weekday), minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** 'HH:MM' or 'HH:MM:SS' → minutes since midnight. */
export function toMinutes(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}

const overnight = (span: BusinessTime): boolean => toMinutes(span.close) <= toMinutes(span.open);

export function businessStatus(times: readonly BusinessTime[], now: Date): BusinessStatus {
  const { weekday, minutes } = taipeiClock(now);
  const yesterday = (weekday + 6) % 7;
  const today = times.filter((t) => t.weekday === weekday);

  const openToday = today.some((t) => minutes >= toMinutes(t.open) && (overnight(t) || minutes < toMinutes(t.close)));
  const openFromYesterday = times.some((t) => t.weekday === yesterday && overnight(t) && minutes < toMinutes(t.close));
  if (openToday || openFromYesterday) return 1;
  return today.length ? 2 : 0;
}
