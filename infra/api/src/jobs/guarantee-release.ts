/**
 * Unsettled guarantees (issue 28): every 10 minutes, holds still authorised a day after their
 * booking's time — the store marked neither 入座 nor 未到 — are released (services/guarantees.ts
 * releaseUnsettled), each a ledger release and a `guarantee.settle` outbox message of the same
 * transaction, before the gateway's delayed capture could take them.
 */
import { releaseUnsettled } from '../services/guarantees';
import type { Job } from './scheduler';

const PER_BATCH = 50;

export function guaranteeReleaseJob(everyMs = 10 * 60_000): Job {
  return {
    name: 'guarantee-release',
    lockKey: 28,
    everyMs,
    async batch(tx, now) {
      const processed = await releaseUnsettled(tx, now, PER_BATCH);
      return { done: processed < PER_BATCH, processed };
    },
  };
}
