/**
 * Seeded rules cards (訂位須知): about two stores in five set one, varied as Taiwanese
 * restaurants write them — time limits at busy places, a minimum spend and 10% service charge
 * higher up the price levels, deposits with refund tiers and card guarantees at the dearer
 * ones, pets at a few, a Mother's Day rule at some. Each store's card comes from its own
 * PRNG stream (by id and price level), so it is the same on every run and in the bench seed.
 */
import type { DepositPolicy, HouseRules } from '@joy/contract';
import { createRandom } from './prng';

/** Mother's Day 2027 (the second Sunday of May) and its eve. */
export const MOTHERS_DAY_DATES = ['2027-05-08', '2027-05-09'];

function depositOf(random: ReturnType<typeof createRandom>, level: number): DepositPolicy {
  const roll = random.next();
  // Dearer stores ask more often; a cheap noodle shop almost never.
  const asks = level >= 3 ? 0.55 : level === 2 ? 0.3 : 0.08;
  if (roll >= asks) return { kind: 'none' };
  if (random.chance(0.5)) {
    return {
      kind: 'card',
      no_show_fee_per_person: random.pick(level >= 3 ? [500, 800, 1000] : [300, 500]),
      tiers: random.pick([[{ hours_before: 24, keep_percent: 100 }], [{ hours_before: 6, keep_percent: 100 }, { hours_before: 24, keep_percent: 50 }]]),
    };
  }
  return {
    kind: 'deposit',
    amount_per_person: random.pick(level >= 4 ? [500, 1000] : level === 3 ? [300, 500] : [200, 300]),
    tiers: random.pick([
      [{ hours_before: 24, keep_percent: 100 }],
      [{ hours_before: 24, keep_percent: 100 }, { hours_before: 72, keep_percent: 50 }],
      [{ hours_before: 48, keep_percent: 50 }],
    ]),
  };
}

/** The card of a store, or null for the stores that set none (they show the defaults). */
export function seededHouseRules(storeId: number, priceLevel: number): HouseRules | null {
  const random = createRandom(20_261_128 + storeId * 7919);
  if (!random.chance(0.42)) return null;
  const level = Math.min(Math.max(priceLevel, 1), 4);
  const busy = random.chance(level <= 2 ? 0.55 : 0.35);
  const deposit = depositOf(random, level);
  const rules: HouseRules = {
    time_limit_minutes: busy ? random.pick(level <= 2 ? [90, 90, 120] : [120, 150]) : null,
    minimum_spend_per_person: random.chance(level >= 3 ? 0.5 : 0.15) ? random.pick(level >= 3 ? [500, 800, 1200] : [200, 300]) : 0,
    service_charge_percent: random.chance(level >= 3 ? 0.85 : 0.2) ? 10 : 0,
    late_hold_minutes: random.pick([10, 15, 15, 15, 20, 30]),
    deposit,
    cake_fee: random.chance(0.2) ? null : random.chance(0.5) ? 0 : random.pick([100, 150, 200]),
    corkage_fee: random.chance(0.25) ? null : random.chance(0.45) ? 0 : random.pick([200, 300, 500]),
    pets: random.chance(0.72) ? 'no' : random.chance(0.65) ? 'leashed' : 'yes',
    children: random.chance(0.86) ? 'welcome' : random.chance(0.6) ? 'over-6' : 'adults-only',
    holidays: [],
  };
  if (level >= 2 && random.chance(0.12)) {
    const withDeposit = deposit.kind === 'none' && random.chance(0.5);
    rules.holidays.push({
      name: '母親節',
      dates: MOTHERS_DAY_DATES,
      note: random.pick(['僅供應母親節套餐', '用餐限時 90 分鐘，僅供應套餐', '當天不接受自帶蛋糕']),
      ...(withDeposit ? { deposit: { kind: 'deposit', amount_per_person: 300, tiers: [{ hours_before: 48, keep_percent: 100 }] } } : {}),
    });
  }
  return rules;
}
