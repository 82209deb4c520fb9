import useSWR, { mutate } from 'swr';
import { endpoints, type Envelope, type SubscriptionResult } from '@joy/contract';
import { api, authStore, useAuth } from '@joy/auth';
import { useLiveRevalidate } from '@joy/ui/live';

/** GET /v2/memberDealer: the member's plan (any member) and the dealer's figures (joy dealers). */
export const memberDealerKey = 'member-dealer';
export const getMemberDealer = () => api.call(endpoints.memberDealer);
export function useMemberDealer() {
  const token = useAuth((s) => s.token);
  const dealer = useSWR(token ? memberDealerKey : null, getMemberDealer);
  // A renewal or its failed charge, a gift plan activated, a withdrawal, a friend joining: fetched again.
  useLiveRevalidate(['subscription', 'withdrawal', 'member'], token ? dealer.mutate : null);
  return dealer;
}

/**
 * §4 angel plan: after subscribe, change or cancel, the member and dealer data are refreshed —
 * the dealer data here, the member (grade, is_joy_dealer) into the shared login store, so the
 * shell's menu shows or hides the dealer entries at once.
 */
export async function refreshMemberAndDealer(): Promise<void> {
  const [record] = await Promise.all([api.call(endpoints.member), mutate(memberDealerKey)]);
  const current = authStore.getState().member;
  authStore.getState().setMember({ id: record.id, name: record.name, avatar: current?.avatar ?? record.avatar, is_joy_dealer: record.is_joy_dealer });
}

/**
 * Subscription pay, cancel and update are not unwrapped (§7): the client hands back the whole
 * envelope on a 2xx; its `return` is the subscription.
 */
export const unwrapRaw = (reply: unknown): SubscriptionResult => (reply as Envelope<SubscriptionResult>).return;
