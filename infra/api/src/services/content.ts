/** Editorial content a member changes: an article's like, with its count, in one transaction. */
import type { FastifyInstance } from 'fastify';

export function createContentService(app: FastifyInstance) {
  const { content } = app.repos;

  return {
    /**
     * Sets the member's like (idempotent: liking twice counts once). articles.like_count moves
     * only when a row was really added or removed, in the same transaction. Null: no article.
     */
    async setLike(memberId: number, articleId: number, like: boolean): Promise<{ total: number; member_is_like: boolean } | null> {
      return app.db.transaction(async (tx) => {
        if (!(await content.articleExists(tx, articleId))) return null;
        const changed = await content.writeLike(tx, memberId, articleId, like);
        const delta = changed ? (like ? 1 : -1) : 0;
        const total = await content.addToLikeCount(tx, articleId, delta);
        return { total, member_is_like: like };
      });
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
