import useSWR from 'swr';
import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';

/**
 * The booking panel's two reads (§4): which dates can be booked (a date whose time list is
 * empty is disabled) and the slots of one date for a party size. §8: their errors are only
 * logged; the panel then simply offers less.
 */
const logged =
  <T,>(what: string, read: () => Promise<T>) =>
  async (): Promise<T> => {
    try {
      return await read();
    } catch (error) {
      console.warn(`booking panel: ${what} failed`, error);
      throw error;
    }
  };

export const canOrderDatesKey = (storeId: number) => ['discovery:can-order-date', storeId] as const;
export const useCanOrderDates = (storeId: number, enabled: boolean) =>
  useSWR(enabled ? canOrderDatesKey(storeId) : null, logged('bookable dates', () => api.call(endpoints.canOrderDate, { params: { id: String(storeId) } })), {
    shouldRetryOnError: false,
  });

export const canOrderTimesKey = (storeId: number, date: string, people: number) => ['discovery:can-order-times', storeId, date, people] as const;
export const useCanOrderTimes = (storeId: number, date: string | null, people: number) =>
  useSWR(
    date ? canOrderTimesKey(storeId, date, people) : null,
    logged('time slots', () => api.call(endpoints.canOrderTimes, { params: { id: String(storeId), date: date as string, num: people } })),
    { shouldRetryOnError: false },
  );
