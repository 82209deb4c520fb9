/**
 * Booking guarantees (issue 28): card guarantees and deposits pre-authorised on the diner's card,
 * released at check-in or on a cancel inside the free window, captured by the agreed tier on a
 * no-show. (Being built: the move hook below is where an order's move reaches its guarantee.)
 */
import type { Tx } from '../db/executor';
import type { OrderMove } from '../lib/order-status';

export async function guaranteeAfterMove(_tx: Tx, _move: OrderMove): Promise<void> {}
