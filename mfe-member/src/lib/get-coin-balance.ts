import useSWR from 'swr';
import { endpoints } from '@joy/contract';
import { api, useAuth } from '@joy/auth';
import { useLiveRevalidate } from '@joy/ui/live';

/** POST /v2/member/coin: balance, lots (first to expire first), next expiry and the pay code. */
export const coinBalanceKey = ['member-coin'] as const;
export const getCoinBalance = () => api.call(endpoints.memberCoin);

/**
 * The balance, fetched only once a member is logged in (shared by the home, rewards and
 * withdrawal pages), and again whenever coins move (a payment at the counter, a refund, a
 * withdrawal), so an open page shows the new balance without a reload.
 */
export function useCoinBalance() {
  const token = useAuth((s) => s.token);
  const balance = useSWR(token ? coinBalanceKey : null, getCoinBalance);
  useLiveRevalidate(['coin'], token ? balance.mutate : null);
  return balance;
}
