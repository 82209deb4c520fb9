/**
 * The waitlist and calendar calls: a catalogue of their own beside the §7 one (`bookingLiveEndpoints`).
 */
import { endpoint } from '../platform/endpoint';
import { waitlistConfirmBody, waitlistJoinBody } from './live';
import { orderCreated, waitlistEntry } from './responses';
import type { OrderCreated, WaitlistEntry } from './types';

const e = endpoint;

export const bookingLiveEndpoints = {
  waitlistJoin: e<WaitlistEntry>()({ method: 'POST', path: '/v2/waitlist', auth: 'optional', body: waitlistJoinBody, response: waitlistEntry, summary: 'Join the waitlist of a full slot (member, or guest with name and phone)' }),
  waitlistEntry: e<WaitlistEntry>()({ method: 'GET', path: '/v2/waitlist/{publicId}', auth: 'optional', response: waitlistEntry, summary: 'A waitlist entry by its public id (a member\'s entry: its member only)' }),
  waitlistConfirm: e<OrderCreated>()({ method: 'POST', path: '/v2/waitlist/{publicId}/confirm', auth: 'optional', body: waitlistConfirmBody, response: orderCreated, summary: 'Book the held seats before the hold ends' }),
  waitlistLeave: e<WaitlistEntry>()({ method: 'DELETE', path: '/v2/waitlist/{publicId}', auth: 'optional', response: waitlistEntry, summary: 'Leave the waitlist (a hold passes to the next in line)' }),
  orderCalendar: e<string>()({ method: 'GET', path: '/v2/order/{id}/calendar.ics', auth: 'required', raw: true, summary: 'The member\'s booking as an iCalendar file (text/calendar)' }),
  orderResultCalendar: e<string>()({ method: 'GET', path: '/v2/order/result/{publicId}/calendar.ics', raw: true, summary: 'A booking as an iCalendar file by its public id (the link the app hands to the system calendar)' }),
} as const;
