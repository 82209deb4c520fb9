/**
 * A store's rules card through the partner API (contract partner/house-rules.ts): read, and
 * replaced whole in one transaction. The body's shape and ranges are checked by the contract's
 * schema; here what needs the clock or the whole list: holiday dates from today to 365 days
 * ahead (Taipei) and the refund tiers' order, keyed by place (`holidays.0.dates.2`,
 * `deposit.tiers.1.keep_percent`). Nothing is written when anything is wrong.
 *
 * The write touches the store row in the same transaction, so the read model hears of it and
 * every open store page, cached page and search filter set follows at once.
 */
import type { FastifyInstance } from 'fastify';
import { defaultHouseRules, messages, type DepositPolicy, type HouseRules } from '@joy/contract';
import { houseRulesLimits, houseRulesMessages, tierErrors, type PartnerHouseRulesBody } from '@joy/contract/partner';
import { ApiFailure, validationFailure } from '../lib/api-error';
import { taipeiDate } from '../lib/booking-clock';
import { currentHouseRules, houseRulesOf, touchStore, writeHouseRules } from '../repositories/house-rules';

const storeNotFound = () => new ApiFailure(404, messages.storeNotFound);

type DepositBody = PartnerHouseRulesBody['deposit'];

/** The validated deposit body as the contract's policy (only the fields of its kind). */
function depositOf(body: DepositBody): DepositPolicy {
  const tiers = ((body.tiers as { hours_before: number; keep_percent: number }[] | undefined) ?? []).map((t) => ({ hours_before: t.hours_before, keep_percent: t.keep_percent }));
  if (body.kind === 'card') return { kind: 'card', no_show_fee_per_person: Number(body.no_show_fee_per_person), tiers };
  if (body.kind === 'deposit') return { kind: 'deposit', amount_per_person: Number(body.amount_per_person), tiers };
  return { kind: 'none' };
}

/** The body as the card stored (and answered). */
export function rulesOf(body: PartnerHouseRulesBody): HouseRules {
  return {
    time_limit_minutes: body.time_limit_minutes ?? null,
    minimum_spend_per_person: body.minimum_spend_per_person,
    service_charge_percent: body.service_charge_percent,
    late_hold_minutes: body.late_hold_minutes,
    deposit: depositOf(body.deposit),
    cake_fee: body.cake_fee ?? null,
    corkage_fee: body.corkage_fee ?? null,
    pets: body.pets,
    children: body.children,
    holidays: body.holidays.map((h) => ({
      name: h.name,
      dates: [...h.dates].sort(),
      note: h.note,
      ...(h.deposit ? { deposit: depositOf(h.deposit as DepositBody) } : {}),
    })),
  };
}

/** What the schema cannot check: the dates against the clock, the tiers' order. */
export function houseRulesErrors(rules: HouseRules, body: PartnerHouseRulesBody, now: Date): Record<string, string> {
  const today = taipeiDate(now);
  const last = taipeiDate(now, houseRulesLimits.holidayDaysAhead);
  const errors: Record<string, string> = {};
  const tiersOf = (policy: DepositPolicy) => (policy.kind === 'none' ? [] : policy.tiers);
  Object.assign(errors, tierErrors(tiersOf(rules.deposit), 'deposit'));
  body.holidays.forEach((h, i) => {
    h.dates.forEach((date, j) => {
      if (date < today) errors[`holidays.${i}.dates.${j}`] ??= houseRulesMessages.holidayDatePast;
      else if (date > last) errors[`holidays.${i}.dates.${j}`] ??= houseRulesMessages.holidayDateTooFar;
    });
    const policy = rules.holidays[i].deposit;
    if (policy) Object.assign(errors, tierErrors(tiersOf(policy), `holidays.${i}.deposit`));
  });
  return errors;
}

export function createHouseRulesService(app: FastifyInstance) {
  return {
    /** The store's card (past holiday dates left out); the defaults while it has set none. */
    async get(storeId: number): Promise<HouseRules> {
      // The store is the signed caller's own: it exists.
      const rules = await houseRulesOf(app.db, storeId);
      return rules ? currentHouseRules(rules, taipeiDate(app.clock())) : defaultHouseRules;
    },

    /** Replaces the card; 422 keyed by place when a date or a tier is wrong (nothing written). */
    async set(storeId: number, body: PartnerHouseRulesBody): Promise<HouseRules> {
      const rules = rulesOf(body);
      const errors = houseRulesErrors(rules, body, app.clock());
      if (Object.keys(errors).length) throw validationFailure(errors);
      await app.db.transaction(async (tx) => {
        if (!(await touchStore(tx, storeId))) throw storeNotFound();
        await writeHouseRules(tx, storeId, rules);
      });
      return rules;
    },
  };
}

export type HouseRulesService = ReturnType<typeof createHouseRulesService>;
