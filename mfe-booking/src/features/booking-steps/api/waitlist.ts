import useSWR from 'swr';
import { bookingLiveEndpoints as live, type BodyOfEndpoint } from '@joy/contract';
import { api } from '@joy/auth';

export type WaitlistJoinInput = BodyOfEndpoint<typeof live.waitlistJoin>;
export type WaitlistConfirmInput = BodyOfEndpoint<typeof live.waitlistConfirm>;

export const joinWaitlist = (body: WaitlistJoinInput) => api.call(live.waitlistJoin, { body });
export const waitlistEntryKey = (publicId: string) => ['waitlist', publicId] as const;
/** The entry, read again every 15 s as a fallback to the live channel. */
export const useWaitlistEntry = (publicId: string) =>
  useSWR(waitlistEntryKey(publicId), () => api.call(live.waitlistEntry, { params: { publicId } }), { refreshInterval: 15_000, shouldRetryOnError: false });
export const confirmHold = (publicId: string, body: WaitlistConfirmInput) => api.call(live.waitlistConfirm, { params: { publicId }, body });
export const leaveWaitlist = (publicId: string) => api.call(live.waitlistLeave, { params: { publicId } });
