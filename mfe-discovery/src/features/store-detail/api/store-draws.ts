import useSWR from 'swr';
import { drawEndpoints } from '@joy/contract';
import { api } from '@joy/auth';

/** The store's draws (issue 28): listed beside the booking panel; an error only hides the panel. */
export const storeDrawsKey = (storeId: number, signedIn: boolean) => ['discovery:store-draws', storeId, signedIn] as const;
export const useStoreDraws = (storeId: number, signedIn: boolean) =>
  useSWR(storeDrawsKey(storeId, signedIn), () => api.call(drawEndpoints.storeDraws, { params: { id: String(storeId) } }), { shouldRetryOnError: false });

export const drawEntryKey = (publicId: string | null) => (publicId ? (['discovery:draw-entry', publicId] as const) : null);
export const useDrawEntry = (publicId: string | null) => useSWR(drawEntryKey(publicId), () => api.call(drawEndpoints.drawEntry, { params: { publicId: publicId as string } }), { shouldRetryOnError: false });

export const sendDrawCode = (drawId: string, phone: string) => api.call(drawEndpoints.drawCode, { params: { publicId: drawId }, body: { phone } });

export const enterDraw = (drawId: string, body: { time: string; adult_num: number; child_num: number; name?: string; phone?: string; code?: string }) =>
  api.call(drawEndpoints.drawEnter, { params: { publicId: drawId }, body });
