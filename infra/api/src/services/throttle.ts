/**
 * Taking a slot of sliding-window limits (code sends, login attempts, guest bookings, coupon
 * activations): one transaction, so the per-key advisory locks the throttle repository takes
 * hold until the slot is written, and two concurrent requests cannot both take the last slot.
 */
import type { FastifyInstance } from 'fastify';
import type { Limit } from '../repositories/throttle';

/** Takes one slot of every limit, or none when any is full or still spaced out (then false). */
export async function takeLimits(app: FastifyInstance, limits: Limit[], now = app.clock()): Promise<boolean> {
  return (await waitForLimits(app, limits, now)) === 0;
}

/** Takes one slot of every limit (0), or none: then the ms until the fullest limit frees one. */
export async function waitForLimits(app: FastifyInstance, limits: Limit[], now = app.clock()): Promise<number> {
  return app.db.transaction((tx) => app.repos.throttle.take(tx, limits, now));
}
