/**
 * A booking's calendar file (issue 13): `GET /v2/order/{id}/calendar.ics` for the member who
 * owns it, and `GET /v2/order/result/{publicId}/calendar.ics` by the booking's public id (the
 * guest's result page, and the link the native app hands to the system calendar: the 128-bit
 * id is the only key, as for the result page). Only a booking still ahead has one (status 1,
 * 2 or 4); anything else is 409 with the reason, an unknown booking 404. Replies are
 * `text/calendar`, not the envelope (errors still are).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { bookingLiveEndpoints as live, messages, sitePaths, siteLink, toRoutePath, UPCOMING_ORDER_STATUSES, waitlistMessages, type OrderStatus } from '@joy/contract';
import { ApiFailure } from '../../../lib/api-error';
import { parseId } from '../../../lib/id-param';
import { NO_STORE, unauthorized } from '../../../lib/define-route';
import { bookingCalendar } from '../../../lib/ics';

interface Booking {
  publicId: string;
  status: OrderStatus;
  date: string;
  time: string;
  people: number;
  store: { name: string; address: string; phone: string };
}

export default async function calendarRoutes(app: FastifyInstance): Promise<void> {
  const { orders } = app.repos;

  function send(reply: FastifyReply, booking: Booking | null) {
    if (!booking) throw new ApiFailure(404, messages.orderNotFound);
    if (!UPCOMING_ORDER_STATUSES.includes(booking.status)) throw new ApiFailure(409, waitlistMessages.calendarUnavailable);
    const body = bookingCalendar(
      {
        uid: `order-${booking.publicId}@${new URL(app.config.publicOrigin).hostname || 'joy'}`,
        date: booking.date,
        time: booking.time,
        people: booking.people,
        storeName: booking.store.name,
        storeAddress: booking.store.address,
        storePhone: booking.store.phone,
        url: siteLink(app.config.publicOrigin, sitePaths.bookingResult(booking.publicId)),
      },
      app.clock(),
    );
    return reply
      .header('Content-Type', 'text/calendar; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="booking-${booking.date}.ics"`)
      .header('Cache-Control', NO_STORE)
      .send(body);
  }

  app.get(toRoutePath(live.orderCalendar.path), async (request, reply) => {
    const member = await app.authenticate(request);
    if (!member) throw unauthorized();
    const id = parseId((request.params as { id: string }).id);
    const order = id === null ? null : await orders.readable(id, { memberId: member.id, slug: null });
    return send(reply, order && { publicId: order.public_id, status: order.status, date: order.date, time: order.time, people: order.adult_num + order.child_num, store: order.store });
  });

  app.get(toRoutePath(live.orderResultCalendar.path), async (request, reply) => {
    const result = await orders.result((request.params as { publicId: string }).publicId);
    return send(reply, result && { publicId: result.public_id, status: result.status, date: result.date, time: result.time, people: result.adult_num + result.child_num, store: result.store });
  });
}
