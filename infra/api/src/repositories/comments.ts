/**
 * Store comments. Reads give the public view (masked name, never the phone, visible only).
 * Every write runs in one transaction with refreshStoreScores, so stores.average_score and
 * comment_count always equal the aggregate of the visible comments.
 * A member comments on their own completed (7) order once: the order row is locked while the
 * comment is written, and the unique index on comments.order_id settles any race. Text is
 * stored as typed (the UI renders it as text); the author alone reads it back unmasked.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { CommentDetail, Paged, StoreComment } from '@joy/contract';
import type { Database } from '../db/client';
import { refreshStoreScores } from '../db/derived';
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

export type OrderCommentResult =
  | { kind: 'created'; id: number }
  | { kind: 'not-found' }
  | { kind: 'not-completed' }
  | { kind: 'already' };

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === '23505') return true;
  return false;
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
    created_at: r.createdAt.toISOString(),
  };
}

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
    /** Newest first; null when the store does not exist. */
    async forStore(storeId: number, page: PageRequest): Promise<Paged<StoreComment> | null> {
      const [store] = await db.select({ id: t.stores.id }).from(t.stores).where(eq(t.stores.id, storeId));
      if (!store) return null;
      const [{ total }] = await db.select({ total: count() }).from(t.comments).where(visible(storeId));
      const rows = await db
        .select()
        .from(t.comments)
        .where(visible(storeId))
        .orderBy(desc(t.comments.createdAt), desc(t.comments.id))
        .limit(page.perPage)
        .offset(page.offset);
      return paged(rows.map(toPublic), total, page);
    },

    /** The write side's entry point (order and payment comments plug in here). */
    async add(input: NewComment): Promise<number> {
      return db.transaction(async (tx) => {
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
        await refreshStoreScores(tx, [input.storeId]);
        return row.id;
      });
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

    /** Writes the member's one comment on their completed order, with the store's new figures. */
    async addForOrder(memberId: number, orderId: number, text: CommentText, images: string[]): Promise<OrderCommentResult> {
      try {
        return await db.transaction(async (tx): Promise<OrderCommentResult> => {
          const [order] = await tx
            .select({ storeId: t.orders.storeId, status: t.orders.status })
            .from(t.orders)
            .where(and(eq(t.orders.id, orderId), eq(t.orders.memberId, memberId)))
            .for('update');
          if (!order) return { kind: 'not-found' };
          if (order.status !== 7) return { kind: 'not-completed' };
          const [earlier] = await tx.select({ id: t.comments.id }).from(t.comments).where(eq(t.comments.orderId, orderId));
          if (earlier) return { kind: 'already' };
          const [row] = await tx
            .insert(t.comments)
            .values({ storeId: order.storeId, memberId, orderId, images, ...textColumns(text) })
            .returning({ id: t.comments.id });
          await refreshStoreScores(tx, [order.storeId]);
          return { kind: 'created', id: row.id };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { kind: 'already' };
        throw error;
      }
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

    /**
     * Writes the member's one comment on their paid (status 1) payment, with the store's new
     * figures; the pay log row is locked meanwhile and comments_pay_log_id_uq settles a race.
     * A refunded payment cannot be reviewed ('not-completed').
     */
    async addForPayLog(memberId: number, payLogId: number, text: CommentText, images: string[]): Promise<OrderCommentResult> {
      try {
        return await db.transaction(async (tx): Promise<OrderCommentResult> => {
          const [payLog] = await tx
            .select({ storeId: t.payLogs.storeId, status: t.payLogs.status })
            .from(t.payLogs)
            .where(and(eq(t.payLogs.id, payLogId), eq(t.payLogs.memberId, memberId)))
            .for('update');
          if (!payLog) return { kind: 'not-found' };
          if (payLog.status !== 1) return { kind: 'not-completed' };
          const [earlier] = await tx.select({ id: t.comments.id }).from(t.comments).where(eq(t.comments.payLogId, payLogId));
          if (earlier) return { kind: 'already' };
          const [row] = await tx
            .insert(t.comments)
            .values({ storeId: payLog.storeId, memberId, payLogId, images, ...textColumns(text) })
            .returning({ id: t.comments.id });
          await refreshStoreScores(tx, [payLog.storeId]);
          return { kind: 'created', id: row.id };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { kind: 'already' };
        throw error;
      }
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

    /**
     * The author's edit: new text and scores, and the photos `keep` (those of `keep` still on the
     * comment, in that order) followed by `added`. Returns the photos no longer used, or null
     * when the comment is not the member's.
     */
    async update(memberId: number, id: number, text: CommentText, keep: readonly string[] | null, added: readonly string[], now: Date): Promise<{ dropped: string[] } | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ storeId: t.comments.storeId, images: t.comments.images })
          .from(t.comments)
          .where(and(eq(t.comments.id, id), eq(t.comments.memberId, memberId)))
          .for('update');
        if (!row) return null;
        const kept = keep === null ? row.images : keep.filter((url, i) => row.images.includes(url) && keep.indexOf(url) === i);
        await tx
          .update(t.comments)
          .set({ ...textColumns(text), images: [...kept, ...added], updatedAt: now })
          .where(eq(t.comments.id, id));
        await refreshStoreScores(tx, [row.storeId]);
        return { dropped: row.images.filter((url) => !kept.includes(url)) };
      });
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

    /** Hides or shows a comment (moderation); the store's figures follow. */
    async setHidden(id: number, hidden: boolean): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx.update(t.comments).set({ hidden }).where(eq(t.comments.id, id)).returning({ storeId: t.comments.storeId });
        if (!row) return false;
        await refreshStoreScores(tx, [row.storeId]);
        return true;
      });
    },
  };
}

export type CommentRepository = ReturnType<typeof createCommentRepository>;
