/**
 * VIP subscription (§9) on a movable clock: a sandbox card is charged on purchase (a declined
 * card is not, and VIP does not start), only the gateway's token and the card's first six and
 * last four digits are kept, a repeated confirm charges once, the renewal job charges 48 h
 * before the end (not 49 h) and once per period, a change of plan takes effect at renewal,
 * cancellation is accepted until 72 h before the end and VIP runs out at the end without a
 * refund, a failed renewal charge cancels VIP, and cards are the owner's only.
 */
import { sql } from 'drizzle-orm';
import type { CreditCard, Envelope, SubscriptionResult } from '@joy/contract';
import { sandboxGateway, SANDBOX_CARDS } from '../../../src/adapters/payment-gateway';
import { createJobs } from '../../../src/jobs';
import { renewDue } from '../../../src/services/subscriptions';
import { eachDatabase, json, rowsOf, type TestContext } from '../../helpers/app';
import { inject } from '../../helpers/booking';
import { movableClock, quickMember } from '../../helpers/coins';

const HOUR = 3_600_000;
const clock = movableClock();
const gateway = sandboxGateway();
const T0 = new Date('2026-03-01T02:00:00Z');
const at = (base: Date | string, hours: number) => new Date(new Date(base).getTime() + hours * HOUR);

eachDatabase(
  'VIP subscription',
  (ctx: TestContext) => {
    afterEach(() => clock.reset());
    const run = () => createJobs(ctx.app).run('vip-renewal');

    async function prime(cardNumber: string = SANDBOX_CARDS.visa): Promise<string> {
      const res = await inject(ctx, 'POST', '/v2/subscription/sandbox/prime', { card_number: cardNumber, expiry: '12/30', ccv: '123' });
      expect(res.statusCode).toBe(200);
      return json<Envelope<{ prime: string }>>(res).return.prime;
    }
    const subscribe = async (token: string, body: Record<string, unknown>) => inject(ctx, 'POST', '/v2/subscription/pay', { program_id: 1, consent: 'adult', ...body }, token);
    const grade = async (id: number) => (await rowsOf<{ g: number }>(ctx.db, sql`select member_grade_id as g from members where id = ${id}`))[0].g;
    const state = async (token: string) => json<Envelope<SubscriptionResult>>(await inject(ctx, 'GET', '/v2/memberDealer', undefined, token)).return.subscription;

    it('refuses a bad card, a missing consent and a declined card; VIP does not start', async () => {
      const m = await quickMember(ctx);
      const bad = await inject(ctx, 'POST', '/v2/subscription/sandbox/prime', { card_number: '4242 4242 4242 4241', expiry: '12/30', ccv: '123' });
      expect(bad.statusCode).toBe(422);
      expect(json(bad)).toMatchObject({ return: { errors: { card_number: '信用卡號碼格式不正確' } } });
      const noConsent = await inject(ctx, 'POST', '/v2/subscription/pay', { program_id: 1, prime: await prime() }, m.token);
      expect(json(noConsent)).toMatchObject({ status: 422, return: { errors: { consent: '須年滿 18 歲，未成年須經法定代理人同意' } } });
      const declined = await subscribe(m.token, { prime: await prime(SANDBOX_CARDS.declined) });
      expect(declined.statusCode).toBe(402);
      expect(json(declined)).toMatchObject({ return: { errors: { prime: '信用卡交易失敗，請改用其他卡片' } } });
      expect(await grade(m.id)).toBe(1);
      expect((await state(m.token)).status).toBe('none');
      expect((await inject(ctx, 'POST', '/v2/subscription/pay', { program_id: 1, consent: 'adult' })).statusCode).toBe(401);
    });

    it('charges on purchase, keeps only the token and the card digits, and a repeated confirm charges once', async () => {
      clock.set(T0);
      const m = await quickMember(ctx);
      const before = gateway.charges.length;
      const body = { prime: await prime(), idempotency_key: `confirm-${ctx.kind}`, consent: 'guardian' };
      const res = await subscribe(m.token, body);
      expect(res.statusCode).toBe(200);
      const reply = json<Envelope<SubscriptionResult>>(res);
      expect(reply).toMatchObject({ code: 1, msg: '訂閱成功', return: { member_grade_id: 3, subscription: { status: 'active', program_id: 1, period_end: at(T0, 30 * 24).toISOString() } } });
      expect(reply.return.subscription.cancel_deadline).toBe(at(T0, 30 * 24 - 72).toISOString());
      expect(reply.return.subscription.card).toMatchObject({ card_6_num: '424242', last_four: '4242', icon: 'visa', is_default: true });
      const again = await subscribe(m.token, body);
      expect(again.statusCode).toBe(200);
      expect(gateway.charges.length).toBe(before + 1);
      const [stored] = await rowsOf<Record<string, string>>(ctx.db, sql`select * from credit_cards where member_id = ${m.id}`);
      expect(JSON.stringify(stored)).not.toContain(SANDBOX_CARDS.visa);
      expect(stored.card_token).toMatch(/^sbx_tok_/);
      const twice = await subscribe(m.token, { prime: await prime(SANDBOX_CARDS.master) });
      expect(twice.statusCode).toBe(409);
      expect(json(twice)).toMatchObject({ return: { errors: { program_id: '您已訂閱 VIP 方案' } } });
    });

    it('renews 48 h before the end (not 49 h), once per period, on the plan chosen by a change', async () => {
      clock.set(T0);
      const m = await quickMember(ctx);
      expect((await subscribe(m.token, { prime: await prime(SANDBOX_CARDS.master) })).statusCode).toBe(200);
      const end = at(T0, 30 * 24);
      const change = await inject(ctx, 'PUT', '/v2/subscription/dealer-program/update', { program_id: 2 }, m.token);
      expect(json(change)).toMatchObject({ code: 1, msg: '變更成功', return: { subscription: { next_program_id: 2 } } });
      const count = async () => Number((await rowsOf<{ n: string }>(ctx.db, sql`select count(*) as n from subscription_charges where member_id = ${m.id} and status = 'succeeded'`))[0].n);
      clock.set(at(end, -49));
      await run();
      expect(await count()).toBe(1);
      clock.set(at(end, -48));
      await run();
      await run();
      expect(await count()).toBe(2);
      const s = await state(m.token);
      expect(s).toMatchObject({ status: 'active', program_id: 2, next_program_id: null, period_end: at(end, 365 * 24).toISOString() });
      const [charge] = await rowsOf<{ amount: number }>(ctx.db, sql`select amount from subscription_charges where member_id = ${m.id} order by id desc limit 1`);
      expect(charge.amount).toBe(2990);
      expect(await grade(m.id)).toBe(3);
    });

    it('cancels until 72 h before the end; VIP stays until the end, then runs out without a refund', async () => {
      clock.set(T0);
      const early = await quickMember(ctx);
      const late = await quickMember(ctx);
      for (const m of [early, late]) expect((await subscribe(m.token, { prime: await prime() })).statusCode).toBe(200);
      const end = at(T0, 30 * 24);
      clock.set(at(end, -72));
      const ok = await inject(ctx, 'PUT', '/v2/subscription/cancel', undefined, early.token);
      expect(json(ok)).toMatchObject({ code: 1, return: { subscription: { status: 'active', cancel_at_period_end: true, renews_at: null } } });
      clock.set(at(end, -71));
      const tooLate = await inject(ctx, 'PUT', '/v2/subscription/cancel', undefined, late.token);
      expect(tooLate.statusCode).toBe(422);
      expect(json(tooLate)).toMatchObject({ msg: '取消須於方案到期前 72 小時申請', return: { errors: { subscription: '取消須於方案到期前 72 小時申請' } } });
      await run();
      expect(await grade(early.id)).toBe(3);
      clock.set(end);
      await run();
      expect((await state(early.token)).status).toBe('ended');
      expect(await grade(early.id)).toBe(1);
      const charges = await rowsOf<{ n: string }>(ctx.db, sql`select count(*) as n from subscription_charges where member_id = ${early.id}`);
      expect(Number(charges[0].n)).toBe(1);
    });

    it('a failed renewal charge cancels VIP', async () => {
      clock.set(T0);
      const m = await quickMember(ctx);
      expect((await subscribe(m.token, { prime: await prime(SANDBOX_CARDS.failsLater) })).statusCode).toBe(200);
      clock.set(at(T0, 30 * 24 - 48));
      await run();
      expect((await state(m.token)).status).toBe('failed');
      expect(await grade(m.id)).toBe(1);
      const [failed] = await rowsOf<{ status: string }>(ctx.db, sql`select status from subscription_charges where member_id = ${m.id} order by id desc limit 1`);
      expect(failed.status).toBe('failed');
      const [note] = await rowsOf<{ title: string }>(ctx.db, sql`select data->>'notification_title' as title from notifications where member_id = ${m.id}`);
      expect(note.title).toBe('VIP 續訂扣款失敗');
    });

    it('a gateway that does not answer leaves the plan as it is; the next run renews it under the same key', async () => {
      clock.set(T0);
      const m = await quickMember(ctx);
      expect((await subscribe(m.token, { prime: await prime() })).statusCode).toBe(200);
      const due = at(T0, 30 * 24 - 48);
      const silent = { ...gateway, payByToken: async () => Promise.reject(new Error('gateway timeout')) };
      const first = await ctx.db.transaction((tx) => renewDue(tx, silent, due, 50));
      expect(first.unanswered).toBeGreaterThanOrEqual(1);
      expect(await state(m.token)).toMatchObject({ status: 'active', period_end: at(T0, 30 * 24).toISOString() });
      clock.set(due);
      await run();
      expect(await state(m.token)).toMatchObject({ status: 'active', period_end: at(T0, 60 * 24).toISOString() });
    });

    it('parallel confirms of one member charge once: one subscription, the others refused', async () => {
      const m = await quickMember(ctx);
      const primes = await Promise.all([1, 2, 3, 4].map(() => prime()));
      const before = gateway.charges.length;
      const replies = await Promise.all(primes.map((p) => subscribe(m.token, { prime: p })));
      expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
      expect(gateway.charges.length).toBe(before + 1);
      const [n] = await rowsOf<{ n: string }>(ctx.db, sql`select count(*) as n from subscription_charges where member_id = ${m.id}`);
      expect(Number(n.n)).toBe(1);
    });

    it('cards are the owner’s: the default can be switched, another member’s card is not found', async () => {
      const m = await quickMember(ctx);
      const other = await quickMember(ctx);
      expect((await subscribe(m.token, { prime: await prime() })).statusCode).toBe(200);
      const list = json<Envelope<CreditCard[]>>(await inject(ctx, 'GET', '/v2/subscription/credit-card', undefined, m.token)).return;
      expect(list).toHaveLength(1);
      const foreign = await inject(ctx, 'PUT', `/v2/subscription/credit-card/${list[0].id}`, undefined, other.token);
      expect(foreign.statusCode).toBe(404);
      // An id that names no card at all answers the same.
      for (const bad of ['abc', '0', '1e3']) {
        const res = await inject(ctx, 'PUT', `/v2/subscription/credit-card/${bad}`, undefined, m.token);
        expect(res.statusCode).toBe(404);
        expect(json(res)).toMatchObject({ msg: json(foreign).msg, return: { errors: { id: json(foreign).msg } } });
      }
      const mine = await inject(ctx, 'PUT', `/v2/subscription/credit-card/${list[0].id}`, undefined, m.token);
      expect(json(mine)).toMatchObject({ code: 1, return: [{ id: list[0].id, is_default: true }] });
    });
  },
  { adapters: { clock: clock.now, payments: gateway } },
);
