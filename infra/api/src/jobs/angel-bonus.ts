/**
 * The month-end job of the angel programme: once a Taipei month is over, writes every
 * dealer's angel bonus (seven downline levels, 0.1% of their payments' cash) and every
 * referred store's profit (1‰ of its revenue) for that month from the pay_logs
 * (services/dealers.ts monthEndBatch), 50 dealers and 50 stores per batch. The rows are
 * unique per dealer, month, level and store, so the hourly runs after the first write nothing.
 */
import { taipeiMonth } from '../ledger/rules';
import { previousMonth } from '../repositories/dealers';
import { monthEndBatch } from '../services/dealers';
import type { Job } from './scheduler';

export const ANGEL_BONUS_BATCH = 50;

export function angelBonusJob(everyMs = 60 * 60_000): Job {
  return {
    name: 'angel-bonus',
    lockKey: 12,
    everyMs,
    async batch(tx, now) {
      return monthEndBatch(tx, previousMonth(taipeiMonth(now)), ANGEL_BONUS_BATCH);
    },
  };
}
