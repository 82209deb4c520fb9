import useSWR from 'swr';
import { endpoints } from '@joy/contract';
import { api, useAuth } from '@joy/auth';

export const noShowsKey = ['member-no-shows'] as const;

/** GET /v2/member/no-shows: the member's no-show marks, newest first, and their standing. */
export const getNoShows = () => api.call(endpoints.memberNoShows);

export function useNoShows() {
  const token = useAuth((s) => s.token);
  return useSWR(token ? noShowsKey : null, getNoShows);
}
