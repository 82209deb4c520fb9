import { endpoints, type NoShowDisputeInput } from '@joy/contract';
import { api } from '@joy/auth';

/** POST /v2/member/no-shows/{id}/dispute: once, while the mark stands, within 30 days. */
export const disputeNoShow = (id: number, body: NoShowDisputeInput) => api.call(endpoints.memberNoShowDispute, { params: { id }, body });
