/**
 * No overbooking under concurrency: 40 bookings of parties of 2 fired at once at a slot with
 * 10 seats. On PostgreSQL the injected requests run on separate pooled connections and really
 * race; PGlite serialises them, and the same outcome must hold there too.
 */
import type { Envelope, OrderCreated, TimeSlot } from '@joy/contract';
import { eachDatabase, json } from '../../helpers/app';
import { bookedAt, bookingBody, findSlot, guestFields, inject, setCapacity } from '../../helpers/booking';

eachDatabase('booking under concurrency', (ctx) => {
  it('books at most the slot capacity when 40 parties of 2 race for 10 seats; the rest get 409', async () => {
    const slot = await findSlot(ctx, 30, 4);
    await setCapacity(ctx, slot, 10);
    const replies = await Promise.all(Array.from({ length: 40 }, () => inject(ctx, 'POST', '/v2/order', { ...bookingBody(slot, { adult_num: 2 }), ...guestFields() })));
    const won = replies.filter((r) => r.statusCode === 200);
    const lost = replies.filter((r) => r.statusCode !== 200);
    expect(won).toHaveLength(5);
    expect(new Set(won.map((r) => json<Envelope<OrderCreated>>(r).return.order_id)).size).toBe(5);
    for (const r of lost) {
      expect(r.statusCode).toBe(409);
      expect(json(r)).toEqual({ code: 0, status: 409, return: null, msg: '此時段已客滿，請選擇其他時段' });
    }
    expect(await bookedAt(ctx, slot)).toEqual({ seats: 10, orders: 5 });
    const times = json<Envelope<TimeSlot[]>>(await inject(ctx, 'GET', `/v2/store/${slot.storeId}/can-order-times/${slot.date}/1`)).return;
    expect(times.find((s) => s.time === slot.time)).toEqual({ time: slot.time, available: false, seats_left: 0 });
  });
});
