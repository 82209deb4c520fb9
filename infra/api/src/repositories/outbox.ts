/**
 * The outbox for staff: listing by status (newest first) and sending a dead message again (the
 * staff outbox service runs the revival and the wake-up in one transaction).
 */
import { count, desc, eq, and, sql } from 'drizzle-orm';
import type { OutboxStatus, Paged, StaffOutboxMessage } from '@joy/contract';
import type { Database } from '../db/client';
import type { Executor } from '../db/executor';
import * as t from '../db/schema';
import { paged, type PageRequest } from '../lib/paging';
import { OUTBOX_CHANNEL } from '../outbox/messages';

type Row = typeof t.outbox.$inferSelect;

const toStaff = (r: Row): StaffOutboxMessage => ({
  id: r.id,
  message_id: r.messageId,
  kind: r.kind,
  status: r.status as OutboxStatus,
  attempts: r.attempts,
  last_error: r.lastError,
  created_at: r.createdAt.toISOString(),
  available_at: r.availableAt.toISOString(),
  done_at: r.doneAt ? r.doneAt.toISOString() : null,
  payload: r.payload,
});

export function createOutboxRepository(db: Database) {
  return {
    async list(status: OutboxStatus, page: PageRequest): Promise<Paged<StaffOutboxMessage>> {
      const where = eq(t.outbox.status, status);
      const [{ total }] = await db.select({ total: count() }).from(t.outbox).where(where);
      const rows = await db.select().from(t.outbox).where(where).orderBy(desc(t.outbox.id)).limit(page.perPage).offset(page.offset);
      return paged(rows.map(toStaff), total, page);
    },

    /** dead → pending with its attempts from zero; null when there is no such dead message. */
    async revive(executor: Executor, id: number): Promise<StaffOutboxMessage | null> {
      const [row] = await executor
        .update(t.outbox)
        .set({ status: 'pending', attempts: 0, availableAt: sql`now()`, doneAt: null })
        .where(and(eq(t.outbox.id, id), eq(t.outbox.status, 'dead')))
        .returning();
      return row ? toStaff(row) : null;
    },

    /** Wakes every instance's dispatcher (delivered by PostgreSQL when the transaction commits). */
    async wakeDispatchers(executor: Executor): Promise<void> {
      await executor.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
