/**
 * A booking as an iCalendar file (RFC 5545), for the diner's calendar. Times are written in
 * UTC (`…Z`), which every calendar converts to its own zone, so no VTIMEZONE is needed; the
 * reservation is on Taipei's wall clock (UTC+8, no DST), and X-WR-TIMEZONE names it for the
 * calendars that display the file's zone. Text is escaped (\\ ; , newline) and lines are
 * folded at 75 octets without splitting a UTF-8 character. One VALARM two hours before.
 */
import { slotInstant } from './booking-clock';

/** How long a table is taken, for the event's end. */
export const DINING_MINUTES = 120;

export interface CalendarBooking {
  /** Stable per booking, so importing again updates the event. */
  uid: string;
  date: string;
  time: string;
  people: number;
  storeName: string;
  storeAddress: string;
  storePhone: string;
  /** The booking's page (result page or member's order). */
  url: string;
}

const utc = (at: Date): string => at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export const escapeText = (value: string): string => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Folds a content line into 75-octet pieces (continuations start with one space). */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    const limit = out.length ? 74 : 75;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

export function bookingCalendar(booking: CalendarBooking, now: Date): string {
  const start = slotInstant(booking.date, booking.time);
  const end = new Date(start.getTime() + DINING_MINUTES * 60_000);
  const description = [`${booking.people} 位`, booking.storePhone ? `訂位專線：${booking.storePhone}` : '', `訂位內容：${booking.url}`].filter(Boolean).join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Joy//Booking//ZH-TW',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-TIMEZONE:Asia/Taipei',
    'BEGIN:VEVENT',
    `UID:${booking.uid}`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(start)}`,
    `DTEND:${utc(end)}`,
    `SUMMARY:${escapeText(`${booking.storeName} 訂位（${booking.people} 位）`)}`,
    `LOCATION:${escapeText(`${booking.storeName}, ${booking.storeAddress}`)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${booking.url}`,
    'STATUS:CONFIRMED',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(`${booking.storeName} 訂位即將開始`)}`,
    'TRIGGER:-PT2H',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
