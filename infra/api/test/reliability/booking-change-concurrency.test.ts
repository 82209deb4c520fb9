/**
 * Diners changing their bookings while others book, under real concurrency, on PostgreSQL only
 * (PGlite runs one query at a time, so nothing would race; ARCHITECTURE.md "Tests"). Without
 * TEST_DATABASE_URL the suite is skipped and says why.
 *
 * - Members moving their bookings into a slot, others growing their party in it and new
 *   bookings all race for its last seats: the slot never holds more than its capacity, every
 *   request either got seats or 409 此時段已客滿, the seats won are exactly the seats that were
 *   left, and a mover that lost still has its old seats (no seat given twice, none lost).
 * - Bookings moving between two slots in both directions at once: the slot locks are taken in
 *   one order, so no two changes deadlock (PostgreSQL would abort one: a 500).
 */
import { sql } from 'drizzle-orm';
import { json, openTestApp, rowsOf, type TestContext } from '../helpers/app';
import { bookedAt, bookingBody, findSlot, guestFields, setCapacity, type Slot } from '../helpers/booking';
import { weekdayOf } from '../../src/lib/booking-clock';
import { quickMember, type QuickMember } from '../security/quick-member';
import type { Envelope, OrderCreated } from '@joy/contract';

const FULL = { code: 0, status: 409, return: null, msg: '此時段已客滿，請選擇其他時段' };

const url = process.env.TEST_DATABASE_URL;
const onPostgres = url ? describe : describe.skip;
if (!url) console.log('booking change concurrency: skipped — set TEST_DATABASE_URL to a PostgreSQL server (PGlite runs one query at a time, so nothing would race)');

onPostgres('booking changes under real concurrency [postgres]', () => {
  const ctx = {} as TestContext;
  let close: () => Promise<void> = async () => undefined;
  let members: QuickMember[] = [];
  beforeAll(async () => {
    const opened = await openTestApp('postgres', { env: { RATE_LIMIT_MAX: '1000000' } });
    close = opened.close;
    Object.assign(ctx, opened);
    members = await Promise.all(Array.from({ length: 60 }, () => quickMember(ctx)));
  }, 120_000);
  afterAll(() => close());

  const book = (body: Record<string, unknown>, token?: string) =>
    ctx.app.inject({ method: 'POST', url: '/v2/order', payload: body, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const move = (token: string, orderId: number, to: Slot, adults: number) =>
    ctx.app.inject({ method: 'PUT', url: `/v2/order/${orderId}/reservation`, payload: { date: to.date, time: to.time, adult_num: adults, child_num: 0 }, headers: { authorization: `Bearer ${token}` } });

  async function laterTime(slot: Slot): Promise<Slot> {
    const [row] = await rowsOf<{ time: string }>(ctx.db, sql`select time from store_slots where store_id = ${slot.storeId} and weekday = ${weekdayOf(slot.date)} and time > ${slot.time} order by time limit 1`);
    return { ...slot, time: row.time };
  }

  async function bookAs(member: QuickMember, slot: Slot, adults = 2): Promise<number> {
    const res = await book(bookingBody(slot, { adult_num: adults }), member.token);
    if (res.statusCode !== 200) throw new Error(res.body);
    return json<Envelope<OrderCreated>>(res).return.order_id;
  }

  it('never gives a seat twice nor loses one when moves, bigger parties and new bookings race for the last seats of a slot', async () => {
    const from = await findSlot(ctx, 50, 4);
    const into = await laterTime(from);
    await ctx.db.execute(sql`update stores set max_party_size = 20 where id = ${from.storeId}`);
    await setCapacity(ctx, from, 200);
    await setCapacity(ctx, into, 40);
    // 20 of the 40 seats taken by 10 parties of 2 that will try to grow to 4; 20 left.
    const growers = members.slice(0, 10);
    const grown = await Promise.all(growers.map((m) => bookAs(m, into)));
    const movers = members.slice(10, 40);
    const moving = await Promise.all(movers.map((m) => bookAs(m, from)));
    expect(await bookedAt(ctx, into)).toEqual({ seats: 20, orders: 10 });
    expect(await bookedAt(ctx, from)).toEqual({ seats: 60, orders: 30 });

    const requests = [
      ...moving.map((id, i) => ({ kind: 'move' as const, id, run: () => move(movers[i].token, id, into, 2) })),
      ...grown.map((id, i) => ({ kind: 'grow' as const, id, run: () => move(growers[i].token, id, into, 4) })),
      ...Array.from({ length: 30 }, () => ({ kind: 'book' as const, id: 0, run: () => book({ ...bookingBody(into, { adult_num: 2 }), ...guestFields() }) })),
    ];
    // Interleaved, so each kind meets the others.
    const order = requests.map((_, i) => i).sort((a, b) => ((a * 37) % requests.length) - ((b * 37) % requests.length));
    const replies = await Promise.all(order.map((i) => requests[i].run()));
    const outcome = order.map((i, k) => ({ ...requests[i], status: replies[k].statusCode, body: json(replies[k]) }));

    // Every request either got its seats or was told the slot is full.
    for (const o of outcome) {
      expect([o.kind, o.status]).toEqual([o.kind, o.status === 200 ? 200 : 409]);
      if (o.status !== 200) expect(o.body).toEqual(FULL);
    }
    const won = outcome.filter((o) => o.status === 200);
    // Each success took exactly 2 more seats of the slot: the 20 left are won by 10, no more, no fewer.
    expect(won).toHaveLength(10);
    const after = await bookedAt(ctx, into);
    expect(after.seats).toBe(40);
    // Movers that lost kept their old seats; winners left theirs.
    const movedWon = won.filter((o) => o.kind === 'move').length;
    expect(await bookedAt(ctx, from)).toEqual({ seats: 60 - 2 * movedWon, orders: 30 - movedWon });
    const booked = won.filter((o) => o.kind === 'book').length;
    expect(after.orders).toBe(10 + movedWon + booked);
    const [rows] = await rowsOf<{ cancelled: string }>(ctx.db, sql`select count(*) filter (where status = 0) as cancelled from orders where store_id = ${from.storeId}`);
    expect(Number(rows.cancelled)).toBe(0);
    for (const o of outcome.filter((x) => x.kind !== 'book')) {
      const [row] = await rowsOf<{ time: string; adult_num: number }>(ctx.db, sql`select time, adult_num from orders where id = ${o.id}`);
      const expected = o.kind === 'move' ? (o.status === 200 ? into.time : from.time) : into.time;
      const adults = o.kind === 'grow' && o.status === 200 ? 4 : 2;
      expect({ id: o.id, time: row.time, adults: Number(row.adult_num) }).toEqual({ id: o.id, time: expected, adults });
    }
  }, 180_000);

  it('moves bookings between two slots in both directions at once without a deadlock', async () => {
    const a = await findSlot(ctx, 51, 4);
    const b = await laterTime(a);
    // Room for everyone in either slot: any refusal here would be a lock problem, not a full slot.
    await setCapacity(ctx, a, 40);
    await setCapacity(ctx, b, 40);
    const left = members.slice(40, 50);
    const right = members.slice(50, 60);
    const atA = await Promise.all(left.map((m) => bookAs(m, a)));
    const atB = await Promise.all(right.map((m) => bookAs(m, b)));
    for (let round = 0; round < 4; round += 1) {
      // Even rounds cross A→B and B→A; odd rounds cross back.
      const [fromA, fromB] = round % 2 === 0 ? [b, a] : [a, b];
      const replies = await Promise.all([...atA.map((id, i) => move(left[i].token, id, fromA, 2)), ...atB.map((id, i) => move(right[i].token, id, fromB, 2))]);
      expect(replies.map((r) => r.statusCode)).toEqual(replies.map(() => 200));
      const [sa, sb] = [await bookedAt(ctx, a), await bookedAt(ctx, b)];
      expect(sa.seats + sb.seats).toBe(40);
      expect([sa.orders, sb.orders]).toEqual([10, 10]);
    }
  }, 180_000);
});
