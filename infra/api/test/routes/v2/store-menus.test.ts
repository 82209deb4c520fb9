/**
 * Menus: the seed gives every store a believable menu; dishes and English names of food types
 * are searchable, in the SQL search and the read model alike; a menu change moves the search
 * text in the same transaction; suggestions offer dishes; the store page carries the menu.
 */
import { eq, sql } from 'drizzle-orm';
import type { Envelope, Paged, SearchSuggestions, StoreDetail, StoreFilter, StoreMenu, StoreSummary } from '@joy/contract';
import { endpoints } from '@joy/contract';
import * as t from '../../../src/db/schema';
import { refreshSearchText } from '../../../src/db/derived';
import { PRICED_PER_PERSON_AT_LEAST, seededPricePerPerson } from '../../../src/db/seed-data/menus';
import { pageRequest } from '../../../src/lib/paging';
import { foldVariants } from '../../../src/lib/text-variants';
import { eachDatabase, json, rowsOf } from '../../helpers/app';

eachDatabase('menus', (ctx) => {
  const search = async (keyword: string, page = 1) =>
    json<Envelope<Paged<StoreSummary>>>(await ctx.app.inject({ method: 'POST', url: `/v2/map/search?page=${page}`, payload: { keyword } })).return;
  /** Every id the search finds, all pages. */
  const allFound = async (keyword: string): Promise<number[]> => {
    const first = await search(keyword);
    const ids = first.data.map((s) => s.id);
    for (let page = 2; page <= first.pagination.total_pages; page++) ids.push(...(await search(keyword, page)).data.map((s) => s.id));
    return ids.sort((a, b) => a - b);
  };
  /** The SQL search and the read model, page 1 of a keyword: they must agree. */
  const bothPaths = async (keyword: string) => {
    const filter = (endpoints.mapSearch.body as { validateSync(v: unknown): unknown }).validateSync({ keyword }) as StoreFilter;
    const now = ctx.app.clock();
    const fromSql = await ctx.app.repos.stores.search(filter, pageRequest(1, 30), now);
    const fromCatalog = await (await ctx.app.readModel.fresh()).search({ filter, page: pageRequest(1, 30), now, slots: null });
    expect({ keyword, total: fromCatalog.pagination.total, ids: fromCatalog.data.map((s) => s.id) }).toEqual({ keyword, total: fromSql.pagination.total, ids: fromSql.data.map((s) => s.id) });
    return fromSql;
  };
  const storesServing = async (dish: string): Promise<number[]> =>
    (await rowsOf<{ store_id: number }>(ctx.db, sql`select distinct store_id from store_menu_items where name like ${`%${dish}%`} order by store_id`)).map((r) => Number(r.store_id));
  const suggest = async (keyword: string) =>
    json<Envelope<SearchSuggestions>>(await ctx.app.inject({ method: 'POST', url: '/v2/map/search/suggest', payload: { keyword } })).return;
  const page = async (id: number) => json<Envelope<StoreDetail>>(await ctx.app.inject({ method: 'GET', url: `/v2/store/${id}` })).return;
  /** GET /v2/store/{id}/menu, read when the store page's 菜單 tab opens. */
  const menuOf = async (id: number) => json<Envelope<StoreMenu>>(await ctx.app.inject({ method: 'GET', url: `/v2/store/${id}/menu` })).return;

  describe('the seeded menus', () => {
    it('gives every store 3–5 sections, 6–14 dishes and 1–3 signature dishes, priced to fit its price per person', async () => {
      const stores = await rowsOf<{ id: number; price_level: number; price_per_person: number; sections: number; dishes: number; signatures: number; cheapest: number; dearest: number }>(
        ctx.db,
        sql`select s.id, s.price_level, s.price_per_person,
          (select count(*) from store_menu_sections m where m.store_id = s.id)::int as sections,
          (select count(*) from store_menu_items i where i.store_id = s.id)::int as dishes,
          (select count(*) from store_menu_items i where i.store_id = s.id and i.signature)::int as signatures,
          (select min(price) from store_menu_items i where i.store_id = s.id) as cheapest,
          (select max(price) from store_menu_items i where i.store_id = s.id) as dearest
        from stores s order by s.id`,
      );
      expect(stores.length).toBeGreaterThan(2000);
      for (const s of stores) {
        expect({ id: s.id, sections: s.sections >= 3 && s.sections <= 5, dishes: s.dishes >= 6 && s.dishes <= 14, signatures: s.signatures >= 1 && s.signatures <= 3 }).toEqual({ id: s.id, sections: true, dishes: true, signatures: true });
        // The JavaScript rule the menus were priced by is the one the seed wrote.
        expect(seededPricePerPerson(s.id, s.price_level)).toBe(s.price_per_person);
        expect(Number(s.cheapest)).toBeGreaterThanOrEqual(20);
        expect(Number(s.dearest)).toBeLessThanOrEqual(Math.max(PRICED_PER_PERSON_AT_LEAST, s.price_per_person) * 2);
      }
      // Dearer stores, dearer dishes.
      const average = (level: number) => {
        const of = stores.filter((s) => s.price_level === level);
        return of.reduce((n, s) => n + Number(s.dearest), 0) / of.length;
      };
      expect(average(4)).toBeGreaterThan(average(2));
      expect(average(2)).toBeGreaterThan(average(1));
      // Never a giveaway: the cheapest 牛肉麵 is a real bowl's price.
      const [{ cheapest }] = await rowsOf<{ cheapest: number }>(ctx.db, sql`select min(price) as cheapest from store_menu_items where name like '%牛肉麵'`);
      expect(Number(cheapest)).toBeGreaterThanOrEqual(130);
    });

    it('serves Taiwanese dishes where they belong: 牛肉麵 and 滷肉飯 at 台菜 restaurants, 握壽司 at Japanese ones', async () => {
      const typesOf = async (dish: string) =>
        (
          await rowsOf<{ name: string }>(
            ctx.db,
            sql`select distinct f.name from store_menu_items i join store_food_types sf on sf.store_id = i.store_id join food_types f on f.id = sf.food_type_id where i.name like ${`%${dish}%`}`,
          )
        ).map((r) => r.name);
      expect((await storesServing('牛肉麵')).length).toBeGreaterThan(10);
      expect(await typesOf('牛肉麵')).toContain('台菜');
      expect(await typesOf('滷肉飯')).toContain('台菜');
      expect(await typesOf('握壽司')).toContain('日式料理');
      expect(await typesOf('小籠包')).toContain('港式飲茶');
      expect(await typesOf('麻辣鍋')).toContain('火鍋');
    });
  });

  describe('dishes are searchable', () => {
    it.each(['牛肉麵', '小籠包', '珍珠奶茶', '三杯雞'])('%s finds exactly the stores that serve it, in both search paths', async (dish) => {
      const serving = await storesServing(dish);
      expect(serving.length).toBeGreaterThan(0);
      expect(await allFound(dish)).toEqual(serving);
      await bothPaths(dish);
    });

    it('finds a dish in either variant form (台/臺, Simplified)', async () => {
      const serving = await storesServing('牛肉麵');
      expect(await allFound('牛肉面')).toEqual(serving);
    });

    it('follows a menu change: a dish added is found at once, a dish removed no longer finds the store', async () => {
      const [store] = await rowsOf<{ id: number; section: number }>(ctx.db, sql`select store_id as id, min(id) as section from store_menu_sections group by store_id order by store_id limit 1`);
      const dish = '酸菜豬肉水餃';
      expect((await search(dish)).pagination.total).toBe(0);
      await ctx.db.transaction(async (tx) => {
        await tx.insert(t.storeMenuItems).values({ storeId: store.id, sectionId: Number(store.section), name: dish, price: 120, sort: 99 });
        await refreshSearchText(tx, [store.id]);
      });
      expect((await search(dish)).data.map((s) => s.id)).toEqual([store.id]);
      await bothPaths(dish);
      // An English name of the new dish comes with it (水餃 → dumplings).
      expect(await allFound('dumplings')).toContain(store.id);
      await bothPaths('dumplings');

      await ctx.db.transaction(async (tx) => {
        await tx.delete(t.storeMenuItems).where(eq(t.storeMenuItems.name, dish));
        await refreshSearchText(tx, [store.id]);
      });
      expect((await search(dish)).pagination.total).toBe(0);
      await bothPaths(dish);
    });
  });

  describe('English names of food types', () => {
    const storesOfType = async (name: string): Promise<number[]> =>
      (
        await rowsOf<{ store_id: number }>(
          ctx.db,
          sql`select sf.store_id from store_food_types sf join food_types f on f.id = sf.food_type_id where f.name = ${name} order by sf.store_id`,
        )
      ).map((r) => Number(r.store_id));

    it.each([
      ['hot pot', '火鍋'],
      ['hotpot', '火鍋'],
      ['HOT POT', '火鍋'],
      ['japanese', '日式料理'],
      ['Korean', '韓式料理'],
      ['thai', '泰式料理'],
      ['italian', '義式料理'],
      ['vegetarian', '素食'],
      ['dessert', '甜點'],
      ['coffee', '咖啡廳'],
      ['taiwanese', '台菜'],
      ['steak', '牛排'],
      ['seafood', '海鮮'],
      ['brunch', '早午餐'],
      ['bbq', '燒肉'],
    ])('"%s" finds every %s store, in both search paths', async (english, type) => {
      const found = new Set(await allFound(english));
      const ofType = await storesOfType(type);
      expect(ofType.length).toBeGreaterThan(0);
      expect(ofType.filter((id) => !found.has(id))).toEqual([]);
      await bothPaths(english);
    });

    it('finds noodles and dumplings by dish, and the stores it finds hold the Chinese word', async () => {
      const texts = new Map((await ctx.db.select({ id: t.stores.id, text: t.stores.searchText }).from(t.stores)).map((r) => [r.id, r.text]));
      for (const [english, chinese] of [
        ['noodles', ['麵']],
        ['dumplings', ['餃', '小籠包', '燒賣']],
        ['beef noodles', ['牛肉麵']],
      ] as const) {
        const found = await allFound(english);
        expect(found.length).toBeGreaterThan(0);
        const holds = (id: number) => chinese.some((word) => (texts.get(id) ?? '').includes(foldVariants(word)));
        expect(found.filter((id) => !holds(id))).toEqual([]);
        await bothPaths(english);
      }
    });
  });

  describe('suggestions', () => {
    it('offers dishes holding the text, the most served first, with how many stores serve each', async () => {
      const found = await suggest('牛肉');
      expect(found.dishes.length).toBeGreaterThan(0);
      expect(found.dishes.length).toBeLessThanOrEqual(3);
      for (const dish of found.dishes) {
        expect(dish.name).toContain('牛肉');
        const [{ n }] = await rowsOf<{ n: number }>(ctx.db, sql`select count(distinct store_id)::int as n from store_menu_items where name = ${dish.name}`);
        expect(dish.stores).toBe(Number(n));
      }
      const counts = found.dishes.map((d) => d.stores);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      const beefNoodles = await suggest('牛肉麵');
      expect(beefNoodles.dishes.length).toBeGreaterThan(0);
      expect((await suggest('牛肉面')).dishes).toEqual(beefNoodles.dishes);
      expect((await suggest('小籠')).dishes.map((d) => d.name)).toContain('小籠包');
      expect((await suggest('不存在的菜')).dishes).toEqual([]);
    });
  });

  describe('the store page', () => {
    it('answers the menu apart from the page: sections in order, every dish with its price, signature dishes flagged', async () => {
      const [{ id }] = await rowsOf<{ id: number }>(ctx.db, sql`select store_id as id from store_menu_items group by store_id order by count(*) desc, store_id limit 1`);
      const store = { menu: await menuOf(id) };
      // The page itself carries no menu: most visits never open the tab.
      expect(await page(id)).not.toHaveProperty('menu');
      expect((await ctx.app.inject({ method: 'GET', url: '/v2/store/999999/menu' })).statusCode).toBe(404);
      const rows = await rowsOf<{ section: string; name: string; price: number; signature: boolean }>(
        ctx.db,
        sql`select m.name as section, i.name, i.price, i.signature from store_menu_items i join store_menu_sections m on m.id = i.section_id where i.store_id = ${id} order by m.sort, m.id, i.sort, i.id`,
      );
      expect(store.menu.sections.flatMap((s) => s.items.map((d) => ({ section: s.name, name: d.name, price: d.price, signature: d.signature })))).toEqual(
        rows.map((r) => ({ section: r.section, name: r.name, price: Number(r.price), signature: Boolean(r.signature) })),
      );
      expect(store.menu.sections[0].items[0]).toEqual({ id: expect.any(Number), name: expect.any(String), description: expect.any(String), price: expect.any(Number), photo: '', signature: expect.any(Boolean) });
      expect(store.menu.sections.some((s) => s.items.some((d) => d.signature))).toBe(true);
    });

    it("shows an uploaded dish picture as the image pipeline's small WebP", async () => {
      const [dish] = await ctx.db.select({ id: t.storeMenuItems.id, storeId: t.storeMenuItems.storeId }).from(t.storeMenuItems).limit(1);
      const hash = 'ab'.repeat(32);
      await ctx.db.insert(t.images).values({ hash, mime: 'image/jpeg', width: 800, height: 600, bytes: 12_345 }).onConflictDoNothing();
      await ctx.db.update(t.storeMenuItems).set({ image: hash }).where(eq(t.storeMenuItems.id, dish.id));
      const shown = (await menuOf(dish.storeId)).sections.flatMap((s) => s.items).find((d) => d.id === dish.id);
      expect(shown?.photo).toBe(`/images/${hash}/320.webp`);
    });

    it('follows a menu change at once, and a store without a menu shows no sections', async () => {
      const [{ id }] = await rowsOf<{ id: number }>(ctx.db, sql`select id from stores order by id desc limit 1`);
      expect((await menuOf(id)).sections.length).toBeGreaterThan(0);
      const [section] = await ctx.db.select({ id: t.storeMenuSections.id }).from(t.storeMenuSections).where(eq(t.storeMenuSections.storeId, id)).limit(1);
      await ctx.db.update(t.storeMenuItems).set({ price: 9999, signature: true }).where(eq(t.storeMenuItems.sectionId, section.id));
      const changed = await menuOf(id);
      expect(changed.sections.find((s) => s.id === section.id)?.items.every((d) => d.price === 9999 && d.signature)).toBe(true);

      await ctx.db.delete(t.storeMenuSections).where(eq(t.storeMenuSections.storeId, id));
      expect(await menuOf(id)).toEqual({ sections: [] });
    });
  });
});
