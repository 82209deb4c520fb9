import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Envelope, Notification, OrderCreated, Paged, StoreComment, TimeSlot } from '@joy/contract';
import type { PartnerOrder, PartnerSlot } from '@joy/contract/partner';
import * as t from '../../../src/db/schema';
import { taipeiDate, weekdayOf } from '../../../src/lib/booking-clock';
import { decide, ORDER_STATUSES, ORDER_TRANSITIONS, type OrderAction } from '../../../src/lib/order-status';
import { devPartnerCredential, signPartnerRequest } from '../../../src/lib/partner-signature';
import { seal } from '../../../src/lib/secret-box';
import type { NotificationPublisher } from '../../../src/lib/notification-publisher';
import { eachDatabase, json, rowsOf, type TestContext } from '../../helpers/app';
import { register } from '../../helpers/accounts';
import { bookingBody, findSlot, guestFields, inject, type Slot } from '../../helpers/booking';
import { memberIdOf, partnerCall } from '../../helpers/partner';

const published: { memberId: number; notification: Notification }[] = [];
const recorder: NotificationPublisher = { publish: (memberId, notification) => void published.push({ memberId, notification }) };

const PARTNER_ACTIONS = (Object.keys(ORDER_TRANSITIONS) as OrderAction[]).filter((a) => ORDER_TRANSITIONS[a].actor === 'partner');
const pathOf: Record<string, string> = { confirm: 'confirm', seat: 'seat', 'no-show': 'no-show', complete: 'complete', 'store-cancel': 'cancel' };

eachDatabase(
  'partner API',
  (ctx: TestContext) => {
    const book = async (slot: Slot, token?: string, extra: Record<string, unknown> = {}) => {
      const res = await inject(ctx, 'POST', '/v2/order', bookingBody(slot, extra), token);
      if (res.statusCode !== 200) throw new Error(res.body);
      return json<Envelope<OrderCreated>>(res).return;
    };
    let request = 0;
    // A request id in the query keeps identical calls within one second from looking like replays.
    const move = (storeId: number, orderId: number, action: string, payload?: unknown) =>
      partnerCall(ctx, storeId, 'POST', `/partner/v1/orders/${orderId}/${pathOf[action] ?? action}?request_id=${++request}`, payload);
    const statusOf = async (orderId: number) => (await ctx.db.select({ s: t.orders.status }).from(t.orders).where(eq(t.orders.id, orderId)))[0].s;
    const notificationsOf = async (memberId: number) =>
      rowsOf<{ type: string; order_id: number; data: { notification_title: string; notification_body: string; notification_order_status: number } }>(
        ctx.db,
        sql`select type, order_id, data from notifications where member_id = ${memberId} order by id`,
      );
    /** A member's order at a past reservation (a no-show can only be marked once the time has come). */
    const pastOrder = async (slot: Slot, memberId: number, status: number) => {
      const [row] = await ctx.db
        .insert(t.orders)
        .values({ slug: crypto.randomBytes(8).toString('hex'), storeId: slot.storeId, memberId, date: taipeiDate(new Date(), -1), time: slot.time, adultNum: 2, status })
        .returning({ id: t.orders.id });
      return row.id;
    };

    beforeEach(async () => {
      await ctx.app.outbox.drain();
      published.length = 0;
    });

    describe('signature', () => {
      let slot: Slot;
      beforeAll(async () => {
        slot = await findSlot(ctx, 30);
      });
      const list = (options: Parameters<typeof partnerCall>[5] = {}) => partnerCall(ctx, slot.storeId, 'GET', `/partner/v1/orders?date=${slot.date}`, undefined, options);

      it('accepts a request signed with the store’s key, within 5 minutes of the clock', async () => {
        expect((await list()).statusCode).toBe(200);
        const late = await list({ now: new Date(Date.now() - 4 * 60_000) });
        expect(late.statusCode).toBe(200);
        expect(json(late)).toMatchObject({ code: 1, status: 200, return: [] });
      });

      it('refuses a missing or unknown key (401 金鑰無效)', async () => {
        const bare = await ctx.app.inject({ method: 'GET', url: '/partner/v1/orders' });
        expect(bare.statusCode).toBe(401);
        expect(json(bare)).toMatchObject({ code: 0, status: 401, msg: '金鑰無效' });
        const unknown = await list({ credential: { keyId: 'dev-store-999999', secret: 'joy-dev-partner-secret-999999' } });
        expect(unknown.statusCode).toBe(401);
        expect(json(unknown).msg).toBe('金鑰無效');
      });

      it('refuses a key whose secret was sealed under another key, and a revoked key', async () => {
        await ctx.db.insert(t.partnerCredentials).values({ storeId: slot.storeId, keyId: 'foreign-key', secretSealed: seal(crypto.randomBytes(32), 's3cret') });
        expect(json(await list({ credential: { keyId: 'foreign-key', secret: 's3cret' } })).msg).toBe('金鑰無效');
        const [store] = await rowsOf<{ id: number }>(ctx.db, sql`select id from stores where id <> ${slot.storeId} order by id limit 1`);
        await ctx.db.update(t.partnerCredentials).set({ revokedAt: new Date() }).where(eq(t.partnerCredentials.storeId, store.id));
        const revoked = await partnerCall(ctx, store.id, 'GET', '/partner/v1/orders');
        expect(revoked.statusCode).toBe(401);
        expect(json(revoked).msg).toBe('金鑰無效');
      });

      it('refuses a wrong signature, another store’s secret, and a body changed after signing (401 簽章錯誤)', async () => {
        const wrongSecret = await list({ credential: { keyId: devPartnerCredential(slot.storeId).keyId, secret: 'not-the-secret' } });
        expect(wrongSecret.statusCode).toBe(401);
        expect(json(wrongSecret).msg).toBe('簽章錯誤');
        const otherStore = await list({ credential: { keyId: devPartnerCredential(slot.storeId).keyId, secret: devPartnerCredential(slot.storeId + 1).secret } });
        expect(json(otherStore).msg).toBe('簽章錯誤');

        const path = '/partner/v1/slots';
        const signed = signPartnerRequest(devPartnerCredential(slot.storeId), 'PUT', path, { slots: [{ weekday: 1, time: '11:00', capacity: 1 }] });
        const tampered = await ctx.app.inject({ method: 'PUT', url: path, headers: signed.headers, payload: JSON.stringify({ slots: [{ weekday: 1, time: '11:00', capacity: 99 }] }) });
        expect(tampered.statusCode).toBe(401);
        expect(json(tampered).msg).toBe('簽章錯誤');
        // The query string is signed too.
        const q = signPartnerRequest(devPartnerCredential(slot.storeId), 'GET', `/partner/v1/orders?date=${slot.date}`);
        const moved = await ctx.app.inject({ method: 'GET', url: `/partner/v1/orders?date=${taipeiDate(new Date(), 3)}`, headers: q.headers });
        expect(json(moved).msg).toBe('簽章錯誤');
      });

      it('refuses a timestamp older or newer than 5 minutes, or not a number', async () => {
        for (const now of [new Date(Date.now() - 6 * 60_000), new Date(Date.now() + 6 * 60_000)]) {
          const res = await list({ now });
          expect(res.statusCode).toBe(401);
          expect(json(res).msg).toBe('請求時間已逾時或格式錯誤');
        }
        const signed = signPartnerRequest(devPartnerCredential(slot.storeId), 'GET', '/partner/v1/orders');
        const res = await ctx.app.inject({ method: 'GET', url: '/partner/v1/orders', headers: { ...signed.headers, 'x-joy-timestamp': 'yesterday' } });
        expect(res.statusCode).toBe(401);
      });

      it('refuses a replay of the same signed request (409), also when two copies race', async () => {
        // A path of its own: the tests above may have sent the same call within this second.
        const path = `/partner/v1/orders?date=${slot.date}&request_id=replay`;
        const signed = signPartnerRequest(devPartnerCredential(slot.storeId), 'GET', path);
        const send = () => ctx.app.inject({ method: 'GET', url: path, headers: signed.headers });
        expect((await send()).statusCode).toBe(200);
        const again = await send();
        expect(again.statusCode).toBe(409);
        expect(json(again).msg).toBe('重複的請求');

        const racing = signPartnerRequest(devPartnerCredential(slot.storeId), 'GET', '/partner/v1/slots?request_id=race');
        const replies = await Promise.all([1, 2, 3].map(() => ctx.app.inject({ method: 'GET', url: '/partner/v1/slots?request_id=race', headers: racing.headers })));
        expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
      });

      it('refuses malformed JSON with 400 after a valid signature', async () => {
        const path = '/partner/v1/slots';
        const signed = signPartnerRequest(devPartnerCredential(slot.storeId), 'PUT', path, '{"slots": [');
        const res = await ctx.app.inject({ method: 'PUT', url: path, headers: { ...signed.headers, 'content-type': 'application/json' }, payload: signed.body });
        expect(res.statusCode).toBe(400);
        expect(json(res)).toMatchObject({ code: 0, status: 400 });
      });
    });

    it('is documented in /openapi.json with its signature headers', async () => {
      type Op = { operationId: string; security: unknown; tags: string[]; parameters: { name: string; in: string }[]; requestBody?: unknown };
      const doc = json<{ paths: Record<string, Record<string, Op>>; components: { securitySchemes: Record<string, { name?: string }> } }>(await ctx.app.inject({ method: 'GET', url: '/openapi.json' }));
      expect(doc.paths['/partner/v1/orders/{id}/confirm'].post).toMatchObject({ operationId: 'partnerOrderConfirm', tags: ['partner'], security: [{ partnerKey: [], partnerTimestamp: [], partnerSignature: [] }] });
      expect(doc.paths['/partner/v1/orders'].get.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'date', in: 'query' })]));
      expect(doc.paths['/partner/v1/slots'].put.requestBody).toBeDefined();
      expect(doc.components.securitySchemes.partnerSignature.name).toBe('x-joy-signature');
    });

    it('lists only the store’s own orders of a date, by time', async () => {
      const slot = await findSlot(ctx, 31);
      const other = await findSlot(ctx, 32);
      const member = await register(ctx);
      const mine = await book(slot, member.token, { child_num: 1 });
      const guest = guestFields();
      const theirs = await book(slot, undefined, guest);
      await book(other, undefined, guestFields());
      const res = await partnerCall(ctx, slot.storeId, 'GET', `/partner/v1/orders?date=${slot.date}`);
      const orders = json<Envelope<PartnerOrder[]>>(res).return;
      expect(orders.map((o) => o.id)).toEqual([mine.order_id, theirs.order_id]);
      expect(orders[0]).toMatchObject({ status: 1, date: slot.date, time: slot.time, adult_num: 2, child_num: 1, name: '王小明', phone: member.phone, is_member: true });
      expect(orders[1]).toMatchObject({ name: guest.name, phone: guest.phone, is_member: false });
      expect(json(await partnerCall(ctx, slot.storeId, 'GET', '/partner/v1/orders?date=2026-02-30')).status).toBe(422);
    });

    it('moves a member’s order through confirm, seat and complete, writing and publishing a notification each time', async () => {
      const slot = await findSlot(ctx, 33);
      const member = await register(ctx);
      const memberId = await memberIdOf(ctx, member.phone);
      const { order_id } = await book(slot, member.token);
      await ctx.app.outbox.drain();
      expect(published.map((p) => p.notification.data.notification_title)).toEqual(['訂位已送出']);

      for (const [action, status, title] of [['confirm', 2, '訂位已確認'], ['seat', 5, '歡迎光臨'], ['complete', 7, '用餐完成']] as const) {
        const res = await move(slot.storeId, order_id, action);
        expect(res.statusCode).toBe(200);
        expect(json<Envelope<PartnerOrder>>(res).return).toMatchObject({ id: order_id, status });
        await ctx.app.outbox.drain();
        expect(published.at(-1)).toMatchObject({ memberId, notification: { type: 'order', is_read: false, data: { notification_title: title, order_id, notification_order_status: status } } });
      }
      expect((await notificationsOf(memberId)).map((n) => [n.type, n.order_id, n.data.notification_order_status])).toEqual([
        ['order', order_id, 1],
        ['order', order_id, 2],
        ['order', order_id, 5],
        ['order', order_id, 7],
      ]);
      await ctx.app.outbox.drain();
      const completed = published.at(-1)?.notification.data;
      expect(completed?.notification_action).toBe(`/leave-comment?id=${order_id}&type=order`);
      expect(completed?.notification_body).toContain('歡迎留下評論');
    });

    it('marks a no-show only once the reservation time has come', async () => {
      const slot = await findSlot(ctx, 34);
      const member = await register(ctx);
      const memberId = await memberIdOf(ctx, member.phone);
      const { order_id } = await book(slot, member.token);
      await move(slot.storeId, order_id, 'confirm');
      const early = await move(slot.storeId, order_id, 'no-show');
      expect(early.statusCode).toBe(409);
      expect(json(early)).toMatchObject({ msg: '訂位時間未到，無法標記未到', return: { errors: { status: '訂位時間未到，無法標記未到' } } });
      expect(await statusOf(order_id)).toBe(2);

      const past = await pastOrder(slot, memberId, 4);
      const noShow = await move(slot.storeId, past, 'no-show');
      expect(json<Envelope<PartnerOrder>>(noShow).return.status).toBe(6);
      expect((await notificationsOf(memberId)).at(-1)?.data.notification_title).toBe('訂位未到');
      // A past order cannot be confirmed any more, but the party may still be seated.
      const late = await pastOrder(slot, memberId, 1);
      expect(json(await move(slot.storeId, late, 'confirm')).msg).toBe('訂位時間已過，無法變更');
    });

    it('cancels for the store with its reason in the diner’s notification; a guest’s order writes none', async () => {
      const slot = await findSlot(ctx, 35);
      const member = await register(ctx);
      const memberId = await memberIdOf(ctx, member.phone);
      const { order_id } = await book(slot, member.token);
      const res = await move(slot.storeId, order_id, 'store-cancel', { reason: '店休' });
      expect(json<Envelope<PartnerOrder>>(res).return.status).toBe(0);
      const last = (await notificationsOf(memberId)).at(-1);
      expect(last?.data.notification_title).toBe('店家已取消訂位');
      expect(last?.data.notification_body).toMatch(/已取消您 .+ 的訂位。店家說明：店休。$/);
      expect(json(await move(slot.storeId, order_id, 'store-cancel')).msg).toBe('此訂位已取消');

      const guest = await book(slot, undefined, guestFields());
      await ctx.app.outbox.drain();
      published.length = 0;
      const before = await rowsOf<{ n: string }>(ctx.db, sql`select count(*) as n from notifications`);
      expect((await move(slot.storeId, guest.order_id, 'confirm')).statusCode).toBe(200);
      expect(await rowsOf<{ n: string }>(ctx.db, sql`select count(*) as n from notifications`)).toEqual(before);
      await ctx.app.outbox.drain();
      expect(published).toEqual([]);
    });

    it('answers 404 for another store’s order and changes nothing', async () => {
      const slot = await findSlot(ctx, 36);
      const other = await findSlot(ctx, 37);
      const member = await register(ctx);
      const { order_id } = await book(slot, member.token);
      for (const action of PARTNER_ACTIONS) {
        const res = await move(other.storeId, order_id, action);
        expect(res.statusCode).toBe(404);
        expect(json(res).msg).toBe('找不到此訂位');
      }
      expect((await move(slot.storeId, 99_999_999, 'confirm')).statusCode).toBe(404);
      expect(await statusOf(order_id)).toBe(1);
    });

    it('applies the status table to every partner action from every status, before and after the reservation time', async () => {
      const slot = await findSlot(ctx, 38);
      const member = await register(ctx);
      const memberId = await memberIdOf(ctx, member.phone);
      const future = (await book(slot, member.token)).order_id;
      const past = await pastOrder(slot, memberId, 1);
      for (const [orderId, now] of [[future, new Date()], [past, new Date()]] as const) {
        const [{ date, time }] = await ctx.db.select({ date: t.orders.date, time: t.orders.time }).from(t.orders).where(eq(t.orders.id, orderId));
        for (const from of ORDER_STATUSES) {
          for (const action of PARTNER_ACTIONS) {
            await ctx.db.update(t.orders).set({ status: from }).where(eq(t.orders.id, orderId));
            const expected = decide('partner', action, from, { date, time }, now);
            const res = await move(slot.storeId, orderId, action);
            expect({ from, action, status: res.statusCode }).toEqual({ from, action, status: expected.ok ? 200 : 409 });
            expect(await statusOf(orderId)).toBe(expected.ok ? expected.to : from);
          }
        }
      }
    });

    it('sets the seats of a bookable time, and availability follows; capacity 0 removes the time', async () => {
      const slot = await findSlot(ctx, 39);
      const weekday = weekdayOf(slot.date);
      const put = (slots: unknown) => partnerCall(ctx, slot.storeId, 'PUT', '/partner/v1/slots', { slots });
      const res = await put([{ weekday, time: slot.time, capacity: 3 }]);
      expect(res.statusCode).toBe(200);
      expect(json<Envelope<PartnerSlot[]>>(res).return).toContainEqual({ weekday, time: slot.time, capacity: 3 });
      const times = async (num: number) => json<Envelope<TimeSlot[]>>(await inject(ctx, 'GET', `/v2/store/${slot.storeId}/can-order-times/${slot.date}/${num}`)).return;
      expect((await times(2)).find((s) => s.time === slot.time)).toMatchObject({ available: true, seats_left: 3 });
      expect((await times(4)).find((s) => s.time === slot.time)).toMatchObject({ available: false });

      expect(json(await put([{ weekday, time: '23:45', capacity: 10 }])).status).toBe(200);
      const [added] = await ctx.db.select().from(t.storeSlots).where(and(eq(t.storeSlots.storeId, slot.storeId), eq(t.storeSlots.weekday, weekday), eq(t.storeSlots.time, '23:45')));
      expect(added.capacity).toBe(10);
      await put([{ weekday, time: '23:45', capacity: 0 }]);
      expect(json<Envelope<PartnerSlot[]>>(await partnerCall(ctx, slot.storeId, 'GET', '/partner/v1/slots')).return.find((s) => s.weekday === weekday && s.time === '23:45')).toBeUndefined();

      const bad = await put([{ weekday: 9, time: '25:00', capacity: -1 }]);
      expect(bad.statusCode).toBe(422);
      expect(json(await put([])).msg).toBe('請至少設定一個時段');
    });

    it('replaces the opening spans of the weekdays given', async () => {
      const slot = await findSlot(ctx, 40);
      const res = await partnerCall(ctx, slot.storeId, 'PUT', '/partner/v1/business-times', {
        weekdays: [1, 2],
        business_times: [
          { weekday: 1, open: '11:00', close: '14:00' },
          { weekday: 1, open: '17:00', close: '21:00' },
        ],
      });
      expect(res.statusCode).toBe(200);
      const week = json<Envelope<{ weekday: number; open: string; close: string }[]>>(res).return;
      expect(week.filter((b) => b.weekday === 1)).toEqual([
        { weekday: 1, open: '11:00', close: '14:00' },
        { weekday: 1, open: '17:00', close: '21:00' },
      ]);
      expect(week.filter((b) => b.weekday === 2)).toEqual([]);
    });

    it('replies under its own comment, shown in the store’s public list; another store’s comment is 404', async () => {
      const [comment] = await rowsOf<{ id: number; store_id: number }>(ctx.db, sql`select id, store_id from comments where reply is null and not hidden order by id limit 1`);
      const reply = (storeId: number, id: number) => partnerCall(ctx, storeId, 'PUT', `/partner/v1/comments/${id}/reply`, { reply: '謝謝您的光臨，\n期待再次為您服務！' });
      const res = await reply(comment.store_id, comment.id);
      expect(res.statusCode).toBe(200);
      expect(json<Envelope<StoreComment>>(res).return).toMatchObject({ id: comment.id, reply: '謝謝您的光臨，\n期待再次為您服務！' });
      const list = json<Envelope<Paged<StoreComment>>>(await inject(ctx, 'POST', `/v2/store/${comment.store_id}/comment?page=1`)).return;
      const all = [...list.data];
      for (let page = 2; page <= list.pagination.total_pages; page++) all.push(...json<Envelope<Paged<StoreComment>>>(await inject(ctx, 'POST', `/v2/store/${comment.store_id}/comment?page=${page}`)).return.data);
      expect(all.find((c) => c.id === comment.id)?.reply).toBe('謝謝您的光臨，\n期待再次為您服務！');
      const elsewhere = await reply(comment.store_id + 1, comment.id);
      expect(elsewhere.statusCode).toBe(404);
      expect(json(elsewhere).msg).toBe('找不到此評論');
      expect(json(await partnerCall(ctx, comment.store_id, 'PUT', `/partner/v1/comments/${comment.id}/reply`, { reply: '  ' })).status).toBe(422);
    });
  },
  { adapters: { notificationPublisher: recorder } },
);
