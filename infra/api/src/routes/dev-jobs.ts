/**
 * Development hooks that run a scheduled job at a chosen instant, registered only with
 * DEV_ROUTES=true (off by default; a production configuration refuses it): the end-to-end
 * tests make "the day before at 18:00" happen without waiting for it. The job runs as the
 * scheduler runs it — its advisory lock, its claims, its outbox messages — with its clock set
 * to the instant given; the outbox is then drained so what it sent can be read at once
 * (GET /dev/sms-outbox).
 *
 * POST /dev/jobs/booking-reminders {at: ISO instant} → {ran, processed}
 * POST /dev/jobs/table-draws {at: ISO instant} → {ran, processed} (the draws whose window closed by then)
 * PUT /dev/orders/{id}/reservation {date, time} → {date, time} — moves a booking's reservation
 *   (e.g. into the past), so a journey can have the store mark 未到 through the partner API, as
 *   it may only once the booking's time has come, without waiting for it.
 */
import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { validate } from '@joy/contract';
import { validationFailure } from '../lib/api-error';
import { bookingRemindersJob } from '../jobs/booking-reminders';
import { tableDrawsJob } from '../jobs/table-draws';
import { createScheduler } from '../jobs/scheduler';
import * as t from '../db/schema';
import { eq } from 'drizzle-orm';

const runBody = yup.object({
  at: yup
    .string()
    .required('請提供時間')
    .test('instant', '時間格式不正確', (v) => !Number.isNaN(Date.parse(v ?? ''))),
});

export default async function devJobRoutes(app: FastifyInstance): Promise<void> {
  if (!app.config.devRoutes) return;
  app.log.warn('DEV_ROUTES=true: /dev/jobs runs jobs at any instant on request; never in production');

  app.post('/dev/jobs/booking-reminders', async (request) => {
    const checked = await validate(runBody, request.body ?? {});
    if (!checked.ok) throw validationFailure(checked.errors);
    const at = new Date(checked.value.at);
    const scheduler = createScheduler({ db: app.db, log: app.log, clock: () => at, jobs: [bookingRemindersJob(app.config.reminders)] });
    const outcome = await scheduler.run('booking-reminders');
    await app.outbox.drain();
    return { ran: outcome.ran, processed: outcome.ran ? outcome.processed : 0 };
  });

  app.post('/dev/jobs/table-draws', async (request) => {
    const checked = await validate(runBody, request.body ?? {});
    if (!checked.ok) throw validationFailure(checked.errors);
    const at = new Date(checked.value.at);
    const scheduler = createScheduler({ db: app.db, log: app.log, clock: () => at, jobs: [tableDrawsJob({ orders: app.repos.orders, origin: app.config.publicOrigin })] });
    const outcome = await scheduler.run('table-draws');
    await app.outbox.drain();
    return { ran: outcome.ran, processed: outcome.ran ? outcome.processed : 0 };
  });

  const reservationBody = yup.object({
    date: yup.string().required('請提供日期').matches(/^\d{4}-\d{2}-\d{2}$/, '日期格式不正確'),
    time: yup.string().required('請提供時段').matches(/^\d{2}:\d{2}$/, '時段格式不正確'),
  });
  app.put<{ Params: { id: string } }>('/dev/orders/:id/reservation', async (request) => {
    const checked = await validate(reservationBody, request.body ?? {});
    if (!checked.ok) throw validationFailure(checked.errors);
    const orderId = Number(request.params.id);
    const moved = Number.isInteger(orderId)
      ? await app.db.update(t.orders).set({ date: checked.value.date, time: checked.value.time }).where(eq(t.orders.id, orderId)).returning({ date: t.orders.date, time: t.orders.time })
      : [];
    if (!moved.length) throw validationFailure({ id: '找不到這筆訂位' });
    return moved[0];
  });
}
