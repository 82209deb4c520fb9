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
