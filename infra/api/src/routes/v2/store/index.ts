/** Store discovery: rankings, store detail and comments, the map search, its parameters and position → city. */
import type { FastifyInstance } from 'fastify';
import { COMMENT_SORT_DEFAULT, endpoints, isCommentSort, messages, ok, type StoreDetail } from '@joy/contract';
import { checkReply, defineRoute } from '../../../lib/define-route';
import { ApiFailure, validationFailure } from '../../../lib/api-error';
import { idParam } from '../../../lib/id-param';
import { pageRequest, positiveInt } from '../../../lib/paging';
import { cachedEnvelope, nextMinute, sendCached } from '../../../lib/cached-reply';
import { slotSearch } from '../../../repositories/free-slots';
import { upcomingClosures } from '../../../repositories/store-content';
import { currentHouseRules } from '../../../repositories/house-rules';
import { slotInstant, taipeiDate } from '../../../lib/booking-clock';

/** §9: comments come 5 per page; `limit` may only lower it. */
const COMMENT_PAGE = 5;

export default async function storeRoutes(app: FastifyInstance): Promise<void> {
  const { stores, comments } = app.repos;
  const { cache } = app.readModel;

  // Rankings, store pages and search pages come from the read model (plugins/app/read-model.ts)
  // through the response cache: a reply is built once per version of what it shows and
  // until the clock can change it (a business status, open now, a bookable time).
  defineRoute(
    app,
    endpoints.ranking,
    async ({ raw }, reply) => {
      const catalog = await app.readModel.fresh();
      const entry = await cachedEnvelope(app, cache, endpoints.ranking, 'ranking', String(catalog.generation), async () => {
        const now = app.clock();
        return { data: catalog.ranking(now), until: nextMinute(now.getTime()) };
      });
      return sendCached(raw, reply, entry) as never;
    },
    { ownReply: true },
  );

  // §8: 400 or 404 with 店家不存在 sends the client back to /store. The bearer is optional:
  // with it, member_is_collection tells whether the member collected the store.
  defineRoute(
    app,
    endpoints.store,
    async ({ params, member, raw }, reply) => {
      const id = idParam(params.id, messages.storeNotFound);
      const catalog = await app.readModel.fresh();
      const version = await app.readModel.versionOf(id);
      if (version === null) throw new ApiFailure(404, messages.storeNotFound);
      const entry = await cachedEnvelope(app, cache, endpoints.store, `store:${id}`, String(version), async () => {
        const now = app.clock();
        // The card, position, hours and party limit from memory; the rest is one row.
        const page = catalog.pageOf(id, now);
        const extras = await stores.pageExtras(id);
        if (!page || !extras) throw new ApiFailure(404, messages.storeNotFound);
        const detail: StoreDetail = { ...page, ...extras, closures: upcomingClosures(extras.closures, now), house_rules: currentHouseRules(extras.house_rules, taipeiDate(now)), member_is_collection: false };
        // The upcoming closing days move at midnight (Taipei).
        return { data: detail, until: Math.min(catalog.statusUntil(id, now), slotInstant(taipeiDate(now, 1), '00:00').getTime()) };
      });
      if (!member) return sendCached(raw, reply, entry) as never;
      // A member's page says whether they collected the store: the shared page plus one lookup.
      const envelope = JSON.parse(entry.body.toString()) as { return: { member_is_collection: boolean } };
      envelope.return.member_is_collection = await stores.isCollected(member.id, id);
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(envelope)) as never;
    },
    { ownReply: true },
  );

  // ?sort=latest (the default), score_desc, score_asc or photos; any other order is 422.
  // The menu is read when its tab opens, not with the page: it is as large as the rest of the
  // page, and most visits never open it. Cached like the page, by the store's version.
  defineRoute(
    app,
    endpoints.storeMenu,
    async ({ params, raw }, reply) => {
      const id = idParam(params.id, messages.storeNotFound);
      await app.readModel.fresh();
      const version = await app.readModel.versionOf(id);
      if (version === null) throw new ApiFailure(404, messages.storeNotFound);
      const entry = await cachedEnvelope(app, cache, endpoints.storeMenu, `menu:${id}`, String(version), async () => ({ data: await stores.menu(id), until: Infinity }));
      return sendCached(raw, reply, entry) as never;
    },
    { ownReply: true },
  );

  defineRoute(app, endpoints.storeComments, async ({ params, query }) => {
    const id = idParam(params.id, messages.storeNotFound);
    const sort = query.sort ?? COMMENT_SORT_DEFAULT;
    if (!isCommentSort(sort)) throw validationFailure({ sort: messages.commentSortInvalid });
    const page = pageRequest(positiveInt(query.page, 1), positiveInt(query.limit, COMMENT_PAGE, COMMENT_PAGE));
    const list = await comments.forStore(id, page, sort);
    if (!list) throw new ApiFailure(404, messages.storeNotFound);
    return list;
  });

  // The rating summary is one aggregate over the store's comments, read each time (a reply or
  // a comment written straight into the database moves it without moving the store's version).
  defineRoute(app, endpoints.storeCommentSummary, async ({ params }) => {
    const summary = await comments.summary(idParam(params.id, messages.storeNotFound));
    if (!summary) throw new ApiFailure(404, messages.storeNotFound);
    return summary;
  });

  // Page size 30 (§9); the body's `limit` may only lower it. With a date, time and party it is
  // an availability search (repositories/free-slots.ts), ± SEARCH_TIME_WINDOW_MINUTES.
  defineRoute(
    app,
    endpoints.mapSearch,
    async ({ body, query, raw }, reply) => {
      const page = pageRequest(positiveInt(query.page, 1), body.limit);
      // Text no database column could hold is refused as the SQL search refused it.
      if (body.keyword.includes('\u0000')) throw new ApiFailure(422, messages.validationFailed);
      const slots = slotSearch(body, app.clock(), app.config.search.timeWindowMinutes);
      const catalog = await app.readModel.fresh();
      // A search from the diner's own position is never asked again: not worth a cache entry.
      if (body.lat !== null && body.lng !== null) {
        const data = await catalog.search({ filter: body, page, now: app.clock(), slots });
        if (app.config.checkReplies) await checkReply(endpoints.mapSearch, data);
        return reply.type('application/json; charset=utf-8').send(JSON.stringify(ok(data))) as never;
      }
      const stamp = slots ? `${catalog.generation}:${catalog.seatsGeneration}` : String(catalog.generation);
      const key = `search:${page.page}:${JSON.stringify(body)}`;
      const entry = await cachedEnvelope(app, cache, endpoints.mapSearch, key, stamp, async () => {
        const now = app.clock();
        return { data: await catalog.search({ filter: body, page, now, slots: slotSearch(body, now, app.config.search.timeWindowMinutes) }), until: nextMinute(now.getTime()) };
      });
      return sendCached(raw, reply, entry, false) as never;
    },
    { ownReply: true },
  );

  defineRoute(app, endpoints.mapSearchParams, async () => stores.searchParams());

  // Suggestions as the diner types, and the empty search page's popular searches.
  defineRoute(app, endpoints.mapSearchSuggest, async ({ body }) => stores.suggest(body.keyword));
  defineRoute(app, endpoints.mapSearchPopular, async () => stores.popular());

  defineRoute(app, endpoints.mapToCity, async ({ body }) => ({ city_id: await stores.cityAt(body.lat, body.lng) }));
}
