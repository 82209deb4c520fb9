import { endpoints } from '@joy/contract';
import type { schemas } from '@joy/contract/forms';
import { api } from '@joy/auth';
import type { InferType } from 'yup';

export type ActivatePlanInput = InferType<typeof schemas.activatePlanBody>;

/** POST /v2/subscription/activate-plan: a dealer's gift coupon (id and token from the SMS) gives one 30-day VIP period. */
export const activatePlan = (input: ActivatePlanInput) => api.call(endpoints.activatePlan, { body: input });
