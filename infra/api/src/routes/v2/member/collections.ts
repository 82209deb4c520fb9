/** Favourite stores: the toggle and the list (§9: 5 per page, newest first). */
import type { FastifyInstance } from 'fastify';
import { endpoints, messages } from '@joy/contract';
import { ApiFailure } from '../../../lib/api-error';
import { defineRoute, memberOf } from '../../../lib/define-route';
import { pageRequest, positiveInt } from '../../../lib/paging';
import { createCollectionService } from '../../../services/collections';

const COLLECTION_PAGE = 5;

export default async function collectionRoutes(app: FastifyInstance): Promise<void> {
  const { collections } = app.repos;
  const collectionService = createCollectionService(app);

  defineRoute(app, endpoints.collectionToggle, async (req) => {
    const collected = await collectionService.toggle(memberOf(req).id, req.body.store_id);
    if (collected === null) throw new ApiFailure(404, messages.storeNotFound);
    return { is_collection: collected };
  });

  defineRoute(app, endpoints.collectionList, async (req) =>
    collections.list(memberOf(req).id, pageRequest(positiveInt(req.query.page, 1), COLLECTION_PAGE), app.clock()),
  );
}
