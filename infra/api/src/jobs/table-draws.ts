/**
 * Table draws (issue 28): every 30 seconds, each draw whose registration window has closed is
 * drawn (services/draw-run.ts) — one draw per batch, each its own transaction under the job's
 * advisory lock and the draw row's `FOR UPDATE SKIP LOCKED`, so with several API instances one
 * draws it. The results' SMS, notifications, e-mails and the slots' live updates are outbox
 * messages of that transaction.
 */
import { claimDueDraw, runDraw, type DrawRunDeps } from '../services/draw-run';
import type { Job } from './scheduler';

export function tableDrawsJob(deps: DrawRunDeps, everyMs = 30_000): Job {
  return {
    name: 'table-draws',
    lockKey: 284,
    everyMs,
    async batch(tx, now) {
      const drawId = await claimDueDraw(tx, now);
      if (drawId === null) return { done: true, processed: 0 };
      await runDraw(tx, deps, drawId, now);
      return { done: false, processed: 1 };
    },
  };
}
