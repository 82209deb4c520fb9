import useSWR from 'swr';
import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';
import { useLiveRevalidate } from '@joy/ui/live';

/** GET /v2/pay-log/{id}: the owner's payment with its comments; anyone else's is a 404. */
export const payLogKey = (id: string) => ['pay-log', id] as const;
export const getPayLog = (id: string) => api.call(endpoints.payLog, { params: { id } });
/** The payment, fetched again when a live change concerns it (the store refunded it). */
export function usePayLog(id: string | null) {
  const log = useSWR(id ? payLogKey(id) : null, () => getPayLog(id as string));
  useLiveRevalidate(['payment'], id ? log.mutate : null, { payment: Number(id) });
  return log;
}
