/**
 * Deposits and card guarantees (issue 28): a booking that needs a card carries TapPay's prime,
 * the card is pre-authorised (not charged) and the booking is made only then; a decline makes
 * no booking and holds no seat; a gateway timeout keeps the seat with a pending guarantee,
 * retried with the same key; the store's seat releases the hold, a late cancel or a no-show
 * captures the agreed tier; every step is one balanced ledger transaction, and of racing moves
 * (seat against no-show, two no-shows, two seats) exactly one step happens, once at the gateway.
 */
import { and, eq, sql } from 'drizzle-orm';
import { guaranteeTexts, type Envelope, type HouseRules, type OrderCreated, type OrderResult } from '@joy/contract';
import type { PartnerOrder } from '@joy/contract/partner';
import { eachDatabase, json, rowsOf, type TestContext } from '../../helpers/app';
import * as t from '../../../src/db/schema';
import { SANDBOX_CARDS, type SandboxGateway } from '../../../src/adapters/payment-gateway';
import { moneyBalance } from '../../../src/ledger/money';
import { releaseUnsettled, settleAtGateway } from '../../../src/services/guarantees';
import { bookedAt, bookingBody, findSlot, guestFields, inject, type Slot } from '../../helpers/booking';
import { partnerCall } from '../../helpers/partner';
import { register } from '../../helpers/accounts';

const depositRules = (over: Partial<HouseRules> = {}): HouseRules => ({
  time_limit_minutes: 120,
  minimum_spend_per_person: 0,
  service_charge_percent: 10,
  late_hold_minutes: 15,
  deposit: { kind: 'deposit', amount_per_person: 300, tiers: [{ hours_before: 24, keep_percent: 50 }, { hours_before: 2, keep_percent: 100 }] },
  cake_fee: 0,
  corkage_fee: 0,
  pets: 'no',
  children: 'welcome',
  holidays: [],
  ...over,
});

eachDatabase('booking guarantees', (ctx: TestContext) => {
  let request = 0;
  const gateway = () => ctx.app.payments as SandboxGateway;
  const prime = (card: string = SANDBOX_CARDS.visa) => {
    const r = gateway().createPrime({ cardNumber: card, expiry: '12/30', ccv: '123' });
    if (!r.ok) throw new Error(r.message);
    return r.prime;
  };
  const setRules = async (storeId: number, rules: HouseRules) => {
    await ctx.db
      .insert(t.storeHouseRules)
      .values({ storeId, rules, depositKind: rules.deposit.kind })
      .onConflictDoUpdate({ target: t.storeHouseRules.storeId, set: { rules, depositKind: rules.deposit.kind } });
  };
  const move = (storeId: number, orderId: number, action: string) =>
    partnerCall(ctx, storeId, 'POST', `/partner/v1/orders/${orderId}/${action}?request_id=guarantee-${++request}`, action === 'cancel' ? { reason: '店休' } : undefined);
  const book = (slot: Slot, extra: Record<string, unknown> = {}) => inject(ctx, 'POST', '/v2/order', { ...bookingBody(slot), ...guestFields(), ...extra });
  const guaranteeRow = async (orderId: number) => (await ctx.db.select().from(t.bookingGuarantees).where(eq(t.bookingGuarantees.orderId, orderId)))[0];
  const stepsOf = async (guaranteeId: number) =>
    (await rowsOf<{ reason: string }>(ctx.db, sql`select reason from money_transactions where guarantee_id = ${guaranteeId} order by id`)).map((r) => r.reason);
  const gatewayOps = (ref: string | null) => gateway().holds.filter((h) => h.ref === ref && h.ok).map((h) => h.op);
  /** Moves a booking into the past (a test's shortcut: the no-show needs its time to have come). */
  const intoThePast = (orderId: number) => ctx.db.update(t.orders).set({ date: '2020-01-10' }).where(eq(t.orders.id, orderId));
  const textsTo = async (phone: string) => {
    await ctx.app.outbox.drain();
    return (await ctx.db.select({ body: t.smsOutbox.body }).from(t.smsOutbox).where(eq(t.smsOutbox.phone, phone)).orderBy(t.smsOutbox.id)).map((r) => r.body);
  };
  const allBalanced = async () => Number((await rowsOf<{ s: string }>(ctx.db, sql`select coalesce(sum(amount), 0) as s from money_entries`))[0].s);

  it('asks a card when the store takes deposits (422 on prime, no order), and books with it: held, not charged', async () => {
    const slot = await findSlot(ctx, 60);
    await setRules(slot.storeId, depositRules());
    const guest = guestFields();
    const refused = await book(slot, guest);
    expect(refused.statusCode).toBe(422);
    expect(json(refused)).toMatchObject({ msg: guaranteeTexts.guaranteeRequired, return: { errors: { prime: guaranteeTexts.guaranteeRequired } } });
    expect(await bookedAt(ctx, slot)).toEqual({ seats: 0, orders: 0 });

    const res = await book(slot, { ...guest, prime: prime() });
    expect(res.statusCode).toBe(200);
    const created = json<Envelope<OrderCreated>>(res).return;
    // Two days ahead, past the 24-hour tier: a cancel now would keep nothing.
    expect(created.guarantee).toEqual({ kind: 'deposit', amount: 600, status: 'authorized', captured_amount: 0, last_four: '4242', cancel_keeps: 0 });
    const g = await guaranteeRow(created.order_id);
    expect(await stepsOf(g.id)).toEqual(['authorize']);
    expect(await moneyBalance(ctx.db, 'card_hold', g.id)).toBe(600);
    expect(gateway().holds.filter((h) => h.ref === g.gatewayRef).map((h) => [h.op, h.amount])).toEqual([['authorize', 600]]);
    expect(gateway().charges.some((c) => c.key === g.gatewayKey)).toBe(false);
    const [order] = await ctx.db.select({ agreedRules: t.orders.agreedRules }).from(t.orders).where(eq(t.orders.id, created.order_id));
    expect(order.agreedRules).toEqual(depositRules());
    // The booking is announced once the card is held.
    expect(await textsTo(guest.phone)).toHaveLength(1);

    // The store changes its card later: the booking keeps what was agreed.
    await setRules(slot.storeId, depositRules({ deposit: { kind: 'none' } }));
    expect((await move(slot.storeId, created.order_id, 'confirm')).statusCode).toBe(200);
    const seated = await move(slot.storeId, created.order_id, 'seat');
    expect(json<Envelope<PartnerOrder>>(seated).return.guarantee).toMatchObject({ status: 'released', amount: 600, captured_amount: 0 });
    await ctx.app.outbox.drain();
    expect(gatewayOps(g.gatewayRef)).toEqual(['authorize', 'release']);
    expect(await stepsOf(g.id)).toEqual(['authorize', 'release']);
    expect(await moneyBalance(ctx.db, 'card_hold', g.id)).toBe(0);
    expect(await moneyBalance(ctx.db, 'diner_card', g.id)).toBe(0);
    // Seating sends the welcome and the release; the outbox may send either first.
    const texts = await textsTo(guest.phone);
    expect(texts.slice(1)).toEqual(expect.arrayContaining([expect.stringContaining('已釋放預先授權 NT$600'), expect.stringContaining('歡迎光臨')]));
    const result = json<Envelope<OrderResult>>(await inject(ctx, 'GET', `/v2/order/result/${created.public_id}`)).return;
    expect(result.guarantee).toMatchObject({ status: 'released', amount: 600 });
    const list = json<Envelope<PartnerOrder[]>>(await partnerCall(ctx, slot.storeId, 'GET', `/partner/v1/orders?date=${slot.date}`)).return;
    expect(list.find((o) => o.id === created.order_id)?.guarantee).toEqual({ kind: 'deposit', amount: 600, status: 'released', captured_amount: 0, last_four: '4242', cancel_keeps: 0 });
  });

  it('a declined card makes no booking and holds no seat (422, order cancelled, no message, nothing in the ledger)', async () => {
    const slot = await findSlot(ctx, 61);
    await setRules(slot.storeId, depositRules());
    const guest = guestFields();
    const res = await book(slot, { ...guest, prime: prime(SANDBOX_CARDS.declined), idempotency_key: 'declined-1' });
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({ msg: guaranteeTexts.guaranteeDeclined, return: { errors: { prime: guaranteeTexts.guaranteeDeclined } } });
    expect(await bookedAt(ctx, slot)).toEqual({ seats: 0, orders: 0 });
    const [order] = await ctx.db.select({ id: t.orders.id, status: t.orders.status }).from(t.orders).where(and(eq(t.orders.storeId, slot.storeId), eq(t.orders.guestPhone, guest.phone)));
    expect(order.status).toBe(0);
    const g = await guaranteeRow(order.id);
    expect(g.status).toBe('declined');
    expect(await stepsOf(g.id)).toEqual([]);
    expect(await textsTo(guest.phone)).toEqual([]);
    // Not a booking anywhere: the store's list and the member's history leave it out.
    const storeList = json<Envelope<PartnerOrder[]>>(await partnerCall(ctx, slot.storeId, 'GET', `/partner/v1/orders?date=${slot.date}`)).return;
    expect(storeList.map((o) => o.id)).not.toContain(order.id);
    const member = await register(ctx);
    expect((await inject(ctx, 'POST', '/v2/order', { ...bookingBody(slot), prime: prime(SANDBOX_CARDS.declined), idempotency_key: 'declined-member' }, member.token)).statusCode).toBe(422);
    const history = json<Envelope<{ data: unknown[]; pagination: { total: number } }>>(await inject(ctx, 'POST', '/v2/order-history', {}, member.token)).return;
    expect({ listed: history.data.length, total: history.pagination.total }).toEqual({ listed: 0, total: 0 });
    // The same attempt again answers the same: still no booking.
    expect((await book(slot, { ...guest, prime: prime(), idempotency_key: 'declined-1' })).statusCode).toBe(422);
    // A new attempt with another card books.
    expect((await book(slot, { ...guest, prime: prime(), idempotency_key: 'declined-2' })).statusCode).toBe(200);
  });

  it('a gateway timeout keeps the seat with the guarantee pending, and the retry with the same key holds the card once', async () => {
    const slot = await findSlot(ctx, 62);
    await setRules(slot.storeId, depositRules());
    const guest = guestFields();
    const res = await book(slot, { ...guest, prime: prime(SANDBOX_CARDS.timeout) });
    expect(res.statusCode).toBe(200);
    const created = json<Envelope<OrderCreated>>(res).return;
    expect(created.guarantee).toMatchObject({ status: 'pending', amount: 600 });
    expect(await bookedAt(ctx, slot)).toEqual({ seats: 2, orders: 1 });
    const g = await guaranteeRow(created.order_id);
    // The outbox's retry (running already, or on the drain below) finds the first attempt's hold.
    const texts = await textsTo(guest.phone);
    expect(await guaranteeRow(created.order_id)).toMatchObject({ status: 'authorized', cardLastFour: '0119' });
    expect(gateway().holds.filter((h) => h.key === g.gatewayKey).map((h) => h.op)).toEqual(['authorize']);
    expect(await stepsOf(g.id)).toEqual(['authorize']);
    // The booking's own SMS and the card's outcome reach the guest only once the card is held.
    expect(texts).toHaveLength(2);
    expect(texts.join('\n')).toContain('已預先授權 NT$600');
  });

  it('a cancel inside a refund tier captures its share; outside every tier it releases', async () => {
    const slot = await findSlot(ctx, 63);
    await setRules(slot.storeId, depositRules({ deposit: { kind: 'deposit', amount_per_person: 250, tiers: [{ hours_before: 24 * 30, keep_percent: 40 }] } }));
    const late = json<Envelope<OrderCreated>>(await book(slot, { prime: prime() })).return;
    // The diner is told before cancelling what a cancel now keeps.
    expect(late.guarantee?.cancel_keeps).toBe(200);
    expect(json<Envelope<OrderResult>>(await inject(ctx, 'GET', `/v2/order/result/${late.public_id}`)).return.guarantee?.cancel_keeps).toBe(200);
    expect((await inject(ctx, 'POST', `/v2/order/result/${late.public_id}/cancel`)).statusCode).toBe(200);
    const g = await guaranteeRow(late.order_id);
    expect(g).toMatchObject({ status: 'captured', capturedAmount: 200 });
    await ctx.app.outbox.drain();
    expect(gateway().holds.filter((h) => h.ref === g.gatewayRef).map((h) => [h.op, h.amount])).toEqual([['authorize', 500], ['capture', 200]]);
    expect(await moneyBalance(ctx.db, 'store_receivable', g.id)).toBe(200);
    expect(await moneyBalance(ctx.db, 'diner_card', g.id)).toBe(-200);
    expect(await moneyBalance(ctx.db, 'card_hold', g.id)).toBe(0);

    await setRules(slot.storeId, depositRules({ deposit: { kind: 'deposit', amount_per_person: 250, tiers: [{ hours_before: 1, keep_percent: 40 }] } }));
    const early = json<Envelope<OrderCreated>>(await book(slot, { prime: prime() })).return;
    expect((await inject(ctx, 'POST', `/v2/order/result/${early.public_id}/cancel`)).statusCode).toBe(200);
    expect(await guaranteeRow(early.order_id)).toMatchObject({ status: 'released', capturedAmount: 0 });
  });

  it('a no-show captures the strictest tier; a store cancel releases', async () => {
    const slot = await findSlot(ctx, 64);
    await setRules(slot.storeId, depositRules());
    const a = json<Envelope<OrderCreated>>(await book(slot, { prime: prime() })).return;
    expect((await move(slot.storeId, a.order_id, 'confirm')).statusCode).toBe(200);
    await intoThePast(a.order_id);
    expect((await move(slot.storeId, a.order_id, 'no-show')).statusCode).toBe(200);
    expect(await guaranteeRow(a.order_id)).toMatchObject({ status: 'captured', capturedAmount: 600 });

    const b = json<Envelope<OrderCreated>>(await book(slot, { prime: prime() })).return;
    expect((await move(slot.storeId, b.order_id, 'cancel')).statusCode).toBe(200);
    expect(await guaranteeRow(b.order_id)).toMatchObject({ status: 'released' });
    await ctx.app.outbox.drain();
    expect(gatewayOps((await guaranteeRow(a.order_id)).gatewayRef)).toEqual(['authorize', 'capture']);
    expect(gatewayOps((await guaranteeRow(b.order_id)).gatewayRef)).toEqual(['authorize', 'release']);
    expect(await allBalanced()).toBe(0);
  });

  it('of racing moves exactly one step happens: seat against no-show, two no-shows, two seats — never both, once at the gateway', async () => {
    const slot = await findSlot(ctx, 65);
    await setRules(slot.storeId, depositRules());
    const races: [string, string][] = [
      ['seat', 'no-show'],
      ['no-show', 'no-show'],
      ['seat', 'seat'],
      ['seat', 'no-show'],
    ];
    for (const [first, second] of races) {
      const o = json<Envelope<OrderCreated>>(await book(slot, { prime: prime() })).return;
      expect((await move(slot.storeId, o.order_id, 'confirm')).statusCode).toBe(200);
      await intoThePast(o.order_id);
      const replies = await Promise.all([move(slot.storeId, o.order_id, first), move(slot.storeId, o.order_id, second), move(slot.storeId, o.order_id, second)]);
      expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
      // The settle could run twice (a redelivery): the gateway still acts once.
      await ctx.app.outbox.drain();
      const g = await guaranteeRow(o.order_id);
      await settleAtGateway(ctx.app, g.id, g.status === 'captured' ? 'capture' : 'release');
      const steps = await stepsOf(g.id);
      expect(steps).toHaveLength(2);
      expect(['release', 'capture']).toContain(steps[1]);
      expect(g.status).toBe(steps[1] === 'release' ? 'released' : 'captured');
      expect(gatewayOps(g.gatewayRef)).toEqual(['authorize', steps[1]]);
      expect(await moneyBalance(ctx.db, 'card_hold', g.id)).toBe(0);
    }
    expect(await allBalanced()).toBe(0);
    // The ledger refuses to be rewritten.
    await expect(ctx.db.execute(sql`update money_entries set amount = amount + 1`)).rejects.toThrow();
  });

  it('asks a card of a diner with two no-shows in 90 days, saying why; the guarantee is NT$500 a person', async () => {
    const slot = await findSlot(ctx, 66);
    const guest = guestFields();
    // Two earlier bookings (any two of the seed's) marked 未到 on the guest's phone.
    const past = await rowsOf<{ id: number }>(ctx.db, sql`select id from orders where id not in (select order_id from no_show_marks) order by id limit 2`);
    expect(past).toHaveLength(2);
    for (const o of past) await ctx.db.insert(t.noShowMarks).values({ orderId: o.id, storeId: slot.storeId, phone: guest.phone, markedAt: new Date(Date.now() - 5 * 86_400_000) });
    const refused = await book(slot, guest);
    expect(refused.statusCode).toBe(422);
    expect(json(refused)).toMatchObject({ msg: guaranteeTexts.guaranteeRequiredByNoShows, return: { errors: { prime: guaranteeTexts.guaranteeRequiredByNoShows } } });
    const res = await book(slot, { ...guest, prime: prime() });
    expect(res.statusCode).toBe(200);
    expect(json<Envelope<OrderCreated>>(res).return.guarantee).toMatchObject({ kind: 'card', amount: 1000, status: 'authorized' });
  });

  it('a hold the store never settled is released a day after the booking’s time, once; one whose time passed an hour ago is left alone', async () => {
    const slot = await findSlot(ctx, 67);
    await setRules(slot.storeId, depositRules());
    const forgotten = json<Envelope<OrderCreated>>(await book(slot, { prime: prime() })).return;
    const recent = json<Envelope<OrderCreated>>(await book(slot, { prime: prime() })).return;
    await intoThePast(forgotten.order_id);
    await ctx.db.update(t.orders).set({ date: new Date(Date.now() - 3_600_000).toISOString().slice(0, 10) }).where(eq(t.orders.id, recent.order_id));
    const now = new Date();
    const released = await Promise.all([ctx.db.transaction((tx) => releaseUnsettled(tx, now, 50)), ctx.db.transaction((tx) => releaseUnsettled(tx, now, 50))]);
    expect(released.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    const g = await guaranteeRow(forgotten.order_id);
    expect(g.status).toBe('released');
    expect(await stepsOf(g.id)).toEqual(['authorize', 'release']);
    expect((await guaranteeRow(recent.order_id)).status).toBe('authorized');
    await ctx.app.outbox.drain();
    expect(gatewayOps(g.gatewayRef)).toEqual(['authorize', 'release']);
    expect(await ctx.db.transaction((tx) => releaseUnsettled(tx, now, 50))).toBe(0);
  });
});
