/** What leaves the system: the local SMS outbox, SMS delivery reports, the transactional outbox, notifications. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
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
 * Each SMS a gateway accepted and what it later reported (src/adapters/sms-mitake.ts and the
 * report route, routes/sms-reports.ts): one row per provider and provider message id, written
 * when the gateway answers the send (with our outbox message id and the parts it costs) and
 * updated by each delivery report. A report may come before the send's row is written; it
 * then makes the row, and the send fills in the rest. `status` is ours (accepted, sent,
 * delivered, failed, expired, cancelled), `provider_status` and `status_text` the gateway's
 * own words; `sent_at` / `done_at` are the gateway's times of sending and of the final state.
 */
export const smsDeliveries = pgTable(
  'sms_deliveries',
  {
    id: serial('id').primaryKey(),
    provider: varchar('provider', { length: 20 }).notNull(),
    providerMessageId: varchar('provider_message_id', { length: 64 }).notNull(),
    /** The outbox message that sent it; null for a text sent outside the outbox (a login code). */
    messageId: varchar('message_id', { length: 36 }),
    phone: varchar('phone', { length: 20 }).notNull(),
    segments: integer('segments'),
    status: varchar('status', { length: 12 }).notNull(),
    providerStatus: varchar('provider_status', { length: 10 }),
    statusText: varchar('status_text', { length: 40 }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sms_deliveries_provider_message_uq').on(t.provider, t.providerMessageId),
    index('sms_deliveries_message_id_idx').on(t.messageId),
    check('sms_deliveries_status_known', sql`${t.status} in ('accepted', 'sent', 'delivered', 'failed', 'expired', 'cancelled')`),
  ],
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
