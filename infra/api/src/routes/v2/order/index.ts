/**
 * Orders (§7): book a table as a member or a guest, read an order, keep or cancel it, and the
 * member's history. The overbooking guard and idempotency live in repositories/orders.ts.
 */
import type { FastifyInstance } from 'fastify';
import { BLACKLIST_ERROR_CODE, endpoints, messages, schemas, validate } from '@joy/contract';
import { defineRoute, memberOf } from '../../../lib/define-route';
import { ApiFailure, validationFailure } from '../../../lib/api-error';
import { inBookingWindow, isBookingDate } from '../../../lib/booking-clock';
import { pageRequest, positiveInt } from '../../../lib/paging';
import type { Guest } from '../../../repositories/orders';

/** §9: order history comes 5 per page. */
const HISTORY_PAGE = 5;

const orderNotFound = () => new ApiFailure(404, messages.orderNotFound);

function orderId(value: string | number | undefined): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw orderNotFound();
  return id;
}

export default async function orderRoutes(app: FastifyInstance): Promise<void> {
  const { availability, orders } = app.repos;

  defineRoute(app, endpoints.orderCreate, async ({ body, member }, reply) => {
    let guest: Guest | null = null;
    if (!member) {
      const checked = await validate(schemas.guestFieldsBody, body);
      if (!checked.ok) throw validationFailure(checked.errors);
      guest = { name: checked.value.name, gender: checked.value.gender, email: checked.value.email, phone: checked.value.phone };
    }

    const store = await availability.store(body.store_id);
    if (!store) throw new ApiFailure(404, messages.storeNotFound);
    if (!store.joyBooking) throw new ApiFailure(422, messages.bookingClosed);
    const now = new Date();
    if (!isBookingDate(body.date)) throw validationFailure({ date: messages.invalidBookingDate });
    if (!/^\d{2}:\d{2}$/.test(body.time) || !inBookingWindow(body.date, now)) throw new ApiFailure(422, messages.slotUnavailable);
    if (body.adult_num + body.child_num > store.maxPartySize) throw new ApiFailure(422, messages.partyTooLarge);

    const contactPhone = body.phone || member?.phone || guest?.phone || '';
    if (await orders.isBlacklisted([member?.phone ?? '', guest?.phone ?? '', body.phone ?? ''])) {
      throw new ApiFailure(422, messages.bookingBlacklisted, { code: BLACKLIST_ERROR_CODE });
    }

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
    return { order_id: result.orderId, slug: result.slug };
  });

  // The owner member, or anyone presenting the guest order's ?slug=; everyone else 404.
  defineRoute(app, endpoints.order, async ({ params, query, member }) => {
    const order = await orders.readable(orderId(params.id), { memberId: member?.id ?? null, slug: query.slug ?? null });
    if (!order) throw orderNotFound();
    return order;
  });

  defineRoute(app, endpoints.orderUpdate, async (req) => {
    const { body } = req;
    const to = body.status as 0 | 4;
    const result = await orders.change(memberOf(req).id, orderId(body.order_id), to, new Date());
    if (result.kind === 'not-found') throw orderNotFound();
    if (result.kind === 'refused') {
      // §8: the client shows 失敗; the field says why (e.g. the other tab already cancelled).
      const why = result.status === 0 ? messages.orderAlreadyCancelled : result.status === 4 && to === 4 ? messages.orderAlreadyHeld : messages.orderNotChangeable;
      throw new ApiFailure(422, messages.failed, { fields: { status: why } });
    }
    return result.order;
  });

  defineRoute(app, endpoints.orderHistory, async (req) =>
    orders.history(memberOf(req).id, pageRequest(positiveInt(req.query.page, 1), HISTORY_PAGE)),
  );
}
