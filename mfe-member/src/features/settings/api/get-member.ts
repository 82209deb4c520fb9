import useSWR from 'swr';
import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';
import { useLiveRevalidate } from '@joy/ui/live';

/** GET /v2/member: the member record (§3). */
export const memberKey = ['member-record'] as const;
export const getMember = () => api.call(endpoints.member);
/** The record, fetched again when the avatar or the member changes elsewhere (another page, another device after a reconnect). */
export function useMember() {
  const member = useSWR(memberKey, getMember);
  useLiveRevalidate(['avatar', 'member'], member.mutate);
  return member;
}
