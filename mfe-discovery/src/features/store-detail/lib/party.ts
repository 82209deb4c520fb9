/**
 * The party a store's booking panel offers: the contract's picker limits narrowed by the
 * store's own max_party_size (adults and children together), so the panel never offers a
 * party the store refuses (its times would come back empty).
 */
import { partyLimits } from '@joy/contract';

export interface Party {
  adults: number;
  children: number;
}

/** The largest party offered: the store's limit, within the pickers' 1 … 20. */
export const partyLimitOf = (maxPartySize: number): number =>
  Number.isInteger(maxPartySize) && maxPartySize >= partyLimits.minAdults ? Math.min(maxPartySize, partyLimits.maxPickerPeople) : partyLimits.maxPickerPeople;

/** `party` cut to the store's limit: adults first, then the children the adults leave room for. */
export function fitParty(party: Party, maxPartySize: number): Party {
  const limit = partyLimitOf(maxPartySize);
  const adults = Math.min(party.adults, limit);
  return { adults, children: Math.min(party.children, limit - adults) };
}
