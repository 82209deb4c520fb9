/**
 * What else happens, in the move's own transaction, when an order moves (§4 through
 * transitionOrder): the booking's guarantee is released or captured (services/guarantees.ts,
 * through the outbox, since the gateway is called after commit) and a no-show is marked on the
 * diner's record (services/no-shows.ts).
 */
import type { Tx } from '../db/executor';
import { guaranteeAfterMove } from './guarantees';
import { noShowAfterMove } from './no-shows';
import type { OrderMove } from '../lib/order-status';

export async function afterOrderMove(tx: Tx, move: OrderMove): Promise<void> {
  await guaranteeAfterMove(tx, move);
  await noShowAfterMove(tx, move);
}
