/** What the API validates and documents of realtimeEndpoints (./endpoints.ts): each call's summary, body and reply schemas. */
import { specs } from '../platform/endpoint';

import { realtimeAuth, realtimeConfig } from './responses';
import { realtimeEndpoints } from './endpoints';
import { realtimeAuthBody } from './channel-schemas';

export const realtimeEndpointSpecs = specs(realtimeEndpoints, {
  realtimeConfig: { summary: 'Real-time connection settings for pusher-js (key, host, auth endpoint)', response: realtimeConfig },
  realtimeAuth: {
    summary: 'Signature for the own private-member-{id} channel (form-encoded socket_id, channel_name; reply {auth}, not enveloped)',
    body: realtimeAuthBody,
    response: realtimeAuth,
  },
});
