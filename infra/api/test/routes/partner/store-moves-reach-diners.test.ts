/**
 * Every store-side move reaches the diner (issue 23, item 4): when the store confirms,
 * cancels (with its reason), marks a no-show, seats or completes a guest's booking, the guest
 * gets an SMS through the outbox in the contract's status words, with the result link made
 * from PUBLIC_ORIGIN. A member's booking gets the notification, never an SMS for a store move.
 */
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { fillStatusWords, ORDER_STATUS_WORDS, type Envelope, type Notification, type OrderCreated, type OrderStatus, type Paged } from '@joy/contract';
import { eachDatabase, json, rowsOf, type TestContext } from '../../helpers/app';
import * as t from '../../../src/db/schema';
import { taipeiDate } from '../../../src/lib/booking-clock';
import { reservationText } from '../../../src/lib/order-notifications';
import { register } from '../../helpers/accounts';
import { bookingBody, findSlot, guestFields, inject, type Slot } from '../../helpers/booking';
import { partnerCall } from '../../helpers/partner';

const ORIGIN = 'https://book.joy.test';

eachDatabase(
  'store moves reach the diner',
  (ctx: TestContext) => {
    let request = 0;
    const move = (storeId: number, orderId: number, path: string, payload?: unknown) =>
      partnerCall(ctx, storeId, 'POST', `/partner/v1/orders/${orderId}/${path}?request_id=moves-${++request}`, payload);
    const book = async (slot: Slot, extra: Record<string, unknown>, token?: string) => {
      const res = await ctx.app.inject({ method: 'POST', url: '/v2/order', payload: bookingBody(slot, extra), headers: { host: 'evil.example', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
      if (res.statusCode !== 200) throw new Error(res.body);
      return json<Envelope<OrderCreated>>(res).return;
    };
    const textsTo = async (phone: string) => {
      await ctx.app.outbox.drain();
      return (await ctx.db.select({ body: t.smsOutbox.body }).from(t.smsOutbox).where(eq(t.smsOutbox.phone, phone)).orderBy(t.smsOutbox.id)).map((r) => r.body);
    };
    const storeName = async (storeId: number) => (await ctx.db.select({ name: t.stores.name }).from(t.stores).where(eq(t.stores.id, storeId)))[0].name;
    /** The SMS the contract's words make for `status`, as the guest 陳小華 of a 2-person booking reads it. */
    const expected = async (slot: Slot, date: string, publicId: string, status: OrderStatus, byStore = false, reason = '') => {
      const words = ORDER_STATUS_WORDS[status];
      const template = byStore && words.byStore ? words.byStore.sms : words.sms;
      return fillStatusWords(template, { name: '陳小華', store: await storeName(slot.storeId), when: reservationText(date, slot.time), people: 2, link: `${ORIGIN}/booking-result/${publicId}`, reason });
    };
    const movedMessages = async (orderId: number) =>
      Number((await rowsOf<{ n: string }>(ctx.db, sql`select count(*) as n from outbox where kind = 'sms.booking-moved' and (payload->>'orderId')::int = ${orderId}`))[0].n);

    it('texts the guest when the store confirms, seats and completes the booking, each with the result link', async () => {
      const slot = await findSlot(ctx, 40);
      const guest = guestFields();
      const { order_id, public_id } = await book(slot, guest);
      expect(await textsTo(guest.phone)).toHaveLength(1);

      expect((await move(slot.storeId, order_id, 'confirm')).statusCode).toBe(200);
      let texts = await textsTo(guest.phone);
      expect(texts).toHaveLength(2);
      expect(texts[1]).toBe(await expected(slot, slot.date, public_id, 2));
      expect(texts[1]).toContain(`${ORIGIN}/booking-result/${public_id}`);
      expect(texts[1]).not.toContain('evil.example');

      expect((await move(slot.storeId, order_id, 'seat')).statusCode).toBe(200);
      expect((await move(slot.storeId, order_id, 'complete')).statusCode).toBe(200);
      texts = await textsTo(guest.phone);
      expect(texts.slice(2)).toEqual([await expected(slot, slot.date, public_id, 5), await expected(slot, slot.date, public_id, 7)]);
      expect(await movedMessages(order_id)).toBe(3);
    });

    it('texts the guest the store’s cancellation with its reason', async () => {
      const slot = await findSlot(ctx, 41);
      const guest = guestFields();
      const { order_id, public_id } = await book(slot, guest);
      expect((await move(slot.storeId, order_id, 'cancel', { reason: '店內設備維修' })).statusCode).toBe(200);
      const texts = await textsTo(guest.phone);
      expect(texts).toHaveLength(2);
      expect(texts[1]).toBe(await expected(slot, slot.date, public_id, 0, true, '店內設備維修'));
      expect(texts[1]).toContain('店家說明：店內設備維修。');
      expect(texts[1]).toContain(`${ORIGIN}/booking-result/${public_id}`);

      // Without a reason the text says none.
      const other = guestFields();
      const otherSlot = await findSlot(ctx, 42);
      const second = await book(otherSlot, other);
      expect((await move(otherSlot.storeId, second.order_id, 'cancel', {})).statusCode).toBe(200);
      const [, cancelled] = await textsTo(other.phone);
      expect(cancelled).not.toContain('店家說明');
    });

    it('texts the guest a no-show once the time has passed', async () => {
      const slot = await findSlot(ctx, 43);
      const guest = guestFields();
      const date = taipeiDate(new Date(), -1);
      const publicId = crypto.randomBytes(16).toString('base64url');
      const [past] = await ctx.db
        .insert(t.orders)
        .values({ slug: crypto.randomBytes(8).toString('hex'), publicId, storeId: slot.storeId, guestName: '陳小華', guestPhone: guest.phone, phone: guest.phone, date, time: slot.time, adultNum: 2, status: 2 })
        .returning({ id: t.orders.id });
      expect((await move(slot.storeId, past.id, 'no-show')).statusCode).toBe(200);
      const texts = await textsTo(guest.phone);
      expect(texts).toEqual([await expected(slot, date, publicId, 6)]);
    });

    it('tells a member by notification only: no SMS for a store’s move', async () => {
      const slot = await findSlot(ctx, 44);
      const member = await register(ctx);
      const { order_id } = await book(slot, {}, member.token);
      const before = (await textsTo(member.phone)).length;
      expect((await move(slot.storeId, order_id, 'confirm')).statusCode).toBe(200);
      expect((await move(slot.storeId, order_id, 'cancel', { reason: '臨時包場' })).statusCode).toBe(200);
      expect(await textsTo(member.phone)).toHaveLength(before);
      expect(await movedMessages(order_id)).toBe(0);
      const inbox = json<Envelope<Paged<Notification>>>(await inject(ctx, 'GET', '/v2/notification?limit=20', undefined, member.token)).return.data;
      const titles = inbox.filter((n) => n.data.order_id === order_id).map((n) => n.data.notification_title);
      expect(titles).toEqual(expect.arrayContaining([ORDER_STATUS_WORDS[2].notification.title, ORDER_STATUS_WORDS[0].byStore!.notification.title]));
    });

    it('sends nothing for a move the store may not make', async () => {
      const slot = await findSlot(ctx, 45);
      const guest = guestFields();
      const { order_id } = await book(slot, guest);
      expect((await move(slot.storeId, order_id, 'complete')).statusCode).toBe(409);
      expect(await textsTo(guest.phone)).toHaveLength(1);
      const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(t.outbox).where(and(eq(t.outbox.kind, 'sms.booking-moved'), sql`(payload->>'orderId')::int = ${order_id}`));
      expect(row.n).toBe(0);
    });
  },
  { env: { PUBLIC_ORIGIN: ORIGIN } },
);
