/**
 * A store's own party limit: its max_party_size (adults and children together) narrows the
 * contract's picker limits, so the store page's panel and the booking step never offer a party
 * the store refuses (its times would come back empty). Kept here rather than in
 * @joy/contract, which the shell loads whole at start: only the booking pickers need it.
 */
import { partyLimits } from '@joy/contract';

/** The largest party a store's pickers offer: its max_party_size within the pickers' 20; without a usable limit, the pickers' own. */
export const storePartyLimit = (maxPartySize: number | null | undefined): number =>
  typeof maxPartySize === 'number' && Number.isInteger(maxPartySize) && maxPartySize >= partyLimits.minAdults
    ? Math.min(maxPartySize, partyLimits.maxPickerPeople)
    : partyLimits.maxPickerPeople;

/** `party` cut to `limit` people: adults first, then the children the adults leave room for. */
export function fitParty(party: { adults: number; children: number }, limit: number): { adults: number; children: number } {
  const adults = Math.min(party.adults, limit);
  return { adults, children: Math.max(partyLimits.minChildren, Math.min(party.children, limit - adults)) };
}
