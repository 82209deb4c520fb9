import useSWR from 'swr';
import { endpoints } from '@joy/contract';
import { api, useAuth } from '@joy/auth';
import { useLiveRevalidate } from '@joy/ui/live';

/**
 * GET /v2/member: the member record, for the grade (§6) and the avatar. The key is the one the
 * settings page reads the record under, so both share one cache entry. A subscription change
 * (VIP bought, a gift activated, VIP ended) or a new avatar re-fetches it.
 */
export function useMemberRecord() {
  const token = useAuth((s) => s.token);
  const record = useSWR(token ? ['member-record'] : null, () => api.call(endpoints.member));
  useLiveRevalidate(['avatar', 'member', 'subscription'], token ? record.mutate : null);
  return record;
}
