import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';
import { usePagedList } from '@joy/ui';

/** POST /v2/pay-log?page=: the member's payments at partner stores, newest first, 5 per page. */
export const getPayLogs = (page: number, signal?: AbortSignal) => api.call(endpoints.payLogList, { query: { page }, signal });

/** §4 paging: pages append without repeating a payment. */
export const usePayLogs = () => usePagedList('pay-logs', getPayLogs);
