/**
 * The joy coin rules as pure functions, so they are tested exhaustively without a database
 * and the ledger (ledger.ts) only reads state, asks these, and writes what they say:
 *
 * - Dates are Taipei calendar days (UTC+8, no daylight saving). Coins received on day D are
 *   valid through D+119 and expire at 00:00 Taipei on D+120 — day 121 counting D as day 1.
 * - Debits (spend, withdrawal, reward clawback) take from live lots, first to expire first
 *   (ties by lot id, i.e. oldest credit first). A debit larger than the live coins is refused
 *   whole: nothing is taken.
 * - Reversals put coins back in the lots they came from while those are still live; coins
 *   whose lot has expired meanwhile come back as a new lot valid 120 days from that day, so
 *   a store's refund or a failed transfer never costs the member coins.
 * - Rewards round down to whole coins. The VIP extra is computed on the month's running
 *   total so that several payments add up to exactly 18% of NT$1,000 (180 coins).
 */
import { COIN_VALID_DAYS, VIP_EXTRA_MONTHLY_CAP_NTD, VIP_EXTRA_RATE, VIP_GRADE_ID } from '@joy/contract';

const TAIPEI_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The Taipei calendar day of an instant, YYYY-MM-DD. */
export function taipeiDay(now: Date): string {
  return new Date(now.getTime() + TAIPEI_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Taipei calendar month of an instant, YYYY-MM (the VIP cap's period). */
export const taipeiMonth = (now: Date): string => taipeiDay(now).slice(0, 7);

/** YYYY-MM-DD plus `days`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 00:00 Taipei at the start of a day. */
export const startOfTaipeiDay = (day: string): Date => new Date(`${day}T00:00:00+08:00`);

export interface LotValidity {
  receivedOn: string;
  /** The last day the coins can be used (inclusive). */
  validUntil: string;
  /** The instant they expire: 00:00 Taipei the day after validUntil. */
  expiresAt: Date;
}

/** A lot received at `now` is valid for COIN_VALID_DAYS Taipei days, the day received included. */
export function lotValidity(now: Date): LotValidity {
  const receivedOn = taipeiDay(now);
  return { receivedOn, validUntil: addDays(receivedOn, COIN_VALID_DAYS - 1), expiresAt: startOfTaipeiDay(addDays(receivedOn, COIN_VALID_DAYS)) };
}

/** The last valid day of a lot that expires at `expiresAt`. */
export const validUntilOf = (expiresAt: Date): string => addDays(taipeiDay(expiresAt), -1);

export interface LotState {
  id: number;
  /** What is left of the lot (sum of its wallet entries). */
  remaining: number;
  expiresAt: Date;
}

export const isLive = (lot: Pick<LotState, 'expiresAt'>, now: Date): boolean => lot.expiresAt.getTime() > now.getTime();

/** First to expire first; ties by id (the older credit). */
const byExpiry = (a: LotState, b: LotState): number => a.expiresAt.getTime() - b.expiresAt.getTime() || a.id - b.id;

export interface Take {
  lotId: number;
  amount: number;
}

/** The coins that can be spent now: the live lots' remainders. */
export function liveBalance(lots: readonly LotState[], now: Date): number {
  return lots.filter((l) => l.remaining > 0 && isLive(l, now)).reduce((sum, l) => sum + l.remaining, 0);
}

/**
 * Which lots a debit of `amount` takes from: live lots, first to expire first; `prefer`
 * (a lot id) is taken from before the others (a reward clawback starts with the reward's own
 * lot). Null when the live coins do not cover it — a debit is all or nothing.
 */
export function planDebit(lots: readonly LotState[], amount: number, now: Date, prefer: number | null = null): Take[] | null {
  if (!Number.isInteger(amount) || amount <= 0) throw new RangeError(`debit must be a positive integer, got ${amount}`);
  const live = lots.filter((l) => l.remaining > 0 && isLive(l, now)).sort(byExpiry);
  const ordered = prefer === null ? live : [...live.filter((l) => l.id === prefer), ...live.filter((l) => l.id !== prefer)];
  const takes: Take[] = [];
  let left = amount;
  for (const lot of ordered) {
    if (left === 0) break;
    const take = Math.min(lot.remaining, left);
    takes.push({ lotId: lot.id, amount: take });
    left -= take;
  }
  return left === 0 ? takes : null;
}

/**
 * Takes up to `amount` (never more than is live): what a refund's reward clawback can get
 * back. Returns the takes and the shortfall left behind.
 */
export function planPartialDebit(lots: readonly LotState[], amount: number, now: Date, prefer: number | null = null): { takes: Take[]; shortfall: number } {
  const available = liveBalance(lots, now);
  const wanted = Math.min(amount, available);
  return { takes: wanted > 0 ? (planDebit(lots, wanted, now, prefer) as Take[]) : [], shortfall: amount - wanted };
}

/** The lots holding coins past their expiry at `now`, with what is left in each. */
export function planExpiry(lots: readonly LotState[], now: Date): Take[] {
  return lots
    .filter((l) => l.remaining > 0 && !isLive(l, now))
    .sort(byExpiry)
    .map((l) => ({ lotId: l.id, amount: l.remaining }));
}

/**
 * Puts debited coins back: into their own lot while it is live, the rest (`fresh`) into a
 * new lot. `debits` are the original takes (positive amounts); `lots` knows each lot's expiry.
 */
export function planRestore(debits: readonly Take[], lots: ReadonlyMap<number, Pick<LotState, 'expiresAt'>>, now: Date): { back: Take[]; fresh: number } {
  const back: Take[] = [];
  let fresh = 0;
  for (const d of debits) {
    const lot = lots.get(d.lotId);
    if (lot && isLive(lot, now)) back.push({ lotId: d.lotId, amount: d.amount });
    else fresh += d.amount;
  }
  return { back, fresh };
}

/** The store's reward: its rate (percent, 0–20) of the cash part, rounded down. */
export function storeReward(cash: number, ratePercent: number): number {
  return Math.floor((cash * ratePercent) / 100);
}

export const isVip = (memberGradeId: number): boolean => memberGradeId >= VIP_GRADE_ID;

/**
 * §6 VIP extra: 18% on the first NT$1,000 of pay spend in the month. `countedBefore` is the
 * cash already counted this month; returns the part of this payment that counts and the
 * coins, taken from the running total so the month never exceeds floor(18% × 1,000).
 */
export function vipExtra(countedBefore: number, cash: number): { counted: number; coins: number } {
  const room = Math.max(0, VIP_EXTRA_MONTHLY_CAP_NTD - countedBefore);
  const counted = Math.min(Math.max(0, cash), room);
  const rewardAt = (total: number) => Math.floor((Math.min(total, VIP_EXTRA_MONTHLY_CAP_NTD) * VIP_EXTRA_RATE) / 100);
  return { counted, coins: rewardAt(countedBefore + counted) - rewardAt(Math.min(countedBefore, VIP_EXTRA_MONTHLY_CAP_NTD)) };
}
