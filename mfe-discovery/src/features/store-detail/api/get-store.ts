import useSWR from 'swr';
import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';
import { storeKey } from '../../../api/store-key';

export { storeKey };

/** GET /v2/store/{id} (bearer sent when present, for member_is_collection). */
export const getStore = (id: string) => api.call(endpoints.store, { params: { id } });
export const useStore = (id: string) => useSWR(storeKey(id), () => getStore(id));
