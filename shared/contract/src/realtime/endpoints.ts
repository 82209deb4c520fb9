/** The realtime calls of the §7 catalogue: one part of `endpoints` (../catalogue.ts). */
import { endpoint } from '../platform/endpoint';
import { realtimeAuthBody } from './channel';
import { realtimeAuth, realtimeConfig, type RealtimeAuthReply, type RealtimeConfigReply } from './responses';

const e = endpoint;

export const realtimeEndpoints = {
  realtimeConfig: e<RealtimeConfigReply>()({ method: 'GET', path: '/v2/realtime/config', response: realtimeConfig, summary: 'Real-time connection settings for pusher-js (key, host, auth endpoint)' }),
  realtimeAuth: e<RealtimeAuthReply>()({ method: 'POST', path: '/v2/realtime/auth', auth: 'required', raw: true, body: realtimeAuthBody, response: realtimeAuth, summary: 'Signature for the own private-member-{id} channel (form-encoded socket_id, channel_name; reply {auth}, not enveloped)' }),
} as const;
