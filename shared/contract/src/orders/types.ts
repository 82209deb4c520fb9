/**
 * Bookings and the waitlist: the payloads as they travel on the wire. Each is the type of its
 * response schema (responses.ts), re-exported here.
 */
export type { OrderCreated, OrderDetail, OrderResult, OrderResultCodeSent, OrderStatus, WaitlistEntry, WaitlistStatus } from './responses';
