/**
 * Money and coin amounts on the wire: whole numbers, sent as JSON numbers, within range.
 * yup's number() casts with `+value`, so "0x64", "1e2", " 100 " and [100] would all be read as
 * 100: a money field takes nothing but a number as it arrived, and anything but an integer number is refused
 * with the field's own message.
 */
import * as yup from 'yup';

/** The largest amount any field takes (NT$ or coins): far above any real bill, far below 2^31. */
export const MONEY_MAX = 10_000_000;

export interface MoneyRange {
  min?: number;
  max?: number;
  /** Messages for an amount out of range; default the field's message. */
  minMessage?: string;
  maxMessage?: string;
}

const strictInteger = (message: string, { min = 0, max = MONEY_MAX, minMessage = message, maxMessage = message }: MoneyRange) =>
  yup
    .number()
    // Whatever number() made of it, only a JSON number stays a number; an absent field keeps
    // its default.
    .transform((value: unknown, original: unknown) => (original === undefined || typeof original === 'number' ? value : Number.NaN))
    .typeError(message)
    .test('money-integer', message, (v) => v === undefined || Number.isSafeInteger(v))
    .min(min, minMessage)
    .max(max, maxMessage);

/** A required amount. */
export const money = (message: string, range: MoneyRange = {}) => strictInteger(message, range).required(message);

/** An amount that may be left out (then `fallback`). */
export const optionalMoney = (message: string, fallback: number, range: MoneyRange = {}) => strictInteger(message, range).default(fallback);
