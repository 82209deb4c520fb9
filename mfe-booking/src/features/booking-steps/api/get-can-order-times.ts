import useSWR from 'swr';
import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';

export const canOrderTimesKey = (storeId: string, date: string, num: number) => ['can-order-times', storeId, date, num] as const;
export const getCanOrderTimes = (storeId: string, date: string, num: number) => api.call(endpoints.canOrderTimes, { params: { id: storeId, date, num } });
export const useCanOrderTimes = (storeId: string | null, date: string | null, num: number) =>
  useSWR(storeId && date ? canOrderTimesKey(storeId, date, num) : null, () => getCanOrderTimes(storeId as string, date as string, num));
