/**
 * A store's house rules card (issue 28): set by the store through the partner API, shown on the
 * store page and the booking's confirm step, filterable in search, and copied into each booking
 * as agreed at booking time (orders.agreed_rules). Amounts are NT$, durations minutes or hours.
 *
 * The deposit policy decides the booking's guarantee:
 * - `none`: no card needed (免訂金).
 * - `card`: a card guarantee — the card is pre-authorised for `no_show_fee_per_person` × party
 *   and nothing is taken unless the diner does not come.
 * - `deposit`: a deposit of `amount_per_person` × party is pre-authorised at booking, released
 *   at check-in, and on a no-show or a late cancellation the tier's share is captured.
 * Refund tiers say, by hours before the booking time, what share of the hold is kept when the
 * diner cancels (or does not come): the first tier whose `hours_before` the cancellation is at
 * or past applies; cancelling earlier than every tier keeps nothing.
 */

export type DepositPolicy =
  | { kind: 'none' }
  | { kind: 'card'; no_show_fee_per_person: number; tiers: RefundTier[] }
  | { kind: 'deposit'; amount_per_person: number; tiers: RefundTier[] };

export interface RefundTier {
  /** This tier applies when the cancellation is less than this many hours before the booking. */
  hours_before: number;
  /** Percent of the hold kept (0–100). */
  keep_percent: number;
}

export interface HolidayRule {
  /** A name shown to diners, e.g. 母親節. */
  name: string;
  /** YYYY-MM-DD dates the rule covers. */
  dates: string[];
  /** Plain text of what changes, e.g. 僅供應套餐、每位低消 NT$1,200. */
  note: string;
  /** Overrides of the deposit policy on those dates, if any. */
  deposit?: DepositPolicy;
}

export interface HouseRules {
  /** Dining time limit in minutes; null for 不限時. */
  time_limit_minutes: number | null;
  /** Minimum spend per person; 0 for none. */
  minimum_spend_per_person: number;
  /** Service charge in percent (usually 10); 0 for none. */
  service_charge_percent: number;
  /** How long a late table is held, in minutes. */
  late_hold_minutes: number;
  deposit: DepositPolicy;
  /** Cake fee per cake (0 free; null not allowed to bring a cake). */
  cake_fee: number | null;
  /** Corkage per bottle (0 free; null not allowed to bring drinks). */
  corkage_fee: number | null;
  pets: 'no' | 'leashed' | 'yes';
  children: 'welcome' | 'over-6' | 'adults-only';
  holidays: HolidayRule[];
}

/** What a store has until it sets its card: nothing asked beyond the booking. */
export const defaultHouseRules: HouseRules = {
  time_limit_minutes: null,
  minimum_spend_per_person: 0,
  service_charge_percent: 0,
  late_hold_minutes: 15,
  deposit: { kind: 'none' },
  cake_fee: 0,
  corkage_fee: 0,
  pets: 'no',
  children: 'welcome',
  holidays: [],
};

/** The deposit policy on a date (a holiday rule may override it). */
export function depositPolicyOn(rules: HouseRules, date: string): DepositPolicy {
  const holiday = rules.holidays.find((h) => h.deposit && h.dates.includes(date));
  return holiday?.deposit ?? rules.deposit;
}

/** NT$ held on the card for a party of `people` under a policy (0 for none). */
export function guaranteeAmount(policy: DepositPolicy, people: number): number {
  if (policy.kind === 'card') return policy.no_show_fee_per_person * people;
  if (policy.kind === 'deposit') return policy.amount_per_person * people;
  return 0;
}

/**
 * NT$ kept of `held` when cancelling `hoursBefore` hours before the booking time (a no-show is
 * hoursBefore ≤ 0: the strictest tier, or all of it when no tier reaches 0).
 */
export function keptOnCancel(policy: DepositPolicy, held: number, hoursBefore: number): number {
  if (policy.kind === 'none') return 0;
  const tiers = [...policy.tiers].sort((a, b) => a.hours_before - b.hours_before);
  if (hoursBefore <= 0) {
    const strictest = tiers.length ? Math.max(...tiers.map((t) => t.keep_percent)) : 100;
    return Math.round((held * strictest) / 100);
  }
  const tier = tiers.find((t) => hoursBefore < t.hours_before);
  return tier ? Math.round((held * tier.keep_percent) / 100) : 0;
}
