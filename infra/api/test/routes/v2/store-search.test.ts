import { asc, eq, sql } from 'drizzle-orm';
import { schemas, type Envelope, type Paged, type Ranking, type SearchParams, type StoreFilter, type StoreSummary } from '@joy/contract';
import { eachDatabase, json, rowsOf } from '../../helpers/app';
import * as t from '../../../src/db/schema';
import { businessStatus } from '../../../src/lib/business-status';
import { pageRequest } from '../../../src/lib/paging';
import { boundingBox, haversineKm, keywordConditions } from '../../../src/repositories/stores';
import { createCommentService } from '../../../src/services/comments';

eachDatabase('store search filters, city lookup and hot ranking', (ctx) => {
  const search = async (payload: Record<string, unknown>, page = 1) =>
    json<Envelope<Paged<StoreSummary>>>(await ctx.app.inject({ method: 'POST', url: `/v2/map/search?page=${page}`, payload })).return;
  /** Every id the filter selects (the repository with a fixed clock, all in one page). */
  const idsFor = async (filter: Partial<StoreFilter>, now = new Date()) => {
    const parsed = schemas.storeFilterBody.cast(filter) as StoreFilter;
    const result = await ctx.app.repos.stores.search(parsed, pageRequest(1, 5000), now);
    return new Set(result.data.map((s) => s.id));
  };
  const allStores = () => ctx.db.select({ id: t.stores.id, maxPartySize: t.stores.maxPartySize, rewardRate: t.stores.rewardRate }).from(t.stores).orderBy(asc(t.stores.id));
  const hoursByStore = async () => {
    const rows = await ctx.db.select().from(t.businessTimes);
    const map = new Map<number, { weekday: number; open: string; close: string }[]>();
    for (const r of rows) map.set(r.storeId, [...(map.get(r.storeId) ?? []), { weekday: r.weekday, open: r.open.slice(0, 5), close: r.close.slice(0, 5) }]);
    return map;
  };

  it('total_people keeps the stores seating at least that many', async () => {
    const stores = await allStores();
    expect(new Set(stores.map((s) => s.maxPartySize)).size).toBeGreaterThan(3);
    expect(Math.min(...stores.map((s) => s.maxPartySize))).toBeGreaterThanOrEqual(4);
    expect(Math.max(...stores.map((s) => s.maxPartySize))).toBeLessThanOrEqual(20);
    const ids = await idsFor({ total_people: 12 });
    expect(ids).toEqual(new Set(stores.filter((s) => s.maxPartySize >= 12).map((s) => s.id)));
    expect((await search({ total_people: 12 })).pagination.total).toBe(ids.size);
  });

  it('date drops the stores closed all day on that weekday', async () => {
    const hours = await hoursByStore();
    // 2026-11-23 is a Monday; seeded stores close on Monday to Wednesday.
    for (const [date, weekday] of [['2026-11-23', 1], ['2026-11-25', 3]] as const) {
      const expected = [...hours].filter(([, spans]) => spans.some((s) => s.weekday === weekday)).map(([id]) => id);
      expect(expected.length).toBeLessThan(hours.size);
      // A clock before those dates: a past date is refused (store-availability-search.test.ts).
      expect(await idsFor({ date }, new Date('2026-11-20T00:00:00Z'))).toEqual(new Set(expected));
    }
  });

  it('refuses a date that is not YYYY-MM-DD', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/v2/map/search', payload: { date: '2026-02-30' } });
    expect(res.statusCode).toBe(422);
    expect(json<Envelope<{ errors: Record<string, string> }>>(res).return.errors.date).toBe('日期格式不正確');
  });

  it('joy_now keeps exactly the stores open now on the Taipei clock (past-midnight spans too)', async () => {
    const hours = await hoursByStore();
    // Tuesday 12:30, Saturday 01:00 (only late stores) and Thursday 15:30 (lunch break) in Taipei.
    for (const iso of ['2026-11-24T04:30:00Z', '2026-11-27T17:00:00Z', '2026-11-26T07:30:00Z']) {
      const now = new Date(iso);
      const expected = [...hours].filter(([, spans]) => businessStatus(spans, now) === 1).map(([id]) => id);
      expect(await idsFor({ joy_now: true }, now)).toEqual(new Set(expected));
    }
    const live = await search({ joy_now: true });
    expect(live.data.every((s) => s.business_status === 1)).toBe(true);
  });

  it('jcoin_reward keeps the stores that give a reward', async () => {
    const stores = await allStores();
    expect(await idsFor({ jcoin_reward: true })).toEqual(new Set(stores.filter((s) => s.rewardRate > 0).map((s) => s.id)));
  });

  it('matches keywords of any length over name, food types, district, address and dishes', async () => {
    const dishes = new Map(
      (await rowsOf<{ store_id: number; names: string }>(ctx.db, sql`select store_id, string_agg(name, ' ') as names from store_menu_items group by store_id`)).map((r) => [Number(r.store_id), r.names]),
    );
    for (const keyword of ['麵', '大安', '港式飲茶', '日式料理', '忠孝東路', '牛肉麵']) {
      const { data, pagination } = await search({ keyword });
      expect(pagination.total).toBeGreaterThan(0);
      for (const s of data) expect(`${s.name} ${s.food_types.join(' ')} ${s.district} ${s.address} ${dishes.get(s.id) ?? ''}`).toContain(keyword);
    }
    expect((await search({ keyword: '不存在的店名關鍵字' })).pagination.total).toBe(0);
    expect((await search({ keyword: '_' })).pagination.total).toBe(0);
  });

  it('serves a 3+ character keyword from the trigram index (EXPLAIN)', async () => {
    const plan = await ctx.db.transaction(async (tx) => {
      // The table is small enough that the planner would rightly prefer a scan; forbid it.
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await rowsOf<{ 'QUERY PLAN': string }>(tx, sql`explain select id from stores where search_text ilike ${'%港式飲茶%'}`);
      return result.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('stores_search_text_trgm_idx');
    expect(plan).not.toContain('Seq Scan');
  });

  /** Every store's searchable text and position, to check the search against brute force. */
  const storeTexts = async () =>
    rowsOf<{ id: number; text: string; lat: number; lng: number; food: number[] }>(
      ctx.db,
      sql`select s.id, concat_ws(' ', s.name, (select string_agg(f.name, ' ') from store_food_types sf join food_types f on f.id = sf.food_type_id where sf.store_id = s.id),
            d.name, s.address, (select string_agg(i.name, ' ') from store_menu_items i where i.store_id = s.id)) as text, s.lat, s.lng,
            array(select food_type_id from store_food_types sf where sf.store_id = s.id) as food
          from stores s join districts d on d.id = s.district_id order by s.id`,
    );

  it('finds exactly the stores whose text holds a 1-, 2- or 3-character keyword, and every term of a spaced one', async () => {
    const stores = await storeTexts();
    for (const keyword of ['麵', '鍋', '大安', '壽司', '信義', '忠孝東', '大安 火鍋', '台中市 咖啡', '牛肉麵', '大安 小籠包']) {
      const terms = keyword.split(' ');
      const expected = stores.filter((s) => terms.every((term) => s.text.includes(term))).map((s) => s.id);
      expect(expected.length).toBeGreaterThan(0);
      expect(await idsFor({ keyword })).toEqual(new Set(expected));
      expect((await search({ keyword })).pagination.total).toBe(expected.length);
    }
  });

  it('serves 1- and 2-character keywords from the trigram index through the search_text tokens (EXPLAIN)', async () => {
    for (const keyword of ['麵', '大安', '港式飲茶']) {
      const [condition] = keywordConditions(keyword);
      const plan = await ctx.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = await rowsOf<{ 'QUERY PLAN': string }>(tx, sql`explain (analyze, costs off) select id from stores where ${condition}`);
        return result.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan).toContain('stores_search_text_trgm_idx');
      expect(plan).not.toContain('Seq Scan');
      // The index finds the real candidates: few false hits to recheck, far fewer than the stores.
      const rows = (node: string) => Number(new RegExp(`${node}[^\\n]*rows=([\\d.]+)`).exec(plan)?.[1] ?? NaN);
      const [found, kept] = [rows('Bitmap Index Scan'), rows('Bitmap Heap Scan')];
      expect(kept).toBeGreaterThan(0);
      expect(kept).toBeLessThan(1000);
      expect(found).toBeLessThanOrEqual(kept * 1.5 + 5);
    }
  });

  it('orders by exact distance across pages, with or without other filters, and keeps the total', async () => {
    const stores = await storeTexts();
    const byDistance = (lat: number, lng: number, keep: (s: (typeof stores)[number]) => boolean) =>
      stores
        .filter(keep)
        .map((s) => ({ id: s.id, km: haversineKm(lat, lng, s.lat, s.lng) }))
        .sort((a, b) => a.km - b.km || a.id - b.id);
    // Dense Taipei (a small box holds the page), sparse Taitung (it does not) and open sea.
    for (const [lat, lng] of [[25.0263, 121.5436], [22.7557, 121.1503], [23.5, 118.5]]) {
      const all = byDistance(lat, lng, () => true);
      for (const page of [1, 3]) {
        const result = await search({ lat, lng }, page);
        expect(result.pagination.total).toBe(stores.length);
        expect(result.data.map((s) => s.id)).toEqual(all.slice((page - 1) * 30, page * 30).map((s) => s.id));
        result.data.forEach((s, i) => expect(s.distance).toBeCloseTo(all[(page - 1) * 30 + i].km, 1));
      }
      const cafes = byDistance(lat, lng, (s) => s.food.includes(9));
      const filtered = await search({ lat, lng, food_types: [9] });
      expect(filtered.pagination.total).toBe(cafes.length);
      expect(filtered.data.map((s) => s.id)).toEqual(cafes.slice(0, 30).map((s) => s.id));
    }
    // The last page, past what any box holds.
    const last = Math.ceil(stores.length / 30);
    const tail = await search({ lat: 25.0263, lng: 121.5436 }, last);
    expect(tail.data.map((s) => s.id)).toEqual(byDistance(25.0263, 121.5436, () => true).slice((last - 1) * 30).map((s) => s.id));
    expect((await search({ lat: 25.0263, lng: 121.5436 }, last + 1)).data).toEqual([]);
  });

  it('hot order: the total comes with the page, and a page past the end is empty with the same total', async () => {
    const stores = await storeTexts();
    const first = await search({});
    expect(first.pagination.total).toBe(stores.length);
    const last = Math.ceil(stores.length / 30);
    const tail = await search({}, last);
    expect(tail.data).toHaveLength(stores.length - (last - 1) * 30);
    expect(await search({}, last + 1)).toEqual({ data: [], pagination: { current_page: last + 1, total_pages: last, total: stores.length, per_page: 30 } });
    expect((await search({ keyword: '不存在的店名關鍵字' })).pagination).toEqual({ current_page: 1, total_pages: 1, total: 0, per_page: 30 });
  });

  it('bounding boxes hold the whole circle', () => {
    for (const [lat, lng, km] of [[25.03, 121.56, 2], [22.75, 121.15, 30], [60, 10, 8]]) {
      const box = boundingBox(lat, lng, km);
      if (!box) throw new Error('no box');
      for (let bearing = 0; bearing < 360; bearing += 5) {
        // The point `km` away on this bearing (spherical destination formula).
        const [φ1, λ1, δ, θ] = [(lat * Math.PI) / 180, (lng * Math.PI) / 180, km / 6371, (bearing * Math.PI) / 180];
        const φ2 = Math.asin(Math.sin(φ1) * Math.cos(δ) + Math.cos(φ1) * Math.sin(δ) * Math.cos(θ));
        const λ2 = λ1 + Math.atan2(Math.sin(θ) * Math.sin(δ) * Math.cos(φ1), Math.cos(δ) - Math.sin(φ1) * Math.sin(φ2));
        const [pLat, pLng] = [(φ2 * 180) / Math.PI, (λ2 * 180) / Math.PI];
        expect(pLat >= box.minLat && pLat <= box.maxLat && pLng >= box.minLng && pLng <= box.maxLng).toBe(true);
      }
    }
    expect(boundingBox(89.5, 0, 10)).toBeNull();
  });

  it('POST /v2/map/to/city gives the nearest city centre, or null beyond 50 km', async () => {
    const params = json<Envelope<SearchParams>>(await ctx.app.inject({ method: 'GET', url: '/v2/map/search/params' })).return;
    const id = (name: string) => params.cities.find((c) => c.name === name)?.id;
    const toCity = async (lat: number, lng: number) => json<Envelope<{ city_id: number | null }>>(await ctx.app.inject({ method: 'POST', url: '/v2/map/to/city', payload: { lat, lng } }));
    expect((await toCity(25.0263, 121.5436)).return).toEqual({ city_id: id('台北市') });
    expect((await toCity(24.1477, 120.6736)).return).toEqual({ city_id: id('台中市') });
    expect((await toCity(22.6273, 120.3014)).return).toEqual({ city_id: id('高雄市') });
    expect((await toCity(23.5, 118.5)).return).toEqual({ city_id: null });
    expect((await ctx.app.inject({ method: 'POST', url: '/v2/map/to/city', payload: { lat: 'x' } })).statusCode).toBe(422);
  });

  describe('hot ranking', () => {
    const now = new Date();
    const DAY = 86_400_000;
    /** The hot score recomputed from the rows: recent comments by score, plus average × ln(count + 1). */
    const expectedHot = async () => {
      const stores = await ctx.db.select({ id: t.stores.id, avg: t.stores.averageScore, n: t.stores.commentCount }).from(t.stores);
      const recent = await ctx.db
        .select({ storeId: t.comments.storeId, sum: sql<number>`sum(score)::int` })
        .from(t.comments)
        .where(sql`not hidden and created_at > ${new Date(now.getTime() - 90 * DAY).toISOString()}::timestamptz`)
        .groupBy(t.comments.storeId);
      const recentBy = new Map(recent.map((r) => [r.storeId, r.sum]));
      return stores
        .map((s) => ({ id: s.id, score: (recentBy.get(s.id) ?? 0) / 5 + Number(s.avg) * Math.log(s.n + 1) }))
        .sort((a, b) => b.score - a.score || a.id - b.id);
    };
    const hotIds = async () => json<Envelope<Ranking>>(await ctx.app.inject({ method: 'GET', url: '/v2/ranking' })).return.hot.map((s) => s.id);

    it('orders the hot list by recent comments weighted by score plus average × ln(count + 1)', async () => {
      expect(await hotIds()).toEqual((await expectedHot()).slice(0, 10).map((s) => s.id));
    });

    it('puts a store with many fresh five-star comments above one whose equal comments are old', async () => {
      const quiet = (await rowsOf<{ id: number }>(ctx.db, sql`select id from stores s where comment_count = 0 order by id limit 2`)).map((r) => r.id);
      expect(quiet).toHaveLength(2);
      const [old, fresh] = quiet;
      const five = { name: '林美玲', title: '大推', body: '每道菜都好吃。', score: 5, subScores: [5, 5, 5, 5] as [number, number, number, number] };
      const commentService = createCommentService(ctx.app);
      for (let i = 0; i < 10; i++) {
        await commentService.add({ ...five, storeId: old, createdAt: new Date(now.getTime() - (200 + i) * DAY) });
        await commentService.add({ ...five, storeId: fresh, createdAt: new Date(now.getTime() - (1 + i) * DAY) });
      }
      const [a] = await ctx.db.select().from(t.stores).where(eq(t.stores.id, old));
      const [b] = await ctx.db.select().from(t.stores).where(eq(t.stores.id, fresh));
      expect([a.commentCount, Number(a.averageScore)]).toEqual([b.commentCount, Number(b.averageScore)]);
      const ranked = (await expectedHot()).map((s) => s.id);
      expect(ranked.indexOf(fresh)).toBeLessThan(ranked.indexOf(old));
      const hot = await hotIds();
      expect(hot[0]).toBe(fresh);
      expect(hot).toEqual(ranked.slice(0, 10));
      // Without a position the search follows the same order.
      expect((await search({})).data[0].id).toBe(fresh);
    });
  });
});
