import { orderBody } from '../requests';

import { isPickerParty, maxPickerChildren, partyLimits } from '../party';
import { waitlistJoinBody } from '../live-schemas';

const body = { store_id: 1, date: '2026-06-01', time: '18:30' };

describe('party limits', () => {
  it('offer one adult or more, at most 20 people in all, in the pickers', () => {
    expect(isPickerParty(1, 0)).toBe(true);
    expect(isPickerParty(partyLimits.maxPickerPeople, 0)).toBe(true);
    expect(isPickerParty(10, 10)).toBe(true);
    expect(isPickerParty(10, 11)).toBe(false);
    expect(isPickerParty(0, 2)).toBe(false);
    expect(isPickerParty(2, -1)).toBe(false);
    expect(isPickerParty(2.5, 0)).toBe(false);
  });

  it('leave the children the adults have not taken', () => {
    expect(maxPickerChildren(1)).toBe(19);
    expect(maxPickerChildren(20)).toBe(0);
    expect(maxPickerChildren(25)).toBe(0);
  });

  it.each([
    ['order', orderBody],
    ['waitlist', waitlistJoinBody],
  ] as const)('bound the %s body the API validates with', (_name, schema) => {
    expect(schema.isValidSync({ ...body, adult_num: partyLimits.maxAdults, child_num: partyLimits.maxChildren })).toBe(true);
    expect(schema.isValidSync({ ...body, adult_num: partyLimits.minAdults - 1 })).toBe(false);
    expect(schema.isValidSync({ ...body, adult_num: partyLimits.maxAdults + 1 })).toBe(false);
    expect(schema.isValidSync({ ...body, adult_num: 2, child_num: partyLimits.maxChildren + 1 })).toBe(false);
  });

  it('let every picker party through the order body', () => {
    expect(orderBody.isValidSync({ ...body, adult_num: partyLimits.maxPickerPeople, child_num: 0 })).toBe(true);
  });
});
