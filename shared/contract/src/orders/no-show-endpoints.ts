/** The no-show record's calls (the texts and labels: no-shows.ts; the schemas: no-show-schemas.ts; summaries and schemas joined: no-show-specs.ts). */
import { endpoint } from '../platform/endpoint';
import type { NoShowMark, NoShowRecord, noShowDisputeBody } from './no-show-schemas';

const e = endpoint;

export const noShowEndpoints = {
  memberNoShows: e<NoShowRecord>()({ method: 'GET', path: '/v2/member/no-shows', auth: 'required' }),
  memberNoShowDispute: e<NoShowMark, typeof noShowDisputeBody>()({ method: 'POST', path: '/v2/member/no-shows/{id}/dispute', auth: 'required' }),
  orderResultNoShow: e<NoShowMark>()({ method: 'GET', path: '/v2/order/result/{publicId}/no-show' }),
  orderResultNoShowDispute: e<NoShowMark, typeof noShowDisputeBody>()({ method: 'POST', path: '/v2/order/result/{publicId}/no-show/dispute' }),
} as const;
