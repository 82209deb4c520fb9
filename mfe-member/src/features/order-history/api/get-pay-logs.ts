import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';
import { useLiveRevalidate, useSwrPagedList } from '@joy/ui/live';

/** POST /v2/pay-log?page=: the member's payments at partner stores, newest first, 5 per page. */
export const getPayLogs = (page: number, signal?: AbortSignal) => api.call(endpoints.payLogList, { query: { page }, signal });

/** §4 paging: pages append without repeating a payment; a live payment (or refund) re-fetches the pages shown. */
export function usePayLogs() {
  const list = useSwrPagedList('pay-logs', getPayLogs);
  useLiveRevalidate(['payment'], list.revalidate);
  return list;
}
