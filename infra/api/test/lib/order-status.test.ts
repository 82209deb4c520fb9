/**
 * The API's order status module is the contract's state table, not a copy: the exhaustive
 * table tests live beside it (shared/contract/src/orders/__tests__/state-table.test.ts).
 */
import * as contract from '@joy/contract';
import * as orderStatus from '../../src/lib/order-status';

describe('lib/order-status', () => {
  it.each(['decide', 'canMemberChange', 'holdsSeats', 'ORDER_TRANSITIONS', 'ORDER_STATUSES', 'MEMBER_ACTIONS'] as const)('%s is the contract’s', (name) => {
    expect(orderStatus[name]).toBe(contract[name]);
  });
});
