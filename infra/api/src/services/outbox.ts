/**
 * The outbox for staff: what is pending, sent or dead, and a dead message sent again — revived
 * and the dispatchers woken in one transaction, so the wake-up arrives with the commit.
 */
import type { FastifyInstance } from 'fastify';
import type { OutboxStatus, Paged, StaffOutboxMessage } from '@joy/contract';
import type { PageRequest } from '../lib/paging';
import { createOutboxRepository } from '../repositories/outbox';

export function createOutboxService(app: FastifyInstance) {
  const outbox = createOutboxRepository(app.db);

  return {
    list: (status: OutboxStatus, page: PageRequest): Promise<Paged<StaffOutboxMessage>> => outbox.list(status, page),

    /** dead → pending with its attempts from zero; null when there is no such dead message. */
    async retry(id: number): Promise<StaffOutboxMessage | null> {
      return app.db.transaction(async (tx) => {
        const message = await outbox.revive(tx, id);
        if (!message) return null;
        await outbox.wakeDispatchers(tx);
        return message;
      });
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
