/**
 * Orders (§7): book a table as a member or a guest, read an order, keep or cancel it, and the
 * member's history; the guest's booking result by its public id. The overbooking guard and
 * idempotency live in repositories/orders.ts, the status table in lib/order-status.ts.
 * Everything a booking sends — the member's notification, the guest's SMS, the live slot
 * update, a cancellation's waitlist holds — is an outbox message of its transaction (src/outbox),
 * so a crash or a failing gateway delays it and never loses it. Guest bookings are limited
 * (./guest-limits.ts); the waitlist is ./waitlist.ts, the calendar files ./calendar.ts.
 */
import type { FastifyInstance } from 'fastify';
import { BLACKLIST_ERROR_CODE, endpoints, messages, schemas, validate } from '@joy/contract';
import { defineRoute, memberOf } from '../../../lib/define-route';
import { ApiFailure, validationFailure } from '../../../lib/api-error';
import { resourceId } from '../../../lib/id-param';
import { inBookingWindow, isBookingDate } from '../../../lib/booking-clock';
import { pageRequest, positiveInt } from '../../../lib/paging';
import { MEMBER_ACTIONS } from '../../../lib/order-status';
import type { Guest } from '../../../repositories/orders';
import calendarRoutes from './calendar';
import { checkGuestLimits } from './guest-limits';
import waitlistRoutes from './waitlist';

/** §9: order history comes 5 per page. */
const HISTORY_PAGE = 5;

const orderNotFound = () => new ApiFailure(404, messages.orderNotFound);

const orderId = (value: unknown): number => resourceId(value, orderNotFound);

export default async function orderRoutes(app: FastifyInstance): Promise<void> {
  const { availability, orders } = app.repos;

  defineRoute(app, endpoints.orderCreate, async (req, reply) => {
    const { body, member } = req;
    let guest: Guest | null = null;
    if (!member) {
      const checked = await validate(schemas.guestFieldsBody, body);
      if (!checked.ok) throw validationFailure(checked.errors);
      guest = { name: checked.value.name, gender: checked.value.gender, email: checked.value.email, phone: checked.value.phone };
    }

    const store = await availability.store(body.store_id);
    if (!store) throw new ApiFailure(404, messages.storeNotFound);
    if (!store.joyBooking) throw new ApiFailure(422, messages.bookingClosed);
    const now = app.clock();
    if (!isBookingDate(body.date)) throw validationFailure({ date: messages.invalidBookingDate });
    if (!/^\d{2}:\d{2}$/.test(body.time) || !inBookingWindow(body.date, now)) throw new ApiFailure(422, messages.slotUnavailable);
    if (body.adult_num + body.child_num > store.maxPartySize) throw new ApiFailure(422, messages.partyTooLarge);

    const contactPhone = body.phone || member?.phone || guest?.phone || '';
    if (await orders.isBlacklisted([member?.phone ?? '', guest?.phone ?? '', body.phone ?? ''])) {
      throw new ApiFailure(422, messages.bookingBlacklisted, { code: BLACKLIST_ERROR_CODE });
    }
    if (guest) await checkGuestLimits(app, guest.phone, req.raw.ip, now);

    const result = await orders.create(
      {
        storeId: store.id,
        memberId: member?.id ?? null,
        guest,
        date: body.date,
        time: body.time,
        adultNum: body.adult_num,
        childNum: body.child_num,
        purpose: body.purpose,
        note: body.note,
        phone: contactPhone,
        fromSource: body.from_source,
        idempotencyKey: body.idempotency_key,
      },
      now,
    );
    if (result.kind === 'no-slot') throw new ApiFailure(422, messages.slotUnavailable);
    if (result.kind === 'full') throw new ApiFailure(409, messages.slotFull);
    reply.code(200);
    return { order_id: result.orderId, slug: result.slug, public_id: result.publicId };
  });

  // The owner member, or anyone presenting the guest order's ?slug=; everyone else 404.
  defineRoute(app, endpoints.order, async ({ params, query, member }) => {
    const order = await orders.readable(orderId(params.id), { memberId: member?.id ?? null, slug: query.slug ?? null });
    if (!order) throw orderNotFound();
    return order;
  });

  // The guest's booking result page: the 128-bit public id is the only key (no token).
  defineRoute(app, endpoints.orderResult, async ({ params }) => {
    const result = await orders.result(params.publicId ?? '');
    if (!result) throw new ApiFailure(404, messages.orderResultNotFound);
    return result;
  });

  defineRoute(app, endpoints.orderUpdate, async (req) => {
    const { body } = req;
    const action = MEMBER_ACTIONS[body.status as 0 | 4];
    const id = orderId(body.order_id);
    const result = await orders.transition({ actor: 'member', memberId: memberOf(req).id }, id, action, app.clock());
    if (result.kind === 'not-found') throw orderNotFound();
    // §8: the client shows 失敗; the field says why (e.g. the other tab already cancelled).
    if (result.kind === 'refused') throw new ApiFailure(422, messages.failed, { fields: { status: result.reason } });
    const order = await orders.detail(id);
    if (!order) throw orderNotFound();
    return order;
  });

  await app.register(calendarRoutes);
  await app.register(waitlistRoutes);

  defineRoute(app, endpoints.orderHistory, async (req) =>
    orders.history(memberOf(req).id, pageRequest(positiveInt(req.query.page, 1), HISTORY_PAGE)),
  );
}
