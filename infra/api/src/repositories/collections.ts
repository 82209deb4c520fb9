/** A member's favourite stores (§3 collection toggle; §9 pages of 5, newest first). */
import { and, count, desc, eq } from 'drizzle-orm';
import type { Paged, StoreSummary } from '@joy/contract';
import type { Database } from '../db/client';
import type { Executor } from '../db/executor';
import * as t from '../db/schema';
import { paged, type PageRequest } from '../lib/paging';
import { loadBadges, loadSummaries } from './store-summaries';

const pair = (memberId: number, storeId: number) => and(eq(t.memberCollections.memberId, memberId), eq(t.memberCollections.storeId, storeId));

export function createCollectionRepository(db: Database) {
  return {
    async storeExists(executor: Executor, storeId: number): Promise<boolean> {
      const [store] = await executor.select({ id: t.stores.id }).from(t.stores).where(eq(t.stores.id, storeId));
      return Boolean(store);
    },

    /** Removes the pair; false when it was not collected. */
    async remove(executor: Executor, memberId: number, storeId: number): Promise<boolean> {
      const removed = await executor.delete(t.memberCollections).where(pair(memberId, storeId)).returning({ storeId: t.memberCollections.storeId });
      return removed.length > 0;
    },

    /** Adds the pair (a concurrent toggle may have inserted first: the pair is then collected either way). */
    async add(executor: Executor, memberId: number, storeId: number): Promise<void> {
      await executor.insert(t.memberCollections).values({ memberId, storeId }).onConflictDoNothing();
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
