/**
 * Sliding-window limits counted in throttle_events: code sends per phone and address,
 * failed logins per phone (a progressive delay) and address. Each check runs under a
 * transaction-scoped advisory lock on its key, so two concurrent requests cannot both take the
 * last slot: `take` runs in the transaction services/throttle.ts opens for it.
 */
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Executor, Tx } from '../db/executor';
import * as t from '../db/schema';

export interface Limit {
  kind: string;
  key: string;
  max: number;
  windowMs: number;
  /**
   * A progressive delay instead of (or before) a hard limit: with `n` events in the window,
   * the next is taken only `spacingMs(n)` after the newest of them (0: at once).
   */
  spacingMs?: (n: number) => number;
}

export function createThrottleRepository(db: Database) {
  const count = async (executor: Executor, kind: string, key: string, since: Date) => {
    const [row] = await executor
      .select({ n: sql<number>`count(*)::int` })
      .from(t.throttleEvents)
      .where(and(eq(t.throttleEvents.kind, kind), eq(t.throttleEvents.key, key), gte(t.throttleEvents.createdAt, since)));
    return row.n;
  };

  const newest = async (executor: Executor, kind: string, key: string, since: Date): Promise<Date | null> => {
    const [row] = await executor
      .select({ at: t.throttleEvents.createdAt })
      .from(t.throttleEvents)
      .where(and(eq(t.throttleEvents.kind, kind), eq(t.throttleEvents.key, key), gte(t.throttleEvents.createdAt, since)))
      .orderBy(desc(t.throttleEvents.createdAt))
      .limit(1);
    return row?.at ?? null;
  };

  return {
    /**
     * Takes one slot of every limit and returns 0, or takes none when any is full or still
     * spaced out and returns how many ms until that limit frees a slot (at least 1). Runs in the
     * caller's transaction: the key locks last until it ends.
     */
    async take(tx: Tx, limits: Limit[], now: Date): Promise<number> {
      const keys = [...new Set(limits.map((l) => `${l.kind}:${l.key}`))].sort();
      for (const k of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${k}))`);
      let waitMs = 0;
      for (const l of limits) {
        const since = new Date(now.getTime() - l.windowMs);
        const n = await count(tx, l.kind, l.key, since);
        if (n >= l.max) {
          // The window slides: a slot frees when the (n - max + 1)th oldest event leaves it.
          const [row] = await tx
            .select({ at: t.throttleEvents.createdAt })
            .from(t.throttleEvents)
            .where(and(eq(t.throttleEvents.kind, l.kind), eq(t.throttleEvents.key, l.key), gte(t.throttleEvents.createdAt, since)))
            .orderBy(t.throttleEvents.createdAt)
            .offset(n - l.max)
            .limit(1);
          waitMs = Math.max(waitMs, row ? row.at.getTime() + l.windowMs - now.getTime() : l.windowMs, 1);
          continue;
        }
        const wait = l.spacingMs?.(n) ?? 0;
        const last = wait > 0 ? await newest(tx, l.kind, l.key, since) : null;
        if (last && now.getTime() - last.getTime() < wait) waitMs = Math.max(waitMs, last.getTime() + wait - now.getTime(), 1);
      }
      if (waitMs > 0) return waitMs;
      const seen = new Set<string>();
      for (const l of limits) {
        const k = `${l.kind}:${l.key}`;
        if (seen.has(k)) continue;
        seen.add(k);
        await tx.insert(t.throttleEvents).values({ kind: l.kind, key: l.key, createdAt: now });
        // Old events are useless once past the longest window (a day is more than any).
        await tx.delete(t.throttleEvents).where(and(eq(t.throttleEvents.kind, l.kind), eq(t.throttleEvents.key, l.key), lt(t.throttleEvents.createdAt, new Date(now.getTime() - 86_400_000))));
      }
      return 0;
    },

    /** True when any limit is already full (checked without taking a slot). */
    async exceeded(limits: Limit[], now = new Date()): Promise<boolean> {
      for (const l of limits) if ((await count(db, l.kind, l.key, new Date(now.getTime() - l.windowMs))) >= l.max) return true;
      return false;
    },

    async record(kind: string, keys: string[], now = new Date()): Promise<void> {
      if (keys.length) await db.insert(t.throttleEvents).values(keys.map((key) => ({ kind, key, createdAt: now })));
    },

    /** Gives back one slot taken at `at` (an attempt that turned out not to count). */
    async release(kind: string, key: string, at: Date): Promise<void> {
      const [one] = await db
        .select({ id: t.throttleEvents.id })
        .from(t.throttleEvents)
        .where(and(eq(t.throttleEvents.kind, kind), eq(t.throttleEvents.key, key), eq(t.throttleEvents.createdAt, at)))
        .limit(1);
      if (one) await db.delete(t.throttleEvents).where(eq(t.throttleEvents.id, one.id));
    },

    async clear(kind: string, key: string): Promise<void> {
      await db.delete(t.throttleEvents).where(and(eq(t.throttleEvents.kind, kind), eq(t.throttleEvents.key, key)));
    },
  };
}

export type ThrottleRepository = ReturnType<typeof createThrottleRepository>;
