/** Cities, districts, food types and tags: what stores are filed under. */
import { doublePrecision, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

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
