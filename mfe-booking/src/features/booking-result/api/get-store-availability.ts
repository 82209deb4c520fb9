import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';

/** The store's bookable dates → times (GET /v2/store/can-order-date/{id}), for the change panel. */
export const getChangeDates = (storeId: number) => api.call(endpoints.canOrderDate, { params: { id: storeId } });
/** One date's times for a party (GET /v2/store/{id}/can-order-times/{date}/{num}), for the change panel. */
export const getChangeTimes = (storeId: number, date: string, people: number) => api.call(endpoints.canOrderTimes, { params: { id: storeId, date, num: people } });
