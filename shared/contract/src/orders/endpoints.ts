/** The orders calls of the §7 catalogue: one part of `endpoints` (../catalogue.ts). */
import { endpoint } from '../platform/endpoint';
import type { Paged } from '../platform/types';
import type { orderBody, orderResultChangeBody, orderUpdateBody, reservationChangeBody } from './requests';
import type { OrderCreated, OrderDetail, OrderResult, OrderResultCodeSent } from './types';

const e = endpoint;

export const orderEndpoints = {
  orderCreate: e<OrderCreated, typeof orderBody>()({ method: 'POST', path: '/v2/order', auth: 'optional' }),
  order: e<OrderDetail>()({ method: 'GET', path: '/v2/order/{id}', auth: 'optional' }),
  orderResult: e<OrderResult>()({ method: 'GET', path: '/v2/order/result/{publicId}' }),
  orderResultConfirm: e<OrderResult>()({ method: 'POST', path: '/v2/order/result/{publicId}/confirm' }),
  orderUpdate: e<OrderDetail, typeof orderUpdateBody>()({ method: 'PUT', path: '/v2/order', auth: 'required' }),
  // The diner's own changes (issue 23): the guest from the result link — cancel with the link alone,
  // change with a code texted to the booking's phone — and the member from the order page.
  orderResultCode: e<OrderResultCodeSent>()({ method: 'POST', path: '/v2/order/result/{publicId}/code' }),
  orderResultChange: e<OrderResult, typeof orderResultChangeBody>()({ method: 'PUT', path: '/v2/order/result/{publicId}' }),
  orderResultCancel: e<OrderResult>()({ method: 'POST', path: '/v2/order/result/{publicId}/cancel' }),
  orderReservationChange: e<OrderDetail, typeof reservationChangeBody>()({ method: 'PUT', path: '/v2/order/{id}/reservation', auth: 'required' }),
  orderHistory: e<Paged<OrderDetail>>()({ method: 'POST', path: '/v2/order-history', auth: 'required' }),
} as const;
