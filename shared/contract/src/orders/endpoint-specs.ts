/** What the API validates and documents of orderEndpoints (./endpoints.ts): each call's summary, body and reply schemas. */
import { specs } from '../platform/endpoint';
import { paged } from '../platform/response-fields';
import { orderBody, orderResultChangeBody, orderUpdateBody, reservationChangeBody } from './requests';
import { orderCreated, orderDetail, orderResult, orderResultCodeSent } from './responses';
import { orderEndpoints } from './endpoints';

export const orderEndpointSpecs = specs(orderEndpoints, {
  orderCreate: { summary: 'Book a table (member or guest)', body: orderBody, response: orderCreated },
  order: { summary: 'Order detail', response: orderDetail },
  orderResult: { summary: 'Booking result by the unguessable public id (no token)', response: orderResult },
  orderResultConfirm: {
    summary: 'The diner answers a reminder with 確認赴約 (no token): sets diner_confirmed_at once for a booking still ahead (1, 2, 4); 422 otherwise, 404 unknown',
    response: orderResult,
  },
  orderUpdate: { summary: 'Keep or cancel an order', body: orderUpdateBody, response: orderDetail },
  orderResultCode: {
    summary: 'Text a change code to the booking\'s phone (no token; limits as verify/send: 429 with Retry-After); 404 unknown, 422 when the booking can no longer be changed',
    response: orderResultCodeSent,
  },
  orderResultChange: {
    summary: 'Change date, time or party from the result link with the texted code (no token): one transaction, the new slot held before the old is let go; 409 full, 422 cut-off, past, same or wrong code',
    body: orderResultChangeBody,
    response: orderResult,
  },
  orderResultCancel: {
    summary: 'Cancel from the result link (no token: the 128-bit id is the key) until the reservation time; 422 when it cannot be cancelled',
    response: orderResult,
  },
  orderReservationChange: {
    summary: 'The owner member changes date, time or party (another member\'s order 404): rules as orderResultChange without a code',
    body: reservationChangeBody,
    response: orderDetail,
  },
  orderHistory: { summary: 'Order history, newest first, 5 per page (?page=)', response: paged(orderDetail) },
});
