/**
 * Booking availability of a store (§3 can_order_dates, can_order_times; §7 Store). A date a
 * scheduled draw will release (issue 28, services/draws.ts) has no first-come times: its
 * can-order-date list is empty and can-order-times answers 此日期將以抽籤方式開放訂位.
 */
import type { FastifyInstance } from 'fastify';
import { endpoints, messages } from '@joy/contract';
import { defineRoute } from '../../../lib/define-route';
import { ApiFailure, validationFailure } from '../../../lib/api-error';
import { idParam } from '../../../lib/id-param';
import { isBookingDate, slotInstant, taipeiDate } from '../../../lib/booking-clock';
import { refuseDrawDate } from '../../../services/draws';
import { cachedEnvelope, sendCached } from '../../../lib/cached-reply';

export default async function availabilityRoutes(app: FastifyInstance): Promise<void> {
  const { availability } = app.repos;

  const storeOf = async (id: string | undefined) => {
    const store = await availability.store(idParam(id, messages.storeNotFound));
    if (!store) throw new ApiFailure(404, messages.storeNotFound);
    return store;
  };

  // Cached per version of the store and of its slots and bookings (a scheduled draw's date is
  // held in the catalog as a closing day is, and its changes bump the same version), until the
  // first bookable time of today passes or the day ends (the window moves).
  defineRoute(
    app,
    endpoints.canOrderDate,
    async ({ params, raw }, reply) => {
      const id = idParam(params.id, messages.storeNotFound);
      const catalog = await app.readModel.fresh();
      const version = await app.readModel.versionOf(id);
      if (version === null) throw new ApiFailure(404, messages.storeNotFound);
      const entry = await cachedEnvelope(app, app.readModel.cache, endpoints.canOrderDate, `dates:${id}`, `${version}:${catalog.seatVersionOf(id)}`, async () => {
        const now = app.clock();
        const dates = await catalog.orderDates(id, now);
        if (!dates) throw new ApiFailure(404, messages.storeNotFound);
        const today = taipeiDate(now);
        const tomorrow = slotInstant(taipeiDate(now, 1), '00:00').getTime();
        const first = dates[today]?.[0];
        return { data: dates, until: first ? Math.min(slotInstant(today, first).getTime(), tomorrow) : tomorrow };
      });
      return sendCached(raw, reply, entry) as never;
    },
    { ownReply: true },
  );

  defineRoute(app, endpoints.canOrderTimes, async ({ params }) => {
    const store = await storeOf(params.id);
    if (!isBookingDate(params.date)) throw validationFailure({ date: messages.invalidBookingDate });
    const people = /^\d{1,3}$/.test(params.num ?? '') ? Number(params.num) : NaN;
    if (!(people >= 1 && people <= store.maxPartySize)) throw validationFailure({ num: messages.invalidPartySize });
    await refuseDrawDate(app, store.id, params.date);
    return availability.times(store, params.date, people, app.clock());
  });
}
