/**
 * The words of the booking SMS. Every link in them is made from the configured PUBLIC_ORIGIN
 * (sitePaths + siteLink), never from a request. A guest's name is the one thing a stranger
 * controls in a text we sign 【樂享】: it is used only when it is plainly a name (letters of
 * any script, spaces and ·, at most 10), otherwise the text says 貴賓, so no link, phone
 * number or instruction can ride in our SMS.
 */
import { sitePaths, siteLink, WAITLIST_HOLD_MINUTES } from '@joy/contract';
import { taipeiTime } from './booking-clock';
import { reservationText } from './order-notifications';

const PLAIN_NAME = /^[\p{L}\p{M}·・ ]{1,10}$/u;
/** Latin runs that read as a host or a scheme, even without their dots. */
const LINKISH = /(www|http|\.com|\.tw|\.net)/i;

export function safeGuestName(name: string | null | undefined): string {
  const trimmed = (name ?? '').normalize('NFKC').trim().replace(/\s+/g, ' ');
  return PLAIN_NAME.test(trimmed) && !LINKISH.test(trimmed) ? trimmed : '貴賓';
}

export interface BookedText {
  guestName: string | null;
  storeName: string;
  date: string;
  time: string;
  people: number;
  publicId: string;
}

export function bookingCreatedText(origin: string, b: BookedText): string {
  const link = siteLink(origin, sitePaths.bookingResult(b.publicId));
  return `【樂享】${safeGuestName(b.guestName)} 您好，您已預約 ${b.storeName} ${reservationText(b.date, b.time)} ${b.people} 位，訂位結果：${link}`;
}

export interface HeldText {
  storeName: string;
  date: string;
  time: string;
  people: number;
  publicId: string;
  holdExpiresAt: Date;
}

export function waitlistHeldText(origin: string, h: HeldText): string {
  const link = siteLink(origin, sitePaths.waitlistHold(h.publicId));
  return `【樂享】候補到位！${h.storeName} ${reservationText(h.date, h.time)} ${h.people} 位已為您保留 ${WAITLIST_HOLD_MINUTES} 分鐘，請於 ${taipeiTime(h.holdExpiresAt)} 前確認：${link}`;
}
