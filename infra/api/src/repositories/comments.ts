/**
 * Store comments. Reads give the public view (masked name, never the phone, visible only).
 * The writes run on the comment service's transaction (services/comments.ts), each with
 * refreshStoreScores, so stores.average_score and comment_count always equal the aggregate of
 * the visible comments. Text is stored as typed (the UI renders it as text); the author alone
 * reads it back unmasked.
 */
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { CommentDetail, CommentSort, Paged, StoreComment, StoreCommentSummary } from '@joy/contract';
import type { Database } from '../db/client';
import type { Executor } from '../db/executor';
import * as t from '../db/schema';
import { paged, type PageRequest } from '../lib/paging';

/** 王小明 → 王**: the first character, then one * per remaining character (at least one). */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (!chars.length) return '**';
  return `${chars[0]}${'*'.repeat(Math.max(1, chars.length - 1))}`;
}

export interface NewComment {
  storeId: number;
  memberId?: number | null;
  orderId?: number | null;
  payLogId?: number | null;
  name: string;
  phone?: string;
  title: string;
  body: string;
  score: number;
  subScores: [number, number, number, number];
  images?: string[];
  createdAt?: Date;
}

/** What the author writes (new comment or edit). */
export interface CommentText {
  name: string;
  phone: string;
  title: string;
  body: string;
  score: number;
  subScores: number[];
}

type CommentRow = typeof t.comments.$inferSelect;

function toPublic(r: CommentRow): StoreComment {
  return {
    id: r.id,
    name: maskName(r.name),
    title: r.title,
    body: r.body,
    score: r.score,
    sub_scores: [r.scoreFood, r.scoreService, r.scoreAmbience, r.scoreValue],
    images: r.images,
    reply: r.reply,
    reply_at: r.replyAt?.toISOString() ?? null,
    source: sourceOf(r),
    created_at: r.createdAt.toISOString(),
  };
}

/** A comment reviews a completed booking or a payment; the seeded ones neither. */
const sourceOf = (r: Pick<CommentRow, 'orderId' | 'payLogId'>): StoreComment['source'] => {
  if (r.orderId !== null) return 'order';
  if (r.payLogId !== null) return 'payment';
  return null;
};

const hasPhotos = sql`cardinality(${t.comments.images}) > 0`;

/** Each order of a store's comments, newest first among equal scores and by id last, so pages never overlap. */
const commentOrders: Record<CommentSort, SQL[]> = {
  latest: [desc(t.comments.createdAt), desc(t.comments.id)],
  score_desc: [desc(t.comments.score), desc(t.comments.createdAt), desc(t.comments.id)],
  score_asc: [asc(t.comments.score), desc(t.comments.createdAt), desc(t.comments.id)],
  photos: [desc(t.comments.createdAt), desc(t.comments.id)],
};

const round2 = (value: unknown): number => Math.round(Number(value ?? 0) * 100) / 100;

const textColumns = (c: CommentText) => ({
  name: c.name,
  phone: c.phone,
  title: c.title,
  body: c.body,
  score: c.score,
  scoreFood: c.subScores[0],
  scoreService: c.subScores[1],
  scoreAmbience: c.subScores[2],
  scoreValue: c.subScores[3],
});

const visible = (storeId: number) => and(eq(t.comments.storeId, storeId), eq(t.comments.hidden, false));

/** A comment with its store, as its author reads it. */
const authorRows = (db: Pick<Database, 'select'>) =>
  db
    .select({ c: t.comments, storeSlug: t.stores.slug, storeName: t.stores.name, storeLogo: t.stores.logo })
    .from(t.comments)
    .innerJoin(t.stores, eq(t.stores.id, t.comments.storeId))
    .$dynamic();

type AuthorRow = Awaited<ReturnType<ReturnType<typeof authorRows>['execute']>>[number];

function toAuthorView({ c, storeSlug, storeName, storeLogo }: AuthorRow): CommentDetail {
  return {
    id: c.id,
    order_id: c.orderId,
    pay_log_id: c.payLogId,
    store: { id: c.storeId, slug: storeSlug, name: storeName, logo: storeLogo },
    name: c.name,
    phone: c.phone,
    title: c.title,
    body: c.body,
    score: c.score,
    sub_scores: [c.scoreFood, c.scoreService, c.scoreAmbience, c.scoreValue],
    images: c.images,
    reply: c.reply,
    reply_at: c.replyAt?.toISOString() ?? null,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt?.toISOString() ?? null,
  };
}

export function createCommentRepository(db: Database) {
  return {
    /**
     * The visible comments in the asked order (newest first by default; 'photos' keeps only those
     * with photos); null when the store does not exist. The store's comments are found by
     * comments_store_created_idx and sorted in the query.
     */
    async forStore(storeId: number, page: PageRequest, sort: CommentSort = 'latest'): Promise<Paged<StoreComment> | null> {
      const [store] = await db.select({ id: t.stores.id }).from(t.stores).where(eq(t.stores.id, storeId));
      if (!store) return null;
      const where = sort === 'photos' ? and(visible(storeId), hasPhotos) : visible(storeId);
      const [{ total }] = await db.select({ total: count() }).from(t.comments).where(where);
      const rows = await db
        .select()
        .from(t.comments)
        .where(where)
        .orderBy(...commentOrders[sort])
        .limit(page.perPage)
        .offset(page.offset);
      return paged(rows.map(toPublic), total, page);
    },

    /**
     * The rating summary of the store's visible comments (one aggregate); null when the store
     * does not exist. The average is rounded as stores.average_score is (2 decimals).
     */
    async summary(storeId: number): Promise<StoreCommentSummary | null> {
      const [store] = await db.select({ id: t.stores.id }).from(t.stores).where(eq(t.stores.id, storeId));
      if (!store) return null;
      const c = t.comments;
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          average: sql<string | null>`round(avg(${c.score}), 2)`,
          food: sql<string | null>`round(avg(${c.scoreFood}), 2)`,
          service: sql<string | null>`round(avg(${c.scoreService}), 2)`,
          ambience: sql<string | null>`round(avg(${c.scoreAmbience}), 2)`,
          value: sql<string | null>`round(avg(${c.scoreValue}), 2)`,
          s5: sql<number>`(count(*) filter (where ${c.score} = 5))::int`,
          s4: sql<number>`(count(*) filter (where ${c.score} = 4))::int`,
          s3: sql<number>`(count(*) filter (where ${c.score} = 3))::int`,
          s2: sql<number>`(count(*) filter (where ${c.score} = 2))::int`,
          s1: sql<number>`(count(*) filter (where ${c.score} = 1))::int`,
          photos: sql<number>`coalesce(sum(cardinality(${c.images})), 0)::int`,
        })
        .from(c)
        .where(visible(storeId));
      const byScore = [row.s5, row.s4, row.s3, row.s2, row.s1];
      return {
        average: round2(row.average),
        count: Number(row.count),
        histogram: byScore.map((n, i) => ({ score: 5 - i, count: Number(n) })),
        sub_scores: { food: round2(row.food), service: round2(row.service), ambience: round2(row.ambience), value: round2(row.value) },
        photo_count: Number(row.photos),
      };
    },

    /** Writes a comment (the caller refreshes the store's figures in the same transaction). */
    async insert(tx: Executor, input: NewComment): Promise<number> {
      const [row] = await tx
        .insert(t.comments)
        .values({
          storeId: input.storeId,
          memberId: input.memberId ?? null,
          orderId: input.orderId ?? null,
          payLogId: input.payLogId ?? null,
          name: input.name,
          phone: input.phone ?? '',
          title: input.title,
          body: input.body,
          score: input.score,
          scoreFood: input.subScores[0],
          scoreService: input.subScores[1],
          scoreAmbience: input.subScores[2],
          scoreValue: input.subScores[3],
          images: input.images ?? [],
          ...(input.createdAt ? { createdAt: input.createdAt } : {}),
        })
        .returning({ id: t.comments.id });
      return row.id;
    },

    /** The author's comment on an order or a payment, as typed. */
    async insertText(tx: Executor, about: { storeId: number; memberId: number; orderId?: number; payLogId?: number }, text: CommentText, images: string[]): Promise<number> {
      const [row] = await tx
        .insert(t.comments)
        .values({ ...about, images, ...textColumns(text) })
        .returning({ id: t.comments.id });
      return row.id;
    },

    /** The member's own order, if it exists: what the comment form needs before any upload. */
    async orderForComment(memberId: number, orderId: number): Promise<{ status: number; commented: boolean } | null> {
      const [row] = await db
        .select({ status: t.orders.status, commentId: t.comments.id })
        .from(t.orders)
        .leftJoin(t.comments, eq(t.comments.orderId, t.orders.id))
        .where(and(eq(t.orders.id, orderId), eq(t.orders.memberId, memberId)));
      return row ? { status: row.status, commented: row.commentId !== null } : null;
    },

    /** Locks the member's own order while its comment is written; null when it is not theirs. */
    async lockOrder(tx: Executor, memberId: number, orderId: number): Promise<{ storeId: number; status: number } | null> {
      const [order] = await tx
        .select({ storeId: t.orders.storeId, status: t.orders.status })
        .from(t.orders)
        .where(and(eq(t.orders.id, orderId), eq(t.orders.memberId, memberId)))
        .for('update');
      return order ?? null;
    },

    /** Whether the order already has its comment. */
    async orderCommented(tx: Executor, orderId: number): Promise<boolean> {
      const [earlier] = await tx.select({ id: t.comments.id }).from(t.comments).where(eq(t.comments.orderId, orderId));
      return Boolean(earlier);
    },

    /** The member's own payment, if it exists: what the payment comment form needs before any upload. */
    async payLogForComment(memberId: number, payLogId: number): Promise<{ status: number; commented: boolean } | null> {
      const [row] = await db
        .select({ status: t.payLogs.status, commentId: t.comments.id })
        .from(t.payLogs)
        .leftJoin(t.comments, eq(t.comments.payLogId, t.payLogs.id))
        .where(and(eq(t.payLogs.id, payLogId), eq(t.payLogs.memberId, memberId)));
      return row ? { status: row.status, commented: row.commentId !== null } : null;
    },

    /** Locks the member's own payment while its comment is written; null when it is not theirs. */
    async lockPayLog(tx: Executor, memberId: number, payLogId: number): Promise<{ storeId: number; status: number } | null> {
      const [payLog] = await tx
        .select({ storeId: t.payLogs.storeId, status: t.payLogs.status })
        .from(t.payLogs)
        .where(and(eq(t.payLogs.id, payLogId), eq(t.payLogs.memberId, memberId)))
        .for('update');
      return payLog ?? null;
    },

    /** Whether the payment already has its comment. */
    async payLogCommented(tx: Executor, payLogId: number): Promise<boolean> {
      const [earlier] = await tx.select({ id: t.comments.id }).from(t.comments).where(eq(t.comments.payLogId, payLogId));
      return Boolean(earlier);
    },

    /** The author's view of their comment; null for anyone else's or an unknown id. */
    async detail(memberId: number, id: number): Promise<CommentDetail | null> {
      const [row] = await authorRows(db).where(and(eq(t.comments.id, id), eq(t.comments.memberId, memberId)));
      return row ? toAuthorView(row) : null;
    },

    /** The member's own comments, newest first (§2 comments area; hidden ones too: they are theirs). */
    async forMember(memberId: number, page: PageRequest): Promise<Paged<CommentDetail>> {
      const mine = eq(t.comments.memberId, memberId);
      const [{ total }] = await db.select({ total: count() }).from(t.comments).where(mine);
      const rows = await authorRows(db).where(mine).orderBy(desc(t.comments.createdAt), desc(t.comments.id)).limit(page.perPage).offset(page.offset);
      return paged(rows.map(toAuthorView), total, page);
    },

    /** Locks the member's own comment for an edit; null when it is not theirs. */
    async lockOwn(tx: Executor, memberId: number, id: number): Promise<{ storeId: number; images: string[] } | null> {
      const [row] = await tx
        .select({ storeId: t.comments.storeId, images: t.comments.images })
        .from(t.comments)
        .where(and(eq(t.comments.id, id), eq(t.comments.memberId, memberId)))
        .for('update');
      return row ?? null;
    },

    /** The author's new text, scores and photos. */
    async rewrite(tx: Executor, id: number, text: CommentText, images: string[], now: Date): Promise<void> {
      await tx
        .update(t.comments)
        .set({ ...textColumns(text), images, updatedAt: now })
        .where(eq(t.comments.id, id));
    },

    /** The current photos of the member's comment (to count what an edit keeps), or null. */
    async imagesOf(memberId: number, id: number): Promise<string[] | null> {
      const [row] = await db
        .select({ images: t.comments.images })
        .from(t.comments)
        .where(and(eq(t.comments.id, id), eq(t.comments.memberId, memberId)));
      return row ? row.images : null;
    },

    /** The store's reply under one of its own comments (partner API); null when not the store's. */
    async reply(storeId: number, id: number, reply: string, now: Date): Promise<StoreComment | null> {
      const [row] = await db
        .update(t.comments)
        .set({ reply, replyAt: now })
        .where(and(eq(t.comments.id, id), eq(t.comments.storeId, storeId)))
        .returning();
      return row ? toPublic(row) : null;
    },

    /** Hides or shows a comment (moderation); returns its store, or null when there is no such comment. */
    async setHidden(tx: Executor, id: number, hidden: boolean): Promise<number | null> {
      const [row] = await tx.update(t.comments).set({ hidden }).where(eq(t.comments.id, id)).returning({ storeId: t.comments.storeId });
      return row ? row.storeId : null;
    },
  };
}

export type CommentRepository = ReturnType<typeof createCommentRepository>;
