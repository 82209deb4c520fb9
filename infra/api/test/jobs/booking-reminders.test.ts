/**
 * Booking reminders with a controllable clock: the day-before and two-hour reminders go out
 * once each (SMS and, for a member, a notification), a second run sends nothing, a cancelled
 * booking gets nothing, and a booking made after a reminder's moment does not get that one.
 */
import { eq } from 'drizzle-orm';
import type { Envelope, Notification, OrderCreated, Paged } from '@joy/contract';
import * as t from '../../src/db/schema';
import { slotInstant } from '../../src/lib/booking-clock';
import { bookingRemindersJob, dueReminder } from '../../src/jobs/booking-reminders';
import { createScheduler } from '../../src/jobs/scheduler';
import { eachDatabase, json } from '../helpers/app';
import { register } from '../helpers/accounts';
import { bookingBody, findSlot, guestFields, inject } from '../helpers/booking';

const HOUR = 3_600_000;

describe('which reminder is due', () => {
  const start = new Date('2030-01-10T18:00:00+08:00');
  const longAgo = new Date('2030-01-01T00:00:00Z');
  it.each([
    [-30, longAgo, null],
    [-24, longAgo, 'day-before'],
    [-3, longAgo, 'day-before'],
    [-2, longAgo, 'two-hours'],
    [-0.5, longAgo, 'two-hours'],
    [0, longAgo, null],
    // Booked 10 hours ahead: no day-before reminder, the two-hour one still.
    [-5, new Date(start.getTime() - 10 * HOUR), null],
    [-1, new Date(start.getTime() - 10 * HOUR), 'two-hours'],
    // Booked 1 hour ahead: nothing.
    [-0.5, new Date(start.getTime() - HOUR), null],
  ])('%d h before, booked at %s → %s', (hours, bookedAt, kind) => {
    expect(dueReminder(start, bookedAt as Date, new Date(start.getTime() + (hours as number) * HOUR))).toBe(kind);
  });
});

eachDatabase(
  'booking reminders job',
  (ctx) => {
    let now = new Date();
    const run = () => createScheduler({ db: ctx.app.db, log: ctx.app.log, clock: () => now, jobs: [bookingRemindersJob()] }).run('booking-reminders');
    /** Reminder texts in the local SMS outbox, oldest first. */
    const textsTo = async (phone: string) =>
      (await ctx.app.outbox.drain(), await ctx.db.select({ body: t.smsOutbox.body }).from(t.smsOutbox).where(eq(t.smsOutbox.phone, phone)).orderBy(t.smsOutbox.id)).filter((x) => x.body.includes('提醒您'));

    it('texts and notifies the member the day before and two hours before, once each; a cancelled booking gets nothing', async () => {
      const slot = await findSlot(ctx, 60, 3);
      const member = await register(ctx);
      const { order_id } = json<Envelope<OrderCreated>>(await inject(ctx, 'POST', '/v2/order', bookingBody(slot), member.token)).return;
      const guest = guestFields();
      const cancelled = await register(ctx);
      const gone = json<Envelope<OrderCreated>>(await inject(ctx, 'POST', '/v2/order', bookingBody(slot, { adult_num: 1 }), cancelled.token)).return;
      await inject(ctx, 'PUT', '/v2/order', { order_id: gone.order_id, status: 0 }, cancelled.token);
      await inject(ctx, 'POST', '/v2/order', { ...bookingBody(slot, { adult_num: 1 }), ...guest });
      const start = slotInstant(slot.date, slot.time);

      now = new Date(start.getTime() - 25 * HOUR);
      await run();
      expect(await textsTo(member.phone)).toHaveLength(0);

      now = new Date(start.getTime() - 23 * HOUR);
      await run();
      await run();
      expect(await textsTo(member.phone)).toHaveLength(1);
      expect((await textsTo(member.phone))[0].body).toMatch(/^【樂享】提醒您，明天（\d{4} 年 \d+ 月 \d+ 日 \d\d:\d\d）在 .+ 有 2 位的訂位，地址：.+/);
      expect(await textsTo(guest.phone)).toHaveLength(1);
      expect(await textsTo(cancelled.phone)).toHaveLength(0);

      now = new Date(start.getTime() - 90 * 60_000);
      await run();
      await run();
      expect(await textsTo(member.phone)).toHaveLength(2);
      expect((await textsTo(member.phone))[1].body).toContain('兩小時後');
      expect(await textsTo(cancelled.phone)).toHaveLength(0);

      const rows = await ctx.db.select().from(t.bookingReminders).where(eq(t.bookingReminders.orderId, order_id));
      expect(rows.map((r) => r.kind).sort()).toEqual(['day-before', 'two-hours']);
      const inbox = json<Envelope<Paged<Notification>>>(await inject(ctx, 'GET', '/v2/notification?limit=20', undefined, member.token)).return.data;
      const notes = inbox.filter((n) => n.data.notification_title === '訂位提醒' && n.data.order_id === order_id);
      expect(notes).toHaveLength(2);
    });

    it('two instances running the job at once send each reminder once', async () => {
      const slot = await findSlot(ctx, 61, 3);
      const guest = guestFields();
      await inject(ctx, 'POST', '/v2/order', { ...bookingBody(slot), ...guest });
      now = new Date(slotInstant(slot.date, slot.time).getTime() - 20 * HOUR);
      const second = createScheduler({ db: ctx.app.db, log: ctx.app.log, clock: () => now, jobs: [bookingRemindersJob()] });
      await Promise.all([run(), second.run('booking-reminders')]);
      expect(await textsTo(guest.phone)).toHaveLength(1);
    });
  },
);
