/**
 * The store's photos through the partner API (contract partner/photos.ts; services/
 * store-photos.ts): list, upload (base64 JSON, signed like every partner call, so this
 * context's parser takes bodies up to PARTNER_PHOTO_BODY_BYTES), order, cover and delete.
 * Registered inside the partner plugin: the same raw-body parser and signature check.
 */
import type { FastifyInstance } from 'fastify';
import { PARTNER_PHOTO_BODY_BYTES, partnerEndpoints as p, partnerTexts } from '@joy/contract/partner';
import { ApiFailure } from '../../lib/api-error';
import { defineRoute, type RouteRequest } from '../../lib/define-route';
import { resourceId } from '../../lib/id-param';
import { createStorePhotoService, photoNotFound } from '../../services/store-photos';
import { parseRawBody, partnerVerifier } from './signature';

function storeOf(req: RouteRequest<unknown>): number {
  if (!req.raw.partner) throw new ApiFailure(401, partnerTexts.partnerSignatureInvalid);
  return req.raw.partner.storeId;
}

const photoId = (req: RouteRequest<unknown>): number => resourceId(req.params.id, photoNotFound);

export default async function partnerPhotoRoutes(app: FastifyInstance): Promise<void> {
  parseRawBody(app, PARTNER_PHOTO_BODY_BYTES);
  const authorize = partnerVerifier(app, () => app.clock());
  const photos = createStorePhotoService(app);

  defineRoute(app, p.partnerPhotos, (req) => photos.list(storeOf(req)), { authorize });
  defineRoute(app, p.partnerPhotoUpload, (req) => photos.upload(storeOf(req), req.body.image), { authorize });
  defineRoute(app, p.partnerPhotoOrder, (req) => photos.reorder(storeOf(req), req.body.ids), { authorize });
  defineRoute(app, p.partnerPhotoCover, (req) => photos.cover(storeOf(req), photoId(req)), { authorize });
  defineRoute(app, p.partnerPhotoDelete, (req) => photos.remove(storeOf(req), photoId(req)), { authorize });
}
