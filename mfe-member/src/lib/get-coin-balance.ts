import useSWR from 'swr';
import { endpoints } from '@joy/contract';
import { api, useAuth } from '@joy/auth';

/** POST /v2/member/coin: balance, lots (first to expire first), next expiry and the pay code. */
export const coinBalanceKey = ['member-coin'] as const;
export const getCoinBalance = () => api.call(endpoints.memberCoin);

/** The balance, fetched only once a member is logged in (shared by the home, rewards and withdrawal pages). */
export function useCoinBalance() {
  const token = useAuth((s) => s.token);
  return useSWR(token ? coinBalanceKey : null, getCoinBalance);
}
