/** A booking's special requests as schema fields (the choices, limits and labels: special-requests.ts). */
import * as yup from 'yup';
import { int } from '../platform/request-fields';
import { orderTexts } from './messages';
import { specialRequestLimits } from './special-requests';
import { OCCASIONS } from './special-requests';

/** The request fields of a booking body (POST /v2/order): each defaults to none. */
export const specialRequestFields = {
  purpose: yup
    .string()
    .trim()
    .default('')
    .oneOf(['', ...OCCASIONS], orderTexts.occasionInvalid),
  dietary_note: yup.string().trim().max(specialRequestLimits.dietaryNoteMax, orderTexts.dietaryNoteTooLong).default(''),
  /** One of the store's `seating_areas`, or '' for no preference (the API checks the store's list). */
  seating_area: yup.string().trim().max(specialRequestLimits.seatingAreaNameMax, orderTexts.seatingAreaInvalid).default(''),
  high_chairs: int()
    .min(0, orderTexts.highChairsInvalid)
    .max(specialRequestLimits.highChairsMax, orderTexts.highChairsInvalid)
    .default(0),
};

/** A store's seating areas as the partner sets them: each trimmed, 1–20 characters, no repeats, at most 10. */
export const seatingAreasField = () =>
  yup
    .array(
      yup
        .string()
        .typeError(orderTexts.seatingAreaNameInvalid)
        // Not .trim(): it would throw on an object in the list (the API's shape check sees top-level fields only).
        .transform((v: unknown) => (typeof v === 'string' ? v.trim() : v))
        .min(1, orderTexts.seatingAreaNameInvalid)
        .max(specialRequestLimits.seatingAreaNameMax, orderTexts.seatingAreaNameInvalid)
        .required(orderTexts.seatingAreaNameInvalid),
    )
    .typeError(orderTexts.seatingAreasRequired)
    .max(specialRequestLimits.seatingAreasMax, orderTexts.seatingAreasTooMany)
    .test('unique', orderTexts.seatingAreasRepeated, (areas) => !areas || new Set(areas).size === areas.length)
    .required(orderTexts.seatingAreasRequired);
