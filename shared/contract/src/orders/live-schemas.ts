/** The waitlist's request schemas (its events, limits and texts: live.ts). */
import * as yup from 'yup';
import * as rule from '../platform/rules';
import { partyLimits } from './party';
import { specialRequestFields } from './special-request-schemas';

/** POST /v2/waitlist: the slot and the party; a guest (no token) adds name and phone. */
export const waitlistJoinBody = yup.object({
  store_id: yup.number().integer().typeError('格式不正確，請重新輸入').required(),
  date: yup.string().required(rule.ruleMessages.fieldRequired),
  time: yup.string().required(rule.ruleMessages.fieldRequired),
  adult_num: yup.number().integer().typeError('格式不正確，請重新輸入').min(partyLimits.minAdults).max(partyLimits.maxAdults).required(),
  child_num: yup.number().integer().typeError('格式不正確，請重新輸入').min(partyLimits.minChildren).max(partyLimits.maxChildren).default(0),
  phone: rule.optionalPhone(),
  name: yup.string().optional(),
});

/** Without a token the guest's name and phone are required (the hold is texted). */
export const waitlistGuestBody = yup.object({ name: rule.name(), phone: rule.phone() });

/** POST /v2/waitlist/{publicId}/confirm: the booking's extras, as in the booking form. */
export const waitlistConfirmBody = yup.object({
  purpose: specialRequestFields.purpose,
  note: yup.string().max(500).default(''),
  email: yup.string().optional(),
  gender: yup.number().oneOf([0, 1, 2]).default(0),
});
