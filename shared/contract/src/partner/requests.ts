/** Request bodies of the partner API (the restaurant's POS). */
import * as yup from 'yup';
import { coinMessages } from '../coins/messages';
import { money, optionalMoney } from '../platform/money';
import { int } from '../platform/request-fields';
import * as rule from '../platform/rules';
import { seatingAreasField } from '../orders/special-request-schemas';

const hhmm = () => yup.string().matches(/^([01]\d|2[0-3]):[0-5]\d$/, '時間格式為 HH:MM').required('時間格式為 HH:MM');

const weekday = () => int().min(0, '星期為 0（日）到 6（六）').max(6, '星期為 0（日）到 6（六）').required('星期為 0（日）到 6（六）');

/** Partner API: cancel an order (optional reason shown to the diner). */
export const partnerCancelBody = yup.object({ reason: yup.string().trim().max(200).default('') });

/** Partner API: seats per bookable time; capacity 0 stops taking bookings at that time. */
export const partnerSlotsBody = yup.object({
  slots: yup
    .array(yup.object({ weekday: weekday(), time: hhmm(), capacity: int().min(0).max(500).required() }))
    .min(1, '請至少設定一個時段')
    .max(7 * 48)
    .required('請至少設定一個時段'),
});

/** Partner API: the opening spans of each weekday given (weekdays not listed keep theirs). */
export const partnerBusinessTimesBody = yup.object({
  weekdays: yup.array(weekday()).min(1).required(),
  business_times: yup.array(yup.object({ weekday: weekday(), open: hhmm(), close: hhmm() })).max(7 * 4).default([]),
});

/** Partner API: the store's seating areas, replacing the earlier list ([] = diners choose none). */
export const partnerSeatingAreasBody = yup.object({ areas: seatingAreasField() });

/** Partner API: the store's reply under a comment. */
export const partnerReplyBody = yup.object({ reply: rule.requiredText().max(500, '回覆請在 500 字以內') });

/**
 * Partner API: a payment at the counter. `member_code` is the pay code the diner shows
 * (spaces and hyphens ignored); `amount` the bill in NT$; `coins` the joy coins the diner
 * spends on it (1 coin = NT$1, at most the bill); `idempotency_key` one per payment at the
 * POS — sending it again returns the first result and never pays twice.
 */
export const partnerPaymentBody = yup.object({
  member_code: yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' ? rule.normaliseFullWidth(v).replace(/[\s-]/g, '').toUpperCase() : v))
    .required(coinMessages.memberCodeInvalid)
    .matches(/^[0-9A-Z]{8,32}$/, coinMessages.memberCodeInvalid),
  amount: money(coinMessages.payAmountInvalid, { min: 1 }),
  coins: optionalMoney(coinMessages.coinsExceedAmount, 0)
    .test('coins-within-amount', coinMessages.coinsExceedAmount, function within(v) {
      const amount: unknown = this.parent.amount;
      return v === undefined || typeof amount !== 'number' || v <= amount;
    }),
  idempotency_key: yup.string().trim().max(64).required(coinMessages.idempotencyKeyRequired),
  note: yup.string().trim().max(200).default(''),
});

/** Partner API: refund a payment (optional reason shown to the diner). */
export const partnerRefundBody = yup.object({ reason: yup.string().trim().max(200).default('') });
