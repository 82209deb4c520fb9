/**
 * The read model of public reads (plugins/app/read-model.ts): the in-memory catalog answers the
 * search exactly as the SQL search does; the response cache never serves a page older than the
 * last write (partner API, bookings, comments, a row written straight into the database);
 * ETag / 304; the hot ranking follows time.
 */
import { sql } from 'drizzle-orm';
import type { Envelope, Paged, Ranking, StoreDetail, StoreFilter, StoreSummary } from '@joy/contract';
import { endpoints } from '@joy/contract';
import { pageRequest } from '../../../src/lib/paging';
import { slotSearch } from '../../../src/repositories/free-slots';
import { AVAILABILITY_COUNT_LIMIT } from '../../../src/read-model/store-catalog';
import { taipeiDate } from '../../../src/lib/booking-clock';
import { eachDatabase, json, rowsOf } from '../../helpers/app';
import { register } from '../../helpers/accounts';
import { bookingBody, findSlot, inject } from '../../helpers/booking';
import { partnerCall } from '../../helpers/partner';

eachDatabase('read model', (ctx) => {
  let request = 0;
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
  const detail = async (id: number) => json<Envelope<StoreDetail>>(await get(`/v2/store/${id}`)).return;

  describe('the catalog answers like the SQL search', () => {
    const today = () => taipeiDate(ctx.app.clock(), 2);
    const filters = (): Partial<StoreFilter>[] => [
      {},
      { keyword: '火鍋' },
      { keyword: '麵' },
      { keyword: '港式飲茶' },
      { keyword: '台北 火鍋' },
      { keyword: 'sushi' },
      // Dishes on the menus and English names of food types and dishes (lib/search-vocabulary.ts).
      { keyword: '牛肉麵' },
      { keyword: '小籠包' },
      { keyword: 'hot pot' },
      { keyword: 'Japanese' },
      { keyword: 'noodles' },
      { keyword: '台北 牛肉麵' },
      { keyword: '不存在的店名關鍵字' },
      { city: 1 },
      { city: 1, district: [1, 2] },
      { food_types: [1, 2] },
      { tags: [1] },
      { tags: [1, 2] },
      { joy_booking: true },
      { joy_pay: true, jcoin_reward: true },
      { total_people: 8 },
      { total_people: 6, date: today() },
      { joy_now: true },
      { price_min: 300, price_max: 800 },
      { sort: 'score' },
      { sort: 'price' },
      { sort: 'price', city: 1 },
      { lat: 25.033, lng: 121.5654 },
      { lat: 25.033, lng: 121.5654, keyword: '火鍋' },
      { lat: 22.6273, lng: 120.3014, joy_booking: true },
      { date: today(), time: '19:00', total_people: 4 },
      { date: today(), time: 'lunch', total_people: 2, city: 1 },
      { date: today(), time: 'dinner', total_people: 6, keyword: '火鍋' },
      { date: today(), time: 'any', total_people: 2, sort: 'score' },
      { date: today(), time: '19:00', total_people: 4, waitlist: true },
      { date: today(), time: 'dinner', total_people: 8, waitlist: true, city: 1 },
      // The rules card's filters (免訂金, 可帶寵物, 不限時), alone and with others.
      { no_deposit: true },
      { pets: true },
      { no_time_limit: true },
      { no_deposit: true, pets: true, no_time_limit: true },
      { pets: true, city: 1, sort: 'score' },
      { no_deposit: true, keyword: '火鍋' },
      { no_time_limit: true, lat: 25.033, lng: 121.5654 },
      { date: today(), time: 'dinner', total_people: 4, no_deposit: true, pets: true },
    ];

    it('gives the same ids, order, totals, cards and free times for every filter and page', async () => {
      const catalog = await ctx.app.readModel.fresh();
      const now = ctx.app.clock();
      const window = ctx.app.config.search.timeWindowMinutes;
      let compared = 0;
      let lowerBounds = 0;
      for (const partial of filters()) {
        const filter = (endpoints.mapSearch.body as { validateSync(v: unknown): unknown }).validateSync(partial) as StoreFilter;
        for (const pageNo of [1, 2, 5]) {
          const page = pageRequest(pageNo, 30);
          const fromSql = await ctx.app.repos.stores.search(filter, page, now, { timeWindowMinutes: window });
          const fromCatalog = await catalog.search({ filter, page, now, slots: slotSearch(filter, now, window) });
          if (fromCatalog.pagination.at_least) {
            // An availability search over many stores stops counting: a true lower bound.
            expect(partial.time).toBeDefined();
            expect(fromCatalog.pagination.total).toBeGreaterThanOrEqual(AVAILABILITY_COUNT_LIMIT);
            expect(fromCatalog.pagination.total).toBeLessThan(fromSql.pagination.total);
            lowerBounds += 1;
          } else expect({ filter: partial, page: pageNo, total: fromCatalog.pagination.total }).toEqual({ filter: partial, page: pageNo, total: fromSql.pagination.total });
          expect({ filter: partial, page: pageNo, data: fromCatalog.data }).toEqual({ filter: partial, page: pageNo, data: fromSql.data });
          compared += fromSql.data.length;
        }
      }
      // The filters are not all empty: the comparison covered real pages.
      expect(compared).toBeGreaterThan(500);
      expect(lowerBounds).toBeGreaterThan(0);
    });

    it('builds the store page and can-order-date from memory exactly as the SQL reads do', async () => {
      const catalog = await ctx.app.readModel.fresh();
      const now = ctx.app.clock();
      // A booked slot, so taken seats count; stores with and without online booking.
      const slot = await findSlot(ctx, 64);
      const member = await register(ctx);
      expect((await inject(ctx, 'POST', '/v2/order', bookingBody(slot), member.token)).statusCode).toBe(200);
      const ids = [1, 2, 17, 250, slot.storeId, ...(await rowsOf<{ id: number }>(ctx.db, sql`select id from stores where not joy_booking order by id limit 2`)).map((r) => r.id)];
      await ctx.app.readModel.fresh();
      for (const id of ids) {
        const store = await ctx.app.repos.availability.store(id);
        expect({ id, dates: await catalog.orderDates(id, now) }).toEqual({ id, dates: await ctx.app.repos.availability.dates(store as NonNullable<typeof store>, now) });
        expect({ id, page: await detail(id) }).toEqual({ id, page: await ctx.app.repos.stores.detail(id, now) });
      }
    });

    it('ranks like the SQL rankings', async () => {
      const catalog = await ctx.app.readModel.fresh();
      const now = ctx.app.clock();
      expect(catalog.ranking(now)).toEqual(await ctx.app.repos.stores.ranking(now));
    });
  });

  describe('nothing stale after a write', () => {
    it('shows the partner API’s new hours and seating areas on the store page at once, with a new ETag', async () => {
      const slot = await findSlot(ctx, 60);
      const before = await get(`/v2/store/${slot.storeId}`);
      const etag = String(before.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      // The same version again: the browser's copy is current.
      expect((await get(`/v2/store/${slot.storeId}`, { 'if-none-match': etag })).statusCode).toBe(304);

      const areas = await partnerCall(ctx, slot.storeId, 'PUT', `/partner/v1/seating-areas?request_id=${++request}`, { areas: ['露台'] });
      expect(areas.statusCode).toBe(200);
      const after = await get(`/v2/store/${slot.storeId}`, { 'if-none-match': etag });
      expect(after.statusCode).toBe(200);
      expect(json<Envelope<StoreDetail>>(after).return.seating_areas).toEqual(['露台']);
      expect(after.headers.etag).not.toBe(etag);

      const hours = await partnerCall(ctx, slot.storeId, 'PUT', `/partner/v1/business-times?request_id=${++request}`, {
        weekdays: [0, 1, 2, 3, 4, 5, 6],
        business_times: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: '06:00', close: '06:30' })),
      });
      expect(hours.statusCode).toBe(200);
      expect((await detail(slot.storeId)).business_times).toEqual([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: '06:00', close: '06:30' })));
    });

    it('takes a booked time off can-order-date at once', async () => {
      const slot = await findSlot(ctx, 61);
      const member = await register(ctx);
      const dates = async () => json<Envelope<Record<string, string[]>>>(await get(`/v2/store/can-order-date/${slot.storeId}`)).return[slot.date];
      expect(await dates()).toContain(slot.time);
      // Close the slot to one party's worth of seats, then book them.
      const capacity = await partnerCall(ctx, slot.storeId, 'PUT', `/partner/v1/slots?request_id=${++request}`, { slots: [{ weekday: new Date(`${slot.date}T00:00:00Z`).getUTCDay(), time: slot.time, capacity: 2 }] });
      expect(capacity.statusCode).toBe(200);
      expect(await dates()).toContain(slot.time);
      const booked = await inject(ctx, 'POST', '/v2/order', bookingBody(slot, { adult_num: 2, child_num: 0 }), member.token);
      expect(booked.statusCode).toBe(200);
      expect(await dates()).not.toContain(slot.time);
    });

    it('tells a member whether they collected the store on the shared cached page', async () => {
      const slot = await findSlot(ctx, 63);
      const member = await register(ctx);
      const asMember = async () => json<Envelope<StoreDetail>>(await inject(ctx, 'GET', `/v2/store/${slot.storeId}`, undefined, member.token)).return;
      expect((await detail(slot.storeId)).member_is_collection).toBe(false);
      expect((await asMember()).member_is_collection).toBe(false);
      const collected = await inject(ctx, 'POST', '/v2/member/collection', { store_id: slot.storeId }, member.token);
      expect(collected.statusCode).toBe(200);
      expect((await asMember()).member_is_collection).toBe(true);
      // The guest's page is the same cached page, without the member's flag.
      expect((await detail(slot.storeId)).member_is_collection).toBe(false);
    });

    it('sees a row written straight into the database on the next read', async () => {
      const slot = await findSlot(ctx, 62);
      const name = (await detail(slot.storeId)).name;
      await ctx.db.execute(sql`update stores set name = ${`${name}（新址）`} where id = ${slot.storeId}`);
      expect((await detail(slot.storeId)).name).toBe(`${name}（新址）`);
      const found = json<Envelope<Paged<StoreSummary>>>(await ctx.app.inject({ method: 'POST', url: '/v2/map/search', payload: { keyword: name } })).return.data;
      expect(found.map((s) => s.name)).toContain(`${name}（新址）`);
    });
  });

  describe('editorial content', () => {
    it('serves the carousel, article lists, an article and news from the cache until content changes, with ETags', async () => {
      const article = async (id: number, token?: string) => json<Envelope<{ title: string; total: number; member_is_like: boolean }>>(await inject(ctx, 'GET', `/v2/article/${id}`, undefined, token)).return;
      const first = await get('/v2/carousel');
      expect(first.statusCode).toBe(200);
      expect((await get('/v2/carousel', { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
      const hot = json<Envelope<Paged<{ id: number; title: string }>>>(await get('/v2/article/hot?page=1')).return.data;
      const id = hot[0].id;
      const before = await article(id);
      await ctx.db.execute(sql`update articles set title = ${`${before.title}（更新）`} where id = ${id}`);
      expect((await article(id)).title).toBe(`${before.title}（更新）`);
      expect(json<Envelope<Paged<{ id: number; title: string }>>>(await get('/v2/article/hot?page=1')).return.data[0].title).toBe(`${before.title}（更新）`);

      // A like moves the count for everyone and the member's own flag.
      const member = await register(ctx);
      expect((await article(id, member.token)).member_is_like).toBe(false);
      expect((await inject(ctx, 'POST', '/v2/article/is-like', { article_id: id, is_like: true }, member.token)).statusCode).toBe(200);
      const liked = await article(id, member.token);
      expect(liked).toMatchObject({ member_is_like: true, total: before.total + 1 });
      expect(await article(id)).toMatchObject({ member_is_like: false, total: before.total + 1 });

      const newsList = async () => json<Envelope<Paged<{ id: number; title: string }>>>(await ctx.app.inject({ method: 'POST', url: '/v2/news/list?page=1' })).return.data;
      const news = (await newsList())[0];
      await ctx.db.execute(sql`update news set title = '颱風停業公告' where id = ${news.id}`);
      expect((await newsList())[0].title).toBe('颱風停業公告');
      expect(json<Envelope<{ title: string }>>(await get(`/v2/news/${news.id}`)).return.title).toBe('颱風停業公告');
    });
  });

  describe('ETag and the hot ranking', () => {
    it('answers 304 to a ranking the browser holds, and the ranking follows new comments', async () => {
      const first = await get('/v2/ranking');
      expect(first.headers['cache-control']).toBe('no-cache');
      expect((await get('/v2/ranking', { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);

      const ranking = json<Envelope<Ranking>>(first).return;
      const outsider = json<Envelope<Paged<StoreSummary>>>(await ctx.app.inject({ method: 'POST', url: '/v2/map/search?page=3', payload: {} })).return.data[0];
      expect(ranking.hot.map((s) => s.id)).not.toContain(outsider.id);
      // A flood of fresh 5-star comments for one store puts it at the top of the hot ranking.
      const member = await register(ctx);
      await ctx.db.execute(sql`insert into comments (store_id, member_id, name, title, body, score, score_food, score_service, score_ambience, score_value, created_at)
        select ${outsider.id}, ${member.member.id}, '陳小華', '好吃', '湯頭濃郁，服務親切', 5, 5, 5, 5, 5, now() from generate_series(1, 400)`);
      const after = json<Envelope<Ranking>>(await get('/v2/ranking')).return;
      expect(after.hot[0].id).toBe(outsider.id);
      expect((await detail(outsider.id)).is_hot).toBe(true);
    });

    it('moves the hot window with the clock on the scheduled refresh', async () => {
      const catalog = await ctx.app.readModel.fresh();
      const before = catalog.rankedAt;
      await catalog.refreshRankings();
      expect(catalog.rankedAt).toBeGreaterThanOrEqual(before);
      expect(catalog.ranking(ctx.app.clock())).toEqual(await ctx.app.repos.stores.ranking(ctx.app.clock()));
    });
  });
});
