/**
 * The coin expiry job: finds members holding coins in lots past their 120 days and writes
 * their `expiry` transactions (services/coins.ts expireCoins, ledger expireDue), 200 members
 * per batch, under each member's coin lock. Member operations expire their own lots first
 * anyway; this keeps the books right for members who do nothing. The first run after start looks at every lot; later
 * runs only at lots that expired in the last 35 days (the job runs every 10 minutes, so a
 * lot older than that was already handled unless the job was down for a month).
 */
import { expireCoins } from '../services/coins';
import type { Job } from './scheduler';

export const COIN_EXPIRY_BATCH = 200;
const LOOKBACK_MS = 35 * 86_400_000;

export function coinExpiryJob(everyMs = 10 * 60_000): Job {
  let fullScanDone = false;
  return {
    name: 'coin-expiry',
    lockKey: 1,
    everyMs,
    async batch(tx, now) {
      const since = fullScanDone ? new Date(now.getTime() - LOOKBACK_MS) : null;
      const { seen, processed } = await expireCoins(tx, now, COIN_EXPIRY_BATCH, since);
      // A full batch that expired nothing would only repeat itself: stop until the next tick.
      const done = seen < COIN_EXPIRY_BATCH || processed === 0;
      if (done) fullScanDone = true;
      return { done, processed };
    },
  };
}
