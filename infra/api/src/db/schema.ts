/**
 * The database schema (Drizzle, PostgreSQL dialect; the same SQL runs on PGlite).
 * Migrations in ../../drizzle are generated from this file with `npm run db:generate`.
 * Column names are snake_case as on the wire; every foreign key has an index.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 20 }).notNull().unique(),
  sort: integer('sort').notNull().default(0),
  /** The city centre (city hall), for POST /v2/map/to/city. */
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
});

export const districts = pgTable(
  'districts',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id').notNull().references(() => cities.id),
    name: varchar('name', { length: 20 }).notNull(),
    postalCode: varchar('postal_code', { length: 5 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('districts_city_id_idx').on(t.cityId), uniqueIndex('districts_city_name_uq').on(t.cityId, t.name)],
);

export const foodTypes = pgTable('food_types', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 20 }).notNull().unique(),
  icon: text('icon').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 20 }).notNull().unique(),
  sort: integer('sort').notNull().default(0),
});

export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 120 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    logo: text('logo').notNull().default(''),
    photo: text('photo').notNull().default(''),
    cityId: integer('city_id').notNull().references(() => cities.id),
    districtId: integer('district_id').notNull().references(() => districts.id),
    address: varchar('address', { length: 200 }).notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    phone: varchar('phone', { length: 20 }).notNull().default(''),
    description: text('description').notNull().default(''),
    priceLevel: smallint('price_level').notNull().default(2),
    rewardRate: smallint('reward_rate').notNull().default(0),
    joyBooking: boolean('joy_booking').notNull().default(false),
    joyPay: boolean('joy_pay').notNull().default(false),
    averageScore: numeric('average_score', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    /** Average and count of the visible comments, kept in the transaction that changes them. */
    commentCount: integer('comment_count').notNull().default(0),
    /** Largest party the store seats (search filter total_people). */
    maxPartySize: smallint('max_party_size').notNull().default(8),
    /**
     * What the keyword search matches: name, food types, district and address, rebuilt by
     * refreshSearchText() whenever one of them changes; GIN trigram index (pg_trgm).
     */
    searchText: text('search_text').notNull().default(''),
    openedAt: date('opened_at', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stores_slug_uq').on(t.slug),
    index('stores_city_id_idx').on(t.cityId),
    index('stores_district_id_idx').on(t.districtId),
    index('stores_opened_at_idx').on(t.openedAt),
    index('stores_average_score_idx').on(t.averageScore),
    index('stores_name_idx').on(t.name),
    /** Distance search: the bounding box is an index range scan. */
    index('stores_lat_lng_idx').on(t.lat, t.lng),
    index('stores_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('stores_max_party_size_range', sql`${t.maxPartySize} between 1 and 200`),
    check('stores_reward_rate_range', sql`${t.rewardRate} between 0 and 20`),
    check('stores_price_level_range', sql`${t.priceLevel} between 1 and 4`),
  ],
);

export const storeFoodTypes = pgTable(
  'store_food_types',
  {
    storeId: integer('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
    foodTypeId: integer('food_type_id').notNull().references(() => foodTypes.id),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.foodTypeId] }), index('store_food_types_food_type_id_idx').on(t.foodTypeId)],
);

export const storeTags = pgTable(
  'store_tags',
  {
    storeId: integer('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id').notNull().references(() => tags.id),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.tagId] }), index('store_tags_tag_id_idx').on(t.tagId)],
);

export const storePhotos = pgTable(
  'store_photos',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('store_photos_store_id_idx').on(t.storeId)],
);

/** One row per opening span; a lunch break is two rows on the same weekday. */
export const businessTimes = pgTable(
  'business_times',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
    /** 0 Sunday … 6 Saturday */
    weekday: smallint('weekday').notNull(),
    open: time('open').notNull(),
    /** A close earlier than open runs past midnight. */
    close: time('close').notNull(),
  },
  (t) => [
    index('business_times_store_weekday_idx').on(t.storeId, t.weekday),
    /** The date filter of store search: the stores open on a weekday, without scanning every span. */
    index('business_times_weekday_store_idx').on(t.weekday, t.storeId),
    check('business_times_weekday_range', sql`${t.weekday} between 0 and 6`),
  ],
);

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull(),
    image: text('image').notNull().default(''),
    author: varchar('author', { length: 50 }).notNull().default(''),
    viewCount: integer('view_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('articles_published_at_idx').on(t.publishedAt), index('articles_view_count_idx').on(t.viewCount)],
);

export const carouselItems = pgTable('carousel_items', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 100 }).notNull(),
  image: text('image').notNull(),
  link: text('link').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    body: text('body').notNull(),
    image: text('image').notNull().default(''),
    link: text('link').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('news_published_at_idx').on(t.publishedAt)],
);

/** Id 1 is the monthly VIP plan (30 days); any other id is yearly (§9). */
export const dealerPrograms = pgTable('dealer_programs', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 50 }).notNull(),
  price: integer('price').notNull(),
  periodDays: integer('period_days').notNull(),
  description: text('description').notNull().default(''),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 200 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull().default(''),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
);

export const cooperationRequests = pgTable(
  'cooperation_requests',
  {
    id: serial('id').primaryKey(),
    company: varchar('company', { length: 200 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 200 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('cooperation_requests_created_at_idx').on(t.createdAt)],
);

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

/**
 * Store comments (§3). A comment comes from an order or a payment (both nullable until those
 * tables land) or from the seed; `member_id` is null for seeded and deleted-member comments.
 * The four sub scores are food, service, ambience and value. Hidden comments count nowhere.
 */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    /** The completed order this comment reviews (one comment per order: comments_order_id_uq). */
    orderId: integer('order_id').references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    /** The payment this comment reviews (one comment per payment: comments_pay_log_id_uq). */
    payLogId: integer('pay_log_id').references((): AnyPgColumn => payLogs.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 100 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull().default(''),
    title: varchar('title', { length: 200 }).notNull(),
    body: text('body').notNull(),
    score: smallint('score').notNull(),
    scoreFood: smallint('score_food').notNull(),
    scoreService: smallint('score_service').notNull(),
    scoreAmbience: smallint('score_ambience').notNull(),
    scoreValue: smallint('score_value').notNull(),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    reply: text('reply'),
    replyAt: timestamp('reply_at', { withTimezone: true }),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
    /** Last edit by its author (POST /v2/comment/{id}?_method=PUT); null when never edited. */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    index('comments_store_created_idx').on(t.storeId, t.createdAt),
    index('comments_member_id_idx').on(t.memberId),
    uniqueIndex('comments_order_id_uq').on(t.orderId).where(sql`${t.orderId} is not null`),
    uniqueIndex('comments_pay_log_id_uq').on(t.payLogId).where(sql`${t.payLogId} is not null`),
    check('comments_score_range', sql`${t.score} between 1 and 5`),
    check(
      'comments_sub_scores_range',
      sql`${t.scoreFood} between 1 and 5 and ${t.scoreService} between 1 and 5 and ${t.scoreAmbience} between 1 and 5 and ${t.scoreValue} between 1 and 5`,
    ),
  ],
);

/** A member's favourite stores (§3 collection toggle). */
export const memberCollections = pgTable(
  'member_collections',
  {
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    storeId: integer('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.storeId] }),
    index('member_collections_member_created_idx').on(t.memberId, t.createdAt),
    index('member_collections_store_id_idx').on(t.storeId),
  ],
);

/** Article likes; articles.like_count moves with them in the same transaction. */
export const articleLikes = pgTable(
  'article_likes',
  {
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    articleId: integer('article_id').notNull().references(() => articles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.articleId] }), index('article_likes_article_id_idx').on(t.articleId)],
);

/**
 * Bookable times per store and weekday (§3 can_order_times), seeded from business_times: every
 * 30 minutes from opening until 90 minutes before closing. `capacity` is the seats the store
 * offers at that time; a booking locks this row (FOR UPDATE) while it counts and inserts, so
 * concurrent bookings of one slot never exceed it.
 */
export const storeSlots = pgTable(
  'store_slots',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
    /** 0 Sunday … 6 Saturday */
    weekday: smallint('weekday').notNull(),
    /** 'HH:MM' on Taipei's wall clock */
    time: varchar('time', { length: 5 }).notNull(),
    capacity: smallint('capacity').notNull(),
  },
  (t) => [
    uniqueIndex('store_slots_store_weekday_time_uq').on(t.storeId, t.weekday, t.time),
    check('store_slots_weekday_range', sql`${t.weekday} between 0 and 6`),
    check('store_slots_capacity_positive', sql`${t.capacity} > 0`),
  ],
);

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

/**
 * Partner API credentials, one or more per store (key id + secret). The partner signs each
 * request with HMAC-SHA256, so the server needs the secret itself, not a hash: it is kept
 * sealed (AES-256-GCM under PARTNER_SECRET_KEY, lib/secret-box.ts) and only
 * repositories/partners.ts opens it. A dump of this table alone signs nothing.
 */
export const partnerCredentials = pgTable(
  'partner_credentials',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
    keyId: varchar('key_id', { length: 64 }).notNull(),
    secretSealed: text('secret_sealed').notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('partner_credentials_key_id_uq').on(t.keyId), index('partner_credentials_store_id_idx').on(t.storeId)],
);

/**
 * Signatures already accepted, so a captured request cannot be replayed inside the 5-minute
 * window; the primary key refuses a second insert. Rows older than the window are purged.
 */
export const partnerRequests = pgTable(
  'partner_requests',
  {
    keyId: varchar('key_id', { length: 64 }).notNull(),
    signature: varchar('signature', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.signature] }), index('partner_requests_created_at_idx').on(t.createdAt)],
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

// VIP subscription and the angel (joy dealer) programme ----------------------------------
// The design is described in src/repositories/subscriptions.ts and src/repositories/dealers.ts.

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
