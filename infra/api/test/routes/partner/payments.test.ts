/**
 * Payments at the counter through the signed partner API: the pay log, the store's reward
 * rate on the cash part, the VIP extra within the month's first NT$1,000, the invite reward
 * once, idempotent replays (one effect, the first answer), refunds that never make a
 * balance negative, and the member's store_pay notification published through the outbox after the commit.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Envelope, Notification } from '@joy/contract';
import type { PartnerPayment } from '@joy/contract/partner';
import * as t from '../../../src/db/schema';
import type { NotificationPublisher } from '../../../src/lib/notification-publisher';
import { eachDatabase, json, rowsOf, type TestContext } from '../../helpers/app';
import { checkLedger, deleteMember, giveCoins, idempotencyKey, ledgerIsSound, movableClock, paid, pay, payStore, quickMember, refund, walletOf } from '../../helpers/coins';
import { partnerCall } from '../../helpers/partner';

const published: { memberId: number; notification: Notification }[] = [];
const recorder: NotificationPublisher = { publish: (memberId, notification) => void published.push({ memberId, notification }) };
const clock = movableClock();

/** Runs `fn` with the app's clock (and the partner's signing time) at `when`. */
async function at<T>(when: string, fn: (now: Date) => Promise<T>): Promise<T> {
  clock.set(when);
  try {
    return await fn(clock.now());
  } finally {
    clock.reset();
  }
}

eachDatabase(
  'partner payments',
  (ctx: TestContext) => {
    let store: number;
    let otherStore: number;
    beforeAll(async () => {
      store = await payStore(ctx, 3, 10);
      otherStore = await payStore(ctx, 4, 5);
    });
    beforeEach(async () => {
      await ctx.app.outbox.drain();
      published.length = 0;
    });

    const transactionsOf = (payLogId: number) =>
      rowsOf<{ reason: string; n: string }>(ctx.db, sql`select reason, count(*) as n from ledger_transactions where pay_log_id = ${payLogId} group by reason order by reason`);

    it('records a payment, rewards the store’s rate on the cash part and notifies the member after the commit', async () => {
      const member = await quickMember(ctx);
      await giveCoins(ctx, member.id, 300);
      const key = idempotencyKey();
      const res = await pay(ctx, store, { member_code: member.payCode, amount: 1234, coins: 200, idempotency_key: key, note: '午餐' });
      expect(res.statusCode).toBe(200);
      const payment = json<Envelope<PartnerPayment>>(res).return;
      expect(payment).toMatchObject({
        status: 1,
        member_name: '林**',
        amount: 1234,
        coins_used: 200,
        cash_amount: 1034,
        reward_rate: 10,
        reward_coins: 103,
        vip_reward_coins: 0,
        invite_reward_coins: 0,
        idempotency_key: key,
        replayed: false,
      });
      expect(await walletOf(ctx, member.id)).toBe(300 - 200 + 103);
      expect(await transactionsOf(payment.id)).toEqual([
        { reason: 'payment_reward', n: expect.anything() },
        { reason: 'spend', n: expect.anything() },
      ]);
      await ctx.app.outbox.drain();
      expect(published).toHaveLength(1);
      expect(published[0].memberId).toBe(member.id);
      expect(published[0].notification).toMatchObject({
        type: 'store_pay',
        data: { notification_title: '付款成功', notification_pay_log_id: payment.id, notification_store_pay_status: 1, notification_action: `/member/history/payment-record/${payment.id}` },
      });
      await ctx.app.outbox.drain();
      expect(published[0].notification.data.notification_body).toContain('NT$1,234');
      expect(await checkLedger(ctx)).toEqual(ledgerIsSound);
    });

    it('accepts the pay code with spaces, hyphens and lower case; an unknown code is 404 會員付款碼無效', async () => {
      const member = await quickMember(ctx);
      const typed = `${member.payCode.slice(0, 4)}-${member.payCode.slice(4, 8)} ${member.payCode.slice(8)}`.toLowerCase();
      expect((await paid(ctx, store, { member_code: typed, amount: 100, idempotency_key: idempotencyKey() })).reward_coins).toBe(10);
      const res = await pay(ctx, store, { member_code: 'ABCDEF0123456789', amount: 100, idempotency_key: idempotencyKey() });
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ code: 0, status: 404, return: { errors: { member_code: '會員付款碼無效' } }, msg: '會員付款碼無效' });
    });

    it('a replayed idempotency key returns the first payment and pays nothing twice, even when the copies race', async () => {
      const member = await quickMember(ctx);
      await giveCoins(ctx, member.id, 100);
      const body = { member_code: member.payCode, amount: 500, coins: 50, idempotency_key: idempotencyKey() };
      const first = await paid(ctx, store, body);
      const again = await paid(ctx, store, body);
      expect(again).toEqual({ ...first, replayed: true });
      const racing = await Promise.all(Array.from({ length: 6 }, () => pay(ctx, store, { ...body, idempotency_key: `${body.idempotency_key}-race` })));
      expect(racing.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      const ids = new Set(racing.map((r) => json<Envelope<PartnerPayment>>(r).return.id));
      expect(ids.size).toBe(1);
      expect(racing.filter((r) => !json<Envelope<PartnerPayment>>(r).return.replayed)).toHaveLength(1);
      const [{ n }] = await rowsOf<{ n: string }>(ctx.db, sql`select count(*) as n from pay_logs where member_id = ${member.id}`);
      expect(Number(n)).toBe(2);
      // 100 − 50 + 45 (first) − 50 + 45 (second key): each key paid once.
      expect(await walletOf(ctx, member.id)).toBe(90);
      expect(await checkLedger(ctx)).toEqual(ledgerIsSound);
    });

    it('the same key with a different member, amount or coins is 409; another store may use the same key', async () => {
      const member = await quickMember(ctx);
      const other = await quickMember(ctx);
      const key = idempotencyKey();
      await paid(ctx, store, { member_code: member.payCode, amount: 300, idempotency_key: key });
      for (const body of [
        { member_code: member.payCode, amount: 301, idempotency_key: key },
        { member_code: other.payCode, amount: 300, idempotency_key: key },
      ]) {
        const res = await pay(ctx, store, body);
        expect(res.statusCode).toBe(409);
        expect(json(res)).toMatchObject({ msg: '此交易編號已用於另一筆交易', return: { errors: { idempotency_key: '此交易編號已用於另一筆交易' } } });
      }
      expect((await paid(ctx, otherStore, { member_code: member.payCode, amount: 300, idempotency_key: key })).reward_coins).toBe(15);
    });

    it('refuses spending more coins than the member has (422 樂幣餘額不足) and writes nothing', async () => {
      const member = await quickMember(ctx);
      await giveCoins(ctx, member.id, 40);
      const res = await pay(ctx, store, { member_code: member.payCode, amount: 500, coins: 41, idempotency_key: idempotencyKey() });
      expect(res.statusCode).toBe(422);
      expect(json(res)).toMatchObject({ msg: '樂幣餘額不足', return: { errors: { coins: '樂幣餘額不足' } } });
      expect(await rowsOf(ctx.db, sql`select id from pay_logs where member_id = ${member.id}`)).toEqual([]);
      expect(await walletOf(ctx, member.id)).toBe(40);
    });

    it('validates the body with the contract’s messages', async () => {
      const member = await quickMember(ctx);
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{ member_code: member.payCode, amount: 0, idempotency_key: 'k1' }, { amount: '消費金額不正確' }],
        [{ member_code: member.payCode, amount: 100, coins: 101, idempotency_key: 'k2' }, { coins: '折抵樂幣不可超過消費金額' }],
        [{ member_code: member.payCode, amount: 100 }, { idempotency_key: '請提供交易編號' }],
        [{ amount: 100, idempotency_key: 'k3' }, { member_code: '會員付款碼無效' }],
        [{ member_code: '12', amount: 12.5, idempotency_key: 'k4' }, { member_code: '會員付款碼無效', amount: '消費金額不正確' }],
      ];
      for (const [body, errors] of cases) {
        const res = await pay(ctx, store, body);
        expect(res.statusCode).toBe(422);
        expect(json<Envelope<{ errors: Record<string, string> }>>(res).return.errors).toEqual(errors);
      }
    });

    it('a store without joy pay is refused 403; an unsigned call 401', async () => {
      const member = await quickMember(ctx);
      const [closed] = await rowsOf<{ id: number }>(ctx.db, sql`select id from stores where not joy_pay order by id limit 1`);
      const res = await pay(ctx, closed.id, { member_code: member.payCode, amount: 100, idempotency_key: idempotencyKey() });
      expect(res.statusCode).toBe(403);
      expect(json(res)).toMatchObject({ msg: '此店家尚未開通樂付' });
      const unsigned = await ctx.app.inject({ method: 'POST', url: '/partner/v1/payments', payload: { member_code: member.payCode, amount: 100, idempotency_key: 'x' } });
      expect(unsigned.statusCode).toBe(401);
    });

    describe('VIP extra (§6): 18% on the first NT$1,000 of pay spend each month', () => {
      it('adds up to exactly 180 coins over several payments, then nothing until the next month', async () => {
        const vip = await quickMember(ctx, { grade: 3 });
        const pays = [
          [333, '2026-03-02T04:00:00Z'],
          [333, '2026-03-10T04:00:00Z'],
          [500, '2026-03-20T04:00:00Z'],
          [200, '2026-03-31T15:59:00Z'], // 23:59 on 31 March in Taipei
          [200, '2026-03-31T16:00:00Z'], // 00:00 on 1 April in Taipei: a new month
        ] as const;
        const results = [];
        for (const [amount, when] of pays) results.push(await at(when, (now) => paid(ctx, store, { member_code: vip.payCode, amount, idempotency_key: idempotencyKey() }, now)));
        expect(results.map((r) => r.vip_reward_coins)).toEqual([59, 60, 61, 0, 36]);
        expect(results.map((r) => r.reward_coins)).toEqual([33, 33, 50, 20, 20]);
        expect(results.slice(0, 4).reduce((s, r) => s + r.vip_reward_coins, 0)).toBe(180);
      });

      it('counts only the cash part; an angel (grade 4) gets it too; a member below VIP does not', async () => {
        const angel = await quickMember(ctx, { grade: 4 });
        await giveCoins(ctx, angel.id, 400);
        const r = await paid(ctx, store, { member_code: angel.payCode, amount: 1000, coins: 400, idempotency_key: idempotencyKey() });
        expect(r).toMatchObject({ cash_amount: 600, reward_coins: 60, vip_reward_coins: 108 });
        const plain = await quickMember(ctx, { grade: 2 });
        expect((await paid(ctx, store, { member_code: plain.payCode, amount: 1000, idempotency_key: idempotencyKey() })).vip_reward_coins).toBe(0);
      });

      it('a refunded payment no longer counts towards the month’s NT$1,000', async () => {
        const vip = await quickMember(ctx, { grade: 3 });
        const when = '2026-05-05T03:00:00Z';
        const first = await at(when, (now) => paid(ctx, store, { member_code: vip.payCode, amount: 1000, idempotency_key: idempotencyKey() }, now));
        expect(first.vip_reward_coins).toBe(180);
        expect((await at(when, (now) => refund(ctx, store, first.id, '', now))).statusCode).toBe(200);
        const second = await at(when, (now) => paid(ctx, store, { member_code: vip.payCode, amount: 400, idempotency_key: idempotencyKey() }, now));
        expect(second.vip_reward_coins).toBe(72);
      });
    });

    describe('invite reward', () => {
      it('pays 50 coins to the friend and to the VIP inviter on the friend’s first payment, exactly once', async () => {
        const inviter = await quickMember(ctx, { grade: 3 });
        const friend = await quickMember(ctx, { fromInviteCode: inviter.inviteCode });
        const results = await Promise.all([1, 2, 3].map(() => pay(ctx, store, { member_code: friend.payCode, amount: 100, idempotency_key: idempotencyKey() })));
        const payments = results.map((r) => json<Envelope<PartnerPayment>>(r).return).sort((a, b) => a.id - b.id);
        expect(payments.map((p) => p.invite_reward_coins)).toEqual([50, 0, 0]);
        expect(await walletOf(ctx, inviter.id)).toBe(50);
        expect(await walletOf(ctx, friend.id)).toBe(50 + 3 * 10);
        expect(await rowsOf(ctx.db, sql`select inviter_member_id, coins from invite_rewards where friend_member_id = ${friend.id}`)).toEqual([{ inviter_member_id: inviter.id, coins: 50 }]);
        await ctx.app.outbox.drain();
        const notified = published.filter((p) => p.notification.data.notification_title === '邀請獎勵').map((p) => p.memberId).sort();
        expect(notified).toEqual([inviter.id, friend.id].sort());
      });

      it('pays nothing when the inviter is not a VIP at the friend’s first payment (a VIP benefit), nor on a later payment after the inviter becomes one', async () => {
        const inviter = await quickMember(ctx);
        const friend = await quickMember(ctx, { fromInviteCode: inviter.inviteCode });
        expect((await paid(ctx, store, { member_code: friend.payCode, amount: 100, idempotency_key: idempotencyKey() })).invite_reward_coins).toBe(0);
        await ctx.db.execute(sql`update members set member_grade_id = 3 where id = ${inviter.id}`);
        expect((await paid(ctx, store, { member_code: friend.payCode, amount: 100, idempotency_key: idempotencyKey() })).invite_reward_coins).toBe(0);
        expect([await walletOf(ctx, inviter.id), await walletOf(ctx, friend.id)]).toEqual([0, 20]);
      });

      it('pays nothing without an inviter, or when the inviter’s account is deleted', async () => {
        const loner = await quickMember(ctx);
        expect((await paid(ctx, store, { member_code: loner.payCode, amount: 100, idempotency_key: idempotencyKey() })).invite_reward_coins).toBe(0);
        const gone = await quickMember(ctx, { grade: 3 });
        await deleteMember(ctx, gone.id);
        const friend = await quickMember(ctx, { fromInviteCode: gone.inviteCode });
        expect((await paid(ctx, store, { member_code: friend.payCode, amount: 100, idempotency_key: idempotencyKey() })).invite_reward_coins).toBe(0);
        expect(await walletOf(ctx, gone.id)).toBe(0);
      });
    });

    describe('refund', () => {
      it('gives the spent coins back and takes the whole reward back while it is still there', async () => {
        const member = await quickMember(ctx);
        await giveCoins(ctx, member.id, 200);
        const p = await paid(ctx, store, { member_code: member.payCode, amount: 1000, coins: 200, idempotency_key: idempotencyKey() });
        expect(await walletOf(ctx, member.id)).toBe(80);
        const res = await refund(ctx, store, p.id, '餐點有誤');
        expect(res.statusCode).toBe(200);
        expect(json<Envelope<PartnerPayment>>(res).return).toMatchObject({ id: p.id, status: 2, reward_shortfall: 0, replayed: false });
        expect(await walletOf(ctx, member.id)).toBe(200);
        await ctx.app.outbox.drain();
        const notice = published.find((x) => x.notification.data.notification_store_pay_status === 2);
        expect(notice?.notification.data).toMatchObject({ notification_title: '付款已退款', notification_pay_log_id: p.id });
        expect(notice?.notification.data.notification_body).toContain('餐點有誤');
        expect(await checkLedger(ctx)).toEqual(ledgerIsSound);
      });

      it('takes back only what is left when the reward was spent, records the shortfall and never goes negative', async () => {
        const member = await quickMember(ctx);
        const p = await paid(ctx, store, { member_code: member.payCode, amount: 2000, idempotency_key: idempotencyKey() });
        expect(p.reward_coins).toBe(200);
        await paid(ctx, otherStore, { member_code: member.payCode, amount: 150, coins: 150, idempotency_key: idempotencyKey() });
        expect(await walletOf(ctx, member.id)).toBe(50);
        const res = await refund(ctx, store, p.id);
        expect(json<Envelope<PartnerPayment>>(res).return).toMatchObject({ status: 2, reward_shortfall: 150 });
        expect(await walletOf(ctx, member.id)).toBe(0);
        expect(await checkLedger(ctx)).toEqual(ledgerIsSound);
      });

      it('a second refund answers the first; another store’s payment is 404', async () => {
        const member = await quickMember(ctx);
        const p = await paid(ctx, store, { member_code: member.payCode, amount: 100, idempotency_key: idempotencyKey() });
        const first = json<Envelope<PartnerPayment>>(await refund(ctx, store, p.id)).return;
        const again = await refund(ctx, store, p.id);
        expect(again.statusCode).toBe(200);
        expect(json<Envelope<PartnerPayment>>(again).return).toEqual({ ...first, replayed: true });
        const [{ n }] = await rowsOf<{ n: string }>(ctx.db, sql`select count(*) as n from ledger_transactions where pay_log_id = ${p.id} and reason = 'reversal'`);
        expect(Number(n)).toBe(1);
        for (const res of [await refund(ctx, otherStore, p.id), await partnerCall(ctx, otherStore, 'GET', `/partner/v1/payments/${p.id}`)]) {
          expect(res.statusCode).toBe(404);
          expect(json(res)).toMatchObject({ msg: '找不到此付款紀錄' });
        }
      });
    });

    it('lists the store’s payments of a Taipei day, newest first, and reads one', async () => {
      const member = await quickMember(ctx);
      const a = await at('2026-06-10T01:00:00Z', (now) => paid(ctx, otherStore, { member_code: member.payCode, amount: 120, idempotency_key: idempotencyKey() }, now));
      const b = await at('2026-06-10T15:30:00Z', (now) => paid(ctx, otherStore, { member_code: member.payCode, amount: 80, idempotency_key: idempotencyKey() }, now));
      await at('2026-06-10T16:30:00Z', (now) => paid(ctx, otherStore, { member_code: member.payCode, amount: 90, idempotency_key: idempotencyKey() }, now));
      const res = await partnerCall(ctx, otherStore, 'GET', '/partner/v1/payments?date=2026-06-10');
      expect(json<Envelope<PartnerPayment[]>>(res).return.map((p) => p.id)).toEqual([b.id, a.id]);
      const one = await partnerCall(ctx, otherStore, 'GET', `/partner/v1/payments/${a.id}`);
      expect(json<Envelope<PartnerPayment>>(one).return).toMatchObject({ id: a.id, amount: 120 });
      expect((await partnerCall(ctx, otherStore, 'GET', '/partner/v1/payments?date=2026-02-30')).statusCode).toBe(422);
    });

    it('the ledger refuses UPDATE and DELETE of its rows', async () => {
      const member = await quickMember(ctx);
      await giveCoins(ctx, member.id, 10);
      await expect(ctx.db.execute(sql`update ledger_entries set amount = amount + 1 where member_id = ${member.id}`)).rejects.toThrow();
      await expect(ctx.db.execute(sql`delete from ledger_entries where member_id = ${member.id}`)).rejects.toThrow();
      await expect(ctx.db.execute(sql`update coin_lots set amount = 1 where member_id = ${member.id}`)).rejects.toThrow();
      await expect(ctx.db.execute(sql`delete from ledger_transactions where member_id = ${member.id}`)).rejects.toThrow();
      expect(await walletOf(ctx, member.id)).toBe(10);
      const [tx] = await ctx.db.select({ id: t.ledgerTransactions.id }).from(t.ledgerTransactions).where(and(eq(t.ledgerTransactions.memberId, member.id)));
      // An entry that unbalances a transaction is refused at commit.
      await expect(
        ctx.db.transaction(async (db) => {
          await db.insert(t.ledgerEntries).values({ transactionId: tx.id, account: 'expired', amount: 5 });
        }),
      ).rejects.toThrow();
      expect(await checkLedger(ctx)).toEqual(ledgerIsSound);
    });
  },
  { adapters: { notificationPublisher: recorder, clock: clock.now } },
);
