/**
 * Booking a table and moving a booking (§4, §7 Orders): the rules a request must pass before
 * the order repository takes the slot lock — the store takes bookings, the date is in the
 * window, the party fits, no phone is blacklisted, a guest is within the guest limits — and
 * the member's keep and cancel. The repository runs the one transaction that checks the seats
 * and writes the order, its notification and its outbox messages; the route only parses and
 * authorises.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BLACKLIST_ERROR_CODE, messages, schemas, validate, type endpoints, type OrderCreated, type OrderDetail } from '@joy/contract';
import { ApiFailure, validationFailure } from '../lib/api-error';
import { inBookingWindow, isBookingDate } from '../lib/booking-clock';
import { requireCaptcha } from '../lib/captcha-check';
import type { Member } from '../db/rows';
import type { RouteRequest } from '../lib/define-route';
import { MEMBER_ACTIONS } from '../lib/order-status';
import type { Guest } from '../repositories/orders';
import { checkGuestLimits } from './guest-limits';

/** The booking call's body as the catalogue parsed it (a guest's fields are checked here). */
export type BookingInput = RouteRequest<typeof endpoints.orderCreate>['body'];

export interface Booker {
  member: Member | null;
  /** The request, for the client's address (guest limits) and the captcha check. */
  request: FastifyRequest;
}

export const orderNotFound = () => new ApiFailure(404, messages.orderNotFound);

export function createBookingService(app: FastifyInstance) {
  const { availability, orders } = app.repos;

  return {
    async book(body: BookingInput, { member, request }: Booker): Promise<OrderCreated> {
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
      if (guest) {
        // A stranger's booking texts the phone it names: captcha where configured, and limits.
        await requireCaptcha(app, request, body.captcha);
        await checkGuestLimits(app, guest.phone, request.ip, now);
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
      return { order_id: result.orderId, slug: result.slug, public_id: result.publicId };
    },

    /** The member keeps (4) or cancels (0) their order; returns it as it now stands. */
    async change(memberId: number, orderId: number, status: 0 | 4): Promise<OrderDetail> {
      const result = await orders.transition({ actor: 'member', memberId }, orderId, MEMBER_ACTIONS[status], app.clock());
      if (result.kind === 'not-found') throw orderNotFound();
      // §8: the client shows 失敗; the field says why (e.g. the other tab already cancelled).
      if (result.kind === 'refused') throw new ApiFailure(422, messages.failed, { fields: { status: result.reason } });
      const order = await orders.detail(orderId);
      if (!order) throw orderNotFound();
      return order;
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
