/** Stores, their photos, opening hours and bookable weekly slots. */
import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, numeric, pgTable, primaryKey, serial, smallint, text, time, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { cities, districts, foodTypes, tags } from './places';

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
    /** About what a diner spends per person, NT$ (0 = not known); the search's price range and sort. */
    pricePerPerson: integer('price_per_person').notNull().default(0),
    rewardRate: smallint('reward_rate').notNull().default(0),
    joyBooking: boolean('joy_booking').notNull().default(false),
    joyPay: boolean('joy_pay').notNull().default(false),
    averageScore: numeric('average_score', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    /** Average and count of the visible comments, kept in the transaction that changes them. */
    commentCount: integer('comment_count').notNull().default(0),
    /** Largest party the store seats (search filter total_people). */
    maxPartySize: smallint('max_party_size').notNull().default(8),
    /** The seating areas a diner may ask for (e.g. 窗邊, 包廂); the partner API sets them. */
    seatingAreas: text('seating_areas').array().notNull().default(sql`'{}'::text[]`),
    /** Diners change or cancel a booking themselves until this many minutes before its time. */
    changeCutoffMinutes: integer('change_cutoff_minutes').notNull().default(120),
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
    index('stores_price_per_person_idx').on(t.pricePerPerson),
    index('stores_name_idx').on(t.name),
    /** Distance search: the bounding box is an index range scan. */
    index('stores_lat_lng_idx').on(t.lat, t.lng),
    index('stores_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('stores_max_party_size_range', sql`${t.maxPartySize} between 1 and 200`),
    check('stores_reward_rate_range', sql`${t.rewardRate} between 0 and 20`),
    check('stores_price_level_range', sql`${t.priceLevel} between 1 and 4`),
    check('stores_price_per_person_range', sql`${t.pricePerPerson} between 0 and 100000`),
    check('stores_change_cutoff_range', sql`${t.changeCutoffMinutes} between 0 and 10080`),
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
