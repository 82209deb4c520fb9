import useSWR from 'swr';
import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';
import { useLiveRevalidate } from '@joy/ui/live';

/** GET /v2/member/invitation-code: own code, children and grandchildren counts, the inviter once set. */
export const invitationKey = ['invitation'] as const;
export const getInvitation = () => api.call(endpoints.invitationCode);
/** Fetched again when a friend joins or an invitation reward arrives (live member and coin changes). */
export function useInvitation() {
  const invitation = useSWR(invitationKey, getInvitation);
  useLiveRevalidate(['member', 'coin'], invitation.mutate);
  return invitation;
}

/** POST /v2/member/introducer/create {invite_code}: sets the inviter, once; replies with the page's new data. */
export const setIntroducer = (inviteCode: string) => api.call(endpoints.introducerCreate, { body: { invite_code: inviteCode } });
