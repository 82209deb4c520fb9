/** What the API validates and documents of platformEndpoints (./endpoints.ts): each call's summary, body and reply schemas. */
import { specs } from './endpoint';
import { paged } from './response-fields';
import { healthReport, staffOutboxMessage } from './responses';
import { platformEndpoints } from './endpoints';

export const platformEndpointSpecs = specs(platformEndpoints, {
  health: { summary: 'Health', response: healthReport },
  staffOutbox: {
    summary: 'Outbox messages for staff, newest first (staff token; ?status=dead|pending|sent&page=); dead ones carry the reason',
    response: paged(staffOutboxMessage),
  },
  staffOutboxRetry: { summary: 'Send a dead message again: dead → pending, attempts from zero (staff token)', response: staffOutboxMessage },
});
