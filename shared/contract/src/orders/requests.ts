/** Request bodies of a booking (member or guest) and of the member keeping or cancelling it. */
import * as yup from 'yup';
import { captchaField } from '../auth/requests';
import { authTexts } from '../auth/messages';
import { int } from '../platform/request-fields';
import * as rule from '../platform/rules';
import { partyLimits } from './party';
import { specialRequestFields } from './special-request-schemas';

export const orderBody = yup.object({
  store_id: int().required(),
  date: yup.string().required(rule.ruleMessages.fieldRequired),
  time: yup.string().required(rule.ruleMessages.fieldRequired),
  adult_num: int().min(partyLimits.minAdults).max(partyLimits.maxAdults).required(),
  child_num: int().min(partyLimits.minChildren).max(partyLimits.maxChildren).default(0),
  /** The occasion: one of OCCASIONS, or '' (none). */
  purpose: specialRequestFields.purpose,
  note: yup.string().max(500).default(''),
  dietary_note: specialRequestFields.dietary_note,
  seating_area: specialRequestFields.seating_area,
  high_chairs: specialRequestFields.high_chairs,
  /** Book although the diner has another active booking at the store within 2 hours (the 409 DUPLICATE_BOOKING_ERROR_CODE question answered 仍要訂位). */
  allow_duplicate: yup.boolean().default(false),
  phone: rule.optionalPhone(),
  from_source: int().oneOf([0, 1]).default(0),
  name: yup.string().optional(),
  gender: yup.number().optional(),
  email: yup.string().optional(),
  /** A client-made key per booking attempt: a double submit books once. */
  idempotency_key: yup.string().trim().max(64).default(''),
  /** A guest's captcha answer (checked where captcha is configured; members need none). */
  captcha: captchaField(),
  /**
   * TapPay's one-time `prime` of the diner's card (the browser's TPDirect getPrime), required
   * when the booking needs a guarantee (guarantees.ts): the card is pre-authorised with it.
   */
  prime: yup.string().trim().max(128).optional(),
});

/** The booking form's special requests alone (checked before the confirm step). */
export const specialRequestsBody = yup.object(specialRequestFields);

/** Guest booking (§1, §3): name, gender, email and phone are required without a token. */
export const guestFieldsBody = yup.object({
  name: rule.name(),
  gender: yup.number().oneOf([0, 1, 2]).default(0),
  email: rule.email(),
  phone: rule.phone(),
});

export const orderUpdateBody = yup.object({ order_id: int().required(), status: int().oneOf([0, 4]).required() });

/**
 * The diner's own change of a booking (PUT /v2/order/{id}/reservation, the member's): the new
 * date, time and party, with exactly the booking's fields and limits (partyLimits), so the
 * change form and the booking form refuse the same things.
 */
export const reservationChangeBody = orderBody.pick(['date', 'time', 'adult_num', 'child_num']);

/** PUT /v2/order/result/{publicId}: the same change from the guest's result page, with the 6-digit code texted to the booking's phone. */
export const orderResultChangeBody = reservationChangeBody.shape({
  code: yup.string().trim().required(rule.ruleMessages.fieldRequired).matches(/^\d{6}$/, { message: authTexts.wrongCode, excludeEmptyString: true }),
});
