/**
 * The partner API: what a restaurant (or its POS) calls to run its bookings — list the day's
 * orders, confirm, seat, mark no-show, complete or cancel them, set the seats of each time,
 * the opening hours and the seating areas diners may ask for, and reply to comments. It is
 * not a §7 call of the web client, so it is a catalogue of its own; the API registers it the
 * same way and documents it in /openapi.json.
 *
 * Every request is signed per store: hex HMAC-SHA256 with the store's secret over
 * `timestamp + "\n" + METHOD + "\n" + path (with its query string) + "\n" + hex sha256(body)`,
 * sent as X-Joy-Key (key id), X-Joy-Timestamp (Unix seconds) and X-Joy-Signature. A
 * timestamp more than 5 minutes away from the server's clock, an unknown or revoked key, a
 * wrong signature or a signature already used is refused 401 (a replay 409).
 */
import { endpoint } from '../platform/endpoint';
import { list, paged } from '../platform/response-fields';
import type { Paged } from '../platform/types';
import { businessTime, storeComment } from '../stores/responses';
import type { BusinessTime, StoreComment } from '../stores/types';
import { partnerBusinessTimesBody, partnerCancelBody, partnerPaymentBody, partnerRefundBody, partnerReplyBody, partnerSeatingAreasBody, partnerSlotsBody } from './requests';
import { partnerPhotoEndpoints } from './photos';
import { partnerOrder, partnerPayment, partnerSeatingAreas, partnerSlot } from './responses';
import type { PartnerOrder, PartnerPayment, PartnerSeatingAreas, PartnerSlot } from './types';
import { partnerStoreContentEndpoints } from './store-content';
import { partnerDrawEndpoints } from './draws';
import { partnerNoShowEndpoints } from './no-shows';
import { partnerHouseRulesEndpoints } from './house-rules';

const e = endpoint;

export const PARTNER_HEADERS = { key: 'x-joy-key', timestamp: 'x-joy-timestamp', signature: 'x-joy-signature' } as const;

/** How far (seconds) a request's timestamp may be from the server's clock, either way. */
export const PARTNER_MAX_SKEW_SECONDS = 300;

export const partnerEndpoints = {
  partnerOrders: e<PartnerOrder[]>()({ method: 'GET', path: '/partner/v1/orders', response: list(partnerOrder), summary: "The store's orders of one day by time (?date=YYYY-MM-DD, default today in Taipei)" }),
  partnerOrderConfirm: e<PartnerOrder>()({ method: 'POST', path: '/partner/v1/orders/{id}/confirm', response: partnerOrder, summary: 'Confirm a booking (1 → 2) before its time' }),
  partnerOrderSeat: e<PartnerOrder>()({ method: 'POST', path: '/partner/v1/orders/{id}/seat', response: partnerOrder, summary: 'The party arrived (2 or 4 → 5)' }),
  partnerOrderNoShow: e<PartnerOrder>()({ method: 'POST', path: '/partner/v1/orders/{id}/no-show', response: partnerOrder, summary: 'The party did not come (2 or 4 → 6), once the time has come' }),
  partnerOrderComplete: e<PartnerOrder>()({ method: 'POST', path: '/partner/v1/orders/{id}/complete', response: partnerOrder, summary: 'The meal is over (5 → 7); the diner may now review it' }),
  partnerOrderCancel: e<PartnerOrder>()({ method: 'POST', path: '/partner/v1/orders/{id}/cancel', body: partnerCancelBody, response: partnerOrder, summary: 'The store cancels a booking (1, 2 or 4 → 0)' }),
  partnerSlots: e<PartnerSlot[]>()({ method: 'GET', path: '/partner/v1/slots', response: list(partnerSlot), summary: 'Bookable times and their seats, by weekday' }),
  partnerSlotsUpdate: e<PartnerSlot[]>()({ method: 'PUT', path: '/partner/v1/slots', body: partnerSlotsBody, response: list(partnerSlot), summary: 'Set the seats of bookable times (capacity 0 removes the time)' }),
  partnerBusinessTimesUpdate: e<BusinessTime[]>()({ method: 'PUT', path: '/partner/v1/business-times', body: partnerBusinessTimesBody, response: list(businessTime), summary: 'Replace the opening spans of the weekdays given' }),
  partnerSeatingAreas: e<PartnerSeatingAreas>()({ method: 'GET', path: '/partner/v1/seating-areas', response: partnerSeatingAreas, summary: 'The seating areas diners may ask for when booking' }),
  partnerSeatingAreasUpdate: e<PartnerSeatingAreas>()({ method: 'PUT', path: '/partner/v1/seating-areas', body: partnerSeatingAreasBody, response: partnerSeatingAreas, summary: 'Replace the seating areas (at most 10, each 1–20 characters, no repeats; [] clears them)' }),
  partnerComments: e<Paged<StoreComment>>()({ method: 'GET', path: '/partner/v1/comments', response: paged(storeComment), summary: "The store's comments, newest first (?page=)" }),
  partnerPayments: e<PartnerPayment[]>()({ method: 'GET', path: '/partner/v1/payments', response: list(partnerPayment), summary: "The store's payments of one day, newest first (?date=YYYY-MM-DD, default today in Taipei)" }),
  partnerPaymentCreate: e<PartnerPayment>()({ method: 'POST', path: '/partner/v1/payments', body: partnerPaymentBody, response: partnerPayment, summary: 'Record a payment at the counter (member pay code, amount, coins spent, idempotency key); rewards the member' }),
  partnerPayment: e<PartnerPayment>()({ method: 'GET', path: '/partner/v1/payments/{id}', response: partnerPayment, summary: 'One of the store\'s payments' }),
  partnerPaymentRefund: e<PartnerPayment>()({ method: 'POST', path: '/partner/v1/payments/{id}/refund', body: partnerRefundBody, response: partnerPayment, summary: 'Refund a payment: spent coins go back, the reward is taken back as far as it is left' }),
  partnerCommentReply: e<StoreComment>()({ method: 'PUT', path: '/partner/v1/comments/{id}/reply', body: partnerReplyBody, response: storeComment, summary: "Reply under one of the store's comments (replaces an earlier reply)" }),
  ...partnerStoreContentEndpoints,
  ...partnerPhotoEndpoints,
  ...partnerDrawEndpoints,
  ...partnerNoShowEndpoints,
  ...partnerHouseRulesEndpoints,
} as const;

export type PartnerEndpoints = typeof partnerEndpoints;
