/** Booking availability of a store (§3 can_order_dates, can_order_times; §7 Store). */
import type { FastifyInstance } from 'fastify';
import { endpoints, messages } from '@joy/contract';
import { defineRoute } from '../../../lib/define-route';
import { ApiFailure, validationFailure } from '../../../lib/api-error';
import { idParam } from '../../../lib/id-param';
import { isBookingDate } from '../../../lib/booking-clock';

export default async function availabilityRoutes(app: FastifyInstance): Promise<void> {
  const { availability } = app.repos;

  const storeOf = async (id: string | undefined) => {
    const store = await availability.store(idParam(id, messages.storeNotFound));
    if (!store) throw new ApiFailure(404, messages.storeNotFound);
    return store;
  };

  defineRoute(app, endpoints.canOrderDate, async ({ params }) => availability.dates(await storeOf(params.id), app.clock()));

  defineRoute(app, endpoints.canOrderTimes, async ({ params }) => {
    const store = await storeOf(params.id);
    if (!isBookingDate(params.date)) throw validationFailure({ date: messages.invalidBookingDate });
    const people = /^\d{1,3}$/.test(params.num ?? '') ? Number(params.num) : NaN;
    if (!(people >= 1 && people <= store.maxPartySize)) throw validationFailure({ num: messages.invalidPartySize });
    return availability.times(store, params.date, people, app.clock());
  });
}
