/** Members and what signs them in: tokens, verification codes, throttles, captcha uses. */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Local captcha tokens already spent (single use); rows outlive their token by nothing. */
export const captchaUses = pgTable(
  'captcha_uses',
  {
    nonce: varchar('nonce', { length: 64 }).primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_uses_expires_at_idx').on(t.expiresAt)],
);

/**
 * Members (§3). Phone and social ids are unique among live accounts only: a deleted account
 * keeps its row (and blocks re-registration until `protected_until`), then the phone is free.
 */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    phone: varchar('phone', { length: 20 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    /** 0 unspecified, 1 male, 2 female */
    gender: smallint('gender').notNull().default(0),
    email: varchar('email', { length: 200 }),
    birthday: date('birthday', { mode: 'string' }),
    address: varchar('address', { length: 200 }),
    summary: text('summary'),
    /** `scrypt$N$r$p$salt$hash` (base64url); null for a social-only member. */
    passwordHash: text('password_hash'),
    loginType: varchar('login_type', { length: 10 }).notNull().default('general'),
    facebookId: varchar('facebook_id', { length: 255 }),
    googleId: varchar('google_id', { length: 255 }),
    appleId: varchar('apple_id', { length: 255 }),
    memberGradeId: integer('member_grade_id').notNull().default(1),
    coinUserId: varchar('coin_user_id', { length: 32 }).notNull(),
    inviteCode: varchar('invite_code', { length: 16 }).notNull(),
    fromInviteCode: varchar('from_invite_code', { length: 16 }),
    fromSource: smallint('from_source').notNull(),
    registerDevice: varchar('register_device', { length: 20 }).notNull().default('PC'),
    avatar: text('avatar').notNull().default(''),
    withdrawStatus: smallint('withdraw_status').notNull().default(0),
    /**
     * The code the diner shows at a partner store's counter (QR / barcode): 16 random
     * hexadecimal characters (64 bits), stable, unique, never derived from the id. The column
     * default fills every member, existing ones included.
     */
    payCode: varchar('pay_code', { length: 32 })
      .notNull()
      .default(sql`upper(substr(md5(gen_random_uuid()::text), 1, 16))`),
    /** The newest platform news the member has seen (POST /v2/news/check); newer news shows the badge. */
    newsSeenId: integer('news_seen_id').notNull().default(0),
    /** Booking reminders by SMS as well as by notification (the member can turn them off). */
    smsReminders: boolean('sms_reminders').notNull().default(true),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    protectedUntil: timestamp('protected_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_phone_live_uq').on(t.phone).where(sql`${t.deletedAt} is null`),
    index('members_phone_idx').on(t.phone),
    uniqueIndex('members_facebook_id_live_uq').on(t.facebookId).where(sql`${t.deletedAt} is null`),
    uniqueIndex('members_google_id_live_uq').on(t.googleId).where(sql`${t.deletedAt} is null`),
    uniqueIndex('members_apple_id_live_uq').on(t.appleId).where(sql`${t.deletedAt} is null`),
    uniqueIndex('members_coin_user_id_uq').on(t.coinUserId),
    uniqueIndex('members_invite_code_uq').on(t.inviteCode),
    uniqueIndex('members_pay_code_uq').on(t.payCode),
    index('members_from_invite_code_idx').on(t.fromInviteCode),
    check('members_gender_range', sql`${t.gender} between 0 and 2`),
  ],
);

/** Login tokens: only the sha256 of the random token is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('auth_tokens_token_hash_uq').on(t.tokenHash), index('auth_tokens_member_id_idx').on(t.memberId)],
);

/** SMS verification codes (sha256 of the 6 digits). `verified_at` opens a 10-minute window to register or reset. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    phone: varchar('phone', { length: 20 }).notNull(),
    purpose: varchar('purpose', { length: 20 }).notNull().default('verify'),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_phone_created_idx').on(t.phone, t.createdAt)],
);

/** Throttle events (code sends, failed logins) counted in sliding windows per key. */
export const throttleEvents = pgTable(
  'throttle_events',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 20 }).notNull(),
    key: varchar('key', { length: 100 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('throttle_events_kind_key_created_idx').on(t.kind, t.key, t.createdAt)],
);
