/**
 * The §4 order status machine lives in the contract (shared/contract/src/orders/state-table.ts),
 * so the API and the member's order page read one table. This module keeps the API's import
 * path: repositories and routes import the table from here.
 */
export {
  canMemberChange,
  decide,
  holdsSeats,
  MEMBER_ACTIONS,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderAction,
  type OrderActor,
  type OrderDecision as Decision,
  type OrderTransition as Transition,
} from '@joy/contract';

import type { OrderAction as Action, OrderActor as Actor, OrderStatus } from '@joy/contract';

/** One order's move, as transitionOrder made it: what the move's hooks (services/order-moves.ts) see. */
export interface OrderMove {
  orderId: number;
  storeId: number;
  date: string;
  time: string;
  from: OrderStatus;
  to: OrderStatus;
  action: Action;
  actor: Actor;
  now: Date;
}
