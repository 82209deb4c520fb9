/**
 * Orders (§7): book a table as a member or a guest, read an order, keep or cancel it, and the
 * member's history; the guest's booking result by its public id. The overbooking guard and
 * idempotency live in repositories/orders.ts, the rules in services/booking.ts, the status
 * table in the contract. Everything a booking sends — the member's notification, the guest's SMS, the live slot
 * update, a cancellation's waitlist holds — is an outbox message of its transaction (src/outbox),
 * so a crash or a failing gateway delays it and never loses it. Guest bookings are limited
 * (services/guest-limits.ts); the waitlist is ./waitlist.ts, the calendar files ./calendar.ts,
 * the diner's own changes and cancel from the result link or the order page ./self-service.ts.
 */
import type { FastifyInstance } from 'fastify';
import { endpoints, messages } from '@joy/contract';
import { defineRoute, memberOf } from '../../../lib/define-route';
import { ApiFailure } from '../../../lib/api-error';
import { resourceId } from '../../../lib/id-param';
import { pageRequest, positiveInt } from '../../../lib/paging';
import { createBookingService, orderNotFound } from '../../../services/booking';
import { refuseDrawDate } from '../../../services/draws';
import calendarRoutes from './calendar';
import reminderRoutes from './reminders';
import selfServiceRoutes from './self-service';
import waitlistRoutes from './waitlist';

/** §9: order history comes 5 per page. */
const HISTORY_PAGE = 5;

const orderId = (value: unknown): number => resourceId(value, orderNotFound);

export default async function orderRoutes(app: FastifyInstance): Promise<void> {
  const { orders } = app.repos;
  const booking = createBookingService(app);

  // A date a scheduled draw will release is not booked first-come (services/draws.ts).
  defineRoute(app, endpoints.orderCreate, async (req) => {
    await refuseDrawDate(app, req.body.store_id, req.body.date);
    return booking.book(req.body, { member: req.member, request: req.raw });
  });

  // The owner member, or anyone presenting the guest order's ?slug=; everyone else 404.
  defineRoute(app, endpoints.order, async ({ params, query, member }) => {
    const order = await orders.readable(orderId(params.id), { memberId: member?.id ?? null, slug: query.slug ?? null }, app.clock());
    if (!order) throw orderNotFound();
    return order;
  });

  // The guest's booking result page: the 128-bit public id is the only key (no token).
  defineRoute(app, endpoints.orderResult, async ({ params }) => {
    const result = await orders.result(params.publicId ?? '', app.clock());
    if (!result) throw new ApiFailure(404, messages.orderResultNotFound);
    return result;
  });

  defineRoute(app, endpoints.orderUpdate, (req) => booking.change(memberOf(req).id, orderId(req.body.order_id), req.body.status as 0 | 4));

  await app.register(calendarRoutes);
  await app.register(reminderRoutes);
  await app.register(selfServiceRoutes);
  await app.register(waitlistRoutes);

  defineRoute(app, endpoints.orderHistory, async (req) =>
    orders.history(memberOf(req).id, pageRequest(positiveInt(req.query.page, 1), HISTORY_PAGE), app.clock()),
  );
}
