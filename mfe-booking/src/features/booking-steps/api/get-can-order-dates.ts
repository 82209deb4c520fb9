import useSWR from 'swr';
import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';

export const canOrderDatesKey = (storeId: string) => ['can-order-date', storeId] as const;
export const getCanOrderDates = (storeId: string) => api.call(endpoints.canOrderDate, { params: { id: storeId } });
export const useCanOrderDates = (storeId: string | null) => useSWR(storeId ? canOrderDatesKey(storeId) : null, () => getCanOrderDates(storeId as string));
