/** Store discovery: rankings, store detail, the map search and its filter parameters. */
import type { FastifyInstance } from 'fastify';
import { endpoints, messages } from '@joy/contract';
import { defineRoute } from '../../../lib/define-route';
import { ApiFailure } from '../../../lib/api-error';
import { idParam } from '../../../lib/id-param';
import { pageRequest, positiveInt } from '../../../lib/paging';

export default async function storeRoutes(app: FastifyInstance): Promise<void> {
  const { stores } = app.repos;

  defineRoute(app, endpoints.ranking, async () => stores.ranking(new Date()));

  // §8: 400 or 404 with 店家不存在 sends the client back to /store.
  defineRoute(app, endpoints.store, async ({ params }) => {
    const detail = await stores.detail(idParam(params.id, messages.storeNotFound), new Date());
    if (!detail) throw new ApiFailure(404, messages.storeNotFound);
    return detail;
  });

  // Page size 30 (§9); the body's `limit` may only lower it.
  defineRoute(app, endpoints.mapSearch, async ({ body, query }) =>
    stores.search(body, pageRequest(positiveInt(query.page, 1), body.limit), new Date()),
  );

  defineRoute(app, endpoints.mapSearchParams, async () => stores.searchParams());
}
