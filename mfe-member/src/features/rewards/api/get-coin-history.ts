import { endpoints, type CoinHistoryKind } from '@joy/contract';
import { api } from '@joy/auth';
import { useLiveRevalidate, useSwrPagedList } from '@joy/ui/live';

/** GET /v2/member/coin/history/{kind}?page=: newest first, 10 per page. */
export const getCoinHistory = (kind: CoinHistoryKind, page: number, signal?: AbortSignal) =>
  api.call(endpoints.coinHistory, { params: { kind }, query: { page }, signal });

/**
 * §4 paging per tab: a tab change is a new key (back to page 1); pages append without repeating
 * a record. Coins moving (a payment, a refund, a withdrawal and its outcome) re-fetch the pages shown.
 */
export function useCoinHistory(kind: CoinHistoryKind) {
  const list = useSwrPagedList(`coin-${kind}`, (page) => getCoinHistory(kind, page));
  useLiveRevalidate(kind === 'withdraw' ? ['coin', 'withdrawal'] : ['coin'], list.revalidate);
  return list;
}
