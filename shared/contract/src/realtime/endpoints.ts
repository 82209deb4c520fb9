/** The realtime calls of the §7 catalogue: one part of `endpoints` (../catalogue.ts). */
import { endpoint } from '../platform/endpoint';

import type { RealtimeAuthReply, RealtimeConfigReply } from './responses';
import type { realtimeAuthBody } from './channel-schemas';

const e = endpoint;

export const realtimeEndpoints = {
  realtimeConfig: e<RealtimeConfigReply>()({ method: 'GET', path: '/v2/realtime/config' }),
  realtimeAuth: e<RealtimeAuthReply, typeof realtimeAuthBody>()({ method: 'POST', path: '/v2/realtime/auth', auth: 'required', raw: true }),
} as const;
