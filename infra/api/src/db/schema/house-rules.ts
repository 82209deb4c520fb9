/**
 * Fewer no-shows (issue 28): a store's house rules as data, booking guarantees (card
 * guarantees and deposits held on the diner's card through the gateway), the money ledger
 * those holds move through, the no-show record per phone with its disputes, and the draws
 * that release a hot date's tables fairly.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { stores } from './stores';
import { members } from './members';
import { orders } from './bookings';

/**
 * A store's rules card, set through the partner API. `rules` is the whole card as the contract
 * types it (time limit, minimum spend, service charge, late hold, deposit policy with refund
 * tiers, cake and corkage fees, pets, children, holiday rules); the columns beside it are what
 * search filters on (免訂金, 可帶寵物, 不限時), written from the card in the same statement.
 */
export const storeHouseRules = pgTable(
  'store_house_rules',
  {
    storeId: integer('store_id')
      .primaryKey()
      .references(() => stores.id, { onDelete: 'cascade' }),
    rules: jsonb('rules').notNull(),
    /** 'none' | 'card' (card guarantee) | 'deposit' (deposit per person) */
    depositKind: varchar('deposit_kind', { length: 8 }).notNull().default('none'),
    /** Deposit per person in NT$ (0 unless depositKind is 'deposit'). */
    depositPerPerson: integer('deposit_per_person').notNull().default(0),
    petsAllowed: boolean('pets_allowed').notNull().default(false),
    /** Dining time limit in minutes; null when there is none (不限時). */
    timeLimitMinutes: smallint('time_limit_minutes'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('store_house_rules_deposit_kind_known', sql`${t.depositKind} in ('none', 'card', 'deposit')`),
    check('store_house_rules_deposit_amount', sql`${t.depositPerPerson} >= 0`),
    index('store_house_rules_filters_idx').on(t.depositKind, t.petsAllowed, t.timeLimitMinutes),
  ],
);

/**
 * The guarantee of one booking (its terms are the order's agreed_rules): the hold on the
 * diner's card. `kind` 'card' (card guarantee) holds the no-show fee the rules name; 'deposit'
 * holds the deposit per person times the party. The
 * status moves pending → authorized → released | captured (or declined / failed); every move
 * is one ledger transaction keyed by the order, so a second capture or release finds the first.
 * `gateway_key` is the idempotency key sent to the gateway; a timeout retries with the same key.
 */
export const bookingGuarantees = pgTable(
  'booking_guarantees',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    /** 'card' | 'deposit' */
    kind: varchar('kind', { length: 8 }).notNull(),
    /** NT$ held on the card. */
    amount: integer('amount').notNull(),
    /** 'pending' | 'authorized' | 'declined' | 'released' | 'captured' | 'failed' */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    gatewayKey: varchar('gateway_key', { length: 64 }).notNull(),
    /** The gateway's reference of the authorisation (TapPay rec_trade_id). */
    gatewayRef: varchar('gateway_ref', { length: 64 }),
    capturedAmount: integer('captured_amount').notNull().default(0),
    /** Card shown to the diner: brand and last four digits. */
    cardLastFour: varchar('card_last_four', { length: 4 }),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('booking_guarantees_order_uq').on(t.orderId),
    uniqueIndex('booking_guarantees_gateway_key_uq').on(t.gatewayKey),
    index('booking_guarantees_store_idx').on(t.storeId),
    index('booking_guarantees_member_idx').on(t.memberId),
    index('booking_guarantees_pending_idx').on(t.updatedAt).where(sql`${t.status} = 'pending'`),
    check('booking_guarantees_kind_known', sql`${t.kind} in ('card', 'deposit')`),
    check('booking_guarantees_status_known', sql`${t.status} in ('pending', 'authorized', 'declined', 'released', 'captured', 'failed')`),
    check('booking_guarantees_amounts', sql`${t.amount} >= 0 and ${t.capturedAmount} between 0 and ${t.amount}`),
  ],
);

/**
 * The money ledger of guarantees, in the coin ledger's style: append-only, double-entry. A
 * transaction is one business event with a unique key (`guarantee:12:authorize`,
 * `guarantee:12:release`, `guarantee:12:capture`); its entries are signed NT$ amounts on
 * accounts that sum to zero: `diner_card` (− what is held or taken from the diner's card),
 * `card_hold` (+ held, awaiting check-in), `store_receivable` (+ captured for the store). An
 * authorisation moves diner_card → card_hold; a release moves it back; a capture moves the tier's
 * amount card_hold → store_receivable and the rest back to diner_card.
 */
export const moneyTransactions = pgTable(
  'money_transactions',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 80 }).notNull(),
    reason: varchar('reason', { length: 24 }).notNull(),
    guaranteeId: integer('guarantee_id').references(() => bookingGuarantees.id, { onDelete: 'restrict' }),
    memo: text('memo').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('money_transactions_key_uq').on(t.key), index('money_transactions_guarantee_idx').on(t.guaranteeId)],
);

export const moneyEntries = pgTable(
  'money_entries',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => moneyTransactions.id, { onDelete: 'restrict' }),
    account: varchar('account', { length: 24 }).notNull(),
    storeId: integer('store_id').references(() => stores.id),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
  },
  (t) => [
    index('money_entries_transaction_idx').on(t.transactionId),
    index('money_entries_store_idx').on(t.storeId),
    index('money_entries_member_idx').on(t.memberId),
    check('money_entries_nonzero', sql`${t.amount} <> 0`),
  ],
);

/**
 * No-show marks (the partner API's 未到), one per order, counted per phone over 90 days. A diner
 * may dispute a mark (`disputed`); the store answers through the partner API: it withdraws the
 * mark (`withdrawn`, no longer counted) or keeps it (`upheld`) with its answer.
 */
export const noShowMarks = pgTable(
  'no_show_marks',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    phone: varchar('phone', { length: 20 }).notNull(),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'standing' | 'disputed' | 'withdrawn' | 'upheld' */
    status: varchar('status', { length: 10 }).notNull().default('standing'),
    disputeReason: text('dispute_reason'),
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    storeAnswer: text('store_answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('no_show_marks_order_uq').on(t.orderId),
    index('no_show_marks_phone_idx').on(t.phone, t.markedAt),
    index('no_show_marks_store_idx').on(t.storeId, t.status),
    check('no_show_marks_status_known', sql`${t.status} in ('standing', 'disputed', 'withdrawn', 'upheld')`),
  ],
);

/**
 * A hot date released as a draw: requests made in the first `window_minutes` after
 * `opens_at` (one per verified phone) are ordered at random when the window closes, not by who
 * clicked first, and booked in that order while seats last. `status` open → drawn.
 */
export const tableDraws = pgTable(
  'table_draws',
  {
    id: serial('id').primaryKey(),
    publicId: varchar('public_id', { length: 32 }).notNull(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    windowMinutes: smallint('window_minutes').notNull(),
    /** 'scheduled' | 'drawn' | 'cancelled' */
    status: varchar('status', { length: 10 }).notNull().default('scheduled'),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    /** The random seed of the draw, kept so the order can be audited. */
    seed: varchar('seed', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('table_draws_public_id_uq').on(t.publicId),
    uniqueIndex('table_draws_store_date_uq').on(t.storeId, t.date).where(sql`${t.status} <> 'cancelled'`),
    index('table_draws_due_idx').on(t.opensAt).where(sql`${t.status} = 'scheduled'`),
    check('table_draws_status_known', sql`${t.status} in ('scheduled', 'drawn', 'cancelled')`),
    check('table_draws_window', sql`${t.windowMinutes} between 1 and 1440`),
  ],
);

export const tableDrawEntries = pgTable(
  'table_draw_entries',
  {
    id: serial('id').primaryKey(),
    publicId: varchar('public_id', { length: 32 }).notNull(),
    drawId: integer('draw_id')
      .notNull()
      .references(() => tableDraws.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    guestName: varchar('guest_name', { length: 100 }),
    /** A verified phone: one entry per phone and draw. */
    phone: varchar('phone', { length: 20 }).notNull(),
    /** 'HH:MM', the time asked for. */
    time: varchar('time', { length: 5 }).notNull(),
    adultNum: smallint('adult_num').notNull(),
    childNum: smallint('child_num').notNull().default(0),
    /** 'entered' | 'won' | 'lost' */
    status: varchar('status', { length: 8 }).notNull().default('entered'),
    /** Place in the drawn order (1 = first), set by the draw. */
    position: integer('position'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('table_draw_entries_public_id_uq').on(t.publicId),
    uniqueIndex('table_draw_entries_phone_uq').on(t.drawId, t.phone),
    index('table_draw_entries_member_idx').on(t.memberId),
    index('table_draw_entries_order_idx').on(t.orderId),
    check('table_draw_entries_status_known', sql`${t.status} in ('entered', 'won', 'lost')`),
    check('table_draw_entries_party_positive', sql`${t.adultNum} >= 1 and ${t.childNum} >= 0`),
  ],
);
