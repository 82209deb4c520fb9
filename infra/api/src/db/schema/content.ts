/** Articles, the carousel, news, the dealer programmes and the public forms. */
import { boolean, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

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
