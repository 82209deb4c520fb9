import useSWR from 'swr';
import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';

/** The booking behind an unguessable result id (the guest's link from the SMS). */
export const getOrderResult = (publicId: string) => api.call(endpoints.orderResult, { params: { publicId } });
export const useOrderResult = (publicId: string | undefined) =>
  useSWR(publicId ? ['order-result', publicId] : null, () => getOrderResult(publicId as string), { revalidateOnFocus: false });
