/** What leaves the system: the local SMS outbox, the transactional outbox, notifications. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { members } from './members';
import { orders } from './bookings';

/** The local SMS adapter's outbox: what would have been sent. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    phone: varchar('phone', { length: 20 }).notNull(),
    body: text('body').notNull(),
    /** The outbox message that sent it: a redelivered message is not texted twice. */
    messageId: varchar('message_id', { length: 36 }).unique(),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phone)],
);

/**
 * The local e-mail adapter's outbox: what would have been e-mailed (MAIL_PROVIDER=local), one
 * row per outbox message, so a redelivered message is not mailed twice.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 200 }).notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** [{ filename, content_type, content }]: text attachments (the booking's .ics). */
    attachments: jsonb('attachments').notNull().default(sql`'[]'::jsonb`),
    messageId: varchar('message_id', { length: 36 }).notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_email_idx').on(t.email)],
);

/**
 * The transactional outbox (src/outbox): every effect that leaves the system — a notification
 * published, an SMS, a live slot event — is a row written in the transaction of the change
 * that caused it, then dispatched by a worker. `available_at` is when it may next be claimed
 * (a claim moves it forward by the lease, a failure by the backoff); `status` pending → sent,
 * or dead after the last attempt, with the reason kept for staff.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    messageId: varchar('message_id', { length: 36 })
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()::text`),
    kind: varchar('kind', { length: 40 }).notNull(),
    payload: jsonb('payload').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_due_idx').on(t.availableAt, t.id).where(sql`status = 'pending'`),
    index('outbox_status_idx').on(t.status, t.id),
  ],
);

/**
 * Member notifications (§3 Notification), written in the transaction of the change that
 * caused them. `data` holds the §3 data fields as written; `order_id` is a column too, so a
 * read joins the order's current status. Kept 3 months (§9: purgeOldNotifications).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 20 }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    isRead: boolean('is_read').notNull().default(false),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_member_created_idx').on(t.memberId, t.createdAt),
    index('notifications_member_unread_idx').on(t.memberId).where(sql`not ${t.isRead}`),
    index('notifications_order_id_idx').on(t.orderId),
    index('notifications_created_at_idx').on(t.createdAt),
    check('notifications_type_known', sql`${t.type} in ('order', 'store_pay', 'platform', 'member_withdraw', 'new_register', 'general')`),
  ],
);
