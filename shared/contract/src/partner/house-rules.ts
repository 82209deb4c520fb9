/**
 * The partner API's house rules (issue 28): the store's rules card (訂位須知), read and replaced
 * whole. Body, reply, limits and the field-keyed texts, one set for the API's validation and
 * the documentation. A field error inside the card is keyed by its path with dots:
 * `deposit.tiers.1.keep_percent`, `holidays.0.dates.2`, `holidays.1.deposit.amount_per_person`.
 *
 * Checked here: every range, the deposit policy's fields for its kind, the refund tiers (at most
 * 5, hours 1–720 in rising order with no repeats, the share kept never rising as the hours grow),
 * holiday names, notes and date formats. Checked by the API against its clock: holiday dates
 * from today to 365 days ahead (Taipei).
 */
import * as yup from 'yup';
import { endpoint } from '../platform/endpoint';
import { houseRulesReply } from '../stores/responses';
import type { HouseRules } from '../stores/house-rules';

export const houseRulesMessages = {
  fieldRequired: '此欄位為必填',
  timeLimitInvalid: '用餐限時須為 30 到 600 分鐘的整數，不限時請填 null',
  minimumSpendInvalid: '低消須為 0 到 100,000 元的整數',
  serviceChargeInvalid: '服務費須為 0 到 100 的整數（百分比）',
  lateHoldInvalid: '遲到保留時間須為 0 到 180 分鐘的整數',
  depositInvalid: '請提供訂金規定（kind 為 none、card 或 deposit）',
  depositKindInvalid: '訂金種類須為 none（免訂金）、card（信用卡擔保）或 deposit（訂金）',
  depositAmountInvalid: '每位訂金須為 1 到 100,000 元的整數',
  noShowFeeInvalid: '未到每位收費須為 1 到 100,000 元的整數',
  tiersInvalid: '請提供退款級距清單（可為空清單）',
  tiersTooMany: '退款級距最多 5 級',
  tierInvalid: '請提供退款級距（hours_before、keep_percent）',
  tierHoursInvalid: '取消時間須為用餐前 1 到 720 小時的整數',
  tierHoursOrder: '退款級距請依小時數由小到大排列，且不可重複',
  tierPercentInvalid: '收取比例須為 0 到 100 的整數（百分比）',
  tierPercentRising: '越早取消，收取比例不可比較晚取消更高',
  cakeFeeInvalid: '蛋糕費須為 0 到 100,000 元的整數，不可自帶請填 null',
  corkageFeeInvalid: '開瓶費須為 0 到 100,000 元的整數，不可自帶請填 null',
  petsInvalid: '寵物規定須為 no、leashed 或 yes',
  childrenInvalid: '兒童規定須為 welcome、over-6 或 adults-only',
  holidaysInvalid: '請提供節日規定清單（可為空清單）',
  holidaysTooMany: '節日規定最多 20 則',
  holidayInvalid: '請提供節日規定（name、dates、note）',
  holidayNameInvalid: '節日名稱請填 1 到 20 個字',
  holidayDatesInvalid: '請提供 1 到 31 個日期',
  holidayDateInvalid: '日期格式為 YYYY-MM-DD',
  holidayDateRepeated: '同一節日的日期不可重複',
  holidayDatePast: '節日日期不能是今天以前的日期',
  holidayDateTooFar: '節日日期只能設定在 365 天內',
  holidayNoteTooLong: '節日說明請在 200 字以內',
} as const;

export const houseRulesLimits = {
  timeLimitMin: 30,
  timeLimitMax: 600,
  amountMax: 100_000,
  lateHoldMax: 180,
  tiersMax: 5,
  tierHoursMax: 720,
  holidaysMax: 20,
  holidayNameMax: 20,
  holidayDatesMax: 31,
  holidayNoteMax: 200,
  /** A holiday date may be set from today up to this many days ahead. */
  holidayDaysAhead: 365,
} as const;

const m = houseRulesMessages;
const L = houseRulesLimits;

/** A whole number from `min` to `max`, required; anything else (text, 1.5, true) is `message`. */
const whole = (min: number, max: number, message: string) => yup.number().strict().typeError(message).integer(message).min(min, message).max(max, message).required(message);
/** As `whole`, or null (given as null: 不限時, 不可自帶). */
const wholeOrNull = (min: number, max: number, message: string) =>
  yup.number().strict().typeError(message).integer(message).min(min, message).max(max, message).nullable().defined(message);
const choice = <T extends string>(values: readonly T[], message: string) => yup.mixed<T>().oneOf([...values], message).required(message);
const textField = (message: string) =>
  yup
    .string()
    .typeError(message)
    .transform((v: unknown) => (typeof v === 'string' ? v.trim() : v));

const isCalendarDate = (v: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

const tier = yup
  .object({
    hours_before: whole(1, L.tierHoursMax, m.tierHoursInvalid),
    keep_percent: whole(0, 100, m.tierPercentInvalid),
  })
  .typeError(m.tierInvalid);

const depositBody = yup
  .object({
    kind: choice(['none', 'card', 'deposit'] as const, m.depositKindInvalid),
    amount_per_person: yup.mixed().when('kind', {
      is: 'deposit',
      then: () => whole(1, L.amountMax, m.depositAmountInvalid),
      otherwise: () => yup.mixed().strip(),
    }),
    no_show_fee_per_person: yup.mixed().when('kind', {
      is: 'card',
      then: () => whole(1, L.amountMax, m.noShowFeeInvalid),
      otherwise: () => yup.mixed().strip(),
    }),
    tiers: yup.mixed().when('kind', {
      is: (kind: unknown) => kind === 'card' || kind === 'deposit',
      then: () => yup.array(tier).typeError(m.tiersInvalid).max(L.tiersMax, m.tiersTooMany).default([]),
      otherwise: () => yup.mixed().strip(),
    }),
  })
  .typeError(m.depositInvalid)
  .required(m.depositInvalid);

export const partnerHouseRulesBody = yup.object({
  time_limit_minutes: wholeOrNull(L.timeLimitMin, L.timeLimitMax, m.timeLimitInvalid),
  minimum_spend_per_person: whole(0, L.amountMax, m.minimumSpendInvalid),
  service_charge_percent: whole(0, 100, m.serviceChargeInvalid),
  late_hold_minutes: whole(0, L.lateHoldMax, m.lateHoldInvalid),
  deposit: depositBody,
  cake_fee: wholeOrNull(0, L.amountMax, m.cakeFeeInvalid),
  corkage_fee: wholeOrNull(0, L.amountMax, m.corkageFeeInvalid),
  pets: choice(['no', 'leashed', 'yes'] as const, m.petsInvalid),
  children: choice(['welcome', 'over-6', 'adults-only'] as const, m.childrenInvalid),
  holidays: yup
    .array(
      yup
        .object({
          name: textField(m.holidayNameInvalid).min(1, m.holidayNameInvalid).max(L.holidayNameMax, m.holidayNameInvalid).required(m.holidayNameInvalid),
          dates: yup
            .array(yup.string().strict().typeError(m.holidayDateInvalid).required(m.holidayDateInvalid).test('calendar-date', m.holidayDateInvalid, (v) => v === undefined || isCalendarDate(v)))
            .typeError(m.holidayDatesInvalid)
            .min(1, m.holidayDatesInvalid)
            .max(L.holidayDatesMax, m.holidayDatesInvalid)
            .required(m.holidayDatesInvalid)
            .test('unique-dates', m.holidayDateRepeated, (list) => !list || new Set(list).size === list.length),
          note: textField(m.holidayNoteTooLong).max(L.holidayNoteMax, m.holidayNoteTooLong).default(''),
          deposit: depositBody.default(undefined).notRequired(),
        })
        .typeError(m.holidayInvalid),
    )
    .typeError(m.holidaysInvalid)
    .max(L.holidaysMax, m.holidaysTooMany)
    .default([]),
});

export type PartnerHouseRulesBody = yup.InferType<typeof partnerHouseRulesBody>;

/**
 * The refund tiers' order rules, keyed by place (`deposit.tiers.1.hours_before`): hours rising
 * with no repeats; the share kept never rising as the hours grow (cancelling earlier never costs
 * more). `prefix` is where the policy sits (`deposit`, `holidays.0.deposit`).
 */
export function tierErrors(tiers: readonly { hours_before: number; keep_percent: number }[], prefix: string): Record<string, string> {
  const errors: Record<string, string> = {};
  tiers.forEach((t, i) => {
    if (i === 0) return;
    const before = tiers[i - 1];
    if (t.hours_before <= before.hours_before) errors[`${prefix}.tiers.${i}.hours_before`] = m.tierHoursOrder;
    else if (t.keep_percent > before.keep_percent) errors[`${prefix}.tiers.${i}.keep_percent`] = m.tierPercentRising;
  });
  return errors;
}

const e = endpoint;

export const partnerHouseRulesEndpoints = {
  partnerHouseRules: e<HouseRules>()({ method: 'GET', path: '/partner/v1/store/house-rules', response: houseRulesReply, summary: "The store's rules card (訂位須知); the defaults while it has set none" }),
  partnerHouseRulesUpdate: e<HouseRules>()({
    method: 'PUT',
    path: '/partner/v1/store/house-rules',
    body: partnerHouseRulesBody,
    response: houseRulesReply,
    summary:
      'Replace the rules card: time limit 30–600 min or null, minimum spend, service charge %, late hold, deposit (none / card guarantee / deposit per person with ≤ 5 refund tiers by hours before), cake and corkage fees (null: not allowed), pets, children, ≤ 20 holiday rules (dates within 365 days); errors keyed like deposit.tiers.1.keep_percent',
  }),
} as const;
