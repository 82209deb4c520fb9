/**
 * The partner API's payloads: an order, a bookable time and a payment as the store sees them.
 * Each is the type of its response schema (responses.ts), re-exported here.
 */
export type { PartnerOrder, PartnerPayment, PartnerSeatingAreas, PartnerSlot } from './responses';
