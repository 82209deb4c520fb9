import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';

/** POST /v2/member/collection {store_id}: adds or removes a favourite; replies with the new state. */
export const toggleCollection = (storeId: number) => api.call(endpoints.collectionToggle, { body: { store_id: storeId } });
