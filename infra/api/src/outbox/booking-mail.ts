/**
 * The booking e-mail (outbox kind `mail.booking`): enqueued in the transaction of the change
 * only when the diner has an address — the guest's e-mail, or the member's when their record
 * has one — and made at dispatch from the order as it then stands, in zh-TW text and HTML:
 * what happened, the store, date, time, party and status (the contract's status names), the
 * store's reason for a cancellation, and the link to the booking (the result page for a
 * guest, the order page for a member), made from PUBLIC_ORIGIN only. A new or changed booking
 * still ahead carries its calendar file (the same event as GET …/calendar.ics, so importing
 * again updates it). Names go through safeGuestName, everything else is escaped in the HTML.
 */
import { eq } from 'drizzle-orm';
import { orderStatusLabels, sitePaths, siteLink, UPCOMING_ORDER_STATUSES, type OrderStatus } from '@joy/contract';
import type { MailMessage } from '../adapters/mail';
import type { Database } from '../db/client';
import type { Tx } from '../db/executor';
import * as t from '../db/schema';
import { bookingCalendar } from '../lib/ics';
import { orderNotification, reservationText } from '../lib/order-notifications';
import { safeGuestName } from '../lib/sms-texts';
import { enqueue, type BookingMailEvent } from './messages';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export interface MailedBooking {
  id: number;
  publicId: string;
  /** Null for a guest's booking. */
  memberId: number | null;
  email: string;
  name: string | null;
  status: OrderStatus;
  date: string;
  time: string;
  adultNum: number;
  childNum: number;
  store: { name: string; logo: string; slug: string; address: string; phone: string };
}

/** The address a booking's e-mail goes to: the member's (a live account) or the guest's; null when none is known. */
function addressOf(o: { memberId: number | null; guestEmail: string | null; memberEmail: string | null; memberDeletedAt: Date | null }): string | null {
  const address = (o.memberId !== null ? (o.memberDeletedAt ? null : o.memberEmail) : o.guestEmail)?.trim() ?? '';
  return EMAIL.test(address) ? address : null;
}

async function readBooking(db: Database | Tx, orderId: number): Promise<MailedBooking | null> {
  const [o] = await db
    .select({
      id: t.orders.id,
      publicId: t.orders.publicId,
      memberId: t.orders.memberId,
      guestName: t.orders.guestName,
      guestEmail: t.orders.guestEmail,
      memberName: t.members.name,
      memberEmail: t.members.email,
      memberDeletedAt: t.members.deletedAt,
      status: t.orders.status,
      date: t.orders.date,
      time: t.orders.time,
      adultNum: t.orders.adultNum,
      childNum: t.orders.childNum,
      storeName: t.stores.name,
      storeLogo: t.stores.logo,
      storeSlug: t.stores.slug,
      storeAddress: t.stores.address,
      storePhone: t.stores.phone,
    })
    .from(t.orders)
    .innerJoin(t.stores, eq(t.stores.id, t.orders.storeId))
    .leftJoin(t.members, eq(t.members.id, t.orders.memberId))
    .where(eq(t.orders.id, orderId));
  if (!o) return null;
  const email = addressOf(o);
  if (!email) return null;
  return {
    id: o.id,
    publicId: o.publicId,
    memberId: o.memberId,
    email,
    name: o.memberId !== null ? o.memberName : o.guestName,
    status: o.status as OrderStatus,
    date: o.date,
    time: o.time,
    adultNum: o.adultNum,
    childNum: o.childNum,
    store: { name: o.storeName, logo: o.storeLogo, slug: o.storeSlug, address: o.storeAddress, phone: o.storePhone },
  };
}

/** Enqueues the booking's e-mail in the caller's transaction, when the diner has an address. */
export async function enqueueBookingMail(tx: Tx, orderId: number, event: BookingMailEvent, reason = ''): Promise<void> {
  if (!(await readBooking(tx, orderId))) return;
  await enqueue(tx, { kind: 'mail.booking', payload: reason ? { orderId, event, reason } : { orderId, event } });
}

/** The e-mail as the order now stands; null when it has no address any more (or is gone). */
export async function bookingMail(db: Database, origin: string, orderId: number, event: BookingMailEvent, reason: string, now: Date): Promise<MailMessage | null> {
  const booking = await readBooking(db, orderId);
  return booking && bookingMailMessage(booking, event, reason, origin, now);
}

const WEEKDAYS = '日一二三四五六';

/** 2026-05-01 → 2026 年 5 月 1 日（五）. */
function dateText(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${y} 年 ${m} 月 ${d} 日（${WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]}）`;
}

const partyText = (b: MailedBooking): string => (b.childNum > 0 ? `大人 ${b.adultNum} 位、小孩 ${b.childNum} 位` : `${b.adultNum} 位`);

const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The headline and the opening sentence: the member's notification words of the event (a change's too). */
function headline(b: MailedBooking, event: BookingMailEvent): [string, string] {
  const words = orderNotification(b, event);
  return [words.notification_title, words.notification_body];
}

export function bookingMailMessage(b: MailedBooking, event: BookingMailEvent, reason: string, origin: string, now: Date): MailMessage {
  const [title, lead] = headline(b, event);
  const guest = b.memberId === null;
  const link = siteLink(origin, guest ? sitePaths.bookingResult(b.publicId) : sitePaths.memberOrder(b.id));
  const linkLabel = guest ? '查看或管理訂位' : '查看訂位';
  const rows: [string, string][] = [
    ['餐廳', b.store.name],
    ['日期', dateText(b.date)],
    ['時間', b.time],
    ['人數', partyText(b)],
    ['訂位狀態', orderStatusLabels[b.status] ?? ''],
    ...(event === 'store-cancel' && reason.trim() ? ([['店家說明', reason.trim()]] as [string, string][]) : []),
    ...(b.store.address ? ([['地址', b.store.address]] as [string, string][]) : []),
    ...(b.store.phone ? ([['電話', b.store.phone]] as [string, string][]) : []),
  ];
  const withCalendar = (event === 'created' || event === 'changed') && UPCOMING_ORDER_STATUSES.includes(b.status);
  const calendarNote = '附件為這筆訂位的行事曆檔（.ics），開啟即可加入您的行事曆。';
  const greeting = `${safeGuestName(b.name)} 您好：`;
  const footer = ['樂享 敬上', '此信由系統自動發送，請勿直接回覆；訂位問題請洽餐廳。'];

  const text = [
    greeting,
    '',
    lead,
    '',
    ...rows.map(([label, value]) => `${label}：${value}`),
    '',
    `${linkLabel}：${link}`,
    ...(withCalendar ? [calendarNote] : []),
    '',
    ...footer,
    '',
  ].join('\n');

  const cell = 'padding:6px 12px;border-bottom:1px solid #eee;';
  const html = [
    '<!DOCTYPE html>',
    '<html lang="zh-Hant-TW">',
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f6f6f6;font-family:\'PingFang TC\',\'Microsoft JhengHei\',\'Noto Sans TC\',sans-serif;color:#222;">',
    '<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;">',
    `<h1 style="font-size:20px;margin:0 0 16px;">${escapeHtml(title)}</h1>`,
    `<p style="margin:0 0 8px;">${escapeHtml(greeting)}</p>`,
    `<p style="margin:0 0 16px;">${escapeHtml(lead)}</p>`,
    '<table role="presentation" style="border-collapse:collapse;width:100%;margin:0 0 16px;">',
    ...rows.map(([label, value]) => `<tr><th style="${cell}text-align:left;white-space:nowrap;color:#666;font-weight:normal;">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`),
    '</table>',
    `<p style="margin:0 0 16px;"><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 20px;background:#b85000;color:#fff;border-radius:4px;text-decoration:none;">${escapeHtml(linkLabel)}</a></p>`,
    `<p style="margin:0 0 16px;font-size:13px;color:#666;word-break:break-all;">${escapeHtml(link)}</p>`,
    ...(withCalendar ? [`<p style="margin:0 0 16px;font-size:13px;color:#666;">${escapeHtml(calendarNote)}</p>`] : []),
    `<p style="margin:0;font-size:13px;color:#999;">${footer.map(escapeHtml).join('<br>')}</p>`,
    '</div>',
    '</body>',
    '</html>',
    '',
  ].join('\n');

  const attachments = withCalendar
    ? [
        {
          filename: `booking-${b.date}.ics`,
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          content: bookingCalendar(
            {
              uid: `order-${b.publicId}@${new URL(origin).hostname || 'joy'}`,
              date: b.date,
              time: b.time,
              people: b.adultNum + b.childNum,
              storeName: b.store.name,
              storeAddress: b.store.address,
              storePhone: b.store.phone,
              url: link,
            },
            now,
          ),
        },
      ]
    : [];

  return { to: b.email, subject: `【樂享】${title}｜${b.store.name} ${reservationText(b.date, b.time)}`, text, html, attachments };
}
