/** A draw's reply and request schemas (the routes and texts: draws.ts). */
import * as yup from 'yup';
import { authTexts } from '../auth/messages';
import { int, list, oneOf, optionalInt, optionalText, text } from '../platform/response-fields';
import * as rule from '../platform/rules';
import { partyLimits } from './party';
import { drawMessages, DRAW_PHASES, DRAW_ENTRY_STATUSES } from './draws';

/** A draw as the store page lists it. */
export const storeDraw = yup.object({
  public_id: text(),
  date: text(),
  /** ISO instants. */
  opens_at: text(),
  closes_at: text(),
  phase: oneOf(DRAW_PHASES),
  /** The times a diner may ask for that day ('HH:MM'). */
  times: list(text()),
  max_party_size: int(),
  /** The signed-in member's entry of this draw (its public id), or null. */
  my_entry: optionalText(),
});

export type StoreDraw = yup.InferType<typeof storeDraw>;

/** One entry as its entrant reads it. */
export const drawEntry = yup.object({
  public_id: text(),
  draw_public_id: text(),
  store_id: int(),
  store_name: text(),
  date: text(),
  time: text(),
  adult_num: int(),
  child_num: int(),
  closes_at: text(),
  status: oneOf(DRAW_ENTRY_STATUSES),
  /** Place in the drawn order (1 = first); null until drawn. */
  position: optionalInt(),
  /** The booking a won entry made (its result page's key); null otherwise. */
  order_public_id: optionalText(),
});

export type DrawEntry = yup.InferType<typeof drawEntry>;

/** POST /v2/draw/{publicId}/code: a guest's phone, to prove it with a code. */
export const drawCodeBody = yup.object({ phone: rule.phone() });

/**
 * POST /v2/draw/{publicId}/entry: the time and party asked for; a guest (no token) adds name,
 * phone and the code texted to it.
 */
export const drawEntryBody = yup.object({
  time: yup.string().trim().required(rule.ruleMessages.fieldRequired).matches(/^\d{2}:\d{2}$/, drawMessages.timeInvalid),
  adult_num: yup.number().integer().typeError('格式不正確，請重新輸入').min(partyLimits.minAdults).max(partyLimits.maxAdults).required(),
  child_num: yup.number().integer().typeError('格式不正確，請重新輸入').min(partyLimits.minChildren).max(partyLimits.maxChildren).default(0),
  name: yup.string().optional(),
  phone: rule.optionalPhone(),
  code: yup.string().trim().optional().matches(/^\d{6}$/, { message: authTexts.wrongCode, excludeEmptyString: true }),
});

/** Without a token: name, phone and code are required. */
export const drawGuestBody = yup.object({
  name: rule.name(),
  phone: rule.phone(),
  code: yup.string().trim().required(authTexts.wrongCode).matches(/^\d{6}$/, authTexts.wrongCode),
});
