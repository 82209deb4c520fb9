import useSWR from 'swr';
import { endpoints } from '@joy/contract';
import { api, useAuth } from '@joy/auth';
import { unwrapRaw } from '../../../lib/dealer-api';

/** GET /v2/subscription/credit-card: kept cards, the default first. */
export const creditCardsKey = 'credit-cards';
export const getCreditCards = () => api.call(endpoints.creditCards);
export function useCreditCards(enabled: boolean) {
  const token = useAuth((s) => s.token);
  return useSWR(token && enabled ? creditCardsKey : null, getCreditCards);
}

export interface PayInput {
  program_id: number;
  consent: 'adult' | 'guardian';
  prime?: string;
  credit_card_id?: number;
  idempotency_key: string;
}

/**
 * POST /v2/subscription/pay: charged at once; one idempotency key per confirm. A new card
 * comes as the one-time prime the card SDK made (@joy/ui/tpdirect), never as its number.
 */
export const pay = async (input: PayInput) => unwrapRaw(await api.call(endpoints.subscriptionPay, { body: { prime: '', ...input } }));
/** PUT /v2/subscription/cancel: at least 72 h before the plan ends (§9). */
export const cancel = async () => unwrapRaw(await api.call(endpoints.subscriptionCancel));
/** PUT /v2/subscription/dealer-program/update: the plan from the next renewal on. */
export const changePlan = async (programId: number) => unwrapRaw(await api.call(endpoints.dealerProgramUpdate, { body: { program_id: programId } }));
