/**
 * The waitlist and calendar calls: a catalogue of their own beside the §7 one (`bookingLiveEndpoints`).
 */
import { endpoint } from '../platform/endpoint';

import type { OrderCreated, WaitlistEntry } from './types';
import type { waitlistConfirmBody, waitlistJoinBody } from './live-schemas';

const e = endpoint;

export const bookingLiveEndpoints = {
  waitlistJoin: e<WaitlistEntry, typeof waitlistJoinBody>()({ method: 'POST', path: '/v2/waitlist', auth: 'optional' }),
  waitlistEntry: e<WaitlistEntry>()({ method: 'GET', path: '/v2/waitlist/{publicId}', auth: 'optional' }),
  waitlistConfirm: e<OrderCreated, typeof waitlistConfirmBody>()({ method: 'POST', path: '/v2/waitlist/{publicId}/confirm', auth: 'optional' }),
  waitlistLeave: e<WaitlistEntry>()({ method: 'DELETE', path: '/v2/waitlist/{publicId}', auth: 'optional' }),
  orderCalendar: e<string>()({ method: 'GET', path: '/v2/order/{id}/calendar.ics', auth: 'required', raw: true }),
  orderResultCalendar: e<string>()({ method: 'GET', path: '/v2/order/result/{publicId}/calendar.ics', raw: true }),
} as const;
