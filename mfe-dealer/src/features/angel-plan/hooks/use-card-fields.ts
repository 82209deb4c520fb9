import { useCallback } from 'react';
import { useCardFields as useTpDirectFields } from '@joy/ui/tpdirect';
import { usePaymentGateway } from '../api/get-payment-gateway';

/** Why a prime was not made: the SDK's status and message. */
export class PrimeRefused extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
    this.name = 'PrimeRefused';
  }
}

/**
 * The subscribe form's card fields (@joy/ui/tpdirect) on the gateway's settings; `prime()` gives
 * the one-time prime or throws PrimeRefused with the SDK's reason.
 */
export function useCardFields() {
  const fields = useTpDirectFields(usePaymentGateway());
  const made = fields.prime;
  const prime = useCallback(async (): Promise<string> => {
    const result = await made();
    if ('error' in result) throw new PrimeRefused(result.status, result.error);
    return result.prime;
  }, [made]);
  return { ...fields, prime };
}
