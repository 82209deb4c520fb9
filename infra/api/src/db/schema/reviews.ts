/** Comments, collections and article likes. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { stores } from './stores';
import { articles } from './content';
import { members } from './members';
import { orders } from './bookings';
import { payLogs } from './coins';

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
