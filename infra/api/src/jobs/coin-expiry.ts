/**
 * The coin expiry job: finds members holding coins in lots past their 120 days and writes
 * their `expiry` transactions (ledger expireDue), 200 members per batch, under each member's
 * coin lock. Member operations expire their own lots first anyway; this keeps the books
 * right for members who do nothing. The first run after start looks at every lot; later
 * runs only at lots that expired in the last 35 days (the job runs every 10 minutes, so a
 * lot older than that was already handled unless the job was down for a month).
 */
import { expireDue, lockMember, membersWithExpiredCoins } from '../ledger/ledger';
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
      const members = await membersWithExpiredCoins(tx, now, COIN_EXPIRY_BATCH, since);
      let processed = 0;
      for (const memberId of members) {
        await lockMember(tx, memberId);
        processed += (await expireDue(tx, memberId, now)) > 0 ? 1 : 0;
      }
      // A full batch that expired nothing would only repeat itself: stop until the next tick.
      const done = members.length < COIN_EXPIRY_BATCH || processed === 0;
      if (done) fullScanDone = true;
      return { done, processed };
    },
  };
}
