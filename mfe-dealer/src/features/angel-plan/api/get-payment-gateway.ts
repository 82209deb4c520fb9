import useSWR from 'swr';
import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';

/** GET /v2/subscription/gateway: the card SDK to load and its setupSDK arguments. */
export const paymentGatewayKey = 'payment-gateway';
export const getPaymentGateway = () => api.call(endpoints.paymentGateway);
export const usePaymentGateway = () => useSWR(paymentGatewayKey, getPaymentGateway, { revalidateOnFocus: false });
