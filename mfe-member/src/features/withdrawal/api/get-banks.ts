import useSWR from 'swr';
import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';

/** POST /v2/bank/list: every bank by code, fetched when the modal first opens; the modal filters it as the member types. */
export const getBanks = () => api.call(endpoints.bankList, { body: { keyword: '' } });
export const useBanks = (enabled = true) => useSWR(enabled ? ['banks'] : null, getBanks, { revalidateOnFocus: false });
