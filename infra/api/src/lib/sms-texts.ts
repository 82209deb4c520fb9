/**
 * The words of the SMS we send, every one signed 【樂享】: bookings, the waitlist and a joy
 * dealer's VIP gift. Every link in them is made from the configured PUBLIC_ORIGIN (sitePaths +
 * siteLink), never from a request. A guest's or a dealer's name is the one thing a stranger
 * controls in them: it is used only when it is plainly a name (letters of any script, spaces
 * and ·, at most 10), otherwise the text says 貴賓 (您的朋友 for a gift), so no link, phone
 * number or instruction can ride in our SMS.
 */
import { fillStatusWords, ORDER_CHANGE_WORDS, ORDER_STATUS_WORDS, sitePaths, siteLink, WAITLIST_HOLD_MINUTES, type OrderStatus } from '@joy/contract';
import { taipeiTime } from './booking-clock';
import { reservationText } from './order-notifications';

const PLAIN_NAME = /^[\p{L}\p{M}·・ ]{1,10}$/u;
/** Latin runs that read as a host or a scheme, even without their dots. */
const LINKISH = /(www|http|\.com|\.tw|\.net)/i;

/** The name when it is plainly one, else null. */
function plainName(name: string | null | undefined): string | null {
  const trimmed = (name ?? '').normalize('NFKC').trim().replace(/\s+/g, ' ');
  return PLAIN_NAME.test(trimmed) && !LINKISH.test(trimmed) ? trimmed : null;
}

export const safeGuestName = (name: string | null | undefined): string => plainName(name) ?? '貴賓';

export interface BookedText {
  guestName: string | null;
  storeName: string;
  date: string;
  time: string;
  people: number;
  publicId: string;
}

/**
 * A guest's booking SMS for the status the booking has reached, in the contract's status words
 * (ORDER_STATUS_WORDS): `byStore` when the store moved it (a store's cancel, with its reason).
 */
/**
 * A store's reason in an SMS: at most SMS_REASON_CHARS characters (then 「…」), so a
 * cancellation stays within the gateway's parts (adapters/sms-length.ts); the result link
 * shows it in full.
 */
export const SMS_REASON_CHARS = 60;
export const smsReason = (reason: string): string => {
  const chars = [...reason.trim()];
  return chars.length > SMS_REASON_CHARS ? `${chars.slice(0, SMS_REASON_CHARS - 1).join('')}…` : chars.join('');
};

export function bookingStatusText(origin: string, b: BookedText, status: OrderStatus, byStore = false, reason = ''): string {
  const words = ORDER_STATUS_WORDS[status];
  const template = byStore && words.byStore ? words.byStore.sms : words.sms;
  const link = siteLink(origin, sitePaths.bookingResult(b.publicId));
  return fillStatusWords(template, { name: safeGuestName(b.guestName), store: b.storeName, when: reservationText(b.date, b.time), people: b.people, link, reason: smsReason(reason) });
}

/** The guest's SMS of a new booking: sent, awaiting the store, with the result link. */
export const bookingCreatedText = (origin: string, b: BookedText): string => bookingStatusText(origin, b, 1);

/** The guest's SMS of their own change: the new date, time and party, the status it left (ORDER_CHANGE_WORDS), and the result link. */
export function bookingChangedText(origin: string, b: BookedText, status: OrderStatus): string {
  const link = siteLink(origin, sitePaths.bookingResult(b.publicId));
  return fillStatusWords(ORDER_CHANGE_WORDS.sms, { name: safeGuestName(b.guestName), store: b.storeName, when: reservationText(b.date, b.time), people: b.people, link, meaning: ORDER_STATUS_WORDS[status].meaning });
}

/** The code that proves a change from the result link comes from the booking's phone. */
export const bookingChangeCodeText = (code: string): string => `【樂享】您的訂位變更驗證碼為 ${code}，10 分鐘內有效。若非本人操作，請勿將驗證碼告訴他人。`;

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

export interface GiftText {
  dealerName: string;
  couponId: number;
  token: string;
  /** The last day (Taipei, YYYY/MM/DD) the gift can be activated. */
  until: string;
}

/** A joy dealer's VIP gift: the single-use activation link to the VIP plan page. */
export function giftCouponText(origin: string, g: GiftText): string {
  const link = siteLink(origin, `${sitePaths.vipPlan()}?coupon=${g.couponId}&token=${encodeURIComponent(g.token)}`);
  return `【樂享】${plainName(g.dealerName) ?? '您的朋友'} 送您 30 天 VIP 方案！請以本手機號碼登入後開啟 ${link} 啟用，${g.until} 前有效。`;
}
