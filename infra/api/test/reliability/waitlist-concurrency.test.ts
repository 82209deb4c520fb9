/**
 * The waitlist under real concurrency, on PostgreSQL only (PGlite runs one query at a time, so
 * nothing would race). Without TEST_DATABASE_URL the suite is skipped and says why.
 *
 * - Two cancellations free a full slot while a hundred diners try to book it and every waiter
 *   tries to confirm: the freed seats go to the first two in line and to no one else, the slot
 *   never holds more than its seats, and confirming many times at once books each hold once.
 * - A hold runs out while its diner confirms, several job runs expire it and more diners try
 *   to book: it passes to exactly one next waiter, and still nobody else gets the seats.
 */
import { sql } from 'drizzle-orm';
import type { Envelope, OrderCreated, WaitlistEntry } from '@joy/contract';
import { createScheduler } from '../../src/jobs/scheduler';
import { waitlistHoldsJob } from '../../src/jobs/waitlist-holds';
import { json, openTestApp, rowsOf, type TestContext } from '../helpers/app';
import { bookingBody, findSlot, guestFields, setCapacity, type Slot } from '../helpers/booking';
import { newPhone } from '../helpers/accounts';
import { partnerCall } from '../helpers/partner';

const BOOKERS = 100;
const WAITERS = 8;

const url = process.env.TEST_DATABASE_URL;
const onPostgres = url ? describe : describe.skip;
if (!url) console.log('waitlist concurrency: skipped — set TEST_DATABASE_URL to a PostgreSQL server (PGlite runs one query at a time, so nothing would race)');

let clockOffsetMs = 0;

onPostgres('waitlist under real concurrency [postgres]', () => {
  const ctx = {} as TestContext;
  let close: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const opened = await openTestApp('postgres', { env: { RATE_LIMIT_MAX: '1000000' }, adapters: { clock: () => new Date(Date.now() + clockOffsetMs) } });
    close = opened.close;
    Object.assign(ctx, opened);
  }, 120_000);
  afterAll(() => close());

  const post = (url: string, payload: unknown) => ctx.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });
  const bookers = (slot: Slot, n: number) => Array.from({ length: n }, () => post('/v2/order', { ...bookingBody(slot), ...guestFields() }));
  const confirm = (publicId: string) => post(`/v2/waitlist/${publicId}/confirm`, {});
  /** Seats taken at the slot: live orders plus holds. */
  async function taken(slot: Slot): Promise<number> {
    const [row] = await rowsOf<{ seats: string }>(
      ctx.db,
      sql`select coalesce((select sum(adult_num + child_num) from orders where store_id = ${slot.storeId} and date = ${slot.date} and time = ${slot.time} and status <> 0), 0)
           + coalesce((select sum(adult_num + child_num) from waitlist_entries where store_id = ${slot.storeId} and date = ${slot.date} and time = ${slot.time} and status = 'held'), 0) as seats`,
    );
    return Number(row.seats);
  }
  const statuses = async (ids: string[]) =>
    new Map((await rowsOf<{ public_id: string; status: string }>(ctx.db, sql`select public_id, status from waitlist_entries where public_id in ${ids}`)).map((r) => [r.public_id, r.status]));

  it('freed seats reach the first in line and no one else; each hold is booked once', async () => {
    const slot = await findSlot(ctx, 90, 5);
    await setCapacity(ctx, slot, 4);
    const full = await Promise.all([1, 2].map(() => post('/v2/order', { ...bookingBody(slot), ...guestFields() })));
    const orderIds = full.map((r) => json<Envelope<OrderCreated>>(r).return.order_id);
    const line: string[] = [];
    for (let i = 0; i < WAITERS; i++) {
      const res = await post('/v2/waitlist', { store_id: slot.storeId, date: slot.date, time: slot.time, adult_num: 2, name: '候補客', phone: newPhone() });
      line.push(json<Envelope<WaitlistEntry>>(res).return.public_id);
    }

    const replies = await Promise.all([
      ...orderIds.map((id) => partnerCall(ctx, slot.storeId, 'POST', `/partner/v1/orders/${id}/cancel`, {})),
      ...bookers(slot, BOOKERS),
      ...line.map(confirm),
    ]);
    const [cancels, booked] = [replies.slice(0, 2), replies.slice(2, 2 + BOOKERS)];
    expect(cancels.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(booked.filter((r) => r.statusCode === 200)).toHaveLength(0);
    expect(new Set(booked.map((r) => r.statusCode))).toEqual(new Set([409]));
    expect(await taken(slot)).toBe(4);

    // Each of the first two confirms many times at once: one order each; the rest wait.
    const confirms = await Promise.all([...line.slice(0, 2), ...line.slice(0, 2), ...line.slice(0, 2), ...line.slice(2)].map(confirm));
    const made = new Set(confirms.filter((r) => r.statusCode === 200).map((r) => json<Envelope<OrderCreated>>(r).return.order_id));
    expect(made.size).toBe(2);
    const after = await statuses(line);
    expect(line.map((id) => after.get(id))).toEqual(['booked', 'booked', ...Array(WAITERS - 2).fill('waiting')]);
    expect(await taken(slot)).toBe(4);
    const [{ n }] = await rowsOf<{ n: string }>(ctx.db, sql`select count(*) as n from orders where store_id = ${slot.storeId} and date = ${slot.date} and time = ${slot.time} and status <> 0`);
    expect(Number(n)).toBe(2);
  }, 120_000);

  it('a hold that runs out while its diner confirms and several instances expire it passes to exactly one next waiter', async () => {
    const slot = await findSlot(ctx, 91, 5);
    await setCapacity(ctx, slot, 2);
    const first = json<Envelope<OrderCreated>>(await post('/v2/order', { ...bookingBody(slot), ...guestFields() })).return.order_id;
    const line: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await post('/v2/waitlist', { store_id: slot.storeId, date: slot.date, time: slot.time, adult_num: 2, name: '候補客', phone: newPhone() });
      line.push(json<Envelope<WaitlistEntry>>(res).return.public_id);
    }
    expect((await partnerCall(ctx, slot.storeId, 'POST', `/partner/v1/orders/${first}/cancel`, {})).statusCode).toBe(200);
    expect((await statuses(line)).get(line[0])).toBe('held');

    clockOffsetMs = 10 * 60_000 + 1_000;
    try {
      const instances = Array.from({ length: 4 }, () => createScheduler({ db: ctx.app.db, log: ctx.app.log, clock: () => ctx.app.clock(), jobs: [waitlistHoldsJob()] }));
      const [confirms, , booked] = await Promise.all([
        Promise.all(Array.from({ length: 5 }, () => confirm(line[0]))),
        Promise.all(instances.map((s) => s.run('waitlist-holds'))),
        Promise.all(bookers(slot, 40)),
      ]);
      expect(confirms.every((r) => r.statusCode === 409)).toBe(true);
      expect(booked.filter((r) => r.statusCode === 200)).toHaveLength(0);
      const after = await statuses(line);
      expect(line.map((id) => after.get(id))).toEqual(['expired', 'held', 'waiting', 'waiting']);
      expect(await taken(slot)).toBe(2);
    } finally {
      clockOffsetMs = 0;
    }
  }, 120_000);
});
