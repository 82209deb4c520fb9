/**
 * Booking reminders (issues 13 and 23): the day before at a fixed time of Taipei's clock (18:00)
 * and a few hours before the reservation (2), both settings (REMINDER_DAY_BEFORE_AT,
 * REMINDER_HOURS_BEFORE; lib/reminder-texts.ts decides which is due). A guest gets an SMS; a
 * member a notification (live, opening the order page with ?reminder=confirm) and an SMS
 * unless they turned SMS reminders off in 帳號設定. Each SMS carries the 確認赴約 and 取消訂位
 * links and is made at dispatch from the rows (outbox kind `sms.booking-reminder`).
 *
 * A reminder is claimed by inserting its booking_reminders row (primary key order + kind, ON
 * CONFLICT DO NOTHING) in the job's transaction, with its SMS and notification as outbox
 * messages of that transaction, so neither a second run, a restart nor a second instance sends
 * it again, and a crash loses none. Only bookings still ahead (status 1, 2, 4) are reminded: a
 * cancelled one is skipped. A reminder whose moment passed before the booking was made, or
 * while a later one is already due, is not sent.
 */
import { and, between, eq, inArray, sql } from 'drizzle-orm';
import { REMINDER_DAY_BEFORE_AT, REMINDER_HOURS_BEFORE, REMINDER_WORDS, reminderPath, UPCOMING_ORDER_STATUSES, type ReminderKind } from '@joy/contract';
import * as t from '../db/schema';
import { taipeiDate } from '../lib/booking-clock';
import { bookingPage, dueReminder, reminderBody, type ReminderSettings } from '../lib/reminder-texts';
import { enqueue } from '../outbox/messages';
import { createNotification } from '../repositories/notifications';
import type { Job } from './scheduler';

export { dueReminder } from '../lib/reminder-texts';

const DEFAULTS: ReminderSettings = { dayBeforeAt: REMINDER_DAY_BEFORE_AT, hoursBefore: REMINDER_HOURS_BEFORE };

export function bookingRemindersJob(settings: ReminderSettings = DEFAULTS, everyMs = 5 * 60_000): Job {
  return {
    name: 'booking-reminders',
    lockKey: 3,
    everyMs,
    async batch(tx, now) {
      const sent = sql<string[]>`coalesce((select array_agg(r.kind) from ${t.bookingReminders} r where r.order_id = ${t.orders.id}), '{}')`;
      const rows = await tx
        .select({
          id: t.orders.id,
          publicId: t.orders.publicId,
          memberId: t.orders.memberId,
          smsReminders: t.members.smsReminders,
          status: t.orders.status,
          date: t.orders.date,
          time: t.orders.time,
          adultNum: t.orders.adultNum,
          childNum: t.orders.childNum,
          createdAt: t.orders.createdAt,
          storeName: t.stores.name,
          storeAddress: t.stores.address,
          storeLogo: t.stores.logo,
          storeSlug: t.stores.slug,
          sent,
        })
        .from(t.orders)
        .innerJoin(t.stores, eq(t.stores.id, t.orders.storeId))
        .leftJoin(t.members, eq(t.members.id, t.orders.memberId))
        // Reservations from today to the day after tomorrow (Taipei) can have a reminder due.
        .where(and(inArray(t.orders.status, [...UPCOMING_ORDER_STATUSES]), between(t.orders.date, taipeiDate(now, -1), taipeiDate(now, 2))));

      const due = rows
        .map((o) => ({ o, kind: dueReminder(o, o.createdAt, now, settings) }))
        .filter((d): d is { o: (typeof rows)[number]; kind: ReminderKind } => d.kind !== null && !d.o.sent.includes(d.kind));
      if (!due.length) return { done: true, processed: 0 };

      const claimed = await tx
        .insert(t.bookingReminders)
        .values(due.map((d) => ({ orderId: d.o.id, kind: d.kind, sentAt: now })))
        .onConflictDoNothing()
        .returning({ orderId: t.bookingReminders.orderId, kind: t.bookingReminders.kind });
      const isClaimed = new Set(claimed.map((c) => `${c.orderId} ${c.kind}`));

      for (const { o, kind } of due.filter((d) => isClaimed.has(`${d.o.id} ${d.kind}`))) {
        // The reminder's claim, its SMS and its notification commit together (src/outbox).
        const texted = o.memberId === null || o.smsReminders === true;
        if (texted) await enqueue(tx, { kind: 'sms.booking-reminder', payload: { orderId: o.id, kind } });
        if (o.memberId !== null) {
          const booking = { ...o, people: o.adultNum + o.childNum };
          await createNotification(tx, o.memberId, 'order', {
            notification_title: REMINDER_WORDS.title,
            notification_body: reminderBody(booking, kind, settings.hoursBefore),
            notification_image: o.storeLogo || null,
            store_logo: o.storeLogo || null,
            store_slug: o.storeSlug,
            order_id: o.id,
            notification_order_status: o.status as 1 | 2 | 4,
            order_reservation_date: o.date,
            order_reservation_time: o.time,
            order_adult_num: o.adultNum,
            order_child_num: o.childNum,
            notification_action: reminderPath(bookingPage(o), 'confirm'),
          });
        }
      }
      return { done: true, processed: claimed.length };
    },
  };
}
