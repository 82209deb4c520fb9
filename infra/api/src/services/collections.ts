/** A member's favourite stores (§3 collection toggle): the toggle in one transaction. */
import type { FastifyInstance } from 'fastify';

export function createCollectionService(app: FastifyInstance) {
  const { collections } = app.repos;

  return {
    /** Adds the store when absent, removes it when present; null when the store does not exist. */
    async toggle(memberId: number, storeId: number): Promise<boolean | null> {
      return app.db.transaction(async (tx) => {
        if (!(await collections.storeExists(tx, storeId))) return null;
        if (await collections.remove(tx, memberId, storeId)) return false;
        await collections.add(tx, memberId, storeId);
        return true;
      });
    },
  };
}

export type CollectionService = ReturnType<typeof createCollectionService>;
