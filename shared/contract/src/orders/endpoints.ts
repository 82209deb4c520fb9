/** The orders calls of the §7 catalogue: one part of `endpoints` (../catalogue.ts). */
import { endpoint } from '../platform/endpoint';
import { paged } from '../platform/response-fields';
import type { Paged } from '../platform/types';
import { orderBody, orderUpdateBody } from './requests';
import { orderCreated, orderDetail, orderResult } from './responses';
import type { OrderCreated, OrderDetail, OrderResult } from './types';

const e = endpoint;

export const orderEndpoints = {
  orderCreate: e<OrderCreated>()({ method: 'POST', path: '/v2/order', auth: 'optional', body: orderBody, response: orderCreated, summary: 'Book a table (member or guest)' }),
  order: e<OrderDetail>()({ method: 'GET', path: '/v2/order/{id}', auth: 'optional', response: orderDetail, summary: 'Order detail' }),
  orderResult: e<OrderResult>()({ method: 'GET', path: '/v2/order/result/{publicId}', response: orderResult, summary: 'Booking result by the unguessable public id (no token)' }),
  orderUpdate: e<OrderDetail>()({ method: 'PUT', path: '/v2/order', auth: 'required', body: orderUpdateBody, response: orderDetail, summary: 'Keep or cancel an order' }),
  orderHistory: e<Paged<OrderDetail>>()({ method: 'POST', path: '/v2/order-history', auth: 'required', response: paged(orderDetail), summary: 'Order history, newest first, 5 per page (?page=)' }),
} as const;
