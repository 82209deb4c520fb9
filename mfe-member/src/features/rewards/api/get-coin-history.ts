import { endpoints, type CoinHistoryKind } from '@joy/contract';
import { api } from '@joy/auth';
import { usePagedList } from '@joy/ui';

/** GET /v2/member/coin/history/{kind}?page=: newest first, 10 per page. */
export const getCoinHistory = (kind: CoinHistoryKind, page: number, signal?: AbortSignal) =>
  api.call(endpoints.coinHistory, { params: { kind }, query: { page }, signal });

/** §4 paging per tab: a tab change is a new key (back to page 1); pages append without repeating a record. */
export const useCoinHistory = (kind: CoinHistoryKind) => usePagedList(`coin-${kind}`, (page, signal) => getCoinHistory(kind, page, signal));
