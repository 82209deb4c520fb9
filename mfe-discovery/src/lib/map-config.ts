/**
 * The store map's fixed choices. Where tiles come from is not decided here: the API says so
 * (GET /v2/map/config, from MAP_TILE_URL), the same way in development and production.
 */

/** A close street-level view around one store. */
export const STORE_ZOOM = 16;

/** The store list's map zooms no closer than this when it fits its stores or opens a cluster. */
export const RESULTS_MAX_ZOOM = 18;

/** Failed tiles that, outnumbering the loaded ones, make the map give way to the address panel. */
export const TILE_FAILURES_BEFORE_FALLBACK = 3;

/** A position a map can show: real numbers on the globe, and not the 0,0 of a store never placed. */
export const hasPosition = (lat: number, lng: number): boolean =>
  Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 && !(lat === 0 && lng === 0);

/** Google Maps' search link: by position when the store has one, else by its address. */
export const googleMapsLink = (lat: number, lng: number, address: string): string =>
  `https://www.google.com/maps/search/?api=1&query=${hasPosition(lat, lng) ? `${lat},${lng}` : encodeURIComponent(address)}`;

/** Google Maps' search for a place by its name and address (the store list's cards carry no position). */
export const googleMapsPlaceLink = (name: string, address: string): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${name} ${address}`.trim())}`;
