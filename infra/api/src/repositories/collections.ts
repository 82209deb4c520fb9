/** A member's favourite stores (§3 collection toggle; §9 pages of 5, newest first). */
import { and, count, desc, eq } from 'drizzle-orm';
import type { Paged, StoreSummary } from '@joy/contract';
import type { Database } from '../db/client';
import * as t from '../db/schema';
import { paged, type PageRequest } from '../lib/paging';
import { loadBadges, loadSummaries } from './store-summaries';

const pair = (memberId: number, storeId: number) => and(eq(t.memberCollections.memberId, memberId), eq(t.memberCollections.storeId, storeId));

export function createCollectionRepository(db: Database) {
  return {
    /** Adds the store when absent, removes it when present; null when the store does not exist. */
    async toggle(memberId: number, storeId: number): Promise<boolean | null> {
      return db.transaction(async (tx) => {
        const [store] = await tx.select({ id: t.stores.id }).from(t.stores).where(eq(t.stores.id, storeId));
        if (!store) return null;
        const removed = await tx.delete(t.memberCollections).where(pair(memberId, storeId)).returning({ storeId: t.memberCollections.storeId });
        if (removed.length) return false;
        // A concurrent toggle may have inserted first: the pair is then collected either way.
        await tx.insert(t.memberCollections).values({ memberId, storeId }).onConflictDoNothing();
        return true;
      });
    },

    async has(memberId: number, storeId: number): Promise<boolean> {
      const [row] = await db.select({ storeId: t.memberCollections.storeId }).from(t.memberCollections).where(pair(memberId, storeId));
      return Boolean(row);
    },

    async list(memberId: number, page: PageRequest, now: Date): Promise<Paged<StoreSummary>> {
      const mine = eq(t.memberCollections.memberId, memberId);
      const [{ total }] = await db.select({ total: count() }).from(t.memberCollections).where(mine);
      const rows = await db
        .select({ storeId: t.memberCollections.storeId })
        .from(t.memberCollections)
        .where(mine)
        .orderBy(desc(t.memberCollections.createdAt), desc(t.memberCollections.storeId))
        .limit(page.perPage)
        .offset(page.offset);
      const { badges } = await loadBadges(db, now);
      const data = await loadSummaries(
        db,
        rows.map((r) => r.storeId),
        { now, badges },
      );
      return paged(data, total, page);
    },
  };
}

export type CollectionRepository = ReturnType<typeof createCollectionRepository>;
