import { asc, eq } from 'drizzle-orm';
import { schemas, type Envelope, type Paged, type StoreFilter, type StoreSummary } from '@joy/contract';
import { eachDatabase, json } from '../../helpers/app';
import * as t from '../../../src/db/schema';
import { pageRequest } from '../../../src/lib/paging';

/** The NT$ band of each price level (db/seed.ts fillPricePerPerson). */
const BANDS: Record<number, [number, number]> = { 1: [120, 300], 2: [300, 600], 3: [600, 1200], 4: [1200, 3000] };

eachDatabase('store search: 評分 and 價位 orders, the price range, and prices on the cards', (ctx) => {
  const searchAll = async (filter: Partial<StoreFilter>) => {
    const parsed = schemas.storeFilterBody.cast(filter) as StoreFilter;
    return ctx.app.repos.stores.search(parsed, pageRequest(1, 5000), new Date());
  };
  const post = (payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: '/v2/map/search', payload });
  const stores = () =>
    ctx.db
      .select({ id: t.stores.id, averageScore: t.stores.averageScore, commentCount: t.stores.commentCount, pricePerPerson: t.stores.pricePerPerson, priceLevel: t.stores.priceLevel, cityId: t.stores.cityId })
      .from(t.stores)
      .orderBy(asc(t.stores.id));

  it('gives every seeded store a price per person inside its price level\'s band, on its card', async () => {
    const rows = await stores();
    for (const s of rows) {
      const [low, high] = BANDS[s.priceLevel];
      expect(s.pricePerPerson).toBeGreaterThanOrEqual(low);
      expect(s.pricePerPerson).toBeLessThanOrEqual(high);
    }
    expect(new Set(rows.map((s) => s.pricePerPerson)).size).toBeGreaterThan(50);
    const page = json<Envelope<Paged<StoreSummary>>>(await post({})).return;
    const byId = new Map(rows.map((s) => [s.id, s.pricePerPerson]));
    for (const card of page.data) expect(card.price_per_person).toBe(byId.get(card.id));
  });

  it('評分 orders by the average score, then the comment count, then the id, over the same matches', async () => {
    const rows = await stores();
    const [{ cityId }] = rows;
    const inCity = rows.filter((s) => s.cityId === cityId);
    const expected = [...inCity].sort((a, b) => Number(b.averageScore) - Number(a.averageScore) || b.commentCount - a.commentCount || a.id - b.id).map((s) => s.id);
    const result = await searchAll({ city: cityId, sort: 'score' });
    expect(result.data.map((s) => s.id)).toEqual(expected);
    expect(result.pagination.total).toBe((await searchAll({ city: cityId })).pagination.total);
  });

  it('價位 orders by price per person, low first, a store without a price last', async () => {
    const rows = await stores();
    const [{ cityId }] = rows;
    const unknown = rows.find((s) => s.cityId === cityId)!.id;
    await ctx.db.update(t.stores).set({ pricePerPerson: 0 }).where(eq(t.stores.id, unknown));
    try {
      const result = await searchAll({ city: cityId, sort: 'price' });
      const ids = result.data.map((s) => s.id);
      expect(ids[ids.length - 1]).toBe(unknown);
      const prices = result.data.slice(0, -1).map((s) => s.price_per_person);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      // Ties by id, across pages too.
      const page2 = await ctx.app.repos.stores.search(schemas.storeFilterBody.cast({ city: cityId, sort: 'price' }) as StoreFilter, pageRequest(2, 30), new Date());
      expect(page2.data.map((s) => s.id)).toEqual(ids.slice(30, 60));
    } finally {
      await ctx.db.update(t.stores).set({ pricePerPerson: rows.find((s) => s.id === unknown)!.pricePerPerson }).where(eq(t.stores.id, unknown));
    }
  });

  it('a price range keeps exactly the stores whose price per person is inside it', async () => {
    const rows = await stores();
    const inside = (min: number | null, max: number | null) =>
      new Set(rows.filter((s) => s.pricePerPerson > 0 && (min === null || s.pricePerPerson >= min) && (max === null || s.pricePerPerson <= max)).map((s) => s.id));
    for (const [min, max] of [[300, 600], [null, 300], [1200, null]] as const) {
      const result = await searchAll({ price_min: min, price_max: max });
      expect(new Set(result.data.map((s) => s.id))).toEqual(inside(min, max));
      for (const s of result.data) expect(s.price_per_person).toBeGreaterThan(0);
    }
  });

  it('距離 without a position, a bad sort and a reversed or negative price range are 422 with field-keyed messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ sort: 'distance' }, 'sort', '請允許取得您的位置，才能依距離排序'],
      [{ sort: 'cheapest' }, 'sort', '排序方式不正確'],
      [{ price_min: 600, price_max: 300 }, 'price_max', '最高價格不可低於最低價格'],
      [{ price_min: -1 }, 'price_min', '價格須為 0 到 100,000 元'],
      [{ price_max: 'a lot' }, 'price_max', '價格須為 0 到 100,000 元'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await post(payload);
      expect(res.statusCode).toBe(422);
      expect(json<Envelope<{ errors: Record<string, string> }>>(res).return.errors[field]).toBe(message);
    }
    // With a position, 距離 is the distance order (as with no sort at all).
    const near = json<Envelope<Paged<StoreSummary>>>(await post({ sort: 'distance', lat: 25.04, lng: 121.55 })).return;
    const distances = near.data.map((s) => s.distance ?? 0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // 評分 with a position: the score order, no distance ordering.
    const scored = json<Envelope<Paged<StoreSummary>>>(await post({ sort: 'score', lat: 25.04, lng: 121.55 })).return;
    const scores = scored.data.map((s) => s.average_score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });
});
