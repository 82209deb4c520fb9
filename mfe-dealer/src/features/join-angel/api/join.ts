import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';

export interface JoinInput {
  charge_plan_id: number;
  receiver: string;
  receiver_phone: string;
  receiver_address: string;
}

/** POST /v2/member/charge-plan: a VIP member joins the angel programme; the starter kit goes to the receiver. */
export const joinAngel = (input: JoinInput) => api.call(endpoints.chargePlan, { body: input });
