/**
 * The store's rules card through the partner API (contract partner/house-rules.ts,
 * services/house-rules.ts): GET and PUT /partner/v1/store/house-rules. Registered inside the
 * partner plugin, so the raw-body parser and the signature check are the same; a store only
 * ever reads or writes its own.
 *
 * The card nests lists of objects (refund tiers, holidays): field errors are keyed by place
 * with dots (`deposit.tiers.1.keep_percent`), so the body is validated here rather than by
 * defineRoute (whose keys follow yup's brackets).
 */
import type { FastifyInstance } from 'fastify';
import { validate, type Endpoint, type FieldErrors } from '@joy/contract';
import { dottedField, partnerEndpoints as p, partnerHouseRulesBody, partnerTexts } from '@joy/contract/partner';
import { ApiFailure, validationFailure } from '../../lib/api-error';
import { checkShape, defineRoute, type RouteRequest } from '../../lib/define-route';
import { createHouseRulesService } from '../../services/house-rules';
import { partnerVerifier } from './signature';

function storeOf(req: RouteRequest<unknown>): number {
  if (!req.raw.partner) throw new ApiFailure(401, partnerTexts.partnerSignatureInvalid);
  return req.raw.partner.storeId;
}

/** The endpoint as registered: its body is validated here (dotted field keys). */
const validatedHere = <E extends Endpoint>(endpoint: E): E => ({ ...endpoint, body: undefined });

export default async function partnerHouseRulesRoutes(app: FastifyInstance): Promise<void> {
  const authorize = partnerVerifier(app, () => app.clock());
  const service = createHouseRulesService(app);

  defineRoute(app, p.partnerHouseRules, async (req) => service.get(storeOf(req)), { authorize });
  defineRoute(
    app,
    validatedHere(p.partnerHouseRulesUpdate),
    async (req) => {
      const storeId = storeOf(req);
      checkShape(partnerHouseRulesBody, req.raw.body);
      const result = await validate(partnerHouseRulesBody, req.raw.body);
      if (!result.ok) {
        const errors: FieldErrors = {};
        for (const [key, message] of Object.entries(result.errors)) errors[dottedField(key)] ??= message;
        throw validationFailure(errors);
      }
      return service.set(storeId, result.value);
    },
    { authorize },
  );
}
