/** VIP subscriptions, cards and the angel (joy dealer) programme. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { stores } from './stores';
import { dealerPrograms } from './content';
import { members } from './members';
import { memberBanks } from './coins';

// VIP subscription and the angel (joy dealer) programme ----------------------------------
// The design is described in src/services/subscriptions.ts and src/services/dealers.ts.

/**
 * Cards kept for VIP renewals (§3 credit cards, §9 card types). Only what the payment gateway
 * hands back is stored: its reusable token (and card key), the first six digits, the last
 * four, the brand and expiry — never the card number. One live default card per member.
 */
export const creditCards = pgTable(
  'credit_cards',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull().references(() => members.id),
    gateway: varchar('gateway', { length: 16 }).notNull(),
    cardToken: text('card_token').notNull(),
    cardKey: text('card_key').notNull().default(''),
    card6Num: varchar('card_6_num', { length: 6 }).notNull(),
    lastFour: varchar('last_four', { length: 4 }).notNull(),
    /** 'visa' (first digit 4), 'master' (5) or 'other'. */
    brand: varchar('brand', { length: 10 }).notNull(),
    expiry: varchar('expiry', { length: 5 }).notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('credit_cards_member_id_idx').on(t.memberId),
    uniqueIndex('credit_cards_default_uq').on(t.memberId).where(sql`${t.isDefault} and ${t.deletedAt} is null`),
    check('credit_cards_brand_known', sql`${t.brand} in ('visa', 'master', 'other')`),
  ],
);

/**
 * A member's VIP subscription (§9): one row per member. `status` active (VIP until
 * `period_end`; renewed 48 h before it unless `cancel_at_period_end`), ended (cancelled and
 * run out), failed (a charge failed: VIP cancelled). `next_program_id` is a change of plan
 * that takes effect at the next renewal.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull().references(() => members.id),
    programId: integer('program_id').notNull().references(() => dealerPrograms.id),
    nextProgramId: integer('next_program_id').references(() => dealerPrograms.id),
    /** Null for a plan activated with a dealer's gift coupon (no card, no renewal). */
    creditCardId: integer('credit_card_id').references(() => creditCards.id),
    status: varchar('status', { length: 10 }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The 18+ confirmation, or a minor's guardian consent, given with the VIP terms; `gift` for a plan activated with a dealer's coupon. */
    consent: varchar('consent', { length: 10 }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_member_uq').on(t.memberId),
    index('subscriptions_program_id_idx').on(t.programId),
    index('subscriptions_next_program_id_idx').on(t.nextProgramId),
    index('subscriptions_credit_card_id_idx').on(t.creditCardId),
    index('subscriptions_status_period_end_idx').on(t.status, t.periodEnd),
    check('subscriptions_status_known', sql`${t.status} in ('active', 'ended', 'failed')`),
    check('subscriptions_consent_known', sql`${t.consent} in ('adult', 'guardian', 'gift')`),
    check('subscriptions_period_order', sql`${t.periodEnd} > ${t.periodStart}`),
  ],
);

/**
 * Every charge of a subscription: the purchase and each renewal, one per period, unique by
 * its idempotency key (`sub:{id}:{period start}`), so a retried renewal charges once.
 * No refunds (§9): a charge is never undone.
 */
export const subscriptionCharges = pgTable(
  'subscription_charges',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id),
    memberId: integer('member_id').notNull().references(() => members.id),
    creditCardId: integer('credit_card_id').references(() => creditCards.id),
    programId: integer('program_id').notNull().references(() => dealerPrograms.id),
    amount: integer('amount').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 80 }).notNull(),
    status: varchar('status', { length: 10 }).notNull(),
    gatewayRef: varchar('gateway_ref', { length: 80 }).notNull().default(''),
    failureReason: varchar('failure_reason', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('subscription_charges_idempotency_uq').on(t.idempotencyKey),
    index('subscription_charges_subscription_id_idx').on(t.subscriptionId),
    index('subscription_charges_member_id_idx').on(t.memberId, t.createdAt),
    index('subscription_charges_credit_card_id_idx').on(t.creditCardId),
    index('subscription_charges_program_id_idx').on(t.programId),
    check('subscription_charges_status_known', sql`${t.status} in ('succeeded', 'failed')`),
    check('subscription_charges_amount', sql`${t.amount} > 0`),
  ],
);

/** Joy dealers (angels, §1): the member, when and by which plan they joined, the kit's receiver. */
export const dealers = pgTable(
  'dealers',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id),
    chargePlanId: integer('charge_plan_id').notNull().references(() => dealerPrograms.id),
    receiver: varchar('receiver', { length: 100 }).notNull(),
    receiverPhone: varchar('receiver_phone', { length: 20 }).notNull(),
    receiverAddress: varchar('receiver_address', { length: 200 }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('dealers_charge_plan_id_idx').on(t.chargePlanId)],
);

/** Stores a dealer referred (§6 store referral): one referrer per store. */
export const recommendedStores = pgTable(
  'recommended_stores',
  {
    id: serial('id').primaryKey(),
    dealerMemberId: integer('dealer_member_id').notNull().references(() => dealers.memberId),
    storeId: integer('store_id').notNull().references(() => stores.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recommended_stores_store_uq').on(t.storeId), index('recommended_stores_dealer_idx').on(t.dealerMemberId, t.createdAt)],
);

/**
 * A dealer's cash earnings, in NT$ cents, computed by the month-end job from the payments of
 * the month: `angel_bonus` (0.1% of seven downline levels' payments; `level` 1–7, one row
 * per level) and `store_profit` (1‰ of a referred store's revenue; `store_id`). Unique per
 * dealer, kind, month, level and store, so a second run of a month writes nothing.
 */
export const dealerEarnings = pgTable(
  'dealer_earnings',
  {
    id: serial('id').primaryKey(),
    dealerMemberId: integer('dealer_member_id').notNull().references(() => dealers.memberId),
    kind: varchar('kind', { length: 12 }).notNull(),
    month: varchar('month', { length: 7 }).notNull(),
    level: smallint('level').notNull().default(0),
    storeId: integer('store_id').notNull().default(0),
    /** The payments the earning is a share of (NT$). */
    baseAmount: integer('base_amount').notNull(),
    payments: integer('payments').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('dealer_earnings_once_uq').on(t.dealerMemberId, t.kind, t.month, t.level, t.storeId),
    index('dealer_earnings_dealer_kind_idx').on(t.dealerMemberId, t.kind, t.createdAt),
    check('dealer_earnings_kind_known', sql`${t.kind} in ('angel_bonus', 'store_profit')`),
    check('dealer_earnings_amounts', sql`${t.amountCents} >= 0 and ${t.baseAmount} >= 0 and ${t.level} between 0 and 7`),
  ],
);

/**
 * VIP gift coupons a joy dealer gives by phone (a yearly allowance per Taipei calendar year):
 * one row per give, with the hash of its single-use activation token (the token itself only
 * travels by SMS). given → activated (by the member with that phone) or expired.
 */
export const dealerCoupons = pgTable(
  'dealer_coupons',
  {
    id: serial('id').primaryKey(),
    dealerMemberId: integer('dealer_member_id').notNull().references(() => dealers.memberId),
    year: smallint('year').notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('given'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    activatedByMemberId: integer('activated_by_member_id').references(() => members.id),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** Who the activating member named and where (the §3 activate-plan fields). */
    receiver: varchar('receiver', { length: 100 }),
    receiverAddress: varchar('receiver_address', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('dealer_coupons_token_hash_uq').on(t.tokenHash),
    index('dealer_coupons_dealer_year_idx').on(t.dealerMemberId, t.year, t.createdAt),
    index('dealer_coupons_activated_by_idx').on(t.activatedByMemberId),
    index('dealer_coupons_given_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'given'`),
    check('dealer_coupons_status_known', sql`${t.status} in ('given', 'activated', 'expired')`),
  ],
);

/**
 * Every coupon movement of a dealer: the year's allowance granted (+quantity, once per
 * dealer and year), a coupon given (−1), activated or expired (0, the coupon's fate).
 */
export const dealerCouponEvents = pgTable(
  'dealer_coupon_events',
  {
    id: serial('id').primaryKey(),
    dealerMemberId: integer('dealer_member_id').notNull().references(() => dealers.memberId),
    couponId: integer('coupon_id').references(() => dealerCoupons.id),
    kind: varchar('kind', { length: 10 }).notNull(),
    year: smallint('year').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('dealer_coupon_events_grant_uq').on(t.dealerMemberId, t.year).where(sql`${t.kind} = 'granted'`),
    uniqueIndex('dealer_coupon_events_coupon_kind_uq').on(t.couponId, t.kind),
    index('dealer_coupon_events_dealer_idx').on(t.dealerMemberId, t.createdAt),
    check('dealer_coupon_events_kind_known', sql`${t.kind} in ('granted', 'given', 'activated', 'expired')`),
  ],
);

/**
 * Dealer cash withdrawals to a dealer bank account (§3 share dividend withdraw: point;
 * recommend profit withdraw: bonus; §4 pending → success | failed). A withdrawal that is not
 * failed holds its NT$ against the kind's balance.
 */
export const dealerWithdrawals = pgTable(
  'dealer_withdrawals',
  {
    id: serial('id').primaryKey(),
    dealerMemberId: integer('dealer_member_id').notNull().references(() => dealers.memberId),
    memberBankId: integer('member_bank_id').notNull().references(() => memberBanks.id),
    kind: varchar('kind', { length: 12 }).notNull(),
    amount: integer('amount').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('dealer_withdrawals_dealer_kind_idx').on(t.dealerMemberId, t.kind, t.createdAt),
    index('dealer_withdrawals_member_bank_id_idx').on(t.memberBankId),
    check('dealer_withdrawals_kind_known', sql`${t.kind} in ('angel_bonus', 'store_profit')`),
    check('dealer_withdrawals_status_known', sql`${t.status} in ('pending', 'success', 'failed')`),
    check('dealer_withdrawals_amount', sql`${t.amount} > 0`),
  ],
);
