/**
 * Party limits (§4, §5): one set of numbers for the API's order and waitlist bodies, the store
 * page's booking panel and the booking step, so a picker never offers what the API refuses.
 * Each store's own max_party_size still narrows them on the server.
 */
export const partyLimits = {
  /** A booking names at least one adult. */
  minAdults: 1,
  maxAdults: 50,
  minChildren: 0,
  maxChildren: 50,
  /** The pickers offer parties up to this size (adults and children together); a larger group calls the store. */
  maxPickerPeople: 20,
  /** What a picker starts with when nothing was chosen before. */
  defaultAdults: 2,
  defaultChildren: 0,
} as const;

/** A party the pickers may offer: whole numbers, one adult or more, at most maxPickerPeople in all. */
export function isPickerParty(adults: number, children: number): boolean {
  return (
    Number.isInteger(adults) &&
    Number.isInteger(children) &&
    adults >= partyLimits.minAdults &&
    children >= partyLimits.minChildren &&
    adults + children <= partyLimits.maxPickerPeople
  );
}

/** The children a picker may offer beside `adults` (0 … maxPickerPeople − adults). */
export const maxPickerChildren = (adults: number): number => Math.max(partyLimits.minChildren, partyLimits.maxPickerPeople - adults);
