import { sql } from 'drizzle-orm';
import type { Envelope, TimeSlot } from '@joy/contract';
import { eachDatabase, json, rowsOf } from '../../helpers/app';
import { bookingBody, findSlot, guestFields, inject, setCapacity } from '../../helpers/booking';
import { BOOKING_WINDOW_DAYS, isFutureSlot, taipeiDate, weekdayOf } from '../../../src/lib/booking-clock';

eachDatabase('booking availability', (ctx) => {
  const dates = async (id: number) => json<Envelope<Record<string, string[]>>>(await inject(ctx, 'GET', `/v2/store/can-order-date/${id}`)).return;
  const times = async (id: number, date: string, num: number) =>
    json<Envelope<TimeSlot[]>>(await inject(ctx, 'GET', `/v2/store/${id}/can-order-times/${date}/${num}`)).return;

  it('maps the next 30 days (Taipei) to times, and a closed weekday to an empty list', async () => {
    const [closed] = await rowsOf<{ id: number; weekday: number }>(
      ctx.db,
      sql`select s.id, w.weekday from stores s cross join generate_series(0, 6) as w(weekday)
          where s.joy_booking and not exists (select 1 from store_slots ss where ss.store_id = s.id and ss.weekday = w.weekday)
          order by s.id limit 1`,
    );
    const map = await dates(closed.id);
    const keys = Object.keys(map);
    expect(keys).toHaveLength(BOOKING_WINDOW_DAYS);
    expect(keys[0]).toBe(taipeiDate(new Date()));
    for (const date of keys) {
      if (weekdayOf(date) === Number(closed.weekday)) expect(map[date]).toEqual([]);
      else if (date > keys[0]) expect(map[date].length).toBeGreaterThan(0);
    }
  });

  it('lists every slot of the weekday with seats left, and disables past slots', async () => {
    const slot = await findSlot(ctx, 0, 0);
    const today = await times(slot.storeId, slot.date, 1);
    const now = new Date();
    for (const s of today) {
      expect(s.time).toMatch(/^\d{2}:\d{2}$/);
      expect(s.seats_left).toBeGreaterThanOrEqual(20);
      // A minute of slack for the clock moving between the call and here.
      if (!isFutureSlot(slot.date, s.time, new Date(now.getTime() + 60_000))) expect(s.available).toBe(false);
      else if (isFutureSlot(slot.date, s.time, now)) expect(s.available).toBe(true);
    }
    const yesterday = await times(slot.storeId, taipeiDate(now, -1), 1);
    expect(yesterday.every((s) => !s.available)).toBe(true);
    // Past times are never in the date map either.
    const todays = (await dates(slot.storeId))[slot.date] ?? [];
    expect(todays.every((time) => isFutureSlot(slot.date, time, now))).toBe(true);
  });

  it('disables a full slot for the date map and for any party size', async () => {
    const slot = await findSlot(ctx, 1, 3);
    await setCapacity(ctx, slot, 3);
    const before = (await times(slot.storeId, slot.date, 3)).find((s) => s.time === slot.time);
    expect(before).toEqual({ time: slot.time, available: true, seats_left: 3 });
    const booked = await inject(ctx, 'POST', '/v2/order', { ...bookingBody(slot, { adult_num: 2 }), ...guestFields() });
    expect(booked.statusCode).toBe(200);
    expect((await times(slot.storeId, slot.date, 2)).find((s) => s.time === slot.time)).toEqual({ time: slot.time, available: false, seats_left: 1 });
    expect((await dates(slot.storeId))[slot.date]).toContain(slot.time);
    expect((await inject(ctx, 'POST', '/v2/order', { ...bookingBody(slot, { adult_num: 1 }), ...guestFields() })).statusCode).toBe(200);
    expect((await times(slot.storeId, slot.date, 1)).find((s) => s.time === slot.time)).toEqual({ time: slot.time, available: false, seats_left: 0 });
    expect((await dates(slot.storeId))[slot.date]).not.toContain(slot.time);
  });

  it('gives every date an empty list for a store without online booking', async () => {
    const [row] = await rowsOf<{ id: number }>(ctx.db, sql`select id from stores where not joy_booking order by id limit 1`);
    expect(Object.values(await dates(row.id)).every((list) => list.length === 0)).toBe(true);
  });

  it('answers 404 店家不存在 for an unknown store and 422 for a bad date or party size', async () => {
    for (const url of ['/v2/store/can-order-date/99999', `/v2/store/99999/can-order-times/${taipeiDate(new Date(), 1)}/2`]) {
      const res = await inject(ctx, 'GET', url);
      expect(res.statusCode).toBe(404);
      expect(json(res).msg).toBe('店家不存在');
    }
    const slot = await findSlot(ctx, 2);
    for (const [date, num] of [['2026-02-30', 2], ['tomorrow', 2], [slot.date, 0], [slot.date, slot.maxPartySize + 1]] as const) {
      const res = await inject(ctx, 'GET', `/v2/store/${slot.storeId}/can-order-times/${date}/${num}`);
      expect(res.statusCode).toBe(422);
    }
    expect((await times(slot.storeId, slot.date, slot.maxPartySize)).length).toBeGreaterThan(0);
  });
});
