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

/**
 * The card form's one-time prime. With the sandbox gateway the API stands in for the gateway's
 * browser SDK (test cards only); the card number goes to the gateway step, never to the
 * subscription call, which carries the prime alone.
 */
export const getPrime = (card: { card_number: string; expiry: string; ccv: string }) => api.call(endpoints.sandboxPrime, { body: card });

export interface PayInput {
  program_id: number;
  consent: 'adult' | 'guardian';
  prime?: string;
  credit_card_id?: number;
  idempotency_key: string;
}

/** POST /v2/subscription/pay: charged at once; one idempotency key per confirm. */
export const pay = async (input: PayInput) => unwrapRaw(await api.call(endpoints.subscriptionPay, { body: { prime: '', ...input } }));
/** PUT /v2/subscription/cancel: at least 72 h before the plan ends (§9). */
export const cancel = async () => unwrapRaw(await api.call(endpoints.subscriptionCancel));
/** PUT /v2/subscription/dealer-program/update: the plan from the next renewal on. */
export const changePlan = async (programId: number) => unwrapRaw(await api.call(endpoints.dealerProgramUpdate, { body: { program_id: programId } }));
