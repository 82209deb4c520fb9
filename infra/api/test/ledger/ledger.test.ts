/**
 * The ledger in the database (src/ledger/ledger.ts): random sequences of credits, spends,
 * clawbacks, reversals, expiries and time jumps run against PGlite and PostgreSQL and are
 * checked against a model and the SQL invariants after each sequence; idempotency keys
 * replay instead of paying twice; the lot-bounds trigger refuses two unlocked transactions
 * taking the same last coins; the expiry job runs once per tick across instances.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { eachDatabase, rowsOf, type TestContext } from '../helpers/app';
import { checkLedger, ledgerIsSound, quickMember, walletOf } from '../helpers/coins';
import * as t from '../../src/db/schema';
import { clawback, debit, expireDue, grant, lockMember, memberLots, restore, transfer, type Tx } from '../../src/ledger/ledger';
import { liveBalance } from '../../src/ledger/rules';
import { coinExpiryJob } from '../../src/jobs/coin-expiry';
import { createScheduler, JOB_LOCK_CLASS } from '../../src/jobs/scheduler';

function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return { int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)), pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)] };
}

const SEQUENCES = Number(process.env.LEDGER_SEQUENCES ?? 60);
const STEPS = 16;

eachDatabase('coin ledger in the database', (ctx: TestContext) => {
  let storeId: number;
  beforeAll(async () => {
    [{ id: storeId }] = await rowsOf<{ id: number }>(ctx.db, sql`select id from stores order by id limit 1`);
  });
  const inTx = <T>(fn: (tx: Tx) => Promise<T>) => ctx.db.transaction(fn);
  const key = () => crypto.randomUUID();

  it(`${SEQUENCES} random sequences of ${STEPS} operations keep the ledger consistent`, async () => {
    for (let seed = 1; seed <= SEQUENCES; seed += 1) {
      const rnd = prng(seed * 7919);
      const members = [(await quickMember(ctx)).id, (await quickMember(ctx)).id];
      let now = new Date(Date.UTC(2026, 0, 1, rnd.int(0, 23)));
      const debits: { memberId: number; tx: number; restored: boolean }[] = [];
      const model = new Map(members.map((m) => [m, 0]));
      for (let step = 0; step < STEPS; step += 1) {
        const memberId = rnd.pick(members);
        const op = rnd.pick(['grant', 'grant', 'spend', 'spend', 'clawback', 'restore', 'expire', 'time'] as const);
        const where = `seed ${seed} step ${step} ${op}`;
        if (op === 'grant') {
          const coins = rnd.int(1, 200);
          await inTx((tx) => grant(tx, { reason: 'payment_reward', key: key(), memberId, now, coins, funding: [{ account: 'platform_rewards', amount: -coins }] }));
        } else if (op === 'spend') {
          const coins = rnd.int(1, 250);
          const done = await inTx(async (tx) => {
            await lockMember(tx, memberId);
            const live = liveBalance(await memberLots(tx, memberId), now);
            const r = await debit(tx, { reason: 'spend', key: key(), memberId, now, coins, to: [{ account: 'store_settlement', storeId, amount: coins }] });
            if ((r !== null) !== coins <= live) throw new Error(`${where}: a spend of ${coins} with ${live} live is all or nothing`);
            return r;
          });
          if (done) debits.push({ memberId, tx: done.transactionId, restored: false });
        } else if (op === 'clawback') {
          const coins = rnd.int(1, 150);
          await inTx(async (tx) => {
            await lockMember(tx, memberId);
            const live = liveBalance(await memberLots(tx, memberId), now);
            const r = await clawback(tx, { reason: 'reversal', key: key(), memberId, now, coins, prefer: null, to: (taken) => [{ account: 'platform_rewards', amount: taken }] });
            if (r.shortfall !== Math.max(0, coins - live)) throw new Error(`${where}: shortfall ${r.shortfall} with ${live} live`);
          });
        } else if (op === 'restore') {
          const open = debits.filter((d) => !d.restored);
          if (open.length) {
            const d = rnd.pick(open);
            d.restored = true;
            const restoreKey = `restore:${d.tx}`;
            const restoreWith = (tx: Tx) =>
              restore(tx, { reason: 'reversal', key: restoreKey, memberId: d.memberId, now, original: d.tx, from: (coins) => [{ account: 'store_settlement', storeId, amount: -coins }] });
            const first = await inTx(async (tx) => {
              await lockMember(tx, d.memberId);
              return restoreWith(tx);
            });
            // The same reversal again is a replay: nothing is returned twice.
            const again = await inTx(restoreWith);
            if (!again.replayed || again.transactionId !== first.transactionId) throw new Error(`${where}: a second reversal paid again`);
          }
        } else if (op === 'expire') {
          await inTx(async (tx) => {
            await lockMember(tx, memberId);
            await expireDue(tx, memberId, now);
          });
        } else {
          now = new Date(now.getTime() + rnd.int(1, 70) * 86_400_000);
        }
        for (const m of members) model.set(m, await walletOf(ctx, m));
        for (const [m, wallet] of model) if (wallet < 0) throw new Error(`${where}: member ${m} holds ${wallet}`);
      }
      // After expiring, every wallet holds exactly its live coins.
      for (const m of members) {
        const live = await inTx(async (tx) => {
          await lockMember(tx, m);
          await expireDue(tx, m, now);
          return liveBalance(await memberLots(tx, m), now);
        });
        expect(await walletOf(ctx, m)).toBe(live);
      }
    }
    // Every transaction sums to zero; no lot gave more than it held (nothing spent twice); wallets = lots.
    expect(await checkLedger(ctx)).toEqual(ledgerIsSound);
  }, 600_000);

  it('an idempotency key replays the first transaction: one lot, one debit', async () => {
    const m = (await quickMember(ctx)).id;
    const now = new Date();
    const give = () => inTx((tx) => grant(tx, { reason: 'invite_reward', key: `k-${m}`, memberId: m, now, coins: 40, funding: [{ account: 'platform_rewards', amount: -40 }] }));
    const [a, b] = [await give(), await give()];
    expect(b).toEqual({ ...a, replayed: true });
    const take = () =>
      inTx(async (tx) => {
        await lockMember(tx, m);
        return debit(tx, { reason: 'spend', key: `d-${m}`, memberId: m, now, coins: 30, to: [{ account: 'store_settlement', storeId, amount: 30 }] });
      });
    const [x, y] = [await take(), await take()];
    expect(y).toEqual({ ...x, replayed: true });
    expect(await walletOf(ctx, m)).toBe(10);
    await expect(inTx((tx) => transfer(tx, { reason: 'withdrawal_payout', key: 'unbalanced', memberId: m, now }, [{ account: 'withdrawals_paid', amount: 5 }]))).rejects.toThrow(/unbalanced/);
  });

  it('the lot-bounds trigger refuses two unlocked transactions taking the same last coins', async () => {
    const m = (await quickMember(ctx)).id;
    const now = new Date();
    const { lotId } = await inTx((tx) => grant(tx, { reason: 'invite_reward', key: key(), memberId: m, now, coins: 10, funding: [{ account: 'platform_rewards', amount: -10 }] }));
    // Both write before either commits (on PostgreSQL); PGlite runs one after the other.
    let arrived = 0;
    let release: () => void = () => undefined;
    const bothWrote = new Promise<void>((resolve) => (release = resolve));
    const takeLast = () =>
      ctx.db.transaction(async (tx) => {
        const [row] = await tx.insert(t.ledgerTransactions).values({ reason: 'spend', idempotencyKey: key(), memberId: m, createdAt: now }).returning({ id: t.ledgerTransactions.id });
        await tx.insert(t.ledgerEntries).values([
          { transactionId: row.id, account: 'member_wallet', memberId: m, lotId: lotId as number, amount: -10 },
          { transactionId: row.id, account: 'store_settlement', storeId, amount: 10 },
        ]);
        if (ctx.kind === 'postgres') {
          arrived += 1;
          if (arrived === 2) release();
          await bothWrote;
        }
      });
    const results = await Promise.allSettled([takeLast(), takeLast()]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await walletOf(ctx, m)).toBe(0);
    expect(await checkLedger(ctx)).toEqual(ledgerIsSound);
  });

  it('the expiry job empties expired lots once; a second instance skips while one holds the lock', async () => {
    const m = (await quickMember(ctx)).id;
    const received = new Date('2025-01-01T04:00:00Z');
    await inTx((tx) => grant(tx, { reason: 'invite_reward', key: key(), memberId: m, now: received, coins: 25, funding: [{ account: 'platform_rewards', amount: -25 }] }));
    let clock = new Date('2025-04-30T15:59:00Z'); // day 120 (30 April), 23:59 Taipei
    const log = { info: () => undefined, error: () => undefined } as never;
    const scheduler = createScheduler({ db: ctx.db, log, clock: () => clock, jobs: [coinExpiryJob()] });
    await scheduler.run('coin-expiry');
    expect(await walletOf(ctx, m)).toBe(25);
    clock = new Date('2025-04-30T16:00:00Z'); // day 121, 00:00 Taipei
    const first = await scheduler.run('coin-expiry');
    expect(first).toMatchObject({ ran: true });
    expect(await walletOf(ctx, m)).toBe(0);
    const [{ n }] = await rowsOf<{ n: string }>(ctx.db, sql`select count(*) as n from ledger_transactions where member_id = ${m} and reason = 'expiry'`);
    expect(Number(n)).toBe(1);
    await scheduler.run('coin-expiry');
    expect(Number((await rowsOf<{ n: string }>(ctx.db, sql`select count(*) as n from ledger_transactions where member_id = ${m} and reason = 'expiry'`))[0].n)).toBe(1);

    if (ctx.kind === 'postgres') {
      // Another instance holds the job's lock: this one skips the tick.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked: () => void = () => undefined;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holder = ctx.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${JOB_LOCK_CLASS}::int, 1)`);
        locked();
        await held;
      });
      await isLocked;
      expect(await scheduler.run('coin-expiry')).toEqual({ ran: false });
      release();
      await holder;
    }
    await scheduler.stop();
  });
});
