import { canMemberChange, holdsSeats } from '../../src/lib/order-status';

describe('§4 order status changes by the member', () => {
  const statuses = [0, 1, 2, 4, 5, 6, 7];
  it.each(statuses)('from %i: cancel only from 1, 2, 4; keep only from 1, 2', (from) => {
    expect(canMemberChange(from, 0)).toBe([1, 2, 4].includes(from));
    expect(canMemberChange(from, 4)).toBe([1, 2].includes(from));
  });
  it('frees the seats of cancelled orders only', () => {
    expect(statuses.filter((s) => !holdsSeats(s))).toEqual([0]);
  });
});
