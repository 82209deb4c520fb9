import { fitParty, storePartyLimit } from '../party';

describe("a store's party limit", () => {
  it("narrows the pickers to the store's own max_party_size, never past their 20", () => {
    expect(storePartyLimit(6)).toBe(6);
    expect(storePartyLimit(1)).toBe(1);
    expect(storePartyLimit(30)).toBe(20);
    expect(storePartyLimit(0)).toBe(20);
    expect(storePartyLimit(undefined)).toBe(20);
    expect(storePartyLimit(null)).toBe(20);
  });

  it('cuts a larger party to the limit, adults first', () => {
    expect(fitParty({ adults: 8, children: 2 }, 6)).toEqual({ adults: 6, children: 0 });
    expect(fitParty({ adults: 4, children: 3 }, 6)).toEqual({ adults: 4, children: 2 });
    expect(fitParty({ adults: 2, children: 1 }, 6)).toEqual({ adults: 2, children: 1 });
  });
});
