import { eq, sql } from 'drizzle-orm';
import type { Envelope, Paged, StoreSummary } from '@joy/contract';
import { eachDatabase, json } from '../../helpers/app';
import * as t from '../../../src/db/schema';
import { refreshStaleSearchText } from '../../../src/db/derived';
import { rowsOf } from '../../../src/db/rows';
import { foldVariants, SEARCH_TEXT_VERSION } from '../../../src/lib/text-variants';

eachDatabase('keyword search folds variant and Simplified forms', (ctx) => {
  const total = async (keyword: string) =>
    json<Envelope<Paged<StoreSummary>>>(await ctx.app.inject({ method: 'POST', url: '/v2/map/search', payload: { keyword } })).return.pagination.total;

  it.each([
    ['台中', '臺中'],
    ['台北市', '臺北市'],
    ['韓式料理', '韩式料理'],
    ['港式飲茶', '港式饮茶'],
  ])('%s and %s find the same stores', async (a, b) => {
    const n = await total(a);
    expect(n).toBeGreaterThan(0);
    expect(await total(b)).toBe(n);
  });

  it.each([
    ['sushi', '壽司'],
    ['ramen', '拉麵'],
    ['hotpot', '火鍋'],
  ])('%s (the name in Latin letters, or the English name) finds the stores named with %s or serving it', async (latin, chinese) => {
    const page = json<Envelope<Paged<StoreSummary>>>(await ctx.app.inject({ method: 'POST', url: '/v2/map/search', payload: { keyword: latin } })).return;
    expect(page.pagination.total).toBeGreaterThan(0);
    const rows = await ctx.db.select({ id: t.stores.id, name: t.stores.name, slug: t.stores.slug, text: t.stores.searchText }).from(t.stores);
    // Every store named with the word in Latin letters is found …
    const named = rows.filter((s) => s.slug.split('-').includes(latin));
    expect(named.length).toBeGreaterThan(0);
    expect(named.every((s) => s.name.includes(chinese))).toBe(true);
    const found = rows.filter((s) => s.text.toLowerCase().includes(latin));
    expect(named.every((s) => found.includes(s))).toBe(true);
    // … and every store found holds the Chinese word (its name, food types or dishes).
    expect(found.every((s) => s.text.includes(foldVariants(chinese)))).toBe(true);
    expect(page.pagination.total).toBe(found.length);
  });

  it('a store renamed with a variant form is found by either form once its text is refreshed', async () => {
    const [store] = await ctx.db.select({ id: t.stores.id, name: t.stores.name }).from(t.stores).limit(1);
    await ctx.db.update(t.stores).set({ name: '臺灣溫泉食堂' }).where(eq(t.stores.id, store.id));
    try {
      await ctx.db.update(t.dataFacts).set({ value: 'older' });
      expect(await refreshStaleSearchText(ctx.db)).toBe(true);
      for (const keyword of ['台灣温泉', '臺灣溫泉', '台湾温泉']) {
        const page = json<Envelope<Paged<StoreSummary>>>(await ctx.app.inject({ method: 'POST', url: '/v2/map/search', payload: { keyword } })).return;
        expect(page.data.map((s) => s.id)).toContain(store.id);
      }
      // Current now: the next start leaves the texts alone.
      expect(await refreshStaleSearchText(ctx.db)).toBe(false);
      const [fact] = rowsOf<{ value: string }>(await ctx.db.execute(sql`select value from data_facts where key = 'search_text_version'`));
      expect(fact.value).toBe(SEARCH_TEXT_VERSION);
    } finally {
      await ctx.db.update(t.stores).set({ name: store.name }).where(eq(t.stores.id, store.id));
    }
  });
});
