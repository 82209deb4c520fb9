/**
 * Waitlist hold expiry (issue 13): every 30 seconds, holds past their 10 minutes end and the
 * seats go to the next in line (repositories/waitlist.ts expireHolds); their SMS, notifications
 * and the slots' live updates are outbox messages of the same transaction.
 */
import { expireHolds } from '../repositories/waitlist';
import type { Job } from './scheduler';

const SLOTS_PER_BATCH = 50;

export function waitlistHoldsJob(everyMs = 30_000): Job {
  return {
    name: 'waitlist-holds',
    lockKey: 4,
    everyMs,
    async batch(tx, now) {
      const { processed, more } = await expireHolds(tx, now, SLOTS_PER_BATCH);
      return { done: !more, processed };
    },
  };
}
