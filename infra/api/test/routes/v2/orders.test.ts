import { eq, sql } from 'drizzle-orm';
import type { Envelope, OrderCreated, OrderDetail, Paged } from '@joy/contract';
import * as t from '../../../src/db/schema';
import { taipeiDate } from '../../../src/lib/booking-clock';
import { eachDatabase, json, rowsOf } from '../../helpers/app';
import { newPhone, register } from '../../helpers/accounts';
import { bookedAt, bookingBody, findSlot, guestFields, inject, type Slot } from '../../helpers/booking';

eachDatabase('orders', (ctx) => {
  const book = (slot: Slot, extra: Record<string, unknown> = {}, token?: string) => inject(ctx, 'POST', '/v2/order', bookingBody(slot, extra), token);
  const created = (res: { body: string }) => json<Envelope<OrderCreated>>(res).return;
  const update = (token: string | undefined, order_id: number, status: number) => inject(ctx, 'PUT', '/v2/order', { order_id, status }, token);

  it('books a table as a member, who reads it back', async () => {
    const slot = await findSlot(ctx, 10);
    const member = await register(ctx);
    const res = await book(slot, { child_num: 1 }, member.token);
    expect(res.statusCode).toBe(200);
    const { order_id, slug } = created(res);
    expect(order_id).toEqual(expect.any(Number));
    expect(slug).toMatch(/^[\w-]{16}$/);
    const detail = json<Envelope<OrderDetail>>(await inject(ctx, 'GET', `/v2/order/${order_id}`, undefined, member.token)).return;
    expect(detail).toMatchObject({ id: order_id, slug, status: 1, date: slot.date, time: slot.time, adult_num: 2, child_num: 1, purpose: '生日', note: '靠窗座位', name: '王小明', phone: member.phone });
    expect(detail.store).toMatchObject({ id: slot.storeId, name: expect.any(String) });
    expect(await bookedAt(ctx, slot)).toEqual({ seats: 3, orders: 1 });
  });

  it('books as a guest, who reads the order with its slug only', async () => {
    const slot = await findSlot(ctx, 11);
    const guest = guestFields();
    const res = await book(slot, guest);
    expect(res.statusCode).toBe(200);
    const { order_id, slug } = created(res);
    const read = await inject(ctx, 'GET', `/v2/order/${order_id}?slug=${slug}`);
    expect(json<Envelope<OrderDetail>>(read).return).toMatchObject({ id: order_id, name: '陳小華', phone: guest.phone, email: 'guest@example.com' });
    for (const url of [`/v2/order/${order_id}`, `/v2/order/${order_id}?slug=${'x'.repeat(16)}`, `/v2/order/${order_id}?slug=wrong`]) {
      const denied = await inject(ctx, 'GET', url);
      expect(denied.statusCode).toBe(404);
      expect(json(denied).msg).toBe('找不到此訂位');
    }
    // A member cannot read a guest order without its slug either.
    expect((await inject(ctx, 'GET', `/v2/order/${order_id}`, undefined, (await register(ctx)).token)).statusCode).toBe(404);
  });

  it('refuses a guest booking without name, email or a valid phone (422 by field)', async () => {
    const slot = await findSlot(ctx, 12);
    const res = await book(slot, { name: '', email: 'not-an-email' });
    expect(res.statusCode).toBe(422);
    const body = json<Envelope<{ errors: Record<string, string> }>>(res);
    expect(Object.keys(body.return.errors).sort()).toEqual(['email', 'name', 'phone']);
    expect(body.msg).toBe(Object.values(body.return.errors)[0]);
    const badPhone = await book(slot, { ...guestFields(), phone: '12345' });
    expect(badPhone.statusCode).toBe(422);
    expect(Object.keys(json<Envelope<{ errors: Record<string, string> }>>(badPhone).return.errors)).toEqual(['phone']);
    expect(await bookedAt(ctx, slot)).toEqual({ seats: 0, orders: 0 });
  });

  it('refuses a blacklisted phone with envelope code 422100', async () => {
    const slot = await findSlot(ctx, 13);
    const guest = guestFields();
    const member = await register(ctx);
    await ctx.db.insert(t.blacklist).values([{ phone: guest.phone, reason: 'no-show' }, { phone: member.phone, reason: 'no-show' }]);
    for (const res of [await book(slot, guest), await book(slot, {}, member.token)]) {
      expect(res.statusCode).toBe(422);
      expect(json(res)).toEqual({ code: 422100, status: 422, return: null, msg: '很抱歉，您目前無法使用線上訂位，如有疑問請洽客服' });
    }
    expect(await bookedAt(ctx, slot)).toEqual({ seats: 0, orders: 0 });
  });

  it('books once for a repeated idempotency key, also when the submits race', async () => {
    const slot = await findSlot(ctx, 14);
    const member = await register(ctx);
    const first = created(await book(slot, { idempotency_key: 'k-1' }, member.token));
    const again = await book(slot, { idempotency_key: 'k-1' }, member.token);
    expect(again.statusCode).toBe(200);
    expect(created(again)).toEqual(first);
    const guest = guestFields();
    const raced = await Promise.all([1, 2, 3].map(() => book(slot, { ...guest, idempotency_key: 'k-1' })));
    expect(raced.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(raced.map((r) => created(r).order_id)).size).toBe(1);
    expect(created(raced[0]).order_id).not.toBe(first.order_id);
    expect(await bookedAt(ctx, slot)).toEqual({ seats: 4, orders: 2 });
  });

  it('refuses unknown stores, stores without booking, missing or past slots and oversized parties', async () => {
    const slot = await findSlot(ctx, 15);
    const guest = guestFields();
    const [closed] = await rowsOf<{ id: number }>(ctx.db, sql`select id from stores where not joy_booking order by id limit 1`);
    expect((await book({ ...slot, storeId: 99999 }, guest)).statusCode).toBe(404);
    expect(json(await book({ ...slot, storeId: closed.id }, guest)).msg).toBe('此店家目前不開放線上訂位');
    for (const other of [{ time: '03:17' }, { date: taipeiDate(new Date(), -1) }, { date: taipeiDate(new Date(), 45) }]) {
      const res = await book({ ...slot, ...other }, guest);
      expect(res.statusCode).toBe(422);
      expect(json(res).msg).toBe('此時段無法預約，請選擇其他時段');
    }
    const big = await book(slot, { ...guest, adult_num: slot.maxPartySize, child_num: 1 });
    expect(big.statusCode).toBe(422);
    expect(json(big).msg).toBe('訂位人數超過店家可接待人數');
  });

  it('lets only the owner keep or cancel (§4), 失敗 otherwise', async () => {
    const slot = await findSlot(ctx, 16);
    const owner = await register(ctx);
    const other = await register(ctx);
    const { order_id } = created(await book(slot, {}, owner.token));
    expect((await update(undefined, order_id, 4)).statusCode).toBe(401);
    expect((await update(other.token, order_id, 4)).statusCode).toBe(404);
    expect((await inject(ctx, 'GET', `/v2/order/${order_id}`, undefined, other.token)).statusCode).toBe(404);

    const kept = await update(owner.token, order_id, 4);
    expect(kept.statusCode).toBe(200);
    expect(json<Envelope<OrderDetail>>(kept).return).toMatchObject({ id: order_id, status: 4 });
    const keptAgain = await update(owner.token, order_id, 4);
    expect(keptAgain.statusCode).toBe(422);
    expect(json(keptAgain)).toMatchObject({ msg: '失敗', return: { errors: { status: '此訂位已保留' } } });

    expect(json<Envelope<OrderDetail>>(await update(owner.token, order_id, 0)).return.status).toBe(0);
    for (const status of [0, 4]) {
      const res = await update(owner.token, order_id, status);
      expect(res.statusCode).toBe(422);
      expect(json(res)).toMatchObject({ msg: '失敗', return: { errors: { status: '此訂位已取消' } } });
    }
    expect((await update(owner.token, order_id, 2)).statusCode).toBe(422);
    // Cancelled seats are free again.
    expect(await bookedAt(ctx, slot)).toEqual({ seats: 0, orders: 0 });
  });

  it('refuses keep and cancel once the reservation time has passed, and keep from seated', async () => {
    const slot = await findSlot(ctx, 17);
    const owner = await register(ctx);
    const [{ id: memberId }] = await ctx.db.select({ id: t.members.id }).from(t.members).where(eq(t.members.phone, owner.phone));
    const [order] = await ctx.db
      .insert(t.orders)
      .values({ slug: 'past-order-slug-1', storeId: slot.storeId, memberId, date: taipeiDate(new Date(), -2), time: slot.time, adultNum: 2, phone: owner.phone })
      .returning({ id: t.orders.id });
    for (const status of [0, 4]) expect(json(await update(owner.token, order.id, status))).toMatchObject({ status: 422, msg: '失敗' });

    const { order_id } = created(await book(slot, {}, owner.token));
    await ctx.db.update(t.orders).set({ status: 5 }).where(eq(t.orders.id, order_id));
    expect((await update(owner.token, order_id, 4)).statusCode).toBe(422);
    expect((await update(owner.token, order_id, 0)).statusCode).toBe(422);
  });

  it('lets one of two concurrent cancels win; the other is told it is already cancelled', async () => {
    const slot = await findSlot(ctx, 18);
    const owner = await register(ctx);
    const { order_id } = created(await book(slot, {}, owner.token));
    const replies = await Promise.all([update(owner.token, order_id, 0), update(owner.token, order_id, 0)]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(json(replies.find((r) => r.statusCode === 422) as { body: string })).toMatchObject({ return: { errors: { status: '此訂位已取消' } } });
  });

  it('lists the member’s orders newest first, 5 per page', async () => {
    const owner = await register(ctx);
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) {
      const slot = await findSlot(ctx, 19, 2 + i);
      ids.push(created(await book(slot, {}, owner.token)).order_id);
    }
    await book(await findSlot(ctx, 19, 2), guestFields(newPhone()));
    const history = async (page: number) => json<Envelope<Paged<OrderDetail>>>(await inject(ctx, 'POST', `/v2/order-history?page=${page}`, {}, owner.token)).return;
    const first = await history(1);
    expect(first.pagination).toEqual({ current_page: 1, total_pages: 2, total: 7, per_page: 5 });
    expect(first.data.map((o) => o.id)).toEqual(ids.slice(2).reverse());
    expect((await history(2)).data.map((o) => o.id)).toEqual(ids.slice(0, 2).reverse());
    expect((await inject(ctx, 'POST', '/v2/order-history', {})).statusCode).toBe(401);
  });
});
