/**
 * The diner's no-show record (issue 28; rules and transactions in services/no-shows.ts): the
 * member's marks and standing, their dispute of one (another's mark is 404, as if it did not
 * exist), and a guest's mark and dispute through the booking's result link — the 128-bit public
 * id is the key, as for the guest's cancel.
 */
import type { FastifyInstance } from 'fastify';
import { endpoints, noShowMessages } from '@joy/contract';
import { ApiFailure } from '../../../lib/api-error';
import { defineRoute, memberOf } from '../../../lib/define-route';
import { resourceId } from '../../../lib/id-param';
import { createNoShowService } from '../../../services/no-shows';

const notFound = () => new ApiFailure(404, noShowMessages.noShowNotFound);

export default async function noShowRoutes(app: FastifyInstance): Promise<void> {
  const service = createNoShowService(app);

  defineRoute(app, endpoints.memberNoShows, (req) => service.record(memberOf(req)));
  defineRoute(app, endpoints.memberNoShowDispute, (req) => service.disputeByMember(memberOf(req), resourceId(req.params.id, notFound), req.body.reason));

  defineRoute(app, endpoints.orderResultNoShow, ({ params }) => service.markByLink(params.publicId ?? ''));
  defineRoute(app, endpoints.orderResultNoShowDispute, ({ params, body }) => service.disputeByLink(params.publicId ?? '', body.reason));
}
