/**
 * The store's page content through the partner API (contract partner/store-content.ts): the
 * profile, the menu and the special closing days, read and replaced whole (services/store-content.ts).
 * Registered inside the partner plugin, so the raw-body parser and the signature check are
 * the same; a store only ever reads or writes its own.
 *
 * The menu and the closures are lists of objects: their field errors are keyed by place with
 * dots (`sections.2.items.0.price`, `closures.3.date`), so the bodies are validated here
 * rather than by defineRoute (whose keys follow yup's brackets).
 */
import type { FastifyInstance } from 'fastify';
import { validate, type Endpoint, type FieldErrors } from '@joy/contract';
import { dottedField, partnerClosuresBody, partnerEndpoints as p, partnerMenuBody, partnerTexts } from '@joy/contract/partner';
import type * as yup from 'yup';
import { ApiFailure, validationFailure } from '../../lib/api-error';
import { checkShape, defineRoute, type RouteRequest } from '../../lib/define-route';
import { createStoreContentService } from '../../services/store-content';
import { partnerVerifier } from './signature';

function storeOf(req: RouteRequest<unknown>): number {
  if (!req.raw.partner) throw new ApiFailure(401, partnerTexts.partnerSignatureInvalid);
  return req.raw.partner.storeId;
}

/** The endpoint as registered: its body is validated by `bodyOf` (dotted field keys). */
const validatedHere = <E extends Endpoint>(endpoint: E): E => ({ ...endpoint, body: undefined });

async function bodyOf<S extends yup.AnyObjectSchema>(schema: S, input: unknown): Promise<yup.InferType<S>> {
  checkShape(schema, input);
  const result = await validate(schema, input);
  if (!result.ok) {
    const errors: FieldErrors = {};
    for (const [key, message] of Object.entries(result.errors)) errors[dottedField(key)] ??= message;
    throw validationFailure(errors);
  }
  return result.value;
}

export default async function partnerStoreContentRoutes(app: FastifyInstance): Promise<void> {
  const authorize = partnerVerifier(app, () => app.clock());
  const service = createStoreContentService(app);

  defineRoute(app, p.partnerProfile, async (req) => service.profile(storeOf(req)), { authorize });
  defineRoute(app, p.partnerProfileUpdate, async (req) => service.setProfile(storeOf(req), req.body), { authorize });

  defineRoute(app, p.partnerMenu, async (req) => service.menu(storeOf(req)), { authorize });
  defineRoute(
    app,
    validatedHere(p.partnerMenuUpdate),
    async (req) => {
      const storeId = storeOf(req);
      const body = await bodyOf(partnerMenuBody, req.raw.body);
      const sections = body.sections.map((s) => ({
        name: s.name,
        items: s.items.map((d) => ({ name: d.name, description: d.description, price: d.price, signature: d.signature, image: d.image ?? null })),
      }));
      return service.setMenu(storeId, sections);
    },
    { authorize },
  );

  defineRoute(app, p.partnerClosures, async (req) => service.closures(storeOf(req)), { authorize });
  defineRoute(
    app,
    validatedHere(p.partnerClosuresUpdate),
    async (req) => {
      const storeId = storeOf(req);
      const body = await bodyOf(partnerClosuresBody, req.raw.body);
      return service.setClosures(
        storeId,
        body.closures.map((c) => ({ date: c.date, reason: c.reason })),
      );
    },
    { authorize },
  );
}
