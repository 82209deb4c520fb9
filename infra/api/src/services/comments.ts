/**
 * Writing store comments: every write is one transaction with refreshStoreScores, so
 * stores.average_score and comment_count always equal the aggregate of the visible comments.
 * A member comments on their own completed (7) order, or their own paid (status 1) payment,
 * once: the order or pay log row is locked while the comment is written, and the unique
 * indexes on comments.order_id and comments.pay_log_id settle any race.
 */
import type { FastifyInstance } from 'fastify';
import { refreshStoreScores } from '../db/derived';
import { isUniqueViolation } from '../db/errors';
import type { CommentText, NewComment } from '../repositories/comments';

export type OrderCommentResult =
  | { kind: 'created'; id: number }
  | { kind: 'not-found' }
  | { kind: 'not-completed' }
  | { kind: 'already' };

export function createCommentService(app: FastifyInstance) {
  const { comments } = app.repos;

  return {
    /** The write side's entry point (seeding and imports; order and payment comments below). */
    async add(input: NewComment): Promise<number> {
      return app.db.transaction(async (tx) => {
        const id = await comments.insert(tx, input);
        await refreshStoreScores(tx, [input.storeId]);
        return id;
      });
    },

    /** Writes the member's one comment on their completed order, with the store's new figures. */
    async addForOrder(memberId: number, orderId: number, text: CommentText, images: string[]): Promise<OrderCommentResult> {
      try {
        return await app.db.transaction(async (tx): Promise<OrderCommentResult> => {
          const order = await comments.lockOrder(tx, memberId, orderId);
          if (!order) return { kind: 'not-found' };
          if (order.status !== 7) return { kind: 'not-completed' };
          if (await comments.orderCommented(tx, orderId)) return { kind: 'already' };
          const id = await comments.insertText(tx, { storeId: order.storeId, memberId, orderId }, text, images);
          await refreshStoreScores(tx, [order.storeId]);
          return { kind: 'created', id };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { kind: 'already' };
        throw error;
      }
    },

    /**
     * Writes the member's one comment on their paid (status 1) payment, with the store's new
     * figures. A refunded payment cannot be reviewed ('not-completed').
     */
    async addForPayLog(memberId: number, payLogId: number, text: CommentText, images: string[]): Promise<OrderCommentResult> {
      try {
        return await app.db.transaction(async (tx): Promise<OrderCommentResult> => {
          const payLog = await comments.lockPayLog(tx, memberId, payLogId);
          if (!payLog) return { kind: 'not-found' };
          if (payLog.status !== 1) return { kind: 'not-completed' };
          if (await comments.payLogCommented(tx, payLogId)) return { kind: 'already' };
          const id = await comments.insertText(tx, { storeId: payLog.storeId, memberId, payLogId }, text, images);
          await refreshStoreScores(tx, [payLog.storeId]);
          return { kind: 'created', id };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { kind: 'already' };
        throw error;
      }
    },

    /**
     * The author's edit: new text and scores, and the photos `keep` (those of `keep` still on the
     * comment, in that order) followed by `added`. Returns the photos no longer used, or null
     * when the comment is not the member's.
     */
    async update(memberId: number, id: number, text: CommentText, keep: readonly string[] | null, added: readonly string[], now: Date): Promise<{ dropped: string[] } | null> {
      return app.db.transaction(async (tx) => {
        const row = await comments.lockOwn(tx, memberId, id);
        if (!row) return null;
        const kept = keep === null ? row.images : keep.filter((url, i) => row.images.includes(url) && keep.indexOf(url) === i);
        await comments.rewrite(tx, id, text, [...kept, ...added], now);
        await refreshStoreScores(tx, [row.storeId]);
        return { dropped: row.images.filter((url) => !kept.includes(url)) };
      });
    },

    /** Hides or shows a comment (moderation); the store's figures follow. False: no such comment. */
    async setHidden(id: number, hidden: boolean): Promise<boolean> {
      return app.db.transaction(async (tx) => {
        const storeId = await comments.setHidden(tx, id, hidden);
        if (storeId === null) return false;
        await refreshStoreScores(tx, [storeId]);
        return true;
      });
    },
  };
}

export type CommentService = ReturnType<typeof createCommentService>;
