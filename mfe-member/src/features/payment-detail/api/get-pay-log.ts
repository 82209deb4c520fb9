import useSWR from 'swr';
import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';

/** GET /v2/pay-log/{id}: the owner's payment with its comments; anyone else's is a 404. */
export const payLogKey = (id: string) => ['pay-log', id] as const;
export const getPayLog = (id: string) => api.call(endpoints.payLog, { params: { id } });
export const usePayLog = (id: string | null) => useSWR(id ? payLogKey(id) : null, () => getPayLog(id as string));
