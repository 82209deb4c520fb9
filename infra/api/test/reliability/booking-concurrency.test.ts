/**
 * Bookings under real concurrency, on PostgreSQL only: the injected requests run on the
 * pool's connections and truly race there (PGlite runs one query at a time, so nothing would
 * race; ARCHITECTURE.md "Tests"). Without TEST_DATABASE_URL the suite is skipped and says why.
 *
 * - Hundreds of parties race for the last seats of a slot: never over capacity, exactly as
 *   many winners as there were seats, every loser told 此時段已客滿, no party refused while
 *   it still fit.
 * - Many keeps and cancels of one order from several sessions at once: the outcome is one a
 *   serial order could give, every loser gets 失敗 with the reason, one notification per
 *   change that happened.
 * - The same booking submitted many times at once with one idempotency key: one order.
 * `npm run test:soak` (JOY_SOAK=1) runs thousands.
 */
import { sql } from 'drizzle-orm';
import type { Envelope, OrderCreated, TimeSlot } from '@joy/contract';
import { json, openTestApp, rowsOf, type TestContext } from '../helpers/app';
import { bookedAt, bookingBody, findSlot, guestFields, setCapacity } from '../helpers/booking';
import { newPhone } from '../helpers/accounts';
import { partnerCall } from '../helpers/partner';
import { anotherToken, quickMember, type QuickMember } from '../security/quick-member';
import { recordFigures, SOAK } from '../soak/figures';

const FULL = { code: 0, status: 409, return: null, msg: '此時段已客滿，請選擇其他時段' };
const RACERS = SOAK ? 3000 : 300;
const ORDER_RACES = SOAK ? 200 : 12;
const DUPLICATES = SOAK ? 500 : 60;

const url = process.env.TEST_DATABASE_URL;
const onPostgres = url ? describe : describe.skip;
if (!url) console.log('booking concurrency: skipped — set TEST_DATABASE_URL to a PostgreSQL server (PGlite runs one query at a time, so nothing would race)');

onPostgres('booking under real concurrency [postgres]', () => {
  const ctx = {} as TestContext;
  let close: () => Promise<void> = async () => undefined;
  let members: QuickMember[] = [];
  beforeAll(async () => {
    const opened = await openTestApp('postgres', { env: { RATE_LIMIT_MAX: '1000000' } });
    close = opened.close;
    Object.assign(ctx, opened);
    members = await Promise.all(Array.from({ length: 40 }, () => quickMember(ctx)));
  }, 120_000);
  afterAll(() => close());

  const book = (body: Record<string, unknown>, token?: string) =>
    ctx.app.inject({ method: 'POST', url: '/v2/order', payload: body, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it(`never books past capacity when ${RACERS} parties race for the last seats; exactly the seats left are won`, async () => {
    const slot = await findSlot(ctx, 40, 4);
    await setCapacity(ctx, slot, 60);
    // Fill the slot up to its last 12 seats first.
    for (let i = 0; i < 24; i += 1) expect((await book({ ...bookingBody(slot, { adult_num: 2 }), ...guestFields() })).statusCode).toBe(200);
    const replies = await Promise.all(
      // A member races several times here: the seats are the subject, so the duplicate question is answered 仍要訂位.
      Array.from({ length: RACERS }, (_, i) => (i % 2 ? book(bookingBody(slot, { adult_num: 2, allow_duplicate: true }), members[i % members.length].token) : book({ ...bookingBody(slot, { adult_num: 2 }), ...guestFields() }))),
    );
    const won = replies.filter((r) => r.statusCode === 200);
    recordFigures('booking race [postgres]', { parallel: RACERS, 'seats left': 12, won: won.length, refused: replies.length - won.length });
    expect(won).toHaveLength(6);
    for (const r of replies.filter((x) => x.statusCode !== 200)) expect(json(r)).toEqual(FULL);
    expect(new Set(won.map((r) => json<Envelope<OrderCreated>>(r).return.order_id)).size).toBe(6);
    expect(await bookedAt(ctx, slot)).toEqual({ seats: 60, orders: 30 });
    const times = json<Envelope<TimeSlot[]>>(await ctx.app.inject({ method: 'GET', url: `/v2/store/${slot.storeId}/can-order-times/${slot.date}/1` })).return;
    expect(times.find((s) => s.time === slot.time)).toMatchObject({ available: false, seats_left: 0 });
    // Every member booking that won wrote its notification in the same transaction.
    const [n] = await rowsOf<{ orders: string; notified: string }>(
      ctx.db,
      sql`select count(*) as orders, count(n.id) as notified from orders o left join notifications n on n.order_id = o.id
          where o.store_id = ${slot.storeId} and o.date = ${slot.date} and o.time = ${slot.time} and o.member_id is not null`,
    );
    expect(Number(n.notified)).toBe(Number(n.orders));
  });

  it('refuses no party that still fitted when parties of 1 to 4 race for one slot', async () => {
    const slot = await findSlot(ctx, 41, 4);
    await setCapacity(ctx, slot, 50);
    const sizes = Array.from({ length: RACERS }, (_, i) => 1 + ((i * 7) % 4));
    const replies = await Promise.all(sizes.map((n) => book({ ...bookingBody(slot, { adult_num: n }), ...guestFields() })));
    const wonSeats = sizes.filter((_, i) => replies[i].statusCode === 200).reduce((a, b) => a + b, 0);
    const refused = sizes.filter((_, i) => replies[i].statusCode !== 200);
    const booked = await bookedAt(ctx, slot);
    expect(booked.seats).toBe(wonSeats);
    expect(booked.seats).toBeLessThanOrEqual(50);
    // Seats only ever shrink here, so a refused party must not fit in what is left at the end.
    expect(Math.min(...refused)).toBeGreaterThan(50 - booked.seats);
    for (const [i, r] of replies.entries()) if (r.statusCode !== 200) expect([sizes[i], json(r)]).toEqual([sizes[i], FULL]);
  });

  describe('keep and cancel of one order from several sessions at once', () => {
    const change = (token: string, orderId: number, status: 0 | 4) => ctx.app.inject({ method: 'PUT', url: '/v2/order', payload: { order_id: orderId, status }, headers: { authorization: `Bearer ${token}` } });

    it(`ends in a state a serial order gives, over ${ORDER_RACES} races; every loser gets 失敗 and the reason`, async () => {
      const slot = await findSlot(ctx, 42, 5);
      await setCapacity(ctx, slot, 500);
      const tally = { keeps: 0, cancels: 0, refused: 0 };
      for (let race = 0; race < ORDER_RACES; race += 1) {
        const owner = members[race % members.length];
        const sessions = [owner.token, await anotherToken(ctx, owner.id), await anotherToken(ctx, owner.id)];
        const { order_id } = json<Envelope<OrderCreated>>(await book(bookingBody(slot), owner.token)).return;
        const wanted: (0 | 4)[] = Array.from({ length: 8 }, (_, i) => ((i + race) % 2 ? 0 : 4));
        const replies = await Promise.all(wanted.map((status, i) => change(sessions[i % sessions.length], order_id, status)));
        const kept = wanted.filter((s, i) => s === 4 && replies[i].statusCode === 200).length;
        const cancelled = wanted.filter((s, i) => s === 0 && replies[i].statusCode === 200).length;
        expect(cancelled).toBe(1);
        expect(kept).toBeLessThanOrEqual(1);
        for (const r of replies.filter((x) => x.statusCode !== 200)) {
          expect(r.statusCode).toBe(422);
          expect(json(r)).toMatchObject({ code: 0, status: 422, msg: '失敗', return: { errors: { status: expect.stringMatching(/^此訂位已(取消|保留)$/) } } });
        }
        const [o] = await rowsOf<{ status: number; notes: string }>(ctx.db, sql`select status, (select count(*) from notifications where order_id = ${order_id}) as notes from orders where id = ${order_id}`);
        expect(o.status).toBe(0);
        // 訂位成功, then one per change that happened.
        expect(Number(o.notes)).toBe(1 + kept + cancelled);
        tally.keeps += kept;
        tally.cancels += cancelled;
        tally.refused += replies.length - kept - cancelled;
      }
      recordFigures('keep/cancel races [postgres]', { races: ORDER_RACES, 'parallel changes each': 8, ...tally });
    }, 120_000);

    it('lets the member’s keep and the store’s cancel race: whichever is first, the order ends cancelled and the keep is told so when it lost', async () => {
      const slot = await findSlot(ctx, 43, 5);
      for (let race = 0; race < ORDER_RACES; race += 1) {
        const owner = members[(race * 3) % members.length];
        const { order_id } = json<Envelope<OrderCreated>>(await book(bookingBody(slot), owner.token)).return;
        const [keep, storeCancel] = await Promise.all([change(owner.token, order_id, 4), partnerCall(ctx, slot.storeId, 'POST', `/partner/v1/orders/${order_id}/cancel?race=${race}`, { reason: '臨時店休' })]);
        expect(storeCancel.statusCode).toBe(200);
        if (keep.statusCode !== 200) expect(json(keep)).toMatchObject({ msg: '失敗', return: { errors: { status: '此訂位已取消' } } });
        const [o] = await rowsOf<{ status: number }>(ctx.db, sql`select status from orders where id = ${order_id}`);
        expect(o.status).toBe(0);
      }
    }, 120_000);
  });

  it(`books once when the same booking is submitted ${DUPLICATES} times at once with one idempotency key`, async () => {
    const slot = await findSlot(ctx, 44, 4);
    const member = members[0];
    const memberReplies = await Promise.all(Array.from({ length: DUPLICATES }, () => book(bookingBody(slot, { idempotency_key: 'double-tap-1' }), member.token)));
    const guest = guestFields(newPhone());
    const guestReplies = await Promise.all(Array.from({ length: DUPLICATES }, () => book({ ...bookingBody(slot, { idempotency_key: 'double-tap-1' }), ...guest })));
    for (const replies of [memberReplies, guestReplies]) {
      expect(replies.map((r) => r.statusCode)).toEqual(replies.map(() => 200));
      expect(new Set(replies.map((r) => json<Envelope<OrderCreated>>(r).return.order_id)).size).toBe(1);
    }
    expect(json<Envelope<OrderCreated>>(memberReplies[0]).return.order_id).not.toBe(json<Envelope<OrderCreated>>(guestReplies[0]).return.order_id);
    expect(await bookedAt(ctx, slot)).toEqual({ seats: 4, orders: 2 });
    const [n] = await rowsOf<{ n: string }>(ctx.db, sql`select count(*) as n from notifications where member_id = ${member.id} and order_id in (select id from orders where idempotency_key = 'double-tap-1')`);
    expect(Number(n.n)).toBe(1);
    const [sms] = await rowsOf<{ n: string }>(ctx.db, sql`select count(*) as n from sms_outbox where phone = ${guest.phone}`);
    expect(Number(sms.n)).toBe(1);
    recordFigures('duplicate submits [postgres]', { 'parallel submits': DUPLICATES * 2, orders: 2 });
  });
});
