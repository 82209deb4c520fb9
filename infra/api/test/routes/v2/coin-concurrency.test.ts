/**
 * No double spend under concurrency: parallel payments and withdrawals racing for a member's
 * last coins. On PostgreSQL the injected requests run on separate pooled connections and
 * really race (the per-member advisory lock queues them); PGlite serialises them, and the
 * same outcome must hold there too. The balance never goes negative, exactly as many
 * requests succeed as the coins cover, and duplicate idempotency keys have one effect.
 */
import { sql } from 'drizzle-orm';
import type { Envelope, WithdrawResult } from '@joy/contract';
import type { PartnerPayment } from '@joy/contract/partner';
import { eachDatabase, json, rowsOf, type TestContext } from '../../helpers/app';
import { checkLedger, giveCoins, idempotencyKey, ledgerIsSound, pay, payStore, quickMember, walletOf } from '../../helpers/coins';
import { inject } from '../../helpers/booking';
import { picture, postMultipart } from '../../helpers/partner';

eachDatabase('joy coins under concurrency', (ctx: TestContext) => {
  let store: number;
  beforeAll(async () => {
    store = await payStore(ctx, 9, 0);
  });

  const bankFor = async (token: string) => {
    const res = await postMultipart(
      ctx,
      '/v2/member/bank/create',
      token,
      { bank_code: '004', branch: '館前分行', account_name: '林小美', account_number: '1234567890', birthday: '1988-01-01' },
      [{ name: 'passbook', filename: 'p.png', type: 'image/png', data: await picture('png', 40, 30) }],
    );
    if (res.statusCode !== 200) throw new Error(res.body);
    return json<Envelope<{ id: number }>>(res).return.id;
  };

  it('30 payments of 10 coins race for 100 coins: exactly 10 succeed, the rest get 樂幣餘額不足', async () => {
    const m = await quickMember(ctx);
    await giveCoins(ctx, m.id, 60);
    await giveCoins(ctx, m.id, 40);
    const replies = await Promise.all(Array.from({ length: 30 }, () => pay(ctx, store, { member_code: m.payCode, amount: 10, coins: 10, idempotency_key: idempotencyKey() })));
    const won = replies.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(10);
    for (const r of replies.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(422);
      expect(json(r)).toMatchObject({ msg: '樂幣餘額不足' });
    }
    expect(await walletOf(ctx, m.id)).toBe(0);
    const [spent] = await rowsOf<{ n: string }>(ctx.db, sql`select coalesce(sum(coins_used), 0) as n from pay_logs where member_id = ${m.id}`);
    expect(Number(spent.n)).toBe(100);
    expect(await checkLedger(ctx)).toEqual(ledgerIsSound);
  });

  it('withdrawals and payments racing for 1,000 coins: exactly 10 of 20 requests of 100 succeed', async () => {
    const m = await quickMember(ctx);
    await giveCoins(ctx, m.id, 1000);
    const bank = await bankFor(m.token);
    const requests = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0
        ? inject(ctx, 'POST', '/v2/member/withdraw', { type: 1, coin: 100, member_bank_id: bank }, m.token)
        : pay(ctx, store, { member_code: m.payCode, amount: 100, coins: 100, idempotency_key: idempotencyKey() }),
    );
    const replies = await Promise.all(requests);
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(replies.filter((r) => r.statusCode === 422)).toHaveLength(10);
    expect(await walletOf(ctx, m.id)).toBe(0);
    const [out] = await rowsOf<{ w: string; p: string }>(
      ctx.db,
      sql`select (select coalesce(sum(coin), 0) from withdrawals where member_id = ${m.id}) as w,
                 (select coalesce(sum(coins_used), 0) from pay_logs where member_id = ${m.id}) as p`,
    );
    expect(Number(out.w) + Number(out.p)).toBe(1000);
    expect(await checkLedger(ctx)).toEqual(ledgerIsSound);
  });

  it('the same payment key sent 10 times at once spends the coins once', async () => {
    const m = await quickMember(ctx);
    await giveCoins(ctx, m.id, 50);
    const body = { member_code: m.payCode, amount: 80, coins: 50, idempotency_key: idempotencyKey() };
    const replies = await Promise.all(Array.from({ length: 10 }, () => pay(ctx, store, body)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const payments = replies.map((r) => json<Envelope<PartnerPayment>>(r).return);
    expect(new Set(payments.map((p) => p.id)).size).toBe(1);
    expect(payments.filter((p) => !p.replayed)).toHaveLength(1);
    expect(await walletOf(ctx, m.id)).toBe(0);
  });

  it('the same withdrawal key sent 10 times at once withdraws once', async () => {
    const m = await quickMember(ctx);
    await giveCoins(ctx, m.id, 300);
    const bank = await bankFor(m.token);
    const body = { type: 1, coin: 300, member_bank_id: bank, idempotency_key: 'tap-tap-tap' };
    const replies = await Promise.all(Array.from({ length: 10 }, () => inject(ctx, 'POST', '/v2/member/withdraw', body, m.token)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(replies.map((r) => json<Envelope<WithdrawResult>>(r).return.withdrawal.id)).size).toBe(1);
    expect(await walletOf(ctx, m.id)).toBe(0);
    expect(await checkLedger(ctx)).toEqual(ledgerIsSound);
  });
});
