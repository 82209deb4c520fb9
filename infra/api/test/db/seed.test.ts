import { count } from 'drizzle-orm';
import * as t from '../../src/db/schema';
import { seed } from '../../src/db/seed';
import { eachDatabase } from '../helpers/app';
import { TEMPLATE_UPLOADS } from '../helpers/template';

eachDatabase(
  'seed',
  (ctx) => {
    const counts = async () => {
      const tables = [t.stores, t.storeTags, t.storeFoodTypes, t.storePhotos, t.businessTimes, t.articles, t.news, t.carouselItems, t.dealerPrograms, t.comments];
      return Promise.all(tables.map(async (table) => (await ctx.db.select({ n: count() }).from(table))[0].n));
    };

    it('seeds at least 240 stores, 30 articles, 20 news, 5 carousel items and 2 programs', async () => {
      const [stores, , , , , articles, news, carousel, programs] = await counts();
      expect(stores).toBeGreaterThanOrEqual(240);
      expect([articles, news, carousel, programs]).toEqual([30, 20, 5, 2]);
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

    it('is idempotent: a second run adds nothing', async () => {
      const before = await counts();
      await seed(ctx.db, { uploadDir: TEMPLATE_UPLOADS });
      expect(await counts()).toEqual(before);
    });
  },
);
