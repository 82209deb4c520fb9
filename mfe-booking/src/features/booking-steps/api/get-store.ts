import useSWR from 'swr';
import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';

export const storeKey = (id: string) => ['store', id] as const;
export const getStore = (id: string) => api.call(endpoints.store, { params: { id } });
export const useStore = (id: string | null) => useSWR(id ? storeKey(id) : null, () => getStore(id as string));
