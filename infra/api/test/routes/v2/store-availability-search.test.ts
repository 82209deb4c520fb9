import { and, eq, inArray } from 'drizzle-orm';
import { schemas, type Envelope, type Paged, type StoreFilter, type StoreSummary } from '@joy/contract';
import { eachDatabase, json } from '../../helpers/app';
import * as t from '../../../src/db/schema';
import { taipeiDate } from '../../../src/lib/booking-clock';
import { pageRequest } from '../../../src/lib/paging';

/** Tuesday 2026-12-01, 10:00 in Taipei. */
const NOW = new Date('2026-12-01T02:00:00Z');
/** A Saturday inside the booking window of NOW. */
const SATURDAY = '2026-12-05';

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

eachDatabase('availability search: a free table for the party near the time, across stores', (ctx) => {
  const searchAt = async (filter: Partial<StoreFilter>, now = NOW, perPage = 5000) => {
    const parsed = schemas.storeFilterBody.cast(filter) as StoreFilter;
    return ctx.app.repos.stores.search(parsed, pageRequest(1, perPage), now, { timeWindowMinutes: 60 });
  };
  const post = (payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: '/v2/map/search', payload });

  /**
   * The rule written out independently: per store, the weekday's slots in [from, to] (and later
   * than `after`), seats left = capacity − non-cancelled orders − held waitlist seats; the store
   * books online and seats a party that size at all (max_party_size).
   */
  const freeByStore = async (date: string, from: string, to: string, party: number, after: string | null = null) => {
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const stores = await ctx.db.select({ id: t.stores.id, joyBooking: t.stores.joyBooking, maxPartySize: t.stores.maxPartySize }).from(t.stores);
    const booking = new Set(stores.filter((s) => s.joyBooking && s.maxPartySize >= party).map((s) => s.id));
    const slots = await ctx.db.select().from(t.storeSlots).where(eq(t.storeSlots.weekday, weekday));
    const orders = await ctx.db.select().from(t.orders).where(eq(t.orders.date, date));
    const holds = await ctx.db.select().from(t.waitlistEntries).where(and(eq(t.waitlistEntries.date, date), eq(t.waitlistEntries.status, 'held')));
    const taken = new Map<string, number>();
    for (const o of orders) if (o.status !== 0) taken.set(`${o.storeId} ${o.time}`, (taken.get(`${o.storeId} ${o.time}`) ?? 0) + o.adultNum + o.childNum);
    for (const w of holds) taken.set(`${w.storeId} ${w.time}`, (taken.get(`${w.storeId} ${w.time}`) ?? 0) + w.adultNum + w.childNum);
    const free = new Map<number, string[]>();
    for (const s of slots) {
      if (!booking.has(s.storeId) || s.time < from || s.time > to || (after !== null && s.time <= after)) continue;
      if (s.capacity - (taken.get(`${s.storeId} ${s.time}`) ?? 0) < party) continue;
      free.set(s.storeId, [...(free.get(s.storeId) ?? []), s.time]);
    }
    return free;
  };

  const nearest = (times: string[], target: string) =>
    [...times]
      .sort((a, b) => Math.abs(minutes(a) - minutes(target)) - Math.abs(minutes(b) - minutes(target)) || a.localeCompare(b))
      .slice(0, 3)
      .sort();

  it('keeps exactly the stores with a free slot for four within an hour of 19:00, each card with its nearest free times', async () => {
    const expected = await freeByStore(SATURDAY, '18:00', '20:00', 4);
    expect(expected.size).toBeGreaterThan(10);
    const result = await searchAt({ date: SATURDAY, time: '19:00', total_people: 4 });
    expect(new Set(result.data.map((s) => s.id))).toEqual(new Set(expected.keys()));
    expect(result.pagination.total).toBe(expected.size);
    for (const store of result.data) expect(store.free_times).toEqual(nearest(expected.get(store.id) ?? [], '19:00'));
    // Every free time is one the store's own booking panel offers for that party.
    for (const store of result.data.slice(0, 5)) {
      const bookable = await ctx.app.repos.availability.store(store.id);
      const times = await ctx.app.repos.availability.times(bookable!, SATURDAY, 4, NOW);
      const offered = new Set(times.filter((s) => s.available).map((s) => s.time));
      for (const time of store.free_times ?? []) expect(offered.has(time)).toBe(true);
    }
  });

  it('drops a store once its slots near the time are booked up, and keeps it for a party that still fits', async () => {
    const before = await freeByStore(SATURDAY, '18:30', '19:30', 4);
    const [storeId] = [...before.keys()];
    const slots = await ctx.db
      .select()
      .from(t.storeSlots)
      .where(and(eq(t.storeSlots.storeId, storeId), eq(t.storeSlots.weekday, 6), inArray(t.storeSlots.time, ['18:30', '19:00', '19:30'])));
    // Leave 3 seats in each slot of the window; a cancelled order of the whole room counts for nothing.
    for (const slot of slots) {
      const orders = await ctx.db.select().from(t.orders).where(and(eq(t.orders.storeId, storeId), eq(t.orders.date, SATURDAY), eq(t.orders.time, slot.time)));
      const seatsLeft = slot.capacity - orders.filter((o) => o.status !== 0).reduce((sum, o) => sum + o.adultNum + o.childNum, 0);
      if (seatsLeft > 3) {
        await ctx.db.insert(t.orders).values({ slug: `fill-${slot.id}`, storeId, date: SATURDAY, time: slot.time, adultNum: seatsLeft - 3, status: 2 });
      }
      await ctx.db.insert(t.orders).values({ slug: `gone-${slot.id}`, storeId, date: SATURDAY, time: slot.time, adultNum: slot.capacity, status: 0 });
    }
    const window = { date: SATURDAY, time: '19:00', time_window: 30 };
    const forFour = await searchAt({ ...window, total_people: 4 });
    expect(forFour.data.map((s) => s.id)).not.toContain(storeId);
    expect(forFour.pagination.total).toBe((await freeByStore(SATURDAY, '18:30', '19:30', 4)).size);
    const forThree = await searchAt({ ...window, total_people: 3 });
    expect(forThree.data.find((s) => s.id === storeId)?.free_times?.length).toBeGreaterThan(0);
  });

  it('可候補 also keeps the stores full for the party near the time, their full times as waitlist_times', async () => {
    const window = { date: SATURDAY, time: '19:00', time_window: 30, total_people: 4 };
    const before = await freeByStore(SATURDAY, '18:30', '19:30', 4);
    const [storeId] = [...before.keys()];
    const slots = await ctx.db
      .select()
      .from(t.storeSlots)
      .where(and(eq(t.storeSlots.storeId, storeId), eq(t.storeSlots.weekday, 6), inArray(t.storeSlots.time, ['18:30', '19:00', '19:30'])));
    expect(slots.length).toBeGreaterThan(0);
    // Every slot of the window booked up but 2 seats: full for four.
    for (const slot of slots) {
      const orders = await ctx.db.select().from(t.orders).where(and(eq(t.orders.storeId, storeId), eq(t.orders.date, SATURDAY), eq(t.orders.time, slot.time)));
      const seatsLeft = slot.capacity - orders.filter((o) => o.status !== 0).reduce((sum, o) => sum + o.adultNum + o.childNum, 0);
      if (seatsLeft > 2) await ctx.db.insert(t.orders).values({ slug: `full-${slot.id}`, storeId, date: SATURDAY, time: slot.time, adultNum: seatsLeft - 2, status: 1 });
    }
    const plain = await searchAt(window);
    expect(plain.data.map((s) => s.id)).not.toContain(storeId);
    expect(plain.data.every((s) => s.waitlist_times === undefined)).toBe(true);

    const withWaitlist = await searchAt({ ...window, waitlist: true });
    const card = withWaitlist.data.find((s) => s.id === storeId);
    expect(card?.free_times).toEqual([]);
    expect(card?.waitlist_times).toEqual(slots.filter((s) => s.capacity >= 4).map((s) => s.time).sort());
    // The rule: every store that books online with a slot in the window that could seat four.
    const couldSeat = await freeByStore(SATURDAY, '18:30', '19:30', 4);
    const all = await ctx.db.select({ storeId: t.storeSlots.storeId, capacity: t.storeSlots.capacity, time: t.storeSlots.time }).from(t.storeSlots).where(eq(t.storeSlots.weekday, 6));
    const booking = new Set((await ctx.db.select({ id: t.stores.id }).from(t.stores).where(eq(t.stores.joyBooking, true))).map((s) => s.id));
    const maxParty = new Map((await ctx.db.select({ id: t.stores.id, max: t.stores.maxPartySize }).from(t.stores)).map((s) => [s.id, s.max]));
    const expected = new Set([...couldSeat.keys(), ...all.filter((s) => booking.has(s.storeId) && (maxParty.get(s.storeId) ?? 0) >= 4 && s.capacity >= 4 && s.time >= '18:30' && s.time <= '19:30').map((s) => s.storeId)]);
    expect(new Set(withWaitlist.data.map((s) => s.id))).toEqual(expected);
    for (const store of withWaitlist.data) expect((store.free_times?.length ?? 0) + (store.waitlist_times?.length ?? 0)).toBeGreaterThan(0);
  });

  it('today offers only the slots still ahead on the Taipei clock', async () => {
    const evening = new Date(`${SATURDAY}T11:10:00Z`); // 19:10 in Taipei
    const expected = await freeByStore(SATURDAY, '18:00', '20:00', 2, '19:10');
    const result = await searchAt({ date: SATURDAY, time: '19:00', total_people: 2 }, evening);
    expect(new Set(result.data.map((s) => s.id))).toEqual(new Set(expected.keys()));
    for (const store of result.data) for (const time of store.free_times ?? []) expect(time > '19:10').toBe(true);
  });

  it('takes a part of the day instead of a time: 午餐 11:00–14:30, 晚餐 17:00–21:30, 任何時間', async () => {
    const lunch = await searchAt({ date: SATURDAY, time: 'lunch', total_people: 2 });
    expect(new Set(lunch.data.map((s) => s.id))).toEqual(new Set((await freeByStore(SATURDAY, '11:00', '14:30', 2)).keys()));
    for (const store of lunch.data) for (const time of store.free_times ?? []) expect(time >= '11:00' && time <= '14:30').toBe(true);
    const dinner = await searchAt({ date: SATURDAY, time: 'dinner', total_people: 6 });
    expect(new Set(dinner.data.map((s) => s.id))).toEqual(new Set((await freeByStore(SATURDAY, '17:00', '21:30', 6)).keys()));
    const any = await searchAt({ date: SATURDAY, time: 'any', total_people: 2 });
    const all = await freeByStore(SATURDAY, '00:00', '23:59', 2);
    expect(any.pagination.total).toBe(all.size);
    // Earliest first when no time was chosen.
    for (const store of any.data) expect(store.free_times).toEqual((all.get(store.id) ?? []).sort().slice(0, 3));
  });

  it('combines with the other filters and the distance order, and leaves cards without free_times when no time is asked', async () => {
    const [{ cityId }] = await ctx.db.select({ cityId: t.stores.cityId }).from(t.stores).limit(1);
    const free = await freeByStore(SATURDAY, '18:00', '20:00', 4);
    const inCity = new Set((await ctx.db.select({ id: t.stores.id }).from(t.stores).where(eq(t.stores.cityId, cityId))).map((s) => s.id));
    const result = await searchAt({ date: SATURDAY, time: '19:00', total_people: 4, city: cityId });
    expect(new Set(result.data.map((s) => s.id))).toEqual(new Set([...free.keys()].filter((id) => inCity.has(id))));
    const near = await searchAt({ date: SATURDAY, time: '19:00', total_people: 4, lat: 25.04, lng: 121.55 }, NOW, 30);
    expect(near.pagination.total).toBe(free.size);
    const distances = near.data.map((s) => s.distance ?? 0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const store of near.data) expect(store.free_times?.length).toBeGreaterThan(0);
    const plain = await searchAt({ date: SATURDAY, total_people: 4 }, NOW, 30);
    for (const store of plain.data) expect(store.free_times).toBeUndefined();
  });

  it('answers through POST /v2/map/search with free_times on each card', async () => {
    const date = taipeiDate(new Date(), 3);
    const res = await post({ date, time: '19:00', total_people: 2 });
    expect(res.statusCode).toBe(200);
    const page = json<Envelope<Paged<StoreSummary>>>(res).return;
    expect(page.data.length).toBeGreaterThan(0);
    for (const store of page.data) {
      expect(store.free_times!.length).toBeGreaterThan(0);
      for (const time of store.free_times!) expect(Math.abs(minutes(time) - minutes('19:00'))).toBeLessThanOrEqual(60);
    }
  });

  it.each([
    ['a past date', { date: 'PAST', time: '19:00', total_people: 2 }, 'date', '不能選擇過去的日期'],
    ['a past date without a time', { date: 'PAST' }, 'date', '不能選擇過去的日期'],
    ['a date past the booking window', { date: 'FAR', time: '19:00', total_people: 2 }, 'date', '只能查詢 30 天內的空位'],
    ['a time without a date', { time: '19:00', total_people: 2 }, 'date', '請先選擇用餐日期'],
    ['a time off the half-hour grid', { date: 'SOON', time: '19:15', total_people: 2 }, 'time', '請選擇整點或半點的時間'],
    ['a time that is not a time', { date: 'SOON', time: 'tonight', total_people: 2 }, 'time', '請選擇整點或半點的時間'],
    ['a party of 0', { date: 'SOON', time: '19:00', total_people: 0 }, 'total_people', '用餐人數須為 1 到 50 位'],
    ['a party above 50', { date: 'SOON', time: '19:00', total_people: 51 }, 'total_people', '用餐人數須為 1 到 50 位'],
    ['a window above 180 minutes', { date: 'SOON', time: '19:00', time_window: 240 }, 'time_window', '時間範圍須為 0 到 180 分鐘'],
    ['an unknown city', { city: 99999, date: 'SOON', time: '19:00' }, 'city', '找不到這個縣市'],
    ['可候補 without a time', { date: 'SOON', total_people: 2, waitlist: true }, 'waitlist', '請先選擇用餐日期與時間，才能找可候補的餐廳'],
  ] as [string, Record<string, unknown>, string, string][])('refuses %s with 422 and a field-keyed zh-TW message', async (_, body, field, message) => {
    const dates: Record<string, string> = { PAST: taipeiDate(new Date(), -1), FAR: taipeiDate(new Date(), 45), SOON: taipeiDate(new Date(), 2) };
    const payload = { ...body, date: typeof body.date === 'string' ? dates[body.date] : undefined };
    const res = await post(payload);
    expect(res.statusCode).toBe(422);
    const errors = json<Envelope<{ errors: Record<string, string> }>>(res).return.errors;
    expect(errors[field]).toBe(message);
  });
});
