/**
 * The store's side of the no-show record through the partner API (contract partner/no-shows.ts;
 * services/no-shows.ts): its disputed marks, and its answer to one. Registered inside the
 * partner plugin, so the raw-body parser and the signature check are the same; another store's
 * mark is 404, a mark not (or no longer) disputed 409.
 */
import type { FastifyInstance } from 'fastify';
import { partnerEndpoints as p, partnerNoShowMessages, partnerTexts } from '@joy/contract/partner';
import { ApiFailure } from '../../lib/api-error';
import { defineRoute, type RouteRequest } from '../../lib/define-route';
import { resourceId } from '../../lib/id-param';
import { createNoShowService } from '../../services/no-shows';
import { partnerVerifier } from './signature';

function storeOf(req: RouteRequest<unknown>): number {
  if (!req.raw.partner) throw new ApiFailure(401, partnerTexts.partnerSignatureInvalid);
  return req.raw.partner.storeId;
}

export default async function partnerNoShowRoutes(app: FastifyInstance): Promise<void> {
  const authorize = partnerVerifier(app, () => app.clock());
  const service = createNoShowService(app);
  const notFound = () => new ApiFailure(404, partnerNoShowMessages.noShowNotFound);

  defineRoute(app, p.partnerNoShowDisputes, (req) => service.storeDisputes(storeOf(req)), { authorize });
  defineRoute(app, p.partnerNoShowAnswer, (req) => service.answer(storeOf(req), resourceId(req.params.id, notFound), req.body), { authorize });
}
