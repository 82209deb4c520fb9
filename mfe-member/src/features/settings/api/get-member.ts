import useSWR from 'swr';
import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';

/** GET /v2/member: the member record (§3). */
export const memberKey = ['member-record'] as const;
export const getMember = () => api.call(endpoints.member);
export const useMember = () => useSWR(memberKey, getMember);
