/**
 * The waitlist of a full slot (issue 13): join (a member, or a guest with name and phone), read
 * one's entry (place in line, or the hold and its end), confirm a hold into a booking, leave.
 * A member's entry answers its member only; a guest's, whoever holds its 128-bit public id
 * (the link texted to them). The rules of who gets a freed seat live in repositories/waitlist.ts.
 */
import type { FastifyInstance } from 'fastify';
import { BLACKLIST_ERROR_CODE, bookingLiveEndpoints as live, messages, validate, waitlistGuestBody, waitlistMessages as wm } from '@joy/contract';
import { ApiFailure, validationFailure } from '../../../lib/api-error';
import { inBookingWindow, isBookingDate } from '../../../lib/booking-clock';
import { defineRoute } from '../../../lib/define-route';
import { createWaitlistRepository } from '../../../repositories/waitlist';

export default async function waitlistRoutes(app: FastifyInstance): Promise<void> {
  const { availability, orders } = app.repos;
  const waitlist = createWaitlistRepository(app.db);
  const notFound = () => new ApiFailure(404, wm.entryNotFound);

  defineRoute(
    app,
    live.waitlistJoin,
    async (req) => {
      const { body, member } = req;
      let guest: { name: string; phone: string } | null = null;
      if (!member) {
        const checked = await validate(waitlistGuestBody, body);
        if (!checked.ok) throw validationFailure(checked.errors);
        guest = checked.value;
      }
      const store = await availability.store(body.store_id);
      if (!store) throw new ApiFailure(404, messages.storeNotFound);
      if (!store.joyBooking) throw new ApiFailure(422, messages.bookingClosed);
      const now = app.clock();
      if (!isBookingDate(body.date)) throw validationFailure({ date: messages.invalidBookingDate });
      if (!/^\d{2}:\d{2}$/.test(body.time) || !inBookingWindow(body.date, now)) throw new ApiFailure(422, messages.slotUnavailable, { fields: { time: messages.slotUnavailable } });
      if (body.adult_num + body.child_num > store.maxPartySize) throw new ApiFailure(422, messages.partyTooLarge, { fields: { adult_num: messages.partyTooLarge } });
      const phone = guest?.phone ?? (body.phone || member?.phone || '');
      if (!phone) throw validationFailure({ phone: '手機號碼為必填' });
      if (await orders.isBlacklisted([phone, member?.phone ?? ''])) throw new ApiFailure(422, messages.bookingBlacklisted, { code: BLACKLIST_ERROR_CODE });

      const result = await waitlist.join(
        { storeId: store.id, date: body.date, time: body.time, memberId: member?.id ?? null, guestName: guest?.name ?? null, phone, adultNum: body.adult_num, childNum: body.child_num },
        now,
      );
      if (result.kind === 'no-slot') throw new ApiFailure(422, messages.slotUnavailable, { fields: { time: messages.slotUnavailable } });
      if (result.kind === 'not-full') throw new ApiFailure(409, wm.notFull, { fields: { time: wm.notFull } });
      if (result.kind === 'duplicate') throw new ApiFailure(409, wm.alreadyWaiting, { fields: { phone: wm.alreadyWaiting } });
      const entry = await waitlist.read(result.publicId, member?.id ?? null, app.clock());
      if (!entry) throw notFound();
      return entry;
    },
    { message: wm.joined },
  );

  defineRoute(app, live.waitlistEntry, async ({ params, member }) => {
    const entry = await waitlist.read(params.publicId ?? '', member?.id ?? null, app.clock());
    if (!entry) throw notFound();
    return entry;
  });

  defineRoute(app, live.waitlistConfirm, async (req) => {
    const { body, member, params } = req;
    const result = await waitlist.confirm(
      params.publicId ?? '',
      member?.id ?? null,
      { purpose: body.purpose, note: body.note, email: body.email?.trim() || null, gender: body.gender },
      app.clock(),
    );
    if (result.kind === 'expired') throw new ApiFailure(409, wm.holdExpired, { fields: { status: wm.holdExpired } });
    if (result.kind === 'not-found') throw notFound();
    if (result.kind === 'not-held') throw new ApiFailure(409, wm.notHeld, { fields: { status: wm.notHeld } });
    if (result.kind === 'inactive') throw new ApiFailure(409, wm.notActive, { fields: { status: wm.notActive } });
    if (result.kind === 'full') throw new ApiFailure(409, messages.slotFull, { fields: { time: messages.slotFull } });
    if (result.kind !== 'booked') throw notFound();
    return { order_id: result.order.id, slug: result.order.slug, public_id: result.order.publicId };
  });

  defineRoute(
    app,
    live.waitlistLeave,
    async (req) => {
      const { params, member } = req;
      const result = await waitlist.leave(params.publicId ?? '', member?.id ?? null, app.clock());
      if (result.kind === 'not-found') throw notFound();
      if (result.kind !== 'left') throw new ApiFailure(409, wm.notActive, { fields: { status: wm.notActive } });
      const entry = await waitlist.read(params.publicId ?? '', member?.id ?? null, app.clock());
      if (!entry) throw notFound();
      return entry;
    },
    { message: wm.left },
  );
}
