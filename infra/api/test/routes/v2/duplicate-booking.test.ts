import { and, eq, sql } from 'drizzle-orm';
import { DUPLICATE_BOOKING_ERROR_CODE, type Envelope, type OrderCreated } from '@joy/contract';
import * as t from '../../../src/db/schema';
import { taipeiDate, weekdayOf } from '../../../src/lib/booking-clock';
import { eachDatabase, json, rowsOf } from '../../helpers/app';
import { register } from '../../helpers/accounts';
import { bookingBody, findSlot, guestFields, inject, type Slot } from '../../helpers/booking';
import { setStatus } from '../../helpers/partner';

/**
 * The duplicate question (issue 23): a booking by the same diner — the member, or the same
 * phone as guest, member or contact phone — at the same store within 2 hours of an active
 * booking (1, 2 or 4) is answered 409 with DUPLICATE_BOOKING_ERROR_CODE and
 * 「您已有 M/D HH:mm 的訂位，仍要再訂嗎？」, unless the body says allow_duplicate.
 */
eachDatabase('duplicate booking warning', (ctx) => {
  /** The store's bookable times on the slot's date (seats enough for the tests), added where missing. */
  const withTimes = async (slot: Slot, times: string[], date = slot.date): Promise<void> => {
    for (const time of times) {
      await ctx.db
        .insert(t.storeSlots)
        .values({ storeId: slot.storeId, weekday: weekdayOf(date), time, capacity: 40 })
        .onConflictDoUpdate({ target: [t.storeSlots.storeId, t.storeSlots.weekday, t.storeSlots.time], set: { capacity: 40 } });
    }
  };
  const at = (slot: Slot, time: string, date = slot.date): Slot => ({ ...slot, date, time });
  const book = (slot: Slot, extra: Record<string, unknown> = {}, token?: string) => inject(ctx, 'POST', '/v2/order', bookingBody(slot, extra), token);
  const ordersOf = async (storeId: number) =>
    rowsOf<{ n: string }>(ctx.db, sql`select count(*) as n from orders where store_id = ${storeId}`).then(([r]) => Number(r.n));
  const md = (date: string) => `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}`;

  it('asks a member booking the same store within 2 hours (409 with the code and the earlier booking’s time), booking nothing', async () => {
    const slot = await findSlot(ctx, 50);
    await withTimes(slot, ['18:00', '19:30']);
    const member = await register(ctx);
    expect((await book(at(slot, '18:00'), {}, member.token)).statusCode).toBe(200);
    const before = await ordersOf(slot.storeId);

    const again = await book(at(slot, '19:30'), {}, member.token);
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual({ code: DUPLICATE_BOOKING_ERROR_CODE, status: 409, return: null, msg: `您已有 ${md(slot.date)} 18:00 的訂位，仍要再訂嗎？` });
    // The same time again, and an earlier time within 2 hours, are asked about too.
    expect((await book(at(slot, '18:00'), {}, member.token)).statusCode).toBe(409);
    expect(await ordersOf(slot.storeId)).toBe(before);
  });

  it('books without asking 3 hours apart, at another store, or after the earlier booking was cancelled', async () => {
    const slot = await findSlot(ctx, 51);
    const other = await findSlot(ctx, 52);
    await withTimes(slot, ['12:00', '15:00', '16:00']);
    await withTimes(other, ['12:30']);
    const member = await register(ctx);
    const first = json<Envelope<OrderCreated>>(await book(at(slot, '12:00'), {}, member.token)).return;
    expect((await book(at(slot, '15:00'), {}, member.token)).statusCode).toBe(200);
    expect((await book(at(other, '12:30', slot.date), {}, member.token)).statusCode).toBe(200);

    // 16:00 is within 2 hours of 15:00 (active) …
    expect((await book(at(slot, '16:00'), {}, member.token)).statusCode).toBe(409);
    // … and 12:00 again is free of questions once the 12:00 booking is cancelled.
    expect((await inject(ctx, 'PUT', '/v2/order', { order_id: first.order_id, status: 0 }, member.token)).statusCode).toBe(200);
    expect((await book(at(slot, '12:00'), {}, member.token)).statusCode).toBe(200);
  });

  it('asks about confirmed and held bookings, not about seated, no-show or completed ones', async () => {
    const slot = await findSlot(ctx, 53);
    await withTimes(slot, ['18:00', '18:30']);
    const member = await register(ctx);
    const { order_id } = json<Envelope<OrderCreated>>(await book(at(slot, '18:00'), {}, member.token)).return;
    for (const [status, asked] of [[2, true], [4, true], [5, false], [6, false], [7, false]] as const) {
      await setStatus(ctx, order_id, status);
      const res = await book(at(slot, '18:30'), { idempotency_key: `s-${status}` }, member.token);
      expect([status, res.statusCode]).toEqual([status, asked ? 409 : 200]);
      if (res.statusCode === 200) await setStatus(ctx, json<Envelope<OrderCreated>>(res).return.order_id, 0);
    }
  });

  it('books anyway with allow_duplicate', async () => {
    const slot = await findSlot(ctx, 54);
    await withTimes(slot, ['18:00', '19:00']);
    const member = await register(ctx);
    expect((await book(at(slot, '18:00'), {}, member.token)).statusCode).toBe(200);
    expect((await book(at(slot, '19:00'), { idempotency_key: 'again' }, member.token)).statusCode).toBe(409);
    // The answer 仍要訂位 sends the same attempt again with allow_duplicate: booked once.
    const yes = await book(at(slot, '19:00'), { idempotency_key: 'again', allow_duplicate: true }, member.token);
    expect(yes.statusCode).toBe(200);
    const twice = await book(at(slot, '19:00'), { idempotency_key: 'again', allow_duplicate: true }, member.token);
    expect(json<Envelope<OrderCreated>>(twice).return).toEqual(json<Envelope<OrderCreated>>(yes).return);
    const [{ n }] = await rowsOf<{ n: string }>(ctx.db, sql`select count(*) as n from orders where store_id = ${slot.storeId} and time = '19:00' and status <> 0`);
    expect(Number(n)).toBe(1);
  });

  it('knows the diner by phone: a guest’s phone, a member’s phone, a contact phone', async () => {
    const slot = await findSlot(ctx, 55);
    await withTimes(slot, ['18:00', '18:30', '19:00', '19:30']);
    const guest = guestFields();
    expect((await book(at(slot, '18:00'), guest)).statusCode).toBe(200);
    // The same phone as a guest again (another name) …
    const asGuest = await book(at(slot, '18:30'), { ...guestFields(guest.phone), name: '陳大文' });
    expect(asGuest.statusCode).toBe(409);
    expect(json(asGuest).msg).toBe(`您已有 ${md(slot.date)} 18:00 的訂位，仍要再訂嗎？`);
    // … as the member who owns the phone …
    const member = await register(ctx, guest.phone);
    expect(json(await book(at(slot, '19:00'), {}, member.token)).code).toBe(DUPLICATE_BOOKING_ERROR_CODE);
    // … or as another member naming it as the contact phone.
    const friend = await register(ctx);
    expect((await book(at(slot, '19:30'), { phone: guest.phone }, friend.token)).statusCode).toBe(409);
    // A stranger's phone is not asked about.
    expect((await book(at(slot, '19:30'), guestFields())).statusCode).toBe(200);
  });

  it('counts the 2 hours across midnight', async () => {
    const slot = await findSlot(ctx, 56);
    const next = taipeiDate(new Date(), 3);
    await withTimes(slot, ['23:30']);
    await withTimes(slot, ['00:30', '02:00'], next);
    const member = await register(ctx);
    expect((await book(at(slot, '23:30'), {}, member.token)).statusCode).toBe(200);
    const late = await book(at(slot, '00:30', next), {}, member.token);
    expect(late.statusCode).toBe(409);
    expect(json(late).msg).toBe(`您已有 ${md(slot.date)} 23:30 的訂位，仍要再訂嗎？`);
    expect((await book(at(slot, '02:00', next), {}, member.token)).statusCode).toBe(200);
  });

  it('asks the second of two attempts at the same slot sent at once (two tabs), which queue on the slot lock', async () => {
    const slot = await findSlot(ctx, 57);
    await withTimes(slot, ['18:00']);
    const member = await register(ctx);
    const replies = await Promise.all(['tab-1', 'tab-2'].map((key) => book(at(slot, '18:00'), { idempotency_key: key }, member.token)));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await ctx.db
      .select({ id: t.orders.id })
      .from(t.orders)
      .where(and(eq(t.orders.storeId, slot.storeId), eq(t.orders.time, '18:00')));
    expect(rows).toHaveLength(1);
  });
});
