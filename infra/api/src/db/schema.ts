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
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 20 }).notNull().unique(),
  sort: integer('sort').notNull().default(0),
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
    commentCount: integer('comment_count').notNull().default(0),
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
