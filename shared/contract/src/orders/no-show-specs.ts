/** What the API validates and documents of noShowEndpoints (./no-shows.ts): each call's summary, body and reply schemas. */
import { specs } from '../platform/endpoint';
import { noShowEndpoints } from './no-show-endpoints';
import { noShowDisputeBody, noShowMark, noShowRecord } from './no-show-schemas';

export const noShowEndpointSpecs = specs(noShowEndpoints, {
  memberNoShows: {
    summary: "The member's no-show marks (on their phone, or of their own bookings), newest first, and their standing: marks counted in the last 90 days, whether a card guarantee is required and until when",
    response: noShowRecord,
  },
  memberNoShowDispute: {
    summary: 'Dispute one of the member\'s marks (reason 10–500): once, while it stands, within 30 days; the store answers through the partner API. Anyone else\'s mark 404',
    body: noShowDisputeBody,
    response: noShowMark,
  },
  orderResultNoShow: { summary: "The booking's no-show mark by the result link (no token: the 128-bit id is the key); 404 when there is none", response: noShowMark },
  orderResultNoShowDispute: { summary: "Dispute the booking's no-show mark from the result link (rules as memberNoShowDispute)", body: noShowDisputeBody, response: noShowMark },
});
