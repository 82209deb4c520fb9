/**
 * When a booking's reminders are due, and their words (issue 23, item 5). The day-before
 * reminder is due at a fixed time of Taipei's clock on the day before (18:00 by default, not
 * 24 hours ahead: a 12:00 lunch is reminded the evening before, not at noon), the second a few
 * hours before (2 by default); both are settings (config `reminders`). The latest moment
 * already reached decides which one is due: an earlier one is stale by then. A booking made
 * after a moment never gets that reminder (booked at 20:00 for tomorrow: no day-before text).
 *
 * The texts carry the diner's two answers as links on the booking's page — the guest's result
 * page, the member's order page — with ?reminder=confirm / ?reminder=cancel (the contract's
 * reminderPath), made from PUBLIC_ORIGIN only.
 */
import { REMINDER_WORDS, reminderPath, reminderWhenWord, sitePaths, siteLink, type ReminderKind } from '@joy/contract';
import { slotInstant, taipeiDate } from './booking-clock';
import { reservationText } from './order-notifications';

export interface ReminderSettings {
  /** HH:MM on Taipei's clock, the day before the reservation. */
  dayBeforeAt: string;
  hoursBefore: number;
}

const HOUR_MS = 3_600_000;

/** The instant each reminder of a reservation starting at `date time` (Taipei) is due. */
export function reminderMoments(date: string, time: string, settings: ReminderSettings): Record<ReminderKind, Date> {
  const start = slotInstant(date, time);
  // Noon of the reservation's date, one day back, is always the day before on Taipei's calendar.
  const dayBefore = taipeiDate(slotInstant(date, '12:00'), -1);
  return { 'day-before': slotInstant(dayBefore, settings.dayBeforeAt), 'two-hours': new Date(start.getTime() - settings.hoursBefore * HOUR_MS) };
}

/** The reminder due at `now` for a reservation at `date time`, booked at `bookedAt`, or null. */
export function dueReminder(reservation: { date: string; time: string }, bookedAt: Date, now: Date, settings: ReminderSettings): ReminderKind | null {
  if (now.getTime() >= slotInstant(reservation.date, reservation.time).getTime()) return null;
  const moments = Object.entries(reminderMoments(reservation.date, reservation.time, settings)) as [ReminderKind, Date][];
  moments.sort((a, b) => b[1].getTime() - a[1].getTime());
  for (const [kind, at] of moments) {
    if (now.getTime() >= at.getTime()) return bookedAt.getTime() < at.getTime() ? kind : null;
  }
  return null;
}

export interface RemindedBooking {
  id: number;
  publicId: string;
  /** Null for a guest's booking. */
  memberId: number | null;
  storeName: string;
  storeAddress: string;
  date: string;
  time: string;
  people: number;
}

/** The reminder's sentence, the notification's body and the SMS's start. */
export function reminderBody(b: RemindedBooking, kind: ReminderKind, hoursBefore: number): string {
  return `提醒您，${reminderWhenWord(kind, hoursBefore)}（${reservationText(b.date, b.time)}）在 ${b.storeName} 有 ${b.people} 位的訂位，地址：${b.storeAddress}。`;
}

/** The booking's own page: the guest's result page, or the member's order page. */
export const bookingPage = (b: Pick<RemindedBooking, 'id' | 'publicId' | 'memberId'>): string =>
  b.memberId === null ? sitePaths.bookingResult(b.publicId) : sitePaths.memberOrder(b.id);

/** The reminder's SMS: the sentence, then 確認赴約 and 取消訂位 with their links. */
export function reminderSmsText(origin: string, b: RemindedBooking, kind: ReminderKind, hoursBefore: number): string {
  const page = bookingPage(b);
  const confirm = siteLink(origin, reminderPath(page, 'confirm'));
  const cancel = siteLink(origin, reminderPath(page, 'cancel'));
  return `【樂享】${reminderBody(b, kind, hoursBefore)}${REMINDER_WORDS.confirm}：${confirm} ${REMINDER_WORDS.cancel}：${cancel}`;
}
