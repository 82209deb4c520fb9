/**
 * POST /dev/jobs/booking-reminders runs the reminder job at a given instant — only with
 * DEV_ROUTES=true, which a production configuration refuses; otherwise the path does not exist.
 */
import { eq } from 'drizzle-orm';
import type { Envelope, OrderCreated } from '@joy/contract';
import { eachDatabase, json } from '../helpers/app';
import * as t from '../../src/db/schema';
import { loadConfig } from '../../src/config/env';
import { slotInstant, taipeiDate } from '../../src/lib/booking-clock';
import { bookingBody, findSlot, guestFields, inject } from '../helpers/booking';

describe('DEV_ROUTES', () => {
  it('is off by default and refused in production', () => {
    expect(loadConfig({}).devRoutes).toBe(false);
    expect(loadConfig({ DEV_ROUTES: 'true' }).devRoutes).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_ROUTES: 'true' })).toThrow(/DEV_ROUTES=true runs jobs on request/);
  });
});

eachDatabase(
  'dev job hook, enabled',
  (ctx) => {
    it('runs the reminder job at the instant given and drains what it sent', async () => {
      const slot = await findSlot(ctx, 90, 3);
      const guest = guestFields();
      const booked = await inject(ctx, 'POST', '/v2/order', { ...bookingBody(slot), ...guest });
      const { order_id } = json<Envelope<OrderCreated>>(booked).return;
      const at = `${taipeiDate(slotInstant(slot.date, '12:00'), -1)}T18:00:00+08:00`;

      const early = await inject(ctx, 'POST', '/dev/jobs/booking-reminders', { at: `${taipeiDate(slotInstant(slot.date, '12:00'), -1)}T17:00:00+08:00` });
      expect(json(early)).toEqual({ ran: true, processed: 0 });
      const res = await inject(ctx, 'POST', '/dev/jobs/booking-reminders', { at });
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({ ran: true, processed: 1 });
      const texts = await ctx.db.select({ body: t.smsOutbox.body }).from(t.smsOutbox).where(eq(t.smsOutbox.phone, guest.phone));
      expect(texts.filter((x) => x.body.includes('?reminder=confirm'))).toHaveLength(1);
      const claims = await ctx.db.select().from(t.bookingReminders).where(eq(t.bookingReminders.orderId, order_id));
      expect(claims.map((c) => c.kind)).toEqual(['day-before']);

      expect((await inject(ctx, 'POST', '/dev/jobs/booking-reminders', { at: 'tomorrow' })).statusCode).toBe(422);
    });
  },
  { pgliteOnly: true, env: { DEV_ROUTES: 'true' } },
);

eachDatabase(
  'dev job hook, disabled',
  (ctx) => {
    it('does not exist without DEV_ROUTES', async () => {
      expect((await inject(ctx, 'POST', '/dev/jobs/booking-reminders', { at: new Date().toISOString() })).statusCode).toBe(404);
    });
  },
  { pgliteOnly: true },
);
