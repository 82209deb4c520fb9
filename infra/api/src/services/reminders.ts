/**
 * The diner's answer to a booking reminder (issue 23, item 5): 確認赴約 from the reminder's link
 * records when the diner said they will come (`diner_confirmed_at`, once: a repeat keeps the
 * first time), which the store sees on the partner API's order. Only a booking still ahead
 * can be confirmed — status 1, 2 or 4 and its time not yet come; anything else is 422 and
 * changes nothing. The result link's 128-bit public id is the only key, as for the result page.
 * (A member's 保留訂位 records the same answer: services/booking.ts transitionOrder.)
 */
import type { FastifyInstance } from 'fastify';
import { messages, UPCOMING_ORDER_STATUSES, type OrderResult } from '@joy/contract';
import { ApiFailure } from '../lib/api-error';
import { isFutureSlot } from '../lib/booking-clock';

type Outcome = 'confirmed' | 'not-found' | 'not-ahead' | 'time-passed';

export function createReminderService(app: FastifyInstance) {
  const { orders } = app.repos;

  return {
    /** 確認赴約 by the booking's public id; returns the result page's order as it now stands. */
    async confirm(publicId: string): Promise<OrderResult> {
      const now = app.clock();
      const outcome = await app.db.transaction(async (tx): Promise<Outcome> => {
        // The row lock orders the answer after a concurrent cancellation or store move.
        const row = await orders.lockByPublicId(tx, publicId);
        if (!row) return 'not-found';
        if (!(UPCOMING_ORDER_STATUSES as readonly number[]).includes(row.status)) return 'not-ahead';
        if (!isFutureSlot(row.date, row.time, now)) return 'time-passed';
        await orders.confirmAttendance(tx, row.id, now);
        return 'confirmed';
      });
      if (outcome === 'not-found') throw new ApiFailure(404, messages.orderResultNotFound);
      if (outcome === 'not-ahead') throw new ApiFailure(422, messages.orderNotChangeable);
      if (outcome === 'time-passed') throw new ApiFailure(422, messages.orderTimePassed);
      const result = await orders.result(publicId, now);
      if (!result) throw new ApiFailure(404, messages.orderResultNotFound);
      return result;
    },
  };
}

export type ReminderService = ReturnType<typeof createReminderService>;
