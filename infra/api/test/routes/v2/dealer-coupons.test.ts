/**
 * VIP gift coupons: a joy dealer gives coupons of the year's allowance by phone (never more,
 * dealers only), the friend logged in with that phone activates one 30-day VIP period with
 * the token of the SMS — once, in date, on that phone only — and the records list the gives
 * and every movement. On PostgreSQL, parallel activations of one token activate once.
 */
import { desc, eq } from 'drizzle-orm';
import { GIFT_COUPONS_PER_YEAR, type CouponGiveRecord, type CouponGiveResult, type CouponTransactionRecord, type DealerData, type Envelope, type Paged, type ReceivedCoupon, type SubscriptionResult } from '@joy/contract';
import { sandboxGateway, SANDBOX_CARDS } from '../../../src/adapters/payment-gateway';
import * as t from '../../../src/db/schema';
import { renewDue } from '../../../src/services/subscriptions';
import { newPhone } from '../../helpers/accounts';
import { eachDatabase, json, type TestContext } from '../../helpers/app';
import { inject } from '../../helpers/booking';
import { movableClock, quickMember, type TestMember } from '../../helpers/coins';

const clock = movableClock();

eachDatabase(
  'dealer gift coupons',
  (ctx: TestContext) => {
    afterEach(() => clock.reset());

    async function dealer(): Promise<TestMember> {
      const m = await quickMember(ctx, { name: '天使王' });
      const primed = await inject(ctx, 'POST', '/v2/subscription/sandbox/prime', { card_number: SANDBOX_CARDS.visa, expiry: '12/30', ccv: '123' });
      const prime = json<Envelope<{ prime: string }>>(primed).return.prime;
      expect((await inject(ctx, 'POST', '/v2/subscription/pay', { program_id: 1, consent: 'adult', prime }, m.token)).statusCode).toBe(200);
      const joined = await inject(ctx, 'POST', '/v2/member/charge-plan', { charge_plan_id: 1, receiver: '陳大文', receiver_phone: '0912345678', receiver_address: '台北市信義區松高路 1 號' }, m.token);
      expect(joined.statusCode).toBe(200);
      return m;
    }
    const phoneOf = async (m: TestMember) => (await ctx.db.select({ phone: t.members.phone }).from(t.members).where(eq(t.members.id, m.id)))[0].phone;
    const give = (m: TestMember, phone: string) => inject(ctx, 'POST', '/v2/memberDealer/coupon/give', { phone }, m.token);
    /** The coupon id and token of the last SMS to `phone`. */
    async function sms(phone: string): Promise<{ id: number; token: string; body: string }> {
      const [row] = await ctx.db.select().from(t.smsOutbox).where(eq(t.smsOutbox.phone, phone)).orderBy(desc(t.smsOutbox.id)).limit(1);
      const found = /coupon=(\d+)&token=([\w%-]+)/.exec(row.body);
      if (!found) throw new Error(`no coupon link in ${row.body}`);
      return { id: Number(found[1]), token: decodeURIComponent(found[2]), body: row.body };
    }
    const activate = (m: TestMember, body: Record<string, unknown>) => inject(ctx, 'POST', '/v2/subscription/activate-plan', { name: '林小美', address: '台北市大安區復興南路 1 號', ...body }, m.token);
    const get = async <T>(m: TestMember, url: string) => {
      const res = await inject(ctx, 'GET', url, undefined, m.token);
      expect(res.statusCode).toBe(200);
      return json<Envelope<T>>(res).return;
    };

    it('gives within the yearly allowance, refuses over it, and shows year_coin; non-dealers are refused', async () => {
      clock.set('2026-03-01T02:00:00Z');
      const d = await dealer();
      expect((await get<DealerData>(d, '/v2/memberDealer')).dealer?.year_coin).toEqual({ year: 2026, allowance: GIFT_COUPONS_PER_YEAR, given: 0, remaining: GIFT_COUPONS_PER_YEAR });
      for (let i = 1; i <= GIFT_COUPONS_PER_YEAR; i++) {
        const res = await give(d, newPhone());
        expect(res.statusCode).toBe(200);
        expect(json<Envelope<CouponGiveResult>>(res)).toMatchObject({ code: 1, msg: '已送出贈送方案簡訊', return: { coupon: { status: 'given' }, year_coin: { given: i, remaining: GIFT_COUPONS_PER_YEAR - i } } });
      }
      const over = await give(d, newPhone());
      expect(over.statusCode).toBe(422);
      expect(json(over)).toMatchObject({ code: 0, msg: '本年度可贈送的方案已用完', return: { errors: { phone: '本年度可贈送的方案已用完' } } });
      const bad = await give(d, '12345');
      expect(bad.statusCode).toBe(422);
      expect(json(bad)).toMatchObject({ return: { errors: { phone: '格式不正確，請重新輸入' } } });
      expect(json(await give(d, await phoneOf(d)))).toMatchObject({ return: { errors: { phone: '不能贈送給自己' } } });

      // A new Taipei year grants a new allowance.
      clock.set('2026-12-31T16:30:00Z');
      expect((await give(d, newPhone())).statusCode).toBe(200);
      expect((await get<DealerData>(d, '/v2/memberDealer')).dealer?.year_coin).toMatchObject({ year: 2027, given: 1 });

      const gives = await get<Paged<CouponGiveRecord>>(d, '/v2/memberDealer/coupon/give/record?page=1');
      expect(gives.pagination).toMatchObject({ current_page: 1, total_pages: Math.ceil((GIFT_COUPONS_PER_YEAR + 1) / 10) });
      expect(gives.data[0].phone).toMatch(/^09\d\d\*\*\*\d{3}$/);

      const m = await quickMember(ctx);
      for (const url of ['/v2/memberDealer/coupon/give/record', '/v2/memberDealer/coupon/transaction/record']) {
        const res = await inject(ctx, 'GET', `${url}?page=1`, undefined, m.token);
        expect(res.statusCode).toBe(403);
        expect(json(res)).toMatchObject({ msg: '此功能僅限樂粉經銷商（天使）使用' });
      }
      expect((await give(m, newPhone())).statusCode).toBe(403);
      expect((await inject(ctx, 'POST', '/v2/memberDealer/coupon/give', { phone: newPhone() })).statusCode).toBe(401);
    });

    it('the friend with that phone activates 30 days of VIP once, with no card and no renewal', async () => {
      clock.set('2026-04-01T02:00:00Z');
      const d = await dealer();
      const friend = await quickMember(ctx);
      const phone = await phoneOf(friend);
      expect((await give(d, phone)).statusCode).toBe(200);
      const { id, token, body } = await sms(phone);
      // Signed 【樂享】 like every SMS we send, with the dealer's name and the link to the VIP plan page.
      expect(body).toMatch(new RegExp(`^【樂享】天使王 送您 30 天 VIP 方案！請以本手機號碼登入後開啟 ${ctx.config.publicOrigin}/member/angelPlan\\?coupon=\\d+&token=\\S+ 啟用，\\d{4}/\\d\\d/\\d\\d 前有效。$`));

      const wrongToken = await activate(friend, { id, token: `${token}x`, phone });
      expect(wrongToken.statusCode).toBe(422);
      expect(json(wrongToken)).toMatchObject({ msg: '啟用碼錯誤，請確認簡訊內容', return: { errors: { token: '啟用碼錯誤，請確認簡訊內容' } } });
      expect(json(await activate(friend, { id: id + 10_000, token, phone }))).toMatchObject({ return: { errors: { token: '啟用碼錯誤，請確認簡訊內容' } } });
      const wrongPhone = await activate(friend, { id, token, phone: newPhone() });
      expect(wrongPhone.statusCode).toBe(422);
      expect(json(wrongPhone)).toMatchObject({ return: { errors: { phone: '此方案不是贈送給這支手機' } } });
      // Someone else who learned the link cannot use it with their own account.
      const other = await quickMember(ctx);
      const stranger = await activate(other, { id, token, phone });
      expect(stranger.statusCode).toBe(403);
      expect(json(stranger)).toMatchObject({ return: { errors: { phone: '請以收到簡訊的手機號碼登入後啟用' } } });
      expect(json(await activate(friend, { id, token: '', phone }))).toMatchObject({ return: { errors: { token: '請輸入啟用碼' } } });

      const ok = await activate(friend, { id, token, phone });
      expect(ok.statusCode).toBe(200);
      const result = json<Envelope<SubscriptionResult>>(ok);
      expect(result).toMatchObject({ code: 1, msg: '已啟用贈送的 VIP 方案', return: { member_grade_id: 3, subscription: { status: 'active', program_id: 1, cancel_at_period_end: true, renews_at: null, card: null } } });
      expect(new Date(result.return.subscription.period_end ?? '').getTime() - clock.now().getTime()).toBe(30 * 86_400_000);

      const again = await activate(friend, { id, token, phone });
      expect(again.statusCode).toBe(409);
      expect(json(again)).toMatchObject({ return: { errors: { token: '此啟用碼已使用' } } });

      const gives = await get<Paged<CouponGiveRecord>>(d, '/v2/memberDealer/coupon/give/record?page=1');
      expect(gives.data[0]).toMatchObject({ id, status: 'activated' });
      const moves = await get<Paged<CouponTransactionRecord>>(d, '/v2/memberDealer/coupon/transaction/record?page=1');
      expect(moves.data.map((r) => [r.kind, r.quantity])).toEqual([
        ['activated', 0],
        ['given', -1],
        ['granted', GIFT_COUPONS_PER_YEAR],
      ]);
    });

    it('the renewal job never charges a gifted plan: it ends at its end and the member is no longer VIP', async () => {
      clock.set('2026-07-01T02:00:00Z');
      const d = await dealer();
      const friend = await quickMember(ctx);
      const phone = await phoneOf(friend);
      await give(d, phone);
      const { id, token } = await sms(phone);
      expect((await activate(friend, { id, token, phone })).statusCode).toBe(200);
      // Other members' plans in this database renew on the sandbox card meanwhile; the gift has no card.
      await ctx.db.transaction((tx) => renewDue(tx, sandboxGateway(), new Date('2026-07-30T02:00:00Z'), 50));
      expect(await get<DealerData>(friend, '/v2/memberDealer')).toMatchObject({ member_grade_id: 3, subscription: { status: 'active', renews_at: null } });
      await ctx.db.transaction((tx) => renewDue(tx, sandboxGateway(), new Date('2026-07-31T02:00:01Z'), 50));
      expect(await ctx.db.select().from(t.subscriptionCharges).where(eq(t.subscriptionCharges.memberId, friend.id))).toHaveLength(0);
      expect(await get<DealerData>(friend, '/v2/memberDealer')).toMatchObject({ member_grade_id: 1, subscription: { status: 'ended' } });
    });

    it('refuses an expired token and records the expiry', async () => {
      clock.set('2026-06-01T02:00:00Z');
      const d = await dealer();
      const friend = await quickMember(ctx);
      const phone = await phoneOf(friend);
      await give(d, phone);
      const { id, token } = await sms(phone);
      clock.set('2026-06-20T02:00:00Z');
      const late = await activate(friend, { id, token, phone });
      expect(late.statusCode).toBe(410);
      expect(json(late)).toMatchObject({ return: { errors: { token: '此啟用碼已過期，請向贈送人重新索取' } } });
      expect((await get<DealerData>(friend, '/v2/memberDealer')).subscription.status).toBe('none');
      const moves = await get<Paged<CouponTransactionRecord>>(d, '/v2/memberDealer/coupon/transaction/record?page=1');
      expect(moves.data[0]).toMatchObject({ kind: 'expired', coupon_id: id });
      expect((await get<Paged<CouponGiveRecord>>(d, '/v2/memberDealer/coupon/give/record?page=1')).data[0]).toMatchObject({ id, status: 'expired' });
    });

    it('a member finds the coupons sent to their phone, newest first, with the giver and their state; no one else sees them', async () => {
      clock.set('2026-09-01T02:00:00Z');
      const d = await dealer();
      const friend = await quickMember(ctx);
      const phone = await phoneOf(friend);
      const received = () => get<Paged<ReceivedCoupon>>(friend, '/v2/member/coupon/list?page=1');
      expect(await received()).toEqual({ data: [], pagination: { current_page: 1, total_pages: 1, total: 0, per_page: 10 } });

      await give(d, phone);
      const first = await sms(phone);
      clock.set('2026-09-02T02:00:00Z');
      await give(d, phone);
      const second = await sms(phone);
      const given = await received();
      expect(given.data).toEqual([
        { id: second.id, status: 'given', dealer_name: '天使王', expires_at: expect.any(String), activated_at: null, created_at: '2026-09-02T02:00:00.000Z' },
        expect.objectContaining({ id: first.id, status: 'given', dealer_name: '天使王' }),
      ]);
      expect(new Date(given.data[0].expires_at).getTime()).toBeGreaterThan(clock.now().getTime());
      expect((await get<Paged<ReceivedCoupon>>(await quickMember(ctx), '/v2/member/coupon/list?page=1')).data).toEqual([]);

      expect((await activate(friend, { id: second.id, token: second.token, phone })).statusCode).toBe(200);
      // The first one is not used in time: the list marks it expired.
      clock.set('2026-10-15T02:00:00Z');
      expect((await received()).data).toEqual([
        expect.objectContaining({ id: second.id, status: 'activated', activated_at: '2026-09-02T02:00:00.000Z' }),
        expect.objectContaining({ id: first.id, status: 'expired', activated_at: null }),
      ]);
      const moves = await get<Paged<CouponTransactionRecord>>(d, '/v2/memberDealer/coupon/transaction/record?page=1');
      expect(moves.data[0]).toMatchObject({ kind: 'expired', coupon_id: first.id });
      expect((await inject(ctx, 'GET', '/v2/member/coupon/list?page=1')).statusCode).toBe(401);
    });

    it('an eleventh activation attempt within the hour is refused (429), even with the right token', async () => {
      clock.set('2026-08-01T02:00:00Z');
      const d = await dealer();
      const friend = await quickMember(ctx);
      const phone = await phoneOf(friend);
      await give(d, phone);
      const { id, token } = await sms(phone);
      for (let i = 0; i < 10; i++) expect((await activate(friend, { id, token: `guess-${i}`, phone })).statusCode).toBe(422);
      expect((await activate(friend, { id, token, phone })).statusCode).toBe(429);
      clock.set('2026-08-01T03:00:01Z');
      expect((await activate(friend, { id, token, phone })).statusCode).toBe(200);
    });

    it('a member whose VIP is running is refused and keeps the coupon for later', async () => {
      const d = await dealer();
      const phone = await phoneOf(d);
      const other = await dealer();
      await give(other, phone);
      const { id, token } = await sms(phone);
      const res = await activate(d, { id, token, phone });
      expect(res.statusCode).toBe(409);
      expect(json(res)).toMatchObject({ return: { errors: { token: '您目前已是 VIP，方案到期後再啟用' } } });
    });

    it('parallel activations of one token activate once', async () => {
      if (ctx.kind !== 'postgres') return;
      const d = await dealer();
      const friend = await quickMember(ctx);
      const phone = await phoneOf(friend);
      await give(d, phone);
      const { id, token } = await sms(phone);
      const replies = await Promise.all(Array.from({ length: 6 }, () => activate(friend, { id, token, phone })));
      expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
      const events = await ctx.db.select().from(t.dealerCouponEvents).where(eq(t.dealerCouponEvents.couponId, id));
      expect(events.filter((e) => e.kind === 'activated')).toHaveLength(1);
    });
  },
  { adapters: { clock: clock.now, payments: sandboxGateway() } },
);
