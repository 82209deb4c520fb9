/** The SWR key of a store's page (GET /v2/store/{id}): the store page reads it, the list's map fills it. */
export const storeKey = (id: string) => ['store', id] as const;
