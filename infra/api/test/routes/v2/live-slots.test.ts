/**
 * Live availability: a booking, a cancellation and the store's capacity change each publish the
 * touched slots on the store's public channel after the commit, with the seats as then read.
 */
import { realtimeChannels, storeEvents, type Envelope, type OrderCreated, type SlotsEvent } from '@joy/contract';
import { eachDatabase, json } from '../../helpers/app';
import { register } from '../../helpers/accounts';
import { bookingBody, findSlot, guestFields, inject, setCapacity } from '../../helpers/booking';
import { partnerCall } from '../../helpers/partner';
import { weekdayOf } from '../../../src/lib/booking-clock';

eachDatabase('live slot updates', (ctx) => {
  const events: { channel: string; data: SlotsEvent }[] = [];
  beforeAll(() => {
    const trigger = ctx.app.realtime.trigger.bind(ctx.app.realtime);
    jest.spyOn(ctx.app.realtime, 'trigger').mockImplementation(async (channels, event, data, options) => {
      if (event === storeEvents.slots) events.push({ channel: String(channels), data: data as SlotsEvent });
      return trigger(channels, event, data, options);
    });
  });
  // Slot events leave through the outbox: drained before each look, and before each test starts.
  beforeEach(async () => {
    await ctx.app.outbox.drain();
    events.splice(0);
  });

  it('publishes the slot with its seats left when a booking takes the last seats, and again when it is cancelled', async () => {
    const slot = await findSlot(ctx, 40, 5);
    await setCapacity(ctx, slot, 4);
    const member = await register(ctx);
    const res = await inject(ctx, 'POST', '/v2/order', bookingBody(slot, { adult_num: 4 }), member.token);
    expect(res.statusCode).toBe(200);
    await ctx.app.outbox.drain();
    expect(events).toHaveLength(1);
    expect(events[0].channel).toBe(realtimeChannels.store(slot.storeId));
    expect(events[0].data).toMatchObject({ store_id: slot.storeId, slots: [{ date: slot.date, time: slot.time, seats_left: 0, enabled: false }] });
    expect(events[0].data.at).toBeGreaterThan(Date.now() - 60_000);

    const { order_id } = json<Envelope<OrderCreated>>(res).return;
    expect((await inject(ctx, 'PUT', '/v2/order', { order_id, status: 0 }, member.token)).statusCode).toBe(200);
    await ctx.app.outbox.drain();
    expect(events.at(-1)?.data.slots).toEqual([{ date: slot.date, time: slot.time, seats_left: 4, enabled: true }]);
  });

  it('publishes nothing for a refused booking, and nothing for a move that keeps the seats', async () => {
    const slot = await findSlot(ctx, 41, 5);
    await setCapacity(ctx, slot, 2);
    expect((await inject(ctx, 'POST', '/v2/order', { ...bookingBody(slot, { adult_num: 3 }), ...guestFields() })).statusCode).toBe(409);
    await ctx.app.outbox.drain();
    expect(events).toHaveLength(0);
    const member = await register(ctx);
    const { order_id } = json<Envelope<OrderCreated>>(await inject(ctx, 'POST', '/v2/order', bookingBody(slot, { adult_num: 1 }), member.token)).return;
    await ctx.app.outbox.drain();
    events.splice(0);
    expect((await inject(ctx, 'PUT', '/v2/order', { order_id, status: 4 }, member.token)).statusCode).toBe(200);
    await ctx.app.outbox.drain();
    expect(events).toHaveLength(0);
  });

  it("publishes every date of the booking window that the store's capacity change touches", async () => {
    const slot = await findSlot(ctx, 42, 5);
    const res = await partnerCall(ctx, slot.storeId, 'PUT', '/partner/v1/slots', { slots: [{ weekday: weekdayOf(slot.date), time: slot.time, capacity: 30 }] });
    expect(res.statusCode).toBe(200);
    await ctx.app.outbox.drain();
    const slots = events.flatMap((e) => e.data.slots);
    // 30 days hold 4 or 5 of each weekday; every one of them at that time, 30 seats free.
    expect(slots.length).toBeGreaterThanOrEqual(4);
    expect(slots.every((s) => s.time === slot.time && weekdayOf(s.date) === weekdayOf(slot.date))).toBe(true);
    expect(slots.find((s) => s.date === slot.date)).toEqual({ date: slot.date, time: slot.time, seats_left: 30, enabled: true });
  });
});
