import useSWR from 'swr';
import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';

/** GET /v2/store/{id}/menu: read when the 菜單 tab first opens (the page itself carries none). */
export const storeMenuKey = (id: string) => ['store-menu', id] as const;
export const getStoreMenu = (id: string) => api.call(endpoints.storeMenu, { params: { id } });
export const useStoreMenu = (id: string) => useSWR(storeMenuKey(id), () => getStoreMenu(id));
