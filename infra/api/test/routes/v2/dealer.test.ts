/**
 * The angel programme: joining needs VIP; dealer-only calls refuse other members (403); the
 * month-end job computes, from real partner payments on a generated downline of eight
 * levels, 0.1% of each of the first seven levels' paid cash (the eighth level, a refunded
 * payment and next month's payment count for nothing) and 1‰ of a referred store's monthly
 * revenue, once — a second run writes nothing; the downline lists and tree; withdrawals to
 * the dealer's own dealer bank account within the balance.
 */
import { sql } from 'drizzle-orm';
import type { DealerData, DealerWithdrawResult, DividendRecord, Envelope, InviteChild, OrganizeReply, Paged, ShareProfitRecord } from '@joy/contract';
import { sandboxGateway, SANDBOX_CARDS } from '../../../src/adapters/payment-gateway';
import { createJobs } from '../../../src/jobs';
import { eachDatabase, json, rowsOf, type TestContext } from '../../helpers/app';
import { inject } from '../../helpers/booking';
import { idempotencyKey, movableClock, paid, payStore, quickMember, refund, type TestMember } from '../../helpers/coins';

const clock = movableClock();
const MONTH = '2026-04';
const STAFF = 'staff-dealer-token';

eachDatabase(
  'angel programme',
  (ctx: TestContext) => {
    afterEach(() => clock.reset());

    async function becomeVip(m: TestMember): Promise<void> {
      const primed = await inject(ctx, 'POST', '/v2/subscription/sandbox/prime', { card_number: SANDBOX_CARDS.visa, expiry: '12/30', ccv: '123' });
      const prime = json<Envelope<{ prime: string }>>(primed).return.prime;
      const res = await inject(ctx, 'POST', '/v2/subscription/pay', { program_id: 1, consent: 'adult', prime }, m.token);
      expect(res.statusCode).toBe(200);
    }
    const join = (m: TestMember) => inject(ctx, 'POST', '/v2/member/charge-plan', { charge_plan_id: 1, receiver: '陳大文', receiver_phone: '0912345678', receiver_address: '台北市信義區松高路 1 號' }, m.token);
    const payAt = (storeId: number, when: Date, body: Record<string, unknown>) => {
      clock.set(when);
      return paid(ctx, storeId, { ...body, idempotency_key: idempotencyKey() }, when);
    };
    const get = async <T>(m: TestMember, url: string) => {
      const res = await inject(ctx, 'GET', url, undefined, m.token);
      expect(res.statusCode).toBe(200);
      return json<Envelope<T>>(res).return;
    };

    it('joining needs VIP; dealer-only calls refuse other members; dealer data is any member’s', async () => {
      const m = await quickMember(ctx);
      const refused = await join(m);
      expect(refused.statusCode).toBe(409);
      expect(json(refused)).toMatchObject({ return: { errors: { charge_plan_id: '須先成為 VIP 會員才能加入天使計畫' } } });
      const records = await inject(ctx, 'GET', '/v2/memberDealer/share-dividend/record', undefined, m.token);
      expect(records.statusCode).toBe(403);
      expect(json(records)).toMatchObject({ msg: '此功能僅限樂粉經銷商（天使）使用' });
      expect((await inject(ctx, 'GET', '/memberDealer/invite-children/organize', undefined, m.token)).statusCode).toBe(403);
      expect(await get<DealerData>(m, '/v2/memberDealer')).toMatchObject({ is_joy_dealer: false, member_grade_id: 1, subscription: { status: 'none' }, dealer: null });
    });

    it('pays 0.1% of seven downline levels and 1‰ of a referred store’s revenue once per month', async () => {
      const store = await payStore(ctx, 7, 5);
      clock.set(`${MONTH}-01T02:00:00Z`);
      const dealer = await quickMember(ctx, { name: '天使王' });
      await becomeVip(dealer);
      expect(json(await join(dealer))).toMatchObject({ code: 1, msg: '加入成功', return: { is_joy_dealer: true, member_grade_id: 4 } });
      const referred = await inject(ctx, 'POST', '/v2/memberDealer/recommendStore/create', { store_id: store }, dealer.token);
      expect(referred.statusCode).toBe(200);
      expect((await inject(ctx, 'POST', '/v2/memberDealer/recommendStore/create', { store_id: store }, dealer.token)).statusCode).toBe(409);

      // Level 1: two members; levels 2..8 hang below the first one.
      const levels: TestMember[][] = [[await quickMember(ctx, { fromInviteCode: dealer.inviteCode }), await quickMember(ctx, { fromInviteCode: dealer.inviteCode })]];
      for (let level = 2; level <= 8; level++) levels.push([await quickMember(ctx, { fromInviteCode: levels[level - 2][0].inviteCode })]);

      const inMonth = new Date(`${MONTH}-10T04:00:00Z`);
      const cash = new Map<number, number>();
      for (const [i, members] of levels.entries()) {
        for (const [j, m] of members.entries()) {
          const amount = 1000 + (i + 1) * 130 + j * 7;
          await payAt(store, inMonth, { member_code: m.payCode, amount });
          cash.set(i + 1, (cash.get(i + 1) ?? 0) + amount);
        }
      }
      const refunded = await payAt(store, inMonth, { member_code: levels[2][0].payCode, amount: 4000 });
      expect((await refund(ctx, store, refunded.id, '退款', inMonth)).statusCode).toBe(200);
      await payAt(store, new Date('2026-05-02T04:00:00Z'), { member_code: levels[1][0].payCode, amount: 9000 });

      clock.set('2026-05-03T00:00:00Z');
      const jobs = createJobs(ctx.app);
      expect(await jobs.run('angel-bonus')).toMatchObject({ ran: true });
      await jobs.run('angel-bonus');
      const rows = await rowsOf<{ n: string }>(ctx.db, sql`select count(*) as n from dealer_earnings where dealer_member_id = ${dealer.id}`);
      expect(Number(rows[0].n)).toBe(8); // seven levels and one store

      const dividends = await get<Paged<DividendRecord>>(dealer, '/v2/memberDealer/share-dividend/record');
      expect(dividends.data.map((d) => [d.level, d.base_amount, d.amount])).toEqual(
        [1, 2, 3, 4, 5, 6, 7].map((level) => [level, cash.get(level), Math.floor((cash.get(level) as number) / 10) / 100]),
      );
      const [revenue] = await rowsOf<{ n: string }>(ctx.db, sql`select sum(amount) as n from pay_logs where store_id = ${store} and month = ${MONTH} and status = 1`);
      const profits = await get<Paged<ShareProfitRecord>>(dealer, '/v2/memberDealer/recommendStore/share-profit/record');
      expect(profits.data).toEqual([expect.objectContaining({ month: MONTH, store_id: store, base_amount: Number(revenue.n), amount: Math.floor(Number(revenue.n) / 10) / 100 })]);

      const data = await get<DealerData>(dealer, '/v2/memberDealer');
      const bonus = [1, 2, 3, 4, 5, 6, 7].reduce((sum, l) => sum + Math.floor((cash.get(l) as number) / 10), 0) / 100;
      expect(data.dealer?.angel_bonus.earned).toBeCloseTo(bonus, 2);
      expect(data.dealer?.levels).toEqual([1, 2, 3, 4, 5, 6, 7].map((level) => ({ level, count: level === 1 ? 2 : 1 })));

      const children = await get<Paged<InviteChild>>(dealer, '/v2/memberDealer/invite-children/list?level=1');
      expect(children.data).toHaveLength(2);
      expect(children.data[0].name).toBe('林**');
      const tree = await get<OrganizeReply>(dealer, '/memberDealer/invite-children/organize');
      expect(tree.tree).toHaveLength(2);
      expect(tree.tree.find((n) => n.id === levels[0][0].id)?.children[0]).toMatchObject({ id: levels[1][0].id, level: 2, children: [{ id: levels[2][0].id, level: 3 }] });

      // Withdrawals: the dealer's own dealer account, within the whole NT$ available.
      const [bank] = await rowsOf<{ id: number }>(
        ctx.db,
        sql`insert into member_banks (member_id, source, bank_code, branch, account_name, account_number, passbook_image, birthday)
            values (${dealer.id}, 'dealer', '808', '信義分行', '天使王', '01234567890', '/p.webp', '1990-01-01') returning id`,
      );
      const available = data.dealer?.angel_bonus.available as number;
      expect(available).toBeGreaterThan(0);
      const over = await inject(ctx, 'POST', '/v2/memberDealer/share-dividend/withdraw', { point: available + 1, member_bank_id: bank.id }, dealer.token);
      expect(json(over)).toMatchObject({ status: 422, return: { errors: { point: '提領金額超過可提領餘額' } } });
      const other = await quickMember(ctx);
      const foreign = await inject(ctx, 'POST', '/v2/memberDealer/share-dividend/withdraw', { point: 1, member_bank_id: bank.id }, other.token);
      expect(foreign.statusCode).toBe(403);
      const ok = await inject(ctx, 'POST', '/v2/memberDealer/share-dividend/withdraw', { point: available, member_bank_id: bank.id }, dealer.token);
      expect(json<Envelope<DealerWithdrawResult>>(ok)).toMatchObject({ code: 1, msg: '已送出申請', return: { withdrawal: { amount: available, status: 'pending', account_last4: '7890' }, balance: { available: 0 } } });
      const again = await inject(ctx, 'POST', '/v2/memberDealer/share-dividend/withdraw', { point: 1, member_bank_id: bank.id }, dealer.token);
      expect(again.statusCode).toBe(422);

      // Staff: the queue with the full account; a failed transfer puts the amount back in the balance.
      const id = json<Envelope<DealerWithdrawResult>>(ok).return.withdrawal.id;
      const queue = await inject(ctx, 'GET', '/v2/staff/dealer-withdrawals?status=pending', undefined, STAFF);
      expect(json(queue)).toMatchObject({ return: { data: expect.arrayContaining([expect.objectContaining({ id, account_number: '01234567890', kind: 'angel_bonus' })]) } });
      expect((await inject(ctx, 'GET', '/v2/staff/dealer-withdrawals', undefined, dealer.token)).statusCode).toBe(401);
      expect(json(await inject(ctx, 'POST', `/v2/staff/dealer-withdrawals/${id}/fail`, {}, STAFF))).toMatchObject({ return: { status: 'failed' } });
      expect((await inject(ctx, 'POST', `/v2/staff/dealer-withdrawals/${id}/complete`, {}, STAFF)).statusCode).toBe(409);
      // An id that names no withdrawal is not pending either.
      for (const bad of ['abc', '0', '99999999']) expect((await inject(ctx, 'POST', `/v2/staff/dealer-withdrawals/${bad}/complete`, {}, STAFF)).statusCode).toBe(409);
      expect((await get<DealerData>(dealer, '/v2/memberDealer')).dealer?.angel_bonus.available).toBe(available);
    });
  },
  { adapters: { clock: clock.now, payments: sandboxGateway() }, env: { STAFF_TOKEN: STAFF } },
);
