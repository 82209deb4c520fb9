/**
 * The catalogues as the API, its documentation and the tests know them: every route of
 * catalogue.ts joined to its summary, body and reply schemas (the domains' `*-specs.ts`), under
 * the same names and keys. Only the Node entry (index.ts) exports these; the browser's entry
 * has the routes alone.
 */
import { authEndpointSpecs } from './auth/endpoint-specs';
import { coinEndpointSpecs } from './coins/endpoint-specs';
import { contentEndpointSpecs } from './content/endpoint-specs';
import { dealerEndpointSpecs } from './dealers/endpoint-specs';
import { memberEndpointSpecs } from './members/endpoint-specs';
import { orderEndpointSpecs } from './orders/endpoint-specs';
import { noShowEndpointSpecs } from './orders/no-show-specs';
import { platformEndpointSpecs } from './platform/endpoint-specs';
import { realtimeEndpointSpecs } from './realtime/endpoint-specs';
import { storeEndpointSpecs } from './stores/endpoint-specs';

export const endpoints = {
  ...authEndpointSpecs,
  ...contentEndpointSpecs,
  ...storeEndpointSpecs,
  ...orderEndpointSpecs,
  ...noShowEndpointSpecs,
  ...memberEndpointSpecs,
  ...coinEndpointSpecs,
  ...dealerEndpointSpecs,
  ...realtimeEndpointSpecs,
  ...platformEndpointSpecs,
} as const;

export { bookingLiveEndpointSpecs as bookingLiveEndpoints } from './orders/live-endpoint-specs';
export { drawEndpointSpecs as drawEndpoints } from './orders/draw-specs';
export { noShowEndpointSpecs as noShowEndpoints } from './orders/no-show-specs';
