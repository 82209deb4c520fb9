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
    /** The store's own notes for diners (e.g. 低消、服務費、包廂規定), set through the partner API. */
    houseNotes: text('house_notes').notNull().default(''),
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

/**
 * A picture uploaded once, named by the SHA-256 of its bytes (the storage adapter holds the
 * original under images/{hash}); the image pipeline serves it in responsive sizes as WebP and
 * AVIF. `placeholder` is a tiny blurred data URI shown while the picture loads.
 */
export const images = pgTable(
  'images',
  {
    hash: varchar('hash', { length: 64 }).primaryKey(),
    mime: varchar('mime', { length: 20 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    placeholder: text('placeholder').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [check('images_size_positive', sql`${t.width} > 0 and ${t.height} > 0`)],
);

/** A store's photos in display order; the first (lowest sort) is the cover. */
export const storePhotos = pgTable(
  'store_photos',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** The pipeline's picture when the photo was uploaded (null for a seeded URL). */
    image: varchar('image', { length: 64 }).references(() => images.hash),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('store_photos_store_id_idx').on(t.storeId), index('store_photos_image_idx').on(t.image)],
);

/** A store's menu sections (e.g. 招牌、主食、小菜、飲品) in display order. */
export const storeMenuSections = pgTable(
  'store_menu_sections',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 40 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('store_menu_sections_store_sort_idx').on(t.storeId, t.sort)],
);

/** A dish on a store's menu; `signature` marks the house specialities (招牌). */
export const storeMenuItems = pgTable(
  'store_menu_items',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id').notNull().references(() => storeMenuSections.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 60 }).notNull(),
    description: varchar('description', { length: 200 }).notNull().default(''),
    /** NT$ */
    price: integer('price').notNull(),
    photo: text('photo').notNull().default(''),
    image: varchar('image', { length: 64 }).references(() => images.hash),
    signature: boolean('signature').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('store_menu_items_store_id_idx').on(t.storeId),
    index('store_menu_items_section_sort_idx').on(t.sectionId, t.sort),
    index('store_menu_items_image_idx').on(t.image),
    check('store_menu_items_price_range', sql`${t.price} between 0 and 100000`),
  ],
);

/** Special closing days (e.g. 店休、包場): no bookable times that date whatever the weekly hours say. */
export const storeClosures = pgTable(
  'store_closures',
  {
    storeId: integer('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    reason: varchar('reason', { length: 100 }).notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.date] })],
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
