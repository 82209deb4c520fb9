/** The platform calls of the §7 catalogue: one part of `endpoints` (../catalogue.ts). */
import { endpoint } from './endpoint';
import type { StaffOutboxMessage } from './responses';
import type { HealthReport, Paged } from './types';

const e = endpoint;

export const platformEndpoints = {
  health: e<HealthReport>()({ method: 'GET', path: '/health' }),
  staffOutbox: e<Paged<StaffOutboxMessage>>()({ method: 'GET', path: '/v2/staff/outbox', auth: 'required' }),
  staffOutboxRetry: e<StaffOutboxMessage>()({ method: 'POST', path: '/v2/staff/outbox/{id}/retry', auth: 'required' }),
} as const;
