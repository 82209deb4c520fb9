import useSWR from 'swr';
import { ApiError, endpoints, type NoShowDisputeInput } from '@joy/contract';
import { api } from '@joy/auth';

/** GET /v2/order/result/{publicId}/no-show: the booking's 未到 mark by the link (no token); null when it has none. */
export const getNoShowResult = async (publicId: string) => {
  try {
    return await api.call(endpoints.orderResultNoShow, { params: { publicId } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};

export const useNoShowResult = (publicId: string, marked: boolean) =>
  useSWR(marked ? ['order-result-no-show', publicId] : null, () => getNoShowResult(publicId), { revalidateOnFocus: false });

/** POST /v2/order/result/{publicId}/no-show/dispute: the guest disputes the mark, once, within 30 days. */
export const disputeNoShowResult = (publicId: string, body: NoShowDisputeInput) => api.call(endpoints.orderResultNoShowDispute, { params: { publicId }, body });
