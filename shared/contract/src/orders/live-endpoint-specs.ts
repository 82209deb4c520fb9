/** What the API validates and documents of bookingLiveEndpoints (./live-endpoints.ts): each call's summary, body and reply schemas. */
import { specs } from '../platform/endpoint';

import { orderCreated, waitlistEntry } from './responses';
import { bookingLiveEndpoints } from './live-endpoints';
import { waitlistConfirmBody, waitlistJoinBody } from './live-schemas';

export const bookingLiveEndpointSpecs = specs(bookingLiveEndpoints, {
  waitlistJoin: { summary: 'Join the waitlist of a full slot (member, or guest with name and phone)', body: waitlistJoinBody, response: waitlistEntry },
  waitlistEntry: { summary: 'A waitlist entry by its public id (a member\'s entry: its member only)', response: waitlistEntry },
  waitlistConfirm: { summary: 'Book the held seats before the hold ends', body: waitlistConfirmBody, response: orderCreated },
  waitlistLeave: { summary: 'Leave the waitlist (a hold passes to the next in line)', response: waitlistEntry },
  orderCalendar: { summary: 'The member\'s booking as an iCalendar file (text/calendar)' },
  orderResultCalendar: { summary: 'A booking as an iCalendar file by its public id (the link the app hands to the system calendar)' },
});
