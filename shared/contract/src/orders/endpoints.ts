/** The orders calls of the §7 catalogue: one part of `endpoints` (../catalogue.ts). */
import { endpoint } from '../platform/endpoint';
import { paged } from '../platform/response-fields';
import type { Paged } from '../platform/types';
import { orderBody, orderResultChangeBody, orderUpdateBody, reservationChangeBody } from './requests';
import { orderCreated, orderDetail, orderResult, orderResultCodeSent } from './responses';
import type { OrderCreated, OrderDetail, OrderResult, OrderResultCodeSent } from './types';

const e = endpoint;

export const orderEndpoints = {
  orderCreate: e<OrderCreated>()({ method: 'POST', path: '/v2/order', auth: 'optional', body: orderBody, response: orderCreated, summary: 'Book a table (member or guest)' }),
  order: e<OrderDetail>()({ method: 'GET', path: '/v2/order/{id}', auth: 'optional', response: orderDetail, summary: 'Order detail' }),
  orderResult: e<OrderResult>()({ method: 'GET', path: '/v2/order/result/{publicId}', response: orderResult, summary: 'Booking result by the unguessable public id (no token)' }),
  orderResultConfirm: e<OrderResult>()({ method: 'POST', path: '/v2/order/result/{publicId}/confirm', response: orderResult, summary: 'The diner answers a reminder with 確認赴約 (no token): sets diner_confirmed_at once for a booking still ahead (1, 2, 4); 422 otherwise, 404 unknown' }),
  orderUpdate: e<OrderDetail>()({ method: 'PUT', path: '/v2/order', auth: 'required', body: orderUpdateBody, response: orderDetail, summary: 'Keep or cancel an order' }),
  // The diner's own changes (issue 23): the guest from the result link — cancel with the link alone,
  // change with a code texted to the booking's phone — and the member from the order page.
  orderResultCode: e<OrderResultCodeSent>()({ method: 'POST', path: '/v2/order/result/{publicId}/code', response: orderResultCodeSent, summary: 'Text a change code to the booking\'s phone (no token; limits as verify/send: 429 with Retry-After); 404 unknown, 422 when the booking can no longer be changed' }),
  orderResultChange: e<OrderResult>()({ method: 'PUT', path: '/v2/order/result/{publicId}', body: orderResultChangeBody, response: orderResult, summary: 'Change date, time or party from the result link with the texted code (no token): one transaction, the new slot held before the old is let go; 409 full, 422 cut-off, past, same or wrong code' }),
  orderResultCancel: e<OrderResult>()({ method: 'POST', path: '/v2/order/result/{publicId}/cancel', response: orderResult, summary: 'Cancel from the result link (no token: the 128-bit id is the key) until the reservation time; 422 when it cannot be cancelled' }),
  orderReservationChange: e<OrderDetail>()({ method: 'PUT', path: '/v2/order/{id}/reservation', auth: 'required', body: reservationChangeBody, response: orderDetail, summary: 'The owner member changes date, time or party (another member\'s order 404): rules as orderResultChange without a code' }),
  orderHistory: e<Paged<OrderDetail>>()({ method: 'POST', path: '/v2/order-history', auth: 'required', response: paged(orderDetail), summary: 'Order history, newest first, 5 per page (?page=)' }),
} as const;
