/**
 * The store's draws through the partner API (contract partner/draws.ts; rules in
 * services/draws.ts): schedule a date's release by draw, list the draws with their entries and
 * results, cancel one before it is drawn. Registered inside the partner plugin, so the
 * raw-body parser and the signature check are the same; a store only ever sees its own draws.
 */
import type { FastifyInstance } from 'fastify';
import { partnerEndpoints as p, partnerTexts } from '@joy/contract/partner';
import { ApiFailure } from '../../lib/api-error';
import { defineRoute, type RouteRequest } from '../../lib/define-route';
import { createDrawService } from '../../services/draws';
import { partnerVerifier } from './signature';

function storeOf(req: RouteRequest<unknown>): number {
  if (!req.raw.partner) throw new ApiFailure(401, partnerTexts.partnerSignatureInvalid);
  return req.raw.partner.storeId;
}

export default async function partnerDrawRoutes(app: FastifyInstance): Promise<void> {
  const authorize = partnerVerifier(app, () => app.clock());
  const draws = createDrawService(app);

  defineRoute(app, p.partnerDraws, async (req) => draws.partnerList(storeOf(req)), { authorize });
  defineRoute(app, p.partnerDrawCreate, async (req) => draws.create(storeOf(req), req.body), { authorize });
  defineRoute(app, p.partnerDrawCancel, async (req) => draws.cancel(storeOf(req), req.params.id ?? ''), { authorize });
}
