import { endpoints, type Paged } from '@joy/contract';
import { api } from '@joy/auth';
import { usePagedList } from '@joy/ui';

/**
 * A payment record as the list reads it. The contract leaves `payLogList` untyped until the
 * joy-coin work defines the pay log; until then only these fields are read, each optional.
 */
export interface PayLogSummary {
  id: number;
  store?: { id: number; name: string } | null;
  store_name?: string;
  amount?: number;
  created_at?: string;
}

const isPaged = (value: unknown): value is Paged<PayLogSummary> =>
  typeof value === 'object' && value !== null && Array.isArray((value as Paged<unknown>).data) && typeof (value as Paged<unknown>).pagination === 'object';

const noRecords: Paged<PayLogSummary> = { data: [], pagination: { current_page: 1, total_pages: 1, total: 0, per_page: 5 } };

/** POST /v2/pay-log?page=; a reply that is not a page reads as no records. */
export const getPayLogs = async (page: number, signal?: AbortSignal): Promise<Paged<PayLogSummary>> => {
  const reply: unknown = await api.call(endpoints.payLogList, { query: { page }, signal });
  return isPaged(reply) ? reply : noRecords;
};

/** A 404 (payments not served yet) is an empty record, not an error. */
export const usePayLogs = () => usePagedList('pay-logs', getPayLogs, { emptyOn404: true });
