import { useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';
import { storeKey } from '../../../api/store-key';
import { hasPosition } from '../../../lib/map-config';

export interface Position {
  lat: number;
  lng: number;
}

/** How many store pages are asked for at once. */
const AT_ONCE = 6;

/** Positions read this visit (null: the store has none); a failed read is not kept, and is asked again. */
const known = new Map<number, Position | null>();

/**
 * Where the list's stores are, for the map view. A search card carries no position; the store
 * page (GET /v2/store/{id}, answered from the API's memory and cache) does, so each store not
 * yet known is read once, a few at a time, and its page is kept in the SWR cache the store page
 * reads: a store opened from the map shows at once. `ids` grows as more of the list loads; only
 * the new ones are read. `positions` holds every id read (null: no position, or not readable now).
 */
export function useStorePositions(ids: readonly number[], enabled: boolean): { positions: ReadonlyMap<number, Position | null>; pending: boolean } {
  const { mutate } = useSWRConfig();
  const [failed, setFailed] = useState<ReadonlySet<number>>(() => new Set());
  const [, setVersion] = useState(0);
  const key = ids.join(',');
  const missing = ids.filter((id) => !known.has(id) && !failed.has(id));

  useEffect(() => {
    const wanted = key ? key.split(',').map(Number).filter((id) => !known.has(id)) : [];
    if (!enabled || wanted.length === 0) return undefined;
    const controller = new AbortController();
    const queue = [...wanted];
    const lost: number[] = [];
    const next = async (): Promise<void> => {
      const id = queue.shift();
      if (id === undefined) return;
      try {
        const store = await api.call(endpoints.store, { params: { id: String(id) }, signal: controller.signal });
        known.set(id, hasPosition(store.lat, store.lng) ? { lat: store.lat, lng: store.lng } : null);
        void mutate(storeKey(String(id)), store, { revalidate: false });
      } catch {
        if (controller.signal.aborted) return;
        lost.push(id);
      }
      return next();
    };
    void Promise.all(Array.from({ length: Math.min(AT_ONCE, wanted.length) }, next)).then(() => {
      if (controller.signal.aborted) return;
      setFailed(new Set(lost));
      setVersion((n) => n + 1);
    });
    return () => controller.abort();
  }, [key, enabled, mutate]);

  const positions = new Map<number, Position | null>();
  for (const id of ids) if (known.has(id) || failed.has(id)) positions.set(id, known.get(id) ?? null);
  return { positions, pending: enabled && missing.length > 0 };
}

/** Forgets the positions read (tests start afresh). */
export const forgetStorePositions = (): void => known.clear();
