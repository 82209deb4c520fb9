/**
 * The VIP renewal job (§9): every few minutes, ends cancelled plans that ran out and charges
 * the next period of plans within 48 hours of their end (services/subscriptions.ts
 * renewDue), 50 subscriptions per batch. A renewal's charge has the key of its period, so a
 * run repeated after a crash charges nothing twice.
 */
import type { PaymentGateway } from '../adapters/payment-gateway';
import { renewDue } from '../services/subscriptions';
import type { Job } from './scheduler';

export const VIP_RENEWAL_BATCH = 50;

export function vipRenewalJob(gateway: PaymentGateway, everyMs = 5 * 60_000): Job {
  return {
    name: 'vip-renewal',
    lockKey: 11,
    everyMs,
    async batch(tx, now) {
      const r = await renewDue(tx, gateway, now, VIP_RENEWAL_BATCH);
      // Unanswered charges wait for the next tick rather than being retried at once.
      return { done: r.seen < VIP_RENEWAL_BATCH || r.unanswered > 0, processed: r.renewed + r.failed + r.ended };
    },
  };
}
