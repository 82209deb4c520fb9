/** The platform calls of the §7 catalogue: one part of `endpoints` (../catalogue.ts). */
import { endpoint } from './endpoint';
import { paged } from './response-fields';
import { healthReport, staffOutboxMessage, type StaffOutboxMessage } from './responses';
import type { HealthReport, Paged } from './types';

const e = endpoint;

export const platformEndpoints = {
  health: e<HealthReport>()({ method: 'GET', path: '/health', response: healthReport, summary: 'Health' }),
  staffOutbox: e<Paged<StaffOutboxMessage>>()({ method: 'GET', path: '/v2/staff/outbox', auth: 'required', response: paged(staffOutboxMessage), summary: 'Outbox messages for staff, newest first (staff token; ?status=dead|pending|sent&page=); dead ones carry the reason' }),
  staffOutboxRetry: e<StaffOutboxMessage>()({ method: 'POST', path: '/v2/staff/outbox/{id}/retry', auth: 'required', response: staffOutboxMessage, summary: 'Send a dead message again: dead → pending, attempts from zero (staff token)' }),
} as const;
