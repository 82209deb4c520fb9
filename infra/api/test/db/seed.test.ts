import { count, sql } from 'drizzle-orm';
import * as t from '../../src/db/schema';
import { seed, seedBench } from '../../src/db/seed';
import { DISTRICTS } from '../../src/db/seed-data/places';
import { buildSlots } from '../../src/db/seed-data/slots';
import { haversineKm } from '../../src/repositories/stores';
import { foldVariants } from '../../src/lib/text-variants';
import { eachDatabase, rowsOf } from '../helpers/app';
import { TEMPLATE_UPLOADS } from '../helpers/template';

eachDatabase(
  'seed',
  (ctx) => {
    const counts = async () => {
      const tables = [t.stores, t.storeTags, t.storeFoodTypes, t.storePhotos, t.businessTimes, t.articles, t.news, t.carouselItems, t.dealerPrograms, t.comments, t.storeMenuSections, t.storeMenuItems];
      return Promise.all(tables.map(async (table) => (await ctx.db.select({ n: count() }).from(table))[0].n));
    };

    it('seeds 2,020 stores, 30 articles, 20 news, 5 carousel items and 2 programs', async () => {
      const [stores, , , photos, , articles, news, carousel, programs, comments] = await counts();
      expect(stores).toBe(2020);
      expect(photos).toBe(stores * 3);
      expect(comments).toBeGreaterThan(stores * 3);
      expect([articles, news, carousel, programs]).toEqual([30, 20, 5, 2]);
    });

    it('spreads the stores over 20 cities and every district, each pinned inside its district', async () => {
      const rows = await rowsOf<{ city_id: number; district_id: number; lat: number; lng: number; address: string; city: string; district: string }>(
        ctx.db,
        sql`select s.city_id, s.district_id, s.lat, s.lng, s.address, c.name as city, d.name as district
            from stores s join cities c on c.id = s.city_id join districts d on d.id = s.district_id`,
      );
      expect(new Set(rows.map((r) => r.city_id)).size).toBe(20);
      expect(new Set(rows.map((r) => r.district_id)).size).toBe(DISTRICTS.length);
      const centre = new Map(DISTRICTS.map((p) => [p.id, p]));
      for (const r of rows) {
        const place = centre.get(r.district_id);
        expect(place?.cityId).toBe(r.city_id);
        // ±0.01° around the district centre: within 1.6 km.
        expect(haversineKm(r.lat, r.lng, place?.district.lat ?? 0, place?.district.lng ?? 0)).toBeLessThan(1.6);
        expect(r.address.startsWith(`${r.city}${r.district}`)).toBe(true);
      }
    });

    it('keeps the first 260 stores as the first seed drew them (ids other tests and links rely on)', async () => {
      const [first] = await ctx.db.select().from(t.stores).where(sql`${t.stores.id} = 1`);
      expect(first).toMatchObject({ cityId: 1, districtId: 1 });
      const districts = await ctx.db.select({ id: t.districts.id, name: t.districts.name }).from(t.districts).where(sql`${t.districts.id} <= 31`).orderBy(t.districts.id);
      expect(districts.slice(0, 3).map((d) => d.name)).toEqual(['大安區', '信義區', '中山區']);
      expect(districts[30].name).toBe('南港區');
    });

    it('gives every store bookable slots by the slot rule of its hours', async () => {
      const hours = await rowsOf<{ store_id: number; weekday: number; open: string; close: string }>(
        ctx.db,
        sql`select store_id, weekday, to_char(open, 'HH24:MI') as open, to_char(close, 'HH24:MI') as close from business_times order by id`,
      );
      const expected = buildSlots(hours.map((h) => ({ storeId: h.store_id, weekday: h.weekday, open: h.open, close: h.close })));
      const slots = await ctx.db.select({ storeId: t.storeSlots.storeId, weekday: t.storeSlots.weekday, time: t.storeSlots.time, capacity: t.storeSlots.capacity }).from(t.storeSlots);
      const key = (s: { storeId: number; weekday: number; time: string; capacity: number }) => `${s.storeId}/${s.weekday}/${s.time}/${s.capacity}`;
      expect(new Set(slots.map(key))).toEqual(new Set(expected.map(key)));
      expect(slots).toHaveLength(expected.length);
    });

    it('writes the short-keyword tokens of name, food types, district and address into search_text', async () => {
      const [row] = await rowsOf<{ search_text: string; name: string }>(ctx.db, sql`select search_text, name from stores where id = 1`);
      // The text is folded to standard variant forms (台 → 臺 …), the name as shown is not.
      expect(row.search_text.startsWith(foldVariants(row.name))).toBe(true);
      expect(row.search_text).toContain(' 大安 ');
      expect(row.search_text).toContain(' 安 ');
      expect(row.search_text.endsWith(' ')).toBe(true);
    });

    it('gives some stores a lunch break and closes some on one weekday', async () => {
      const rows = await ctx.db.select({ storeId: t.businessTimes.storeId, weekday: t.businessTimes.weekday, open: t.businessTimes.open }).from(t.businessTimes);
      const perDay = new Map<string, number>();
      const days = new Map<number, Set<number>>();
      for (const r of rows) {
        perDay.set(`${r.storeId}:${r.weekday}`, (perDay.get(`${r.storeId}:${r.weekday}`) ?? 0) + 1);
        days.set(r.storeId, (days.get(r.storeId) ?? new Set()).add(r.weekday));
      }
      expect([...perDay.values()].some((n) => n === 2)).toBe(true);
      expect([...days.values()].some((d) => d.size === 6)).toBe(true);
    });

    // A whole second seed (2,020 stores, their pictures rewritten): slower than most tests.
    it('is idempotent: a second run adds nothing', async () => {
      const before = await counts();
      await seed(ctx.db, { uploadDir: TEMPLATE_UPLOADS });
      expect(await counts()).toEqual(before);
    }, 120_000);

    it('bench seed: adds stores up to the count asked, with links and search text, and a second run adds nothing', async () => {
      const progress: number[] = [];
      const first = await seedBench(ctx.db, { uploadDir: TEMPLATE_UPLOADS, stores: 2400, onProgress: (done) => progress.push(done) });
      expect(first).toEqual({ stores: 2400, added: 380 });
      expect(progress).toEqual([380]);
      const [row] = await rowsOf<{ types: number; tags: number; hours: number; blank: number }>(
        ctx.db,
        sql`select (select count(distinct store_id) from store_food_types where store_id > 2020)::int as types,
                   (select count(distinct store_id) from store_tags where store_id > 2020)::int as tags,
                   (select count(distinct store_id) from business_times where store_id > 2020)::int as hours,
                   (select count(*) from stores where id > 2020 and search_text = '')::int as blank,
                   (select count(distinct store_id) from store_slots where store_id > 2020)::int as slotted`,
      );
      // Every added store open some day has bookable slots (the availability search's table).
      const [{ open }] = await rowsOf<{ open: number }>(ctx.db, sql`select count(distinct store_id)::int as open from business_times where store_id > 2020`);
      expect(row).toEqual({ types: 380, tags: 380, hours: 380, blank: 0, slotted: open });
      // Every added store has a menu, and its dishes are in its search text.
      const dishRows = await rowsOf<{ store_id: number; name: string; search_text: string }>(
        ctx.db,
        sql`select i.store_id, i.name, s.search_text from store_menu_items i join stores s on s.id = i.store_id where s.id > 2020`,
      );
      expect(new Set(dishRows.map((r) => r.store_id)).size).toBe(380);
      expect(dishRows.length).toBeGreaterThanOrEqual(380 * 6);
      expect(dishRows.length).toBeLessThanOrEqual(380 * 14);
      expect(dishRows.filter((r) => !r.search_text.includes(foldVariants(r.name)))).toEqual([]);
      // About two added stores in five have a rules card, as in the seed (seed-data/house-rules.ts).
      const cards = async () => (await rowsOf<{ n: number }>(ctx.db, sql`select count(*)::int as n from store_house_rules where store_id > 2020`))[0].n;
      const withCards = await cards();
      expect(withCards).toBeGreaterThan(380 * 0.3);
      expect(withCards).toBeLessThan(380 * 0.55);
      const [{ slots }] = await rowsOf<{ slots: number }>(ctx.db, sql`select count(*)::int as slots from store_slots`);
      expect(await seedBench(ctx.db, { uploadDir: TEMPLATE_UPLOADS, stores: 2400 })).toEqual({ stores: 2400, added: 0 });
      expect(await cards()).toBe(withCards);
      expect((await rowsOf<{ slots: number }>(ctx.db, sql`select count(*)::int as slots from store_slots`))[0].slots).toBe(slots);
      const [{ dishes }] = await rowsOf<{ dishes: number }>(ctx.db, sql`select count(*)::int as dishes from store_menu_items`);
      // A bench store seeded before menus were part of it (here: one whose menu is gone) gets one on the next run.
      await ctx.db.execute(sql`delete from store_menu_sections where store_id = 2400`);
      expect(await seedBench(ctx.db, { uploadDir: TEMPLATE_UPLOADS, stores: 2400 })).toEqual({ stores: 2400, added: 0 });
      expect((await rowsOf<{ dishes: number }>(ctx.db, sql`select count(*)::int as dishes from store_menu_items`))[0].dishes).toBe(dishes);
    });
  },
);
