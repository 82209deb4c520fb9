/**
 * The waitlist of a full slot: joining, the first in line held 10 minutes when seats free up
 * (SMS + notification), nobody else able to book the held seats, confirming, leaving, and the
 * hold expiring by itself under a moved clock and passing to the next in line.
 */
import { eq } from 'drizzle-orm';
import type { Envelope, Notification, OrderCreated, OrderDetail, Paged, WaitlistEntry } from '@joy/contract';
import * as t from '../../../src/db/schema';
import { createJobs } from '../../../src/jobs';
import { weekdayOf } from '../../../src/lib/booking-clock';
import { partnerCall } from '../../helpers/partner';
import { eachDatabase, json } from '../../helpers/app';
import { newPhone, register } from '../../helpers/accounts';
import { bookedAt, bookingBody, findSlot, guestFields, inject, setCapacity, type Slot } from '../../helpers/booking';

let clockOffsetMs = 0;

eachDatabase(
  'waitlist',
  (ctx) => {
    beforeEach(() => (clockOffsetMs = 0));
    const join = (slot: Slot, extra: Record<string, unknown>, token?: string) =>
      inject(ctx, 'POST', '/v2/waitlist', { store_id: slot.storeId, date: slot.date, time: slot.time, adult_num: 2, child_num: 0, ...extra }, token);
    const entryOf = (res: { body: string }) => json<Envelope<WaitlistEntry>>(res).return;
    const read = async (publicId: string, token?: string) => entryOf(await inject(ctx, 'GET', `/v2/waitlist/${publicId}`, undefined, token));
    /** The hold texts a phone received (once the outbox has dispatched what is due). */
    const texts = async (phone: string) =>
      (await ctx.app.outbox.drain(), await ctx.db.select({ body: t.smsOutbox.body }).from(t.smsOutbox).where(eq(t.smsOutbox.phone, phone))).map((r) => r.body).filter((body) => body.includes('候補到位'));
    /** A slot of `capacity` seats, fully booked by one member order; returns it and the order. */
    async function fullSlot(nth: number, capacity = 2) {
      const slot = await findSlot(ctx, nth, 4);
      await setCapacity(ctx, slot, capacity);
      const owner = await register(ctx);
      const { order_id } = json<Envelope<OrderCreated>>(await inject(ctx, 'POST', '/v2/order', bookingBody(slot, { adult_num: capacity }), owner.token)).return;
      return { slot, owner, orderId: order_id };
    }

    it('refuses to queue for a slot with room, and asks a guest for name and phone', async () => {
      const slot = await findSlot(ctx, 80, 4);
      const open = await join(slot, guestFields());
      expect(open.statusCode).toBe(409);
      expect(json(open)).toMatchObject({ msg: '此時段尚有空位，請直接訂位', return: { errors: { time: '此時段尚有空位，請直接訂位' } } });
      const bare = await join(slot, {});
      expect(bare.statusCode).toBe(422);
      expect(Object.keys(json<Envelope<{ errors: Record<string, string> }>>(bare).return.errors).sort()).toEqual(['name', 'phone']);
    });

    it("queues in order; a cancellation holds the seats for the first in line only, who is texted and notified; nobody else can book them; confirming books them once", async () => {
      const { slot, owner, orderId } = await fullSlot(81);
      const first = await register(ctx);
      const joined = await join(slot, {}, first.token);
      expect(joined.statusCode).toBe(200);
      expect(json(joined).msg).toBe('已加入候補');
      const a = entryOf(joined);
      expect(a).toMatchObject({ status: 'waiting', position: 1, date: slot.date, time: slot.time, hold_expires_at: null, order: null });
      const guest = guestFields();
      const b = entryOf(await join(slot, { name: guest.name, phone: guest.phone }));
      expect(b.position).toBe(2);
      expect((await join(slot, { name: guest.name, phone: guest.phone })).statusCode).toBe(409);
      // A member's entry is theirs alone.
      expect((await inject(ctx, 'GET', `/v2/waitlist/${a.public_id}`, undefined, (await register(ctx)).token)).statusCode).toBe(404);
      expect((await inject(ctx, 'GET', `/v2/waitlist/${a.public_id}`)).statusCode).toBe(404);

      expect((await inject(ctx, 'PUT', '/v2/order', { order_id: orderId, status: 0 }, owner.token)).statusCode).toBe(200);
      const held = await read(a.public_id, first.token);
      expect(held.status).toBe('held');
      const left = new Date(held.hold_expires_at as string).getTime() - Date.now();
      expect(left).toBeGreaterThan(9 * 60_000);
      expect(left).toBeLessThanOrEqual(10 * 60_000);
      expect((await read(b.public_id)).position).toBe(1);
      const [sms] = await texts(first.phone);
      expect(sms).toMatch(new RegExp(`^【樂享】候補到位！.+ 2 位已為您保留 10 分鐘，請於 \\d\\d:\\d\\d 前確認：${ctx.config.publicOrigin}/booking\\?waitlist=${a.public_id}$`));
      const inbox = json<Envelope<Paged<Notification>>>(await inject(ctx, 'GET', '/v2/notification', undefined, first.token)).return.data;
      expect(inbox[0].data).toMatchObject({ notification_title: '候補到位', notification_action: `/booking?waitlist=${a.public_id}` });

      // The held seats are not for anyone else.
      const other = await inject(ctx, 'POST', '/v2/order', { ...bookingBody(slot), ...guestFields() });
      expect(other.statusCode).toBe(409);
      expect((await inject(ctx, 'POST', `/v2/waitlist/${b.public_id}/confirm`, {})).statusCode).toBe(409);

      const confirmed = await inject(ctx, 'POST', `/v2/waitlist/${a.public_id}/confirm`, { note: '靠窗' }, first.token);
      expect(confirmed.statusCode).toBe(200);
      const order = json<Envelope<OrderCreated>>(confirmed).return;
      const again = await inject(ctx, 'POST', `/v2/waitlist/${a.public_id}/confirm`, {}, first.token);
      expect(json<Envelope<OrderCreated>>(again).return.order_id).toBe(order.order_id);
      const detail = json<Envelope<OrderDetail>>(await inject(ctx, 'GET', `/v2/order/${order.order_id}`, undefined, first.token)).return;
      expect(detail).toMatchObject({ status: 1, date: slot.date, time: slot.time, adult_num: 2, note: '靠窗' });
      expect(await read(a.public_id, first.token)).toMatchObject({ status: 'booked', order: { id: order.order_id } });
      expect(await bookedAt(ctx, slot)).toEqual({ seats: 2, orders: 1 });
    });

    it('a hold expires by itself after 10 minutes and passes to the next in line; the late diner is told', async () => {
      const { slot, owner, orderId } = await fullSlot(82);
      const [g1, g2] = [guestFields(newPhone()), guestFields(newPhone())];
      const a = entryOf(await join(slot, { name: g1.name, phone: g1.phone }));
      const b = entryOf(await join(slot, { name: g2.name, phone: g2.phone }));
      await inject(ctx, 'PUT', '/v2/order', { order_id: orderId, status: 0 }, owner.token);
      expect((await read(a.public_id)).status).toBe('held');

      const jobs = createJobs(ctx.app);
      clockOffsetMs = 9 * 60_000;
      await jobs.run('waitlist-holds');
      expect((await read(a.public_id)).status).toBe('held');

      clockOffsetMs = 10 * 60_000 + 5_000;
      // Over at once for its diner, before the job has come round.
      expect((await read(a.public_id)).status).toBe('expired');
      expect(await jobs.run('waitlist-holds')).toEqual({ ran: true, processed: 1 });
      expect((await read(a.public_id)).status).toBe('expired');
      expect((await read(b.public_id)).status).toBe('held');
      expect(await texts(g2.phone)).toHaveLength(1);
      const late = await inject(ctx, 'POST', `/v2/waitlist/${a.public_id}/confirm`, {});
      expect(late.statusCode).toBe(409);
      expect(json(late).msg).toBe('此候補已結束');
      expect((await inject(ctx, 'POST', `/v2/waitlist/${b.public_id}/confirm`, { email: 'g2@example.tw' })).statusCode).toBe(200);
      expect(await bookedAt(ctx, slot)).toEqual({ seats: 2, orders: 1 });
      // The booking the hold became is e-mailed like any other, with its calendar file.
      await ctx.app.outbox.drain();
      const mails = json<{ messages: { subject: string; attachments: unknown[] }[] }>(await ctx.app.inject({ method: 'GET', url: '/dev/mail-outbox?to=g2%40example.tw' })).messages;
      expect(mails).toHaveLength(1);
      expect(mails[0].attachments).toHaveLength(1);
    });

    it('leaving while held passes the seats on at once; the store adding seats serves the line first', async () => {
      const { slot, owner, orderId } = await fullSlot(83);
      const [g1, g2, g3] = [guestFields(newPhone()), guestFields(newPhone()), guestFields(newPhone())];
      const a = entryOf(await join(slot, { name: g1.name, phone: g1.phone }));
      const b = entryOf(await join(slot, { name: g2.name, phone: g2.phone }));
      const c = entryOf(await join(slot, { name: g3.name, phone: g3.phone }));
      await inject(ctx, 'PUT', '/v2/order', { order_id: orderId, status: 0 }, owner.token);
      const gone = await ctx.app.inject({ method: 'DELETE', url: `/v2/waitlist/${a.public_id}` });
      expect(json(gone)).toMatchObject({ msg: '已取消候補', return: { status: 'left' } });
      expect((await read(b.public_id)).status).toBe('held');
      expect((await read(c.public_id)).position).toBe(1);
      // The store adds two seats: they go to the next in line, not to whoever books first.
      const wider = await partnerCall(ctx, slot.storeId, 'PUT', '/partner/v1/slots', { slots: [{ weekday: weekdayOf(slot.date), time: slot.time, capacity: 4 }] });
      expect(wider.statusCode).toBe(200);
      expect((await read(c.public_id)).status).toBe('held');
      expect((await inject(ctx, 'POST', '/v2/order', { ...bookingBody(slot), ...guestFields() })).statusCode).toBe(409);
    });
  },
  { adapters: { clock: () => new Date(Date.now() + clockOffsetMs) } },
);
