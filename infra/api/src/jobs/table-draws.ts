/**
 * Table draws (issue 28): every 30 seconds, each draw whose registration window has closed is
 * drawn (services/draw-run.ts) — one draw per batch, each its own transaction under the job's
 * advisory lock and the draw row's `FOR UPDATE SKIP LOCKED`, so with several API instances one
 * draws it. The results' SMS, notifications, e-mails and the slots' live updates are outbox
 * messages of that transaction. A draw whose run fails (rolled back, so still scheduled) waits
 * RETRY_MS before it is tried again, and the draws due after it go ahead meanwhile.
 */
import { claimDueDraw, runDraw, type DrawRunDeps } from '../services/draw-run';
import type { Job } from './scheduler';

/** How long a draw whose run failed waits before it is tried again. */
export const DRAW_RETRY_MS = 5 * 60_000;

export function tableDrawsJob(deps: DrawRunDeps, everyMs = 30_000): Job {
  const failedUntil = new Map<number, number>();
  return {
    name: 'table-draws',
    lockKey: 284,
    everyMs,
    async batch(tx, now) {
      for (const [id, until] of failedUntil) if (until <= now.getTime()) failedUntil.delete(id);
      const drawId = await claimDueDraw(tx, now, [...failedUntil.keys()]);
      if (drawId === null) return { done: true, processed: 0 };
      try {
        await runDraw(tx, deps, drawId, now);
      } catch (error) {
        failedUntil.set(drawId, now.getTime() + DRAW_RETRY_MS);
        throw error;
      }
      return { done: false, processed: 1 };
    },
  };
}
