/** Store discovery: rankings, store detail and comments, the map search, its parameters and position → city. */
import type { FastifyInstance } from 'fastify';
import { endpoints, messages } from '@joy/contract';
import { defineRoute } from '../../../lib/define-route';
import { ApiFailure } from '../../../lib/api-error';
import { idParam } from '../../../lib/id-param';
import { pageRequest, positiveInt } from '../../../lib/paging';

/** §9: comments come 5 per page; `limit` may only lower it. */
const COMMENT_PAGE = 5;

export default async function storeRoutes(app: FastifyInstance): Promise<void> {
  const { stores, comments } = app.repos;

  defineRoute(app, endpoints.ranking, async () => stores.ranking(app.clock()));

  // §8: 400 or 404 with 店家不存在 sends the client back to /store. The bearer is optional:
  // with it, member_is_collection tells whether the member collected the store.
  defineRoute(app, endpoints.store, async ({ params, member }) => {
    const detail = await stores.detail(idParam(params.id, messages.storeNotFound), app.clock(), member?.id ?? null);
    if (!detail) throw new ApiFailure(404, messages.storeNotFound);
    return detail;
  });

  defineRoute(app, endpoints.storeComments, async ({ params, query }) => {
    const page = pageRequest(positiveInt(query.page, 1), positiveInt(query.limit, COMMENT_PAGE, COMMENT_PAGE));
    const list = await comments.forStore(idParam(params.id, messages.storeNotFound), page);
    if (!list) throw new ApiFailure(404, messages.storeNotFound);
    return list;
  });

  // Page size 30 (§9); the body's `limit` may only lower it. With a date, time and party it is
  // an availability search (repositories/free-slots.ts), ± SEARCH_TIME_WINDOW_MINUTES.
  defineRoute(app, endpoints.mapSearch, async ({ body, query }) =>
    stores.search(body, pageRequest(positiveInt(query.page, 1), body.limit), app.clock(), { timeWindowMinutes: app.config.search.timeWindowMinutes }),
  );

  defineRoute(app, endpoints.mapSearchParams, async () => stores.searchParams());

  // Suggestions as the diner types, and the empty search page's popular searches.
  defineRoute(app, endpoints.mapSearchSuggest, async ({ body }) => stores.suggest(body.keyword));
  defineRoute(app, endpoints.mapSearchPopular, async () => stores.popular());

  defineRoute(app, endpoints.mapToCity, async ({ body }) => ({ city_id: await stores.cityAt(body.lat, body.lng) }));
}
