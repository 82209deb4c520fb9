/** The joy coin: pay logs, banks, withdrawals and the double-entry ledger. */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { stores } from './stores';
import { members } from './members';

// Joy coin (樂幣) ------------------------------------------------------------------------
// The ledger design is described in src/ledger/ledger.ts and the README ("Joy coin ledger").

/**
 * Payments at partner stores (§3 pay_log), recorded by the store's POS through the partner
 * API. `status` 1 paid, 2 refunded. The reward columns are snapshots of what was granted;
 * the coins themselves move only in the ledger. `vip_counted` is the part of the cash that
 * counted towards the member's monthly NT$1,000 VIP cap (`month`, Taipei YYYY-MM).
 */
export const payLogs = pgTable(
  'pay_logs',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull().references(() => stores.id),
    memberId: integer('member_id').notNull().references(() => members.id),
    amount: integer('amount').notNull(),
    coinsUsed: integer('coins_used').notNull().default(0),
    rewardRate: smallint('reward_rate').notNull(),
    rewardCoins: integer('reward_coins').notNull().default(0),
    vipRewardCoins: integer('vip_reward_coins').notNull().default(0),
    vipCounted: integer('vip_counted').notNull().default(0),
    inviteRewardCoins: integer('invite_reward_coins').notNull().default(0),
    month: varchar('month', { length: 7 }).notNull(),
    status: smallint('status').notNull().default(1),
    /** The POS's key for this payment, unique per store: a retry returns the first result. */
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    note: varchar('note', { length: 200 }).notNull().default(''),
    refundReason: varchar('refund_reason', { length: 200 }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** Reward coins a refund could not take back (already spent or expired). */
    rewardShortfall: integer('reward_shortfall').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pay_logs_store_idempotency_uq').on(t.storeId, t.idempotencyKey),
    index('pay_logs_member_created_idx').on(t.memberId, t.createdAt),
    index('pay_logs_member_month_idx').on(t.memberId, t.month),
    index('pay_logs_store_created_idx').on(t.storeId, t.createdAt),
    check('pay_logs_status_known', sql`${t.status} in (1, 2)`),
    check('pay_logs_amounts', sql`${t.amount} > 0 and ${t.coinsUsed} >= 0 and ${t.coinsUsed} <= ${t.amount}`),
    check('pay_logs_rewards', sql`${t.rewardCoins} >= 0 and ${t.vipRewardCoins} >= 0 and ${t.inviteRewardCoins} >= 0 and ${t.rewardShortfall} >= 0 and ${t.vipCounted} >= 0`),
    check('pay_logs_reward_rate_range', sql`${t.rewardRate} between 0 and 20`),
  ],
);

/** Taiwanese banks (POST /v2/bank/list), filled by migration 0007: the 3-digit code and the name. */
export const banks = pgTable('banks', {
  code: varchar('code', { length: 3 }).primaryKey(),
  name: varchar('name', { length: 50 }).notNull(),
  sort: integer('sort').notNull().default(0),
});

/**
 * A member's bank accounts for withdrawals (§3 Bank: member bank, dealer bank by `source`).
 * Deleting keeps the row (`deleted_at`): past withdrawals still name it. One live row per
 * member, source, bank and account number.
 */
export const memberBanks = pgTable(
  'member_banks',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull().references(() => members.id),
    source: varchar('source', { length: 10 }).notNull().default('member'),
    bankCode: varchar('bank_code', { length: 3 }).notNull().references(() => banks.code),
    branch: varchar('branch', { length: 50 }).notNull(),
    accountName: varchar('account_name', { length: 50 }).notNull(),
    accountNumber: varchar('account_number', { length: 20 }).notNull(),
    /** The passbook cover photo, re-encoded (storage URL). */
    passbookImage: text('passbook_image').notNull(),
    /** The account holder's date of birth (the bank account modal's date field). */
    birthday: date('birthday', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('member_banks_member_id_idx').on(t.memberId),
    index('member_banks_bank_code_idx').on(t.bankCode),
    uniqueIndex('member_banks_live_account_uq').on(t.memberId, t.source, t.bankCode, t.accountNumber).where(sql`${t.deletedAt} is null`),
    check('member_banks_source_known', sql`${t.source} in ('member', 'dealer')`),
  ],
);

/**
 * Withdrawals of coins to a bank account (§3 Withdraw; §4 pending → success | failed). The
 * coins left the wallet when the row was written (ledger reason `withdrawal`); success pays
 * them out, failure puts them back.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull().references(() => members.id),
    memberBankId: integer('member_bank_id').notNull().references(() => memberBanks.id),
    type: smallint('type').notNull(),
    coin: integer('coin').notNull(),
    feeNtd: integer('fee_ntd').notNull(),
    amountNtd: integer('amount_ntd').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull().default(''),
    failureReason: varchar('failure_reason', { length: 200 }),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('withdrawals_member_created_idx').on(t.memberId, t.createdAt),
    index('withdrawals_member_bank_id_idx').on(t.memberBankId),
    index('withdrawals_status_created_idx').on(t.status, t.createdAt),
    uniqueIndex('withdrawals_member_idempotency_uq').on(t.memberId, t.idempotencyKey).where(sql`${t.idempotencyKey} <> ''`),
    check('withdrawals_status_known', sql`${t.status} in ('pending', 'success', 'failed')`),
    check('withdrawals_amounts', sql`${t.coin} > 0 and ${t.feeNtd} >= 0 and ${t.amountNtd} >= 0`),
  ],
);

/**
 * Ledger transactions: one business event each (a reward, a spend, a withdrawal, an expiry…)
 * with its reason and a unique idempotency key; its entries sum to zero (a deferred
 * constraint trigger checks it at commit). Append-only: triggers refuse UPDATE and DELETE.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: serial('id').primaryKey(),
    reason: varchar('reason', { length: 24 }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 160 }).notNull(),
    /** The member whose wallet it touches (null for none, e.g. a payout). */
    memberId: integer('member_id').references(() => members.id),
    payLogId: integer('pay_log_id').references(() => payLogs.id),
    withdrawalId: integer('withdrawal_id').references(() => withdrawals.id),
    storeId: integer('store_id').references(() => stores.id),
    /** The transaction this one undoes (reversals, withdrawal reversals). */
    reversesId: integer('reverses_id').references((): AnyPgColumn => ledgerTransactions.id),
    memo: varchar('memo', { length: 200 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_idempotency_uq').on(t.idempotencyKey),
    index('ledger_transactions_member_created_idx').on(t.memberId, t.createdAt),
    index('ledger_transactions_pay_log_id_idx').on(t.payLogId),
    index('ledger_transactions_withdrawal_id_idx').on(t.withdrawalId),
    index('ledger_transactions_store_id_idx').on(t.storeId),
    index('ledger_transactions_reverses_id_idx').on(t.reversesId),
    check(
      'ledger_transactions_reason_known',
      sql`${t.reason} in ('payment_reward', 'invite_reward', 'spend', 'redeem', 'withdrawal', 'withdrawal_payout', 'withdrawal_reversal', 'expiry', 'reversal')`,
    ),
  ],
);

/**
 * Coin lots: coins credited together to a member's wallet, valid until `expires_at` (00:00
 * Taipei on day 121 counted from `received_on`). What is left of a lot is the sum of the
 * wallet entries naming it; it never goes below 0 or above `amount` (deferred trigger).
 * Append-only.
 */
export const coinLots = pgTable(
  'coin_lots',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull().references(() => members.id),
    transactionId: integer('transaction_id').notNull().references(() => ledgerTransactions.id),
    amount: integer('amount').notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('coin_lots_member_expires_idx').on(t.memberId, t.expiresAt),
    index('coin_lots_transaction_id_idx').on(t.transactionId),
    index('coin_lots_expires_at_idx').on(t.expiresAt),
    check('coin_lots_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * Ledger entries: signed coin amounts on accounts. `member_wallet` entries name the member
 * and the lot; `store_settlement` entries name the store. Accounts: member_wallet,
 * store_settlement, platform_rewards, withdrawals_payable, withdrawals_paid, expired.
 * Append-only.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id').notNull().references(() => ledgerTransactions.id),
    account: varchar('account', { length: 24 }).notNull(),
    memberId: integer('member_id').references(() => members.id),
    storeId: integer('store_id').references(() => stores.id),
    lotId: integer('lot_id').references(() => coinLots.id),
    amount: integer('amount').notNull(),
  },
  (t) => [
    index('ledger_entries_transaction_id_idx').on(t.transactionId),
    index('ledger_entries_lot_id_idx').on(t.lotId),
    index('ledger_entries_member_account_idx').on(t.memberId, t.account),
    index('ledger_entries_store_id_idx').on(t.storeId),
    check('ledger_entries_amount_nonzero', sql`${t.amount} <> 0`),
    check(
      'ledger_entries_account_known',
      sql`${t.account} in ('member_wallet', 'store_settlement', 'platform_rewards', 'withdrawals_payable', 'withdrawals_paid', 'expired')`,
    ),
    check('ledger_entries_wallet_names_lot', sql`${t.account} <> 'member_wallet' or (${t.memberId} is not null and ${t.lotId} is not null)`),
    check('ledger_entries_store_named', sql`${t.account} <> 'store_settlement' or ${t.storeId} is not null`),
  ],
);

/** The invite reward, once per invited friend (primary key), on the friend's first payment. */
export const inviteRewards = pgTable(
  'invite_rewards',
  {
    friendMemberId: integer('friend_member_id')
      .primaryKey()
      .references(() => members.id),
    inviterMemberId: integer('inviter_member_id')
      .notNull()
      .references(() => members.id),
    payLogId: integer('pay_log_id')
      .notNull()
      .references(() => payLogs.id),
    coins: integer('coins').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('invite_rewards_inviter_member_id_idx').on(t.inviterMemberId), index('invite_rewards_pay_log_id_idx').on(t.payLogId)],
);
