/**
 * VIP subscription and the angel (joy dealer) programme: the §9 rules as constants and the
 * subscription state machine (`subscriptionTransitions`). The request bodies are in
 * requests.ts, the reply types in types.ts, the messages in messages.ts.
 */
import type { SubscriptionEvent, SubscriptionStatus } from './types';

/** §6: member_grade_id 1 member, 3 VIP, above 3 angel (a joy dealer). */
export const MEMBER_GRADE_ID = 1;

export const ANGEL_GRADE_ID = 4;

export const isAngelGrade = (grade: number): boolean => grade > 3;

/** §9: program id 1 is monthly (30 days), any other yearly. */
export const MONTHLY_PROGRAM_ID = 1;

export const programPeriod = (programId: number): '月' | '年' => (programId === MONTHLY_PROGRAM_ID ? '月' : '年');

/** §9: renewals are charged 48 hours before the plan ends. */
export const RENEW_BEFORE_HOURS = 48;

/** §9: a cancellation must come at least 72 hours before the plan ends. */
export const CANCEL_BEFORE_HOURS = 72;

/** §6: angel bonus 0.1% cash from seven downline levels; store referral 1 per mille of the store's monthly revenue. */
export const ANGEL_BONUS_LEVELS = 7;

export const ANGEL_BONUS_PER_MILLE = 1;

export const STORE_PROFIT_PER_MILLE = 1;

/** Cents of a per-mille share of NT$ `base`, rounded down (0.1% = 1 per mille). */
export const perMilleCents = (base: number, perMille: number): number => Math.floor((base * 100 * perMille) / 1000);

/** Dealer record lists (§4 paging). */
export const DEALER_PAGE_SIZE = 10;

/** VIP gift coupons a joy dealer may give per Taipei calendar year (`year_coin`). */
export const GIFT_COUPONS_PER_YEAR = 6;

/** Days a given coupon's activation token stays valid. */
export const GIFT_COUPON_VALID_DAYS = 14;

/** Days of VIP a gift coupon activates: one §9 monthly period, no card, no renewal. */
export const GIFT_PLAN_DAYS = 30;

/**
 * The subscription state machine (§4 angel plan, §9). `cancel` keeps the state active and
 * only stops the next renewal (`change` picks the next renewal's plan); `run_out` ends a cancelled plan at its end; a failed charge
 * cancels VIP at once. A member whose plan ended or failed may subscribe again.
 */
export const subscriptionTransitions: Readonly<Record<SubscriptionStatus, Partial<Record<SubscriptionEvent, SubscriptionStatus>>>> = {
  none: { pay: 'active' },
  active: { cancel: 'active', change: 'active', renew: 'active', renewal_failed: 'failed', run_out: 'ended' },
  ended: { pay: 'active' },
  failed: { pay: 'active' },
};

/** The state after `event`, or null when the event is not allowed in `from`. */
export const nextSubscriptionStatus = (from: SubscriptionStatus, event: SubscriptionEvent): SubscriptionStatus | null => subscriptionTransitions[from][event] ?? null;
