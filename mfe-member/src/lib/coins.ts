/**
 * Joy coin wording shared by the member pages: coins with thousand separators (§5), the
 * signed amount of a record, and how many days a lot has left. A lot's `valid_until` is its
 * last usable day on Taipei's calendar (UTC+8, no DST), so "days left" counts Taipei days.
 */
import { formatNumber } from '@joy/ui';
import { taipeiDate } from '@joy/contract';

/** A lot expiring within this many days is highlighted (the member should spend it first). */
export const EXPIRING_SOON_DAYS = 14;

const DAY_MS = 86_400_000;

/** Days from today (Taipei) to the last valid day: 0 means it is the last day. */
export function daysLeft(validUntil: string, now: Date): number {
  const end = Date.parse(`${validUntil}T00:00:00Z`);
  const today = Date.parse(`${taipeiDate(now.getTime())}T00:00:00Z`);
  return Math.round((end - today) / DAY_MS);
}

export const isExpiringSoon = (validUntil: string, now: Date): boolean => daysLeft(validUntil, now) <= EXPIRING_SOON_DAYS;

/** 1,234 樂幣 */
export const coinText = (coin: number): string => `${formatNumber(coin)} 樂幣`;

/** +1,234 / −50: a record's change to the wallet. */
export const signedCoin = (coin: number): string => `${coin > 0 ? '+' : coin < 0 ? '−' : ''}${formatNumber(Math.abs(coin))}`;

/** NT$ 1,280 */
export const ntd = (value: number): string => `NT$ ${formatNumber(value)}`;

/** A pay code read aloud at the counter: groups of four (ABCD 1234 EFGH). */
export const groupCode = (code: string): string => code.replace(/(.{4})(?=.)/g, '$1 ');
