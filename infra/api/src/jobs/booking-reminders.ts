/**
 * Booking reminders (issue 13): an SMS (and, for a member, a notification) 24 hours before the
 * reservation and again 2 hours before, once each. A reminder is claimed by inserting its
 * booking_reminders row (primary key order + kind, ON CONFLICT DO NOTHING) in the job's
 * transaction, with its SMS and notification as outbox messages of that transaction, so
 * neither a second run nor a second instance sends it again, and a crash loses none. Only bookings still ahead (status 1, 2, 4) are reminded: a
 * cancelled one is skipped. A reminder whose moment passed before the booking was made (booked
 * 10 hours ahead: no day-before reminder) or while a later one is already due is not sent.
 */
import { and, between, eq, inArray, sql } from 'drizzle-orm';
import { REMINDER_OFFSETS_HOURS, sitePaths, UPCOMING_ORDER_STATUSES, type ReminderKind } from '@joy/contract';
import * as t from '../db/schema';
import { slotInstant, taipeiDate } from '../lib/booking-clock';
import { enqueue } from '../outbox/messages';
import { reservationText } from '../lib/order-notifications';
import { createNotification } from '../repositories/notifications';
import type { Job } from './scheduler';

const HOUR_MS = 3_600_000;

/** The reminder due at `now` for a reservation starting at `start`, booked at `bookedAt`, or null. */
export function dueReminder(start: Date, bookedAt: Date, now: Date): ReminderKind | null {
  if (now.getTime() >= start.getTime()) return null;
  const moments = (Object.entries(REMINDER_OFFSETS_HOURS) as [ReminderKind, number][]).sort((a, b) => a[1] - b[1]);
  // The latest moment already reached decides; an earlier one is stale by then.
  for (const [kind, hours] of moments) {
    const at = start.getTime() - hours * HOUR_MS;
    if (now.getTime() >= at) return bookedAt.getTime() < at ? kind : null;
  }
  return null;
}

const words: Record<ReminderKind, string> = { 'day-before': '明天', 'two-hours': '兩小時後' };

export function bookingRemindersJob(everyMs = 5 * 60_000): Job {
  return {
    name: 'booking-reminders',
    lockKey: 3,
    everyMs,
    async batch(tx, now) {
      const sent = sql<string[]>`coalesce((select array_agg(r.kind) from ${t.bookingReminders} r where r.order_id = ${t.orders.id}), '{}')`;
      const rows = await tx
        .select({
          id: t.orders.id,
          memberId: t.orders.memberId,
          phone: t.orders.phone,
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
        .where(and(inArray(t.orders.status, [...UPCOMING_ORDER_STATUSES]), between(t.orders.date, taipeiDate(now, -1), taipeiDate(now, 2))));

      const due = rows
        .map((o) => ({ o, kind: dueReminder(slotInstant(o.date, o.time), o.createdAt, now) }))
        .filter((d): d is { o: (typeof rows)[number]; kind: ReminderKind } => d.kind !== null && !d.o.sent.includes(d.kind));
      if (!due.length) return { done: true, processed: 0 };

      const claimed = await tx
        .insert(t.bookingReminders)
        .values(due.map((d) => ({ orderId: d.o.id, kind: d.kind, sentAt: now })))
        .onConflictDoNothing()
        .returning({ orderId: t.bookingReminders.orderId, kind: t.bookingReminders.kind });
      const isClaimed = new Set(claimed.map((c) => `${c.orderId} ${c.kind}`));

      for (const { o, kind } of due.filter((d) => isClaimed.has(`${d.o.id} ${d.kind}`))) {
        const when = reservationText(o.date, o.time);
        const people = o.adultNum + o.childNum;
        const body = `提醒您，${words[kind]}（${when}）在 ${o.storeName} 有 ${people} 位的訂位，地址：${o.storeAddress}。`;
        // The reminder's claim, its SMS and its notification commit together (src/outbox).
        if (o.phone) await enqueue(tx, { kind: 'sms.send', payload: { phone: o.phone, text: `【樂享】${body}如需取消請至訂位紀錄。` } });
        if (o.memberId !== null) {
          await createNotification(tx, o.memberId, 'order', {
            notification_title: '訂位提醒',
            notification_body: body,
            notification_image: o.storeLogo || null,
            store_logo: o.storeLogo || null,
            store_slug: o.storeSlug,
            order_id: o.id,
            notification_order_status: o.status as 1 | 2 | 4,
            order_reservation_date: o.date,
            order_reservation_time: o.time,
            order_adult_num: o.adultNum,
            order_child_num: o.childNum,
            notification_action: sitePaths.memberOrder(o.id),
          });
        }
      }
      return { done: true, processed: claimed.length };
    },
  };
}
