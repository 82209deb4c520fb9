/**
 * The joy coin rules (src/ledger/rules.ts): Taipei days and the 120-day validity, first to
 * expire first, restores, reward rounding and the VIP cap — and a property test: hundreds of
 * random sequences of credits, spends, clawbacks, reversals and expiries on an in-memory
 * double-entry ledger that uses these same planners, checked after every step.
 */
import { addDays, isLive, liveBalance, lotValidity, planDebit, planExpiry, planPartialDebit, planRestore, storeReward, taipeiDay, taipeiMonth, validUntilOf, vipExtra, type LotState, type Take } from '../../src/ledger/rules';

/** mulberry32: a small seeded PRNG, so every failing sequence can be replayed by its seed. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)), pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)] };
}

describe('Taipei days and the 120-day validity (§9)', () => {
  it('the day is Taipei’s: 23:59 UTC is already the next day', () => {
    expect(taipeiDay(new Date('2026-03-01T15:59:59Z'))).toBe('2026-03-01');
    expect(taipeiDay(new Date('2026-03-01T16:00:00Z'))).toBe('2026-03-02');
    expect(taipeiMonth(new Date('2026-03-31T16:00:00Z'))).toBe('2026-04');
  });

  it('coins received on day 1 are valid through day 120 and gone at 00:00 Taipei on day 121', () => {
    // Received at 23:50 Taipei on 1 January: day 1 is 1 January whatever the hour.
    const v = lotValidity(new Date('2026-01-01T15:50:00Z'));
    expect(v.receivedOn).toBe('2026-01-01');
    expect(v.validUntil).toBe(addDays('2026-01-01', 119));
    expect(v.validUntil).toBe('2026-04-30');
    expect(v.expiresAt.toISOString()).toBe('2026-04-30T16:00:00.000Z'); // 2026-05-01 00:00 Taipei
    expect(validUntilOf(v.expiresAt)).toBe('2026-04-30');
    const lot = { id: 1, remaining: 5, expiresAt: v.expiresAt };
    expect(isLive(lot, new Date('2026-04-30T15:59:59.999Z'))).toBe(true); // day 120, 23:59:59 Taipei
    expect(isLive(lot, new Date('2026-04-30T16:00:00Z'))).toBe(false); // day 121, 00:00 Taipei
  });

  it('addDays crosses months and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('debits take from the first lot to expire', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  const lot = (id: number, remaining: number, expires: string): LotState => ({ id, remaining, expiresAt: new Date(expires) });
  const lots = [lot(1, 30, '2026-09-01T00:00:00Z'), lot(2, 20, '2026-07-01T00:00:00Z'), lot(3, 50, '2026-07-01T00:00:00Z'), lot(4, 99, '2026-05-01T00:00:00Z')];

  it('earliest expiry first, ties by the older lot; expired lots are never spent', () => {
    expect(liveBalance(lots, now)).toBe(100);
    expect(planDebit(lots, 60, now)).toEqual([
      { lotId: 2, amount: 20 },
      { lotId: 3, amount: 40 },
    ]);
    expect(planDebit(lots, 100, now)).toEqual([
      { lotId: 2, amount: 20 },
      { lotId: 3, amount: 50 },
      { lotId: 1, amount: 30 },
    ]);
  });

  it('all or nothing: more than the live coins is refused whole', () => {
    expect(planDebit(lots, 101, now)).toBeNull();
    expect(() => planDebit(lots, 0, now)).toThrow(RangeError);
    expect(() => planDebit(lots, 1.5, now)).toThrow(RangeError);
  });

  it('a preferred lot (the reward’s own) is taken first; a partial debit reports the shortfall', () => {
    expect(planDebit(lots, 40, now, 1)).toEqual([
      { lotId: 1, amount: 30 },
      { lotId: 2, amount: 10 },
    ]);
    expect(planPartialDebit(lots, 130, now, 3)).toEqual({
      takes: [
        { lotId: 3, amount: 50 },
        { lotId: 2, amount: 20 },
        { lotId: 1, amount: 30 },
      ],
      shortfall: 30,
    });
    expect(planPartialDebit([lot(9, 0, '2026-09-01T00:00:00Z')], 10, now)).toEqual({ takes: [], shortfall: 10 });
  });

  it('expiry empties exactly the lots past their time', () => {
    expect(planExpiry(lots, now)).toEqual([{ lotId: 4, amount: 99 }]);
    expect(planExpiry(lots, new Date('2026-07-01T00:00:00Z'))).toEqual([
      { lotId: 4, amount: 99 },
      { lotId: 2, amount: 20 },
      { lotId: 3, amount: 50 },
    ]);
  });

  it('a restore returns coins to live lots and the rest as a fresh lot', () => {
    const expiry = new Map(lots.map((l) => [l.id, l]));
    expect(planRestore([{ lotId: 1, amount: 5 }, { lotId: 4, amount: 7 }, { lotId: 2, amount: 3 }], expiry, now)).toEqual({
      back: [
        { lotId: 1, amount: 5 },
        { lotId: 2, amount: 3 },
      ],
      fresh: 7,
    });
  });
});

describe('reward maths', () => {
  it('the store’s rate on the cash part, rounded down', () => {
    expect(storeReward(1034, 10)).toBe(103);
    expect(storeReward(99, 20)).toBe(19);
    expect(storeReward(1000, 0)).toBe(0);
    expect(storeReward(0, 20)).toBe(0);
  });

  it('the VIP extra: 18% of the month’s first NT$1,000, exactly 180 coins however it is split', () => {
    expect(vipExtra(0, 1000)).toEqual({ counted: 1000, coins: 180 });
    expect(vipExtra(0, 5000)).toEqual({ counted: 1000, coins: 180 });
    expect(vipExtra(1000, 500)).toEqual({ counted: 0, coins: 0 });
    expect(vipExtra(900, 300)).toEqual({ counted: 100, coins: 18 });
    const rnd = prng(7);
    for (let run = 0; run < 200; run += 1) {
      let counted = 0;
      let coins = 0;
      while (counted < 1000) {
        const step = vipExtra(counted, rnd.int(1, 400));
        counted += step.counted;
        coins += step.coins;
        expect(step.coins).toBeGreaterThanOrEqual(0);
      }
      expect(coins).toBe(180);
    }
  });
});

/**
 * An in-memory double-entry ledger driven by the planners: the model the database ledger
 * mirrors (ledger.ts), checked for the invariants after every operation.
 */
interface Entry {
  tx: number;
  account: string;
  lot: number | null;
  amount: number;
}
interface Lot {
  id: number;
  amount: number;
  expiresAt: Date;
}

function memoryLedger() {
  const entries: Entry[] = [];
  const lots: Lot[] = [];
  const debits = new Map<number, Take[]>();
  let txSeq = 0;
  const remaining = (lotId: number) => entries.filter((e) => e.lot === lotId).reduce((s, e) => s + e.amount, 0);
  const state = (): LotState[] => lots.map((l) => ({ id: l.id, remaining: remaining(l.id), expiresAt: l.expiresAt }));
  const newLot = (amount: number, now: Date) => {
    const lot = { id: lots.length + 1, amount, expiresAt: lotValidity(now).expiresAt };
    lots.push(lot);
    return lot.id;
  };
  return {
    entries,
    lots,
    remaining,
    state,
    credit(coins: number, now: Date) {
      const tx = ++txSeq;
      entries.push({ tx, account: 'member_wallet', lot: newLot(coins, now), amount: coins }, { tx, account: 'platform_rewards', lot: null, amount: -coins });
      return tx;
    },
    debit(coins: number, now: Date, prefer: number | null = null): number | null {
      const takes = planDebit(state(), coins, now, prefer);
      if (!takes) return null;
      const tx = ++txSeq;
      for (const k of takes) entries.push({ tx, account: 'member_wallet', lot: k.lotId, amount: -k.amount });
      entries.push({ tx, account: 'store_settlement', lot: null, amount: coins });
      debits.set(tx, takes);
      return tx;
    },
    clawback(coins: number, now: Date, prefer: number | null) {
      const { takes, shortfall } = planPartialDebit(state(), coins, now, prefer);
      if (!takes.length) return shortfall;
      const tx = ++txSeq;
      const taken = takes.reduce((s, k) => s + k.amount, 0);
      for (const k of takes) entries.push({ tx, account: 'member_wallet', lot: k.lotId, amount: -k.amount });
      entries.push({ tx, account: 'platform_rewards', lot: null, amount: taken });
      return shortfall;
    },
    restore(original: number, now: Date) {
      const takes = debits.get(original);
      if (!takes) return;
      debits.delete(original);
      const plan = planRestore(takes, new Map(lots.map((l) => [l.id, l])), now);
      const tx = ++txSeq;
      const coins = takes.reduce((s, k) => s + k.amount, 0);
      for (const b of plan.back) entries.push({ tx, account: 'member_wallet', lot: b.lotId, amount: b.amount });
      if (plan.fresh) entries.push({ tx, account: 'member_wallet', lot: newLot(plan.fresh, now), amount: plan.fresh });
      entries.push({ tx, account: 'store_settlement', lot: null, amount: -coins });
    },
    expire(now: Date) {
      for (const take of planExpiry(state(), now)) {
        const tx = ++txSeq;
        entries.push({ tx, account: 'member_wallet', lot: take.lotId, amount: -take.amount }, { tx, account: 'expired', lot: null, amount: take.amount });
      }
    },
    openDebits: () => [...debits.keys()],
  };
}

describe('property: random sequences keep the ledger consistent', () => {
  const SEQUENCES = 400;
  const STEPS = 40;

  /** A failed invariant names the seed and step, so the sequence can be replayed. */
  function check(ok: boolean, what: string, seed: number, step: number): void {
    if (!ok) throw new Error(`seed ${seed}, step ${step}: ${what}`);
  }

  it(`${SEQUENCES} sequences of ${STEPS} operations`, () => {
    let operations = 0;
    for (let seed = 1; seed <= SEQUENCES; seed += 1) {
      const rnd = prng(seed);
      const ledger = memoryLedger();
      let now = new Date(Date.UTC(2026, 0, 1) + rnd.int(0, 86_399) * 1000);
      for (let step = 0; step < STEPS; step += 1) {
        const op = rnd.pick(['credit', 'credit', 'spend', 'spend', 'clawback', 'restore', 'expire', 'time', 'time'] as const);
        const live = liveBalance(ledger.state(), now);
        if (op === 'credit') ledger.credit(rnd.int(1, 300), now);
        else if (op === 'spend') {
          const want = rnd.int(1, 400);
          const tx = ledger.debit(want, now);
          check((tx !== null) === want <= live, `a spend of ${want} with ${live} live coins is all or nothing`, seed, step);
        } else if (op === 'clawback') {
          const want = rnd.int(1, 200);
          const lotIds = ledger.lots.map((l) => l.id);
          const shortfall = ledger.clawback(want, now, lotIds.length ? rnd.pick(lotIds) : null);
          check(shortfall === Math.max(0, want - live), `a clawback of ${want} with ${live} live leaves ${shortfall} short`, seed, step);
        } else if (op === 'restore') {
          const open = ledger.openDebits();
          if (open.length) ledger.restore(rnd.pick(open), now);
        } else if (op === 'expire') ledger.expire(now);
        else now = new Date(now.getTime() + rnd.int(1, 60) * 86_400_000 + rnd.int(0, 86_399) * 1000);
        operations += 1;

        // Invariants after every step.
        const byTx = new Map<number, number>();
        for (const e of ledger.entries) byTx.set(e.tx, (byTx.get(e.tx) ?? 0) + e.amount);
        for (const [tx, sum] of byTx) check(sum === 0, `transaction ${tx} sums to ${sum}`, seed, step);
        const wallet = ledger.entries.filter((e) => e.account === 'member_wallet').reduce((s, e) => s + e.amount, 0);
        const lotSum = ledger.lots.reduce((s, l) => s + ledger.remaining(l.id), 0);
        check(wallet === lotSum, `wallet ${wallet} ≠ lots ${lotSum}`, seed, step);
        check(wallet >= 0, `wallet ${wallet} is negative`, seed, step);
        for (const l of ledger.lots) {
          const left = ledger.remaining(l.id);
          // Nothing spent twice: no lot gives more than it holds, none ends up with more than it got.
          check(left >= 0 && left <= l.amount, `lot ${l.id} holds ${left} of ${l.amount}`, seed, step);
        }
        // Every coin that left a wallet is on another account.
        const out = ledger.entries.filter((e) => e.account !== 'member_wallet').reduce((s, e) => s + e.amount, 0);
        check(out + wallet === 0, `other accounts ${out} do not mirror the wallets ${wallet}`, seed, step);
        check(liveBalance(ledger.state(), now) <= wallet, 'live coins exceed the wallet', seed, step);
      }
      // After expiring, the wallet holds exactly the live coins.
      ledger.expire(now);
      const wallet = ledger.entries.filter((e) => e.account === 'member_wallet').reduce((s, e) => s + e.amount, 0);
      check(wallet === liveBalance(ledger.state(), now), 'after expiry the wallet holds only live coins', seed, STEPS);
    }
    expect(operations).toBe(SEQUENCES * STEPS);
  });
});
