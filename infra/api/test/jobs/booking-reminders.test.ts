/**
 * Booking reminders under a moved clock: the day-before reminder at 18:00 (Taipei) the day
 * before — not 24 hours ahead — and the one 2 hours before, once each per booking and kind
 * (a second run, a second instance). A guest is texted with the 確認赴約 / 取消訂位 links of
 * the result page; a member gets a notification opening the order page with ?reminder=confirm,
 * and an SMS unless they turned SMS reminders off. A cancelled booking gets nothing; a booking
 * made after a reminder's moment does not get that one. Both moments are settings.
 */
import pg from 'pg';
// First: it loads PGlite outside Jest's sandbox for every module after it (helpers/app.ts).
import { eachDatabase, json, type TestContext } from '../helpers/app';
import { eq } from 'drizzle-orm';
import type { Envelope, Notification, OrderCreated, Paged } from '@joy/contract';
import * as t from '../../src/db/schema';
import { loadConfig } from '../../src/config/env';
import { openPostgres, type Database } from '../../src/db/client';
import { slotInstant, taipeiDate } from '../../src/lib/booking-clock';
import { reminderMoments } from '../../src/lib/reminder-texts';
import { bookingRemindersJob, dueReminder } from '../../src/jobs/booking-reminders';
import { createScheduler } from '../../src/jobs/scheduler';
import { bookingReminderSms } from '../../src/outbox/booking-texts';
import { register } from '../helpers/accounts';
import { bookingBody, findSlot, guestFields, inject, type Slot } from '../helpers/booking';

const HOUR = 3_600_000;
const ORIGIN = 'https://book.joy.test';
const DEFAULTS = { dayBeforeAt: '18:00', hoursBefore: 2 };

describe('which reminder is due', () => {
  const lunch = { date: '2030-01-10', time: '12:00' };
  const at = (iso: string) => new Date(`${iso}+08:00`);
  const longAgo = new Date('2030-01-01T00:00:00Z');

  it.each([
    // The day before at 18:00, not 24 hours before noon.
    ['2030-01-09T12:00:00', longAgo, null],
    ['2030-01-09T17:59:00', longAgo, null],
    ['2030-01-09T18:00:00', longAgo, 'day-before'],
    ['2030-01-10T09:59:00', longAgo, 'day-before'],
    ['2030-01-10T10:00:00', longAgo, 'two-hours'],
    ['2030-01-10T11:30:00', longAgo, 'two-hours'],
    ['2030-01-10T12:00:00', longAgo, null],
    // Booked at 20:00 the day before: no day-before reminder, the 2-hour one still.
    ['2030-01-09T21:00:00', at('2030-01-09T20:00:00'), null],
    ['2030-01-10T10:05:00', at('2030-01-09T20:00:00'), 'two-hours'],
    // Booked an hour ahead: nothing.
    ['2030-01-10T11:30:00', at('2030-01-10T11:00:00'), null],
  ])('at %s (Taipei), booked at %s → %s', (now, bookedAt, kind) => {
    expect(dueReminder(lunch, bookedAt as Date, at(now as string), DEFAULTS)).toBe(kind);
  });

  it('takes both moments from the settings', () => {
    const moments = reminderMoments('2030-01-10', '19:30', { dayBeforeAt: '20:15', hoursBefore: 3 });
    expect(moments['day-before'].toISOString()).toBe(at('2030-01-09T20:15:00').toISOString());
    expect(moments['two-hours'].toISOString()).toBe(at('2030-01-10T16:30:00').toISOString());
    // A reservation just after midnight is reminded at 18:00 of the calendar day before.
    expect(reminderMoments('2030-01-10', '00:30', DEFAULTS)['day-before'].toISOString()).toBe(at('2030-01-09T18:00:00').toISOString());
  });

  it('reads REMINDER_DAY_BEFORE_AT and REMINDER_HOURS_BEFORE, 18:00 and 2 by default, and refuses nonsense', () => {
    expect(loadConfig({}).reminders).toEqual({ dayBeforeAt: '18:00', hoursBefore: 2 });
    expect(loadConfig({ REMINDER_DAY_BEFORE_AT: '19:30', REMINDER_HOURS_BEFORE: '3' }).reminders).toEqual({ dayBeforeAt: '19:30', hoursBefore: 3 });
    expect(() => loadConfig({ REMINDER_DAY_BEFORE_AT: '25:00' })).toThrow(/REMINDER_DAY_BEFORE_AT must be a time HH:MM/);
    expect(() => loadConfig({ REMINDER_HOURS_BEFORE: '0' })).toThrow(/REMINDER_HOURS_BEFORE must be an integer from 1 to 23/);
  });
});

/** 18:00 (Taipei) of the day before the slot's date. */
const dayBeforeAt18 = (slot: Slot) => new Date(`${taipeiDate(slotInstant(slot.date, '12:00'), -1)}T18:00:00+08:00`);

eachDatabase(
  'booking reminders job',
  (ctx) => {
    let now = new Date();
    const run = () => createScheduler({ db: ctx.app.db, log: ctx.app.log, clock: () => now, jobs: [bookingRemindersJob()] }).run('booking-reminders');
    /** Reminder texts in the local SMS outbox, oldest first. */
    const textsTo = async (phone: string) =>
      (await ctx.app.outbox.drain(), await ctx.db.select({ body: t.smsOutbox.body }).from(t.smsOutbox).where(eq(t.smsOutbox.phone, phone)).orderBy(t.smsOutbox.id))
        .map((x) => x.body)
        .filter((body) => body.includes('提醒您'));
    const remindersOf = async (c: TestContext, token: string, orderId: number) =>
      json<Envelope<Paged<Notification>>>(await inject(c, 'GET', '/v2/notification?limit=20', undefined, token)).return.data.filter((n) => n.data.notification_title === '訂位提醒' && n.data.order_id === orderId);
    const book = async (slot: Slot, extra: Record<string, unknown> = {}, token?: string) => {
      const res = await inject(ctx, 'POST', '/v2/order', { ...bookingBody(slot), ...extra }, token);
      if (res.statusCode !== 200) throw new Error(res.body);
      return json<Envelope<OrderCreated>>(res).return;
    };

    it('reminds a member at 18:00 the day before and 2 hours before, by notification and SMS, once each; a cancelled booking gets nothing', async () => {
      const slot = await findSlot(ctx, 60, 3);
      const member = await register(ctx);
      const { order_id } = await book(slot, {}, member.token);
      const cancelled = await register(ctx);
      const gone = await book(slot, { adult_num: 1 }, cancelled.token);
      expect((await inject(ctx, 'PUT', '/v2/order', { order_id: gone.order_id, status: 0 }, cancelled.token)).statusCode).toBe(200);
      const start = slotInstant(slot.date, slot.time);

      // 24 hours before is not the moment any more (unless that is 18:00 already): a minute before 18:00 is too early.
      now = new Date(dayBeforeAt18(slot).getTime() - 60_000);
      await run();
      expect(await textsTo(member.phone)).toHaveLength(0);

      now = dayBeforeAt18(slot);
      await run();
      await run();
      let texts = await textsTo(member.phone);
      expect(texts).toHaveLength(1);
      expect(texts[0]).toMatch(/^【樂享】提醒您，明天（\d{4} 年 \d+ 月 \d+ 日 \d\d:\d\d）在 .+ 有 2 位的訂位，地址：.+。/);
      expect(texts[0]).toContain(`確認赴約：${ORIGIN}/member/history/${order_id}?reminder=confirm`);
      expect(texts[0]).toContain(`取消訂位：${ORIGIN}/member/history/${order_id}?reminder=cancel`);
      expect(await textsTo(cancelled.phone)).toHaveLength(0);
      let notes = await remindersOf(ctx, member.token, order_id);
      expect(notes).toHaveLength(1);
      expect(notes[0].data.notification_action).toBe(`/member/history/${order_id}?reminder=confirm`);
      expect(notes[0].data.notification_body).toContain('提醒您，明天');

      now = new Date(start.getTime() - 90 * 60_000);
      await run();
      await run();
      texts = await textsTo(member.phone);
      expect(texts).toHaveLength(2);
      expect(texts[1]).toContain('提醒您，兩小時後');
      expect(await textsTo(cancelled.phone)).toHaveLength(0);
      expect(await remindersOf(ctx, cancelled.token, gone.order_id)).toHaveLength(0);

      const rows = await ctx.db.select().from(t.bookingReminders).where(eq(t.bookingReminders.orderId, order_id));
      expect(rows.map((r) => r.kind).sort()).toEqual(['day-before', 'two-hours']);
      notes = await remindersOf(ctx, member.token, order_id);
      expect(notes).toHaveLength(2);
    });

    it('texts a guest the result page’s 確認赴約 and 取消訂位 links, not the member pages', async () => {
      const slot = await findSlot(ctx, 62, 3);
      const guest = guestFields();
      const { public_id } = await book(slot, guest);
      now = dayBeforeAt18(slot);
      await run();
      const texts = await textsTo(guest.phone);
      expect(texts).toHaveLength(1);
      expect(texts[0]).toContain(`確認赴約：${ORIGIN}/booking-result/${public_id}?reminder=confirm`);
      expect(texts[0]).toContain(`取消訂位：${ORIGIN}/booking-result/${public_id}?reminder=cancel`);
      expect(texts[0]).not.toContain('訂位紀錄');
      expect(texts[0]).not.toContain('/member/');
    });

    it('gives a booking made after 18:00 the day before no day-before reminder, only the 2-hour one', async () => {
      const slot = await findSlot(ctx, 63, 3);
      const guest = guestFields();
      const { order_id } = await book(slot, guest);
      await ctx.db.update(t.orders).set({ createdAt: new Date(dayBeforeAt18(slot).getTime() + HOUR) }).where(eq(t.orders.id, order_id));
      now = new Date(dayBeforeAt18(slot).getTime() + 2 * HOUR);
      await run();
      expect(await textsTo(guest.phone)).toHaveLength(0);
      now = new Date(slotInstant(slot.date, slot.time).getTime() - HOUR);
      await run();
      const texts = await textsTo(guest.phone);
      expect(texts).toHaveLength(1);
      expect(texts[0]).toContain('兩小時後');
    });

    it('notifies a member who turned SMS reminders off, without an SMS', async () => {
      const slot = await findSlot(ctx, 64, 3);
      const member = await register(ctx);
      const { order_id } = await book(slot, {}, member.token);
      await ctx.db.update(t.members).set({ smsReminders: false }).where(eq(t.members.phone, member.phone));
      now = dayBeforeAt18(slot);
      await run();
      expect(await textsTo(member.phone)).toHaveLength(0);
      expect(await remindersOf(ctx, member.token, order_id)).toHaveLength(1);
    });

    it('makes the SMS at dispatch: none once the booking is cancelled, none once the member turned SMS reminders off', async () => {
      const slot = await findSlot(ctx, 65, 3);
      const guest = guestFields();
      const first = await book(slot, guest);
      expect((await bookingReminderSms(ctx.db, ORIGIN, first.order_id, 'day-before', 2))?.phone).toBe(guest.phone);
      await ctx.db.update(t.orders).set({ status: 0 }).where(eq(t.orders.id, first.order_id));
      expect(await bookingReminderSms(ctx.db, ORIGIN, first.order_id, 'day-before', 2)).toBeNull();

      const member = await register(ctx);
      const second = await book(slot, {}, member.token);
      expect((await bookingReminderSms(ctx.db, ORIGIN, second.order_id, 'two-hours', 3))?.text).toContain('提醒您，3 小時後');
      await ctx.db.update(t.members).set({ smsReminders: false }).where(eq(t.members.phone, member.phone));
      expect(await bookingReminderSms(ctx.db, ORIGIN, second.order_id, 'two-hours', 3)).toBeNull();
    });

    it('two instances running the job at once send each reminder once, and a restarted one sends nothing again', async () => {
      const slot = await findSlot(ctx, 61, 3);
      const guest = guestFields();
      await book(slot, guest);
      now = dayBeforeAt18(slot);
      // The second instance has its own pool on PostgreSQL (PGlite has one connection).
      let other = ctx.app.db;
      let closeOther = async () => undefined;
      if (ctx.kind === 'postgres') {
        const url = ((ctx.db as unknown as { $client: pg.Pool }).$client.options as { connectionString: string }).connectionString;
        const handle = await openPostgres(url);
        other = handle.db as unknown as Database;
        closeOther = async () => void (await handle.close());
      }
      try {
        // The claim alone keeps it to once: both batches at the same moment, past the scheduler's lock.
        const [a, b] = await Promise.all([
          ctx.app.db.transaction((tx) => bookingRemindersJob().batch(tx, now)),
          other.transaction((tx) => bookingRemindersJob().batch(tx, now)),
        ]);
        expect(a.processed + b.processed).toBeGreaterThanOrEqual(1);
        const elsewhere = () => createScheduler({ db: other, log: ctx.app.log, clock: () => now, jobs: [bookingRemindersJob()] });
        await Promise.all([run(), elsewhere().run('booking-reminders'), run(), elsewhere().run('booking-reminders')]);
        // A restart: a new scheduler at the same instant finds the reminder claimed.
        await elsewhere().run('booking-reminders');
      } finally {
        await closeOther();
      }
      expect(await textsTo(guest.phone)).toHaveLength(1);
    });
  },
  { env: { PUBLIC_ORIGIN: ORIGIN } },
);
