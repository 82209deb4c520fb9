import useSWR from 'swr';
import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';

/** GET /v2/subscription/gateway: the card SDK to load for a guarantee and its setupSDK arguments (asked only when a card is needed). */
export const usePaymentGateway = (needed: boolean) => useSWR(needed ? 'payment-gateway' : null, () => api.call(endpoints.paymentGateway), { revalidateOnFocus: false });
