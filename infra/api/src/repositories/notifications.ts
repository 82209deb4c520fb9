/**
 * Member notifications (§3 Notification). `create` runs inside the caller's transaction, so a
 * notification exists exactly when the change that caused it committed, and so does its
 * `notification.publish` outbox message (the real-time event; src/outbox). Reads join
 * the order's current status into `order_status`. §9: kept 3 months (purgeOldNotifications).
 */
import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { Notification, NotificationData, NotificationType, OrderStatus, Paged, UnreadCount } from '@joy/contract';
import type { Database } from '../db/client';
import * as t from '../db/schema';
import { paged, type PageRequest } from '../lib/paging';
import { enqueue, type OutboxWriter } from '../outbox/messages';

import type { NotificationInput } from '../lib/notification-publisher';

export type { NotificationInput };

const EMPTY: NotificationData = {
  notification_title: '',
  notification_body: '',
  notification_image: null,
  store_logo: null,
  store_slug: null,
  order_id: null,
  order_status: null,
  notification_order_status: null,
  order_reservation_date: null,
  order_reservation_time: null,
  order_adult_num: null,
  order_child_num: null,
  notification_pay_log_id: null,
  notification_store_pay_status: null,
  notification_platform_id: null,
  notification_member_withdraw_status: null,
  notification_action: null,
};

/** §9: notifications are kept 3 months. */
export const NOTIFICATION_KEEP_MONTHS = 3;

type Writer = OutboxWriter;

interface Row {
  id: number;
  type: string;
  isRead: boolean;
  data: unknown;
  createdAt: Date;
  currentStatus: number | null;
}

function toWire(row: Row): Notification {
  const stored = row.data as NotificationData;
  const data: NotificationData = { ...EMPTY, ...stored };
  if (data.order_id !== null) data.order_status = (row.currentStatus ?? data.notification_order_status) as OrderStatus | null;
  return { id: row.id, type: row.type as NotificationType, is_read: row.isRead, notifiaction_created_at: row.createdAt.toISOString(), data };
}

/** Writes one notification and its real-time publish in the caller's transaction; returns it as the client sees it. */
export async function createNotification(tx: Writer, memberId: number, type: NotificationType, input: NotificationInput): Promise<Notification> {
  const data: NotificationData = { ...EMPTY, ...input, order_status: input.notification_order_status ?? null };
  const [row] = await tx
    .insert(t.notifications)
    .values({ memberId, type, orderId: data.order_id, data })
    .returning({ id: t.notifications.id, type: t.notifications.type, isRead: t.notifications.isRead, data: t.notifications.data, createdAt: t.notifications.createdAt });
  const notification = toWire({ ...row, currentStatus: data.notification_order_status });
  await enqueue(tx, { kind: 'notification.publish', payload: { memberId, notification } });
  return notification;
}

/** The instant before which notifications are purged: `now` minus 3 calendar months (UTC). */
export function purgeCutoff(now: Date): Date {
  const cutoff = new Date(now.getTime());
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - NOTIFICATION_KEEP_MONTHS);
  // 31 May → 28/29 February, not 3 March.
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

/** Deletes notifications older than 3 months; returns how many. Run by a scheduled job. */
export async function purgeOldNotifications(db: Pick<Database, 'delete'>, now: Date): Promise<number> {
  const gone = await db.delete(t.notifications).where(lt(t.notifications.createdAt, purgeCutoff(now))).returning({ id: t.notifications.id });
  return gone.length;
}

export function createNotificationRepository(db: Database) {
  const unread = async (memberId: number): Promise<UnreadCount> => {
    const [{ n }] = await db
      .select({ n: count() })
      .from(t.notifications)
      .where(and(eq(t.notifications.memberId, memberId), eq(t.notifications.isRead, false)));
    return { count: n };
  };

  return {
    create: createNotification,
    unread,

    /** Newest first. */
    async list(memberId: number, page: PageRequest): Promise<Paged<Notification>> {
      const mine = eq(t.notifications.memberId, memberId);
      const [{ total }] = await db.select({ total: count() }).from(t.notifications).where(mine);
      const rows = await db
        .select({
          id: t.notifications.id,
          type: t.notifications.type,
          isRead: t.notifications.isRead,
          data: t.notifications.data,
          createdAt: t.notifications.createdAt,
          currentStatus: t.orders.status,
        })
        .from(t.notifications)
        .leftJoin(t.orders, eq(t.orders.id, t.notifications.orderId))
        .where(mine)
        .orderBy(desc(t.notifications.createdAt), desc(t.notifications.id))
        .limit(page.perPage)
        .offset(page.offset);
      return paged(rows.map(toWire), total, page);
    },

    /** Marks the member's own notification read; null when it is not theirs. */
    async markRead(memberId: number, id: number): Promise<UnreadCount | null> {
      const found = await db
        .update(t.notifications)
        .set({ isRead: true })
        .where(and(eq(t.notifications.id, id), eq(t.notifications.memberId, memberId)))
        .returning({ id: t.notifications.id });
      return found.length ? unread(memberId) : null;
    },

    async markAllRead(memberId: number): Promise<UnreadCount> {
      await db
        .update(t.notifications)
        .set({ isRead: true })
        .where(and(eq(t.notifications.memberId, memberId), sql`not ${t.notifications.isRead}`));
      return unread(memberId);
    },
  };
}

export type NotificationRepository = ReturnType<typeof createNotificationRepository>;
