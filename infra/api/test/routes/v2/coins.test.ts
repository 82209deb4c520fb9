/**
 * The member's joy coins through the API: the balance, its lots with expiry dates and the
 * pay code (POST /v2/member/coin); coins expire on day 121, not day 120 (a movable clock);
 * the coin records by kind; the payment records and their detail, the owner's only.
 */
import { sql } from 'drizzle-orm';
import type { CoinBalance, CoinRecord, Envelope, Paged, PayLog, PayLogDetail } from '@joy/contract';
import { eachDatabase, json, rowsOf, type TestContext } from '../../helpers/app';
import { checkLedger, giveCoins, idempotencyKey, ledgerIsSound, movableClock, paid, payStore, quickMember, refund, walletOf, type TestMember } from '../../helpers/coins';
import { inject } from '../../helpers/booking';

const clock = movableClock();

eachDatabase(
  'member joy coins',
  (ctx: TestContext) => {
    let store: number;
    beforeAll(async () => {
      store = await payStore(ctx, 5, 8);
    });
    afterEach(() => clock.reset());

    const coin = async (m: TestMember) => {
      const res = await inject(ctx, 'POST', '/v2/member/coin', {}, m.token);
      expect(res.statusCode).toBe(200);
      return json<Envelope<CoinBalance>>(res).return;
    };
    const history = async (m: TestMember, kind: string, page = 1) => {
      const res = await inject(ctx, 'GET', `/v2/member/coin/history/${kind}?page=${page}`, undefined, m.token);
      expect(res.statusCode).toBe(200);
      return json<Envelope<Paged<CoinRecord>>>(res).return;
    };
    const payAt = (when: string, body: Record<string, unknown>) => {
      clock.set(when);
      return paid(ctx, store, body, clock.now());
    };

    it('shows the balance, the lots first to expire first with their dates, and a stable pay code', async () => {
      const m = await quickMember(ctx);
      await giveCoins(ctx, m.id, 70, new Date('2026-08-01T02:00:00Z'));
      await giveCoins(ctx, m.id, 30, new Date('2026-07-15T02:00:00Z'));
      clock.set('2026-08-02T00:00:00Z');
      const c = await coin(m);
      expect(c.balance).toBe(100);
      expect(c.pay_code).toBe(m.payCode);
      expect(c.pay_code).toMatch(/^[0-9A-F]{16}$/);
      expect(c.lots.map((l) => [l.coin, l.remaining, l.received_on, l.valid_until])).toEqual([
        [30, 30, '2026-07-15', '2026-11-11'],
        [70, 70, '2026-08-01', '2026-11-28'],
      ]);
      expect(c.lots[0].expires_at).toBe('2026-11-11T16:00:00.000Z');
      expect(c.next_expiry).toEqual({ coin: 30, valid_until: '2026-11-11' });
      expect((await coin(m)).pay_code).toBe(m.payCode);
      const other = await quickMember(ctx);
      expect(other.payCode).not.toBe(m.payCode);
    });

    it('coins received on day 1 can be spent on day 120 and are gone on day 121', async () => {
      const m = await quickMember(ctx);
      // Received at 22:00 Taipei on 1 March: day 120 is 28 June, day 121 is 29 June.
      await giveCoins(ctx, m.id, 50, new Date('2026-03-01T14:00:00Z'));
      clock.set('2026-06-28T15:59:00Z'); // 23:59 on day 120
      expect((await coin(m)).balance).toBe(50);
      expect((await history(m, 'deduct')).data).toEqual([]);
      clock.set('2026-06-28T16:00:00Z'); // 00:00 on day 121
      const after = await coin(m);
      expect(after).toMatchObject({ balance: 0, lots: [], next_expiry: null });
      expect(await walletOf(ctx, m.id)).toBe(0);
      const deduct = await history(m, 'deduct');
      expect(deduct.data).toEqual([expect.objectContaining({ reason: 'expiry', title: '樂幣到期', coin: -50 })]);
      // Reading again expires nothing twice.
      await coin(m);
      expect((await history(m, 'deduct')).pagination.total).toBe(1);
      expect(await checkLedger(ctx)).toEqual(ledgerIsSound);
    });

    it('a payment cannot spend coins that expired on day 121', async () => {
      const m = await quickMember(ctx);
      await giveCoins(ctx, m.id, 100, new Date('2026-01-10T04:00:00Z'));
      await expect(payAt('2026-05-10T16:00:00Z', { member_code: m.payCode, amount: 200, coins: 100, idempotency_key: idempotencyKey() })).rejects.toThrow(/422/);
      expect(await walletOf(ctx, m.id)).toBe(0);
    });

    it('lists the coin records by kind, newest first, with the store and the reward’s expiry', async () => {
      const m = await quickMember(ctx, { fromInviteCode: (await quickMember(ctx, { grade: 3 })).inviteCode });
      const first = await payAt('2026-09-01T04:00:00Z', { member_code: m.payCode, amount: 1000, idempotency_key: idempotencyKey() });
      await payAt('2026-09-02T04:00:00Z', { member_code: m.payCode, amount: 500, coins: 30, idempotency_key: idempotencyKey() });
      clock.set('2026-09-03T04:00:00Z');
      expect((await refund(ctx, store, first.id, '', clock.now())).statusCode).toBe(200);

      const feedback = await history(m, 'feedback');
      expect(feedback.data.map((r) => [r.reason, r.coin, r.pay_log_id !== null])).toEqual([
        ['payment_reward', 37, true],
        ['payment_reward', 80, true],
      ]);
      expect(feedback.data[1]).toMatchObject({ title: expect.stringContaining('消費回饋'), valid_until: '2026-12-29', withdrawal: null });
      expect(feedback.data[1].store).toMatchObject({ id: store });
      const bonus = await history(m, 'bonus');
      expect(bonus.data).toEqual([expect.objectContaining({ reason: 'invite_reward', title: '好友邀請獎勵', coin: 50, valid_until: '2026-12-29' })]);
      const deduct = await history(m, 'deduct');
      expect(deduct.data.map((r) => [r.reason, r.coin])).toEqual([
        ['reversal', -80],
        ['spend', -30],
      ]);
      expect(deduct.data[0].title).toContain('退款收回回饋');
      // Redemptions: the coins exchanged (spent at a store or for a coupon), not expiries or take-backs.
      expect((await history(m, 'redeem')).data.map((r) => [r.reason, r.coin, r.store?.id])).toEqual([['spend', -30, store]]);
      expect((await history(m, 'withdraw')).data).toEqual([]);
      expect((await coin(m)).balance).toBe(50 + 80 - 30 + 37 - 80);
    });

    it('pages the records 10 at a time and refuses an unknown kind', async () => {
      const m = await quickMember(ctx);
      for (let i = 0; i < 12; i += 1) await giveCoins(ctx, m.id, i + 1);
      const [p1, p2] = [await history(m, 'bonus', 1), await history(m, 'bonus', 2)];
      expect(p1.pagination).toEqual({ current_page: 1, total_pages: 2, total: 12, per_page: 10 });
      expect(p1.data.map((r) => r.coin)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
      expect(p2.data.map((r) => r.coin)).toEqual([2, 1]);
      const res = await inject(ctx, 'GET', '/v2/member/coin/history/everything', undefined, m.token);
      expect(res.statusCode).toBe(404);
      expect((await inject(ctx, 'POST', '/v2/member/coin', {})).statusCode).toBe(401);
    });

    describe('payment records', () => {
      it('lists the member’s payments newest first, 5 per page, with the rewards and the comment id', async () => {
        const m = await quickMember(ctx, { grade: 3 });
        const made: PayLog[] = [];
        for (let i = 0; i < 6; i += 1) {
          const p = await payAt(`2026-10-0${i + 1}T04:00:00Z`, { member_code: m.payCode, amount: 100 * (i + 1), idempotency_key: idempotencyKey() });
          made.push({ id: p.id } as PayLog);
        }
        const res = await inject(ctx, 'POST', '/v2/pay-log?page=1', {}, m.token);
        const page = json<Envelope<Paged<PayLog>>>(res).return;
        expect(page.pagination).toEqual({ current_page: 1, total_pages: 2, total: 6, per_page: 5 });
        expect(page.data.map((p) => p.id)).toEqual(made.slice(1).map((p) => p.id).reverse());
        expect(page.data[0]).toEqual({
          id: made[5].id,
          status: 1,
          store: expect.objectContaining({ id: store, name: expect.any(String), slug: expect.any(String), logo: expect.any(String) }),
          amount: 600,
          coins_used: 0,
          cash_amount: 600,
          reward_rate: 8,
          reward_coins: 48,
          // The month's NT$1,000 was reached by the first four (100 + 200 + 300 + 400).
          vip_reward_coins: 0,
          invite_reward_coins: 0,
          total_reward_coins: 48,
          reward_valid_until: '2027-02-02',
          refunded_at: null,
          reward_shortfall: 0,
          created_at: '2026-10-06T04:00:00.000Z',
          comment_id: null,
        });
        const second = json<Envelope<Paged<PayLog>>>(await inject(ctx, 'POST', '/v2/pay-log?page=2', {}, m.token)).return;
        expect(second.data.map((p) => p.id)).toEqual([made[0].id]);
      });

      it('shows the detail with its comments to the owner only; anyone else gets 404 找不到此付款紀錄', async () => {
        const m = await quickMember(ctx);
        const p = await payAt('2026-10-10T04:00:00Z', { member_code: m.payCode, amount: 250, idempotency_key: idempotencyKey() });
        const res = await inject(ctx, 'GET', `/v2/pay-log/${p.id}`, undefined, m.token);
        expect(res.statusCode).toBe(200);
        expect(json<Envelope<PayLogDetail>>(res).return).toMatchObject({ id: p.id, amount: 250, reward_coins: 20, comments: [] });
        const stranger = await quickMember(ctx);
        for (const url of [`/v2/pay-log/${p.id}`, '/v2/pay-log/999999', '/v2/pay-log/abc']) {
          const r = await inject(ctx, 'GET', url, undefined, stranger.token);
          expect(r.statusCode).toBe(404);
          expect(json(r)).toEqual({ code: 0, status: 404, return: null, msg: '找不到此付款紀錄' });
        }
        expect(json<Envelope<Paged<PayLog>>>(await inject(ctx, 'POST', '/v2/pay-log', {}, stranger.token)).return.data).toEqual([]);
        const [row] = await rowsOf<{ n: string }>(ctx.db, sql`select count(*) as n from pay_logs where member_id = ${m.id}`);
        expect(Number(row.n)).toBe(1);
      });
    });
  },
  { adapters: { clock: clock.now } },
);
