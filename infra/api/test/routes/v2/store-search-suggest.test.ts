import { count, desc, eq } from 'drizzle-orm';
import type { Envelope, PopularSearches, SearchSuggestions } from '@joy/contract';
import { eachDatabase, json } from '../../helpers/app';
import * as t from '../../../src/db/schema';
import { foldVariants } from '../../../src/lib/text-variants';

eachDatabase('search suggestions and popular searches', (ctx) => {
  const suggest = async (keyword: string) =>
    json<Envelope<SearchSuggestions>>(await ctx.app.inject({ method: 'POST', url: '/v2/map/search/suggest', payload: { keyword } })).return;

  it('suggests up to 5 stores that the search would find, the most reviewed first, and the food types holding the text', async () => {
    const found = await suggest('火鍋');
    expect(found.food_types.map((f) => f.name)).toContain('火鍋');
    expect(found.stores.length).toBe(5);
    const rows = await ctx.db.select({ id: t.stores.id, searchText: t.stores.searchText, commentCount: t.stores.commentCount }).from(t.stores);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const store of found.stores) expect(byId.get(store.id)!.searchText).toContain('火鍋');
    const counts = found.stores.map((s) => byId.get(s.id)!.commentCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const most = Math.max(...rows.filter((r) => r.searchText.includes('火鍋')).map((r) => r.commentCount));
    expect(counts[0]).toBe(most);
  });

  it('suggests districts by name or by city and name, in either variant form', async () => {
    expect((await suggest('大安')).districts.map((d) => d.name)).toContain('大安區');
    const taichung = await suggest('台中市西屯');
    expect(taichung.districts.map((d) => `${d.city}${d.name}`)).toEqual([expect.stringMatching(/^[台臺]中市西屯區$/)]);
    expect((await suggest('臺中市西屯')).districts).toEqual(taichung.districts);
    for (const d of (await suggest('台中')).districts) expect(foldVariants(`${d.city}${d.name}`)).toContain(foldVariants('台中'));
  });

  it('suggests nothing for an empty text or one nothing holds', async () => {
    expect(await suggest('  ')).toEqual({ stores: [], food_types: [], districts: [], dishes: [] });
    expect(await suggest('不存在的店名關鍵字')).toEqual({ stores: [], food_types: [], districts: [], dishes: [] });
  });

  it('offers the food types with the most stores as popular searches', async () => {
    const popular = json<Envelope<PopularSearches>>(await ctx.app.inject({ method: 'GET', url: '/v2/map/search/popular' })).return;
    expect(popular.keywords).toHaveLength(8);
    const [top] = await ctx.db
      .select({ name: t.foodTypes.name, n: count() })
      .from(t.storeFoodTypes)
      .innerJoin(t.foodTypes, eq(t.foodTypes.id, t.storeFoodTypes.foodTypeId))
      .groupBy(t.foodTypes.id, t.foodTypes.name)
      .orderBy(desc(count()))
      .limit(1);
    expect(popular.keywords[0]).toBe(top.name);
  });
});
