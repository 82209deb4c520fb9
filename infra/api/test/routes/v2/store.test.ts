import { eq } from 'drizzle-orm';
import type { Envelope, Paged, Ranking, SearchParams, StoreDetail, StoreSummary } from '@joy/contract';
import * as t from '../../../src/db/schema';
import { eachDatabase, json } from '../../helpers/app';

eachDatabase('stores', (ctx) => {
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const search = async (payload: Record<string, unknown>, page = 1) =>
    json<Envelope<Paged<StoreSummary>>>(await ctx.app.inject({ method: 'POST', url: `/v2/map/search?page=${page}`, payload }));

  describe('GET /v2/ranking', () => {
    it('gives the top 10 hot stores, flagged is_hot (the order itself: store-ranking.test.ts)', async () => {
      const { hot } = json<Envelope<Ranking>>(await get('/v2/ranking')).return;
      expect(hot).toHaveLength(10);
      expect(hot.every((s) => s.is_hot)).toBe(true);
      expect(new Set(hot.map((s) => s.id)).size).toBe(10);
    });

    it('gives the 10 most recently opened stores, flagged is_new, each with a business status', async () => {
      const { hot, new: fresh } = json<Envelope<Ranking>>(await get('/v2/ranking')).return;
      expect(fresh).toHaveLength(10);
      expect(fresh.every((s) => s.is_new)).toBe(true);
      const hotIds = new Set(hot.map((s) => s.id));
      for (const s of fresh) expect(s.is_hot).toBe(hotIds.has(s.id));
      for (const s of [...hot, ...fresh]) expect([0, 1, 2]).toContain(s.business_status);
    });
  });

  describe('GET /v2/store/{id}', () => {
    it('returns the detail with photos, hours and no collection yet', async () => {
      const body = json<Envelope<StoreDetail>>(await get('/v2/store/1'));
      expect(body).toMatchObject({ code: 1, status: 200 });
      const store = body.return;
      expect(store).toMatchObject({ id: 1, city: '台北市', district: '大安區', member_is_collection: false });
      expect(store.photos).toHaveLength(3);
      expect(store.business_times.length).toBeGreaterThan(0);
      expect(store.business_times[0]).toEqual({ weekday: expect.any(Number), open: expect.stringMatching(/^\d\d:\d\d$/), close: expect.stringMatching(/^\d\d:\d\d$/) });
      expect(store.reward_rate).toBeGreaterThanOrEqual(0);
      expect(store.reward_rate).toBeLessThanOrEqual(20);
    });

    it("gives the store's largest online party (max_party_size), where the booking pickers stop", async () => {
      const stores = await ctx.db.select({ id: t.stores.id, max: t.stores.maxPartySize }).from(t.stores).where(eq(t.stores.joyBooking, true)).limit(5);
      for (const { id, max } of stores) {
        const store = json<Envelope<StoreDetail>>(await get(`/v2/store/${id}`)).return;
        expect(store.max_party_size).toBe(max);
      }
      // The seed gives stores different limits (4 … 20), so a test of one store says little.
      expect(new Set(stores.map((s) => s.max)).size).toBeGreaterThan(1);
    });

    it('answers 404 店家不存在 for an unknown id', async () => {
      const res = await get('/v2/store/99999');
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ code: 0, status: 404, return: null, msg: '店家不存在' });
    });

    it('answers 400 店家不存在 for a non-numeric id', async () => {
      const res = await get('/v2/store/abc');
      expect(res.statusCode).toBe(400);
      expect(json<Envelope>(res).msg).toBe('店家不存在');
    });
  });

  describe('POST /v2/map/search', () => {
    it('pages 30 stores at a time with the total', async () => {
      const first = (await search({})).return;
      expect(first.data).toHaveLength(30);
      expect(first.pagination).toEqual({ current_page: 1, total_pages: Math.ceil(first.pagination.total / 30), total: first.pagination.total, per_page: 30 });
      expect(first.pagination.total).toBeGreaterThanOrEqual(240);
      const second = (await search({}, 2)).return;
      expect(second.pagination.current_page).toBe(2);
      const firstIds = new Set(first.data.map((s) => s.id));
      expect(second.data.some((s) => firstIds.has(s.id))).toBe(false);
    });

    it('finds hot-pot stores with the Chinese keyword 火鍋', async () => {
      const { data, pagination } = (await search({ keyword: '火鍋' })).return;
      expect(pagination.total).toBeGreaterThan(0);
      for (const s of data) expect(`${s.name}${s.address}${s.food_types.join()}`).toContain('火鍋');
    });

    it('matches keywords literally (a % is not a wildcard)', async () => {
      expect((await search({ keyword: '%' })).return.pagination.total).toBe(0);
    });

    it('filters by city and by district', async () => {
      const params = json<Envelope<SearchParams>>(await get('/v2/map/search/params')).return;
      const taichung = params.cities.find((c) => c.name === '台中市');
      if (!taichung) throw new Error('台中市 missing from params');
      const inCity = (await search({ city: taichung.id })).return;
      expect(inCity.pagination.total).toBeGreaterThan(0);
      expect(inCity.data.every((s) => s.city === '台中市')).toBe(true);

      const xitun = taichung.districts.find((d) => d.name === '西屯區');
      const inDistrict = (await search({ city: taichung.id, district: [xitun?.id] })).return;
      expect(inDistrict.pagination.total).toBeGreaterThan(0);
      expect(inDistrict.pagination.total).toBeLessThan(inCity.pagination.total);
      expect(inDistrict.data.every((s) => s.district === '西屯區')).toBe(true);
    });

    it('narrows by food types (any), tags (all) and joy booking', async () => {
      const params = json<Envelope<SearchParams>>(await get('/v2/map/search/params')).return;
      const cafe = params.food_types.find((f) => f.name === '咖啡廳')?.id;
      const tags = params.tags.filter((t) => ['適合聚餐', '包廂'].includes(t.name));
      const cafes = (await search({ food_types: [cafe] })).return;
      expect(cafes.data.every((s) => s.food_types.includes('咖啡廳'))).toBe(true);
      const tagged = (await search({ tags: tags.map((t) => t.id) })).return;
      for (const s of tagged.data) expect(s.tags).toEqual(expect.arrayContaining(['適合聚餐', '包廂']));
      const booking = (await search({ joy_booking: true })).return;
      expect(booking.data.every((s) => s.joy_booking)).toBe(true);
    });

    it('orders by distance when a position is given', async () => {
      const { data } = (await search({ lat: 25.0263, lng: 121.5436 })).return;
      const distances = data.map((s) => s.distance ?? Infinity);
      expect([...distances].sort((a, b) => a - b)).toEqual(distances);
      expect(distances[0]).toBeLessThan(2);
    });

    it('refuses a filter of the wrong type with field errors', async () => {
      const res = await ctx.app.inject({ method: 'POST', url: '/v2/map/search', payload: { city: 'abc' } });
      expect(res.statusCode).toBe(422);
      expect(json<Envelope<{ errors: Record<string, string> }>>(res).return.errors.city).toBe('格式不正確，請重新輸入');
    });
  });

  it('GET /v2/map/search/params lists cities with districts, tags and food types', async () => {
    const params = json<Envelope<SearchParams>>(await get('/v2/map/search/params')).return;
    expect(params.cities.map((c) => c.name)).toEqual(expect.arrayContaining(['台北市', '新北市', '桃園市', '台中市', '台南市', '高雄市']));
    expect(params.cities.find((c) => c.name === '台北市')?.districts.map((d) => d.name)).toEqual(expect.arrayContaining(['大安區', '信義區', '中山區', '松山區']));
    expect(params.food_types.length).toBeGreaterThanOrEqual(15);
    expect(params.tags.map((t) => t.name)).toEqual(expect.arrayContaining(['適合聚餐', '寵物友善', '無障礙空間']));
  });
});
