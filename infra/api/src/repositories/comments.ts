/**
 * Store comments. Reads give the public view (masked name, never the phone, visible only).
 * Every write runs in one transaction with refreshStoreScores, so stores.average_score and
 * comment_count always equal the aggregate of the visible comments.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { Paged, StoreComment } from '@joy/contract';
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

const visible = (storeId: number) => and(eq(t.comments.storeId, storeId), eq(t.comments.hidden, false));

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
      const data = rows.map(
        (r): StoreComment => ({
          id: r.id,
          name: maskName(r.name),
          title: r.title,
          body: r.body,
          score: r.score,
          sub_scores: [r.scoreFood, r.scoreService, r.scoreAmbience, r.scoreValue],
          images: r.images,
          reply: r.reply,
          created_at: r.createdAt.toISOString(),
        }),
      );
      return paged(data, total, page);
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
