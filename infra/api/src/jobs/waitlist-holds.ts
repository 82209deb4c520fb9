/**
 * Waitlist hold expiry (issue 13): every 30 seconds, holds past their 10 minutes end and the
 * seats go to the next in line (repositories/waitlist.ts expireHolds), who is texted and
 * notified after the commit; the slots are published live.
 */
import type { FastifyInstance } from 'fastify';
import { applyBookingEffects, siteOrigin } from '../lib/booking-effects';
import { expireHolds } from '../repositories/waitlist';
import type { Job } from './scheduler';

const SLOTS_PER_BATCH = 50;

export function waitlistHoldsJob(app: FastifyInstance, everyMs = 30_000): Job {
  return {
    name: 'waitlist-holds',
    lockKey: 4,
    everyMs,
    async batch(tx, now) {
      const { processed, more, effects } = await expireHolds(tx, now, SLOTS_PER_BATCH);
      return { done: !more, processed, after: () => applyBookingEffects(app, effects, siteOrigin(app)) };
    },
  };
}
