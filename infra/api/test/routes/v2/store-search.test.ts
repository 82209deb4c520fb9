import { asc, eq, sql } from 'drizzle-orm';
import { schemas, type Envelope, type Paged, type Ranking, type SearchParams, type StoreFilter, type StoreSummary } from '@joy/contract';
import { eachDatabase, json, rowsOf } from '../../helpers/app';
import * as t from '../../../src/db/schema';
import { businessStatus } from '../../../src/lib/business-status';
import { pageRequest } from '../../../src/lib/paging';

eachDatabase('store search filters, city lookup and hot ranking', (ctx) => {
  const search = async (payload: Record<string, unknown>, page = 1) =>
    json<Envelope<Paged<StoreSummary>>>(await ctx.app.inject({ method: 'POST', url: `/v2/map/search?page=${page}`, payload })).return;
  /** Every id the filter selects (the repository with a fixed clock, all in one page). */
  const idsFor = async (filter: Partial<StoreFilter>, now = new Date()) => {
    const parsed = schemas.storeFilterBody.cast(filter) as StoreFilter;
    const result = await ctx.app.repos.stores.search(parsed, pageRequest(1, 1000), now);
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
      expect(await idsFor({ date })).toEqual(new Set(expected));
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

  it('matches keywords of any length over name, food types, district and address', async () => {
    for (const keyword of ['麵', '大安', '港式飲茶', '日式料理', '忠孝東路']) {
      const { data, pagination } = await search({ keyword });
      expect(pagination.total).toBeGreaterThan(0);
      for (const s of data) expect(`${s.name} ${s.food_types.join(' ')} ${s.district} ${s.address}`).toContain(keyword);
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
      for (let i = 0; i < 10; i++) {
        await ctx.app.repos.comments.add({ ...five, storeId: old, createdAt: new Date(now.getTime() - (200 + i) * DAY) });
        await ctx.app.repos.comments.add({ ...five, storeId: fresh, createdAt: new Date(now.getTime() - (1 + i) * DAY) });
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
