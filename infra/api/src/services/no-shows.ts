/**
 * The no-show record (issue 28): the partner API's no-show marks, counted per phone over 90
 * days, and the disputes of them. (Being built: the move hook below is where a no-show is marked.)
 */
import type { Executor, Tx } from '../db/executor';
import type { OrderMove } from '../lib/order-status';

export async function noShowAfterMove(_tx: Tx, _move: OrderMove): Promise<void> {}

/** A phone's standing: marks counted (standing, disputed, upheld) in the last 90 days, and whether it may book only with a card guarantee. */
export async function noShowStanding(_db: Executor, _phones: readonly string[], _now: Date): Promise<{ marks: number; cardRequired: boolean }> {
  return { marks: 0, cardRequired: false };
}
