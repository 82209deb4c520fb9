/** Orders (bookings), their reminders, the waitlist and the blacklist. */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { stores } from './stores';
import { members } from './members';

/**
 * Bookings (§3 Order; §4 status 0 cancelled, 1/2 booked, 4 held, 5 seated, 6 no-show,
 * 7 completed). A member's order has member_id; a guest's carries the guest_* fields. The
 * idempotency key is unique per booker (member, or guest phone) when given.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Random, unguessable: a guest reads the order with it. */
    slug: varchar('slug', { length: 32 }).notNull(),
    /**
     * 128 random bits, base64url (22 characters): the booking result page /booking-result/{id}
     * and GET /v2/order/result/{id} need nothing else, so it is only ever sent to the booker.
     * The column default (122 random bits of a UUID) only fills rows written without one.
     */
    publicId: varchar('public_id', { length: 32 })
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    storeId: integer('store_id').notNull().references(() => stores.id),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    guestName: varchar('guest_name', { length: 100 }),
    guestGender: smallint('guest_gender'),
    guestEmail: varchar('guest_email', { length: 200 }),
    guestPhone: varchar('guest_phone', { length: 20 }),
    date: date('date', { mode: 'string' }).notNull(),
    /** 'HH:MM', a store_slots time */
    time: varchar('time', { length: 5 }).notNull(),
    adultNum: smallint('adult_num').notNull(),
    childNum: smallint('child_num').notNull().default(0),
    purpose: varchar('purpose', { length: 100 }).notNull().default(''),
    note: text('note').notNull().default(''),
    /** The contact phone of the booking. */
    phone: varchar('phone', { length: 20 }).notNull().default(''),
    status: smallint('status').notNull().default(1),
    fromSource: smallint('from_source').notNull().default(0),
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull().default(''),
    /** Special requests (issue 23): dietary and allergy notes for the kitchen. */
    dietaryNote: varchar('dietary_note', { length: 200 }).notNull().default(''),
    /** One of the store's seating areas (stores.seating_areas), or '' for no preference. */
    seatingArea: varchar('seating_area', { length: 40 }).notNull().default(''),
    /** High chairs wanted (0–4). */
    highChairs: smallint('high_chairs').notNull().default(0),
    /** When the diner answered a reminder with 確認赴約; the partner API shows it. */
    dinerConfirmedAt: timestamp('diner_confirmed_at', { withTimezone: true }),
    /** The store's house rules card as shown and agreed when the booking was made (issue 28); null before rules existed. */
    agreedRules: jsonb('agreed_rules'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_slug_uq').on(t.slug),
    uniqueIndex('orders_public_id_uq').on(t.publicId),
    index('orders_store_date_time_idx').on(t.storeId, t.date, t.time),
    index('orders_member_created_idx').on(t.memberId, t.createdAt),
    uniqueIndex('orders_member_idempotency_uq')
      .on(t.memberId, t.idempotencyKey)
      .where(sql`${t.memberId} is not null and ${t.idempotencyKey} <> ''`),
    uniqueIndex('orders_guest_idempotency_uq')
      .on(t.guestPhone, t.idempotencyKey)
      .where(sql`${t.memberId} is null and ${t.idempotencyKey} <> ''`),
    check('orders_status_range', sql`${t.status} in (0, 1, 2, 4, 5, 6, 7)`),
    check('orders_party_positive', sql`${t.adultNum} >= 1 and ${t.childNum} >= 0`),
    check('orders_high_chairs_range', sql`${t.highChairs} between 0 and 4`),
  ],
);

/**
 * Reminders sent for a booking: one row per order and kind ('day-before' 24 hours ahead,
 * 'two-hours' 2 hours ahead), claimed in the job's transaction before the SMS and the
 * notification go out, so each reminder is sent at most once however often the job runs.
 */
export const bookingReminders = pgTable(
  'booking_reminders',
  {
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.kind] }), check('booking_reminders_kind_known', sql`${t.kind} in ('day-before', 'two-hours')`)],
);

/**
 * The waitlist of a full slot. `waiting` entries queue by id; when seats free up the first
 * one the seats can serve turns `held` until `hold_expires_at` (10 minutes): its party counts
 * as booked, so nobody else can take those seats. Confirming books the order (`booked`);
 * an unconfirmed hold turns `expired` and the next in line gets it; `left` when the diner
 * leaves the list. `public_id` (128 random bits) is how the diner (or guest) reaches the entry.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    publicId: varchar('public_id', { length: 32 }).notNull(),
    storeId: integer('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    guestName: varchar('guest_name', { length: 100 }),
    /** Where the hold's SMS goes (the member's phone, or the guest's). */
    phone: varchar('phone', { length: 20 }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    time: varchar('time', { length: 5 }).notNull(),
    adultNum: smallint('adult_num').notNull(),
    childNum: smallint('child_num').notNull().default(0),
    status: varchar('status', { length: 10 }).notNull().default('waiting'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('waitlist_entries_public_id_uq').on(t.publicId),
    index('waitlist_entries_slot_idx').on(t.storeId, t.date, t.time, t.status, t.id),
    index('waitlist_entries_member_id_idx').on(t.memberId),
    index('waitlist_entries_order_id_idx').on(t.orderId),
    index('waitlist_entries_hold_idx').on(t.holdExpiresAt).where(sql`${t.status} = 'held'`),
    // One place in line per phone and slot.
    uniqueIndex('waitlist_entries_active_phone_uq')
      .on(t.storeId, t.date, t.time, t.phone)
      .where(sql`${t.status} in ('waiting', 'held')`),
    check('waitlist_entries_status_known', sql`${t.status} in ('waiting', 'held', 'booked', 'expired', 'left')`),
    check('waitlist_entries_party_positive', sql`${t.adultNum} >= 1 and ${t.childNum} >= 0`),
  ],
);

/** Phones refused online booking (§8 code 422100). */
export const blacklist = pgTable(
  'blacklist',
  {
    id: serial('id').primaryKey(),
    phone: varchar('phone', { length: 20 }).notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('blacklist_phone_uq').on(t.phone)],
);
