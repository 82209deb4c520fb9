/**
 * The partner API for the store page's content (issue 27): the profile, the menu and the special
 * closing days — signed calls only, field-keyed zh-TW errors with nothing written, one store
 * never reaching another's — and what diners see: the store page (both read paths), the
 * keyword search, and closed dates gone from can-order-date, can-order-times, the availability
 * search and booking.
 */
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { endpoints, type Envelope, type StoreDetail, type StoreFilter, type TimeSlot } from '@joy/contract';
import { type PartnerClosures, type PartnerMenu, type PartnerProfile } from '@joy/contract/partner';
import * as t from '../../../src/db/schema';
import { taipeiDate } from '../../../src/lib/booking-clock';
import { pageRequest } from '../../../src/lib/paging';
import { slotSearch } from '../../../src/repositories/free-slots';
import { slotStates } from '../../../src/repositories/availability';
import { eachDatabase, json, rowsOf } from '../../helpers/app';
import { register } from '../../helpers/accounts';
import { bookingBody, findSlot, inject, type Slot } from '../../helpers/booking';
import { partnerCall, type Method } from '../../helpers/partner';

type FieldErrors = Envelope<{ errors: Record<string, string> }>;

const dish = (name: string, price = 180, extra: Record<string, unknown> = {}) => ({ name, description: '', price, signature: false, ...extra });

eachDatabase('partner API: profile, menu and closing days', (ctx) => {
  let request = 0;
  // A request id in the query keeps identical calls within one second from looking like replays.
  const call = (storeId: number, method: Method, path: string, payload?: unknown) => partnerCall(ctx, storeId, method, `${path}?request_id=${++request}`, payload);
  const read = async <T>(storeId: number, path: string) => json<Envelope<T>>(await call(storeId, 'GET', path)).return;
  const page = async (storeId: number) => json<Envelope<StoreDetail>>(await inject(ctx, 'GET', `/v2/store/${storeId}`)).return;
  const storeRow = async (storeId: number) => (await ctx.db.select().from(t.stores).where(eq(t.stores.id, storeId)))[0];

  describe('profile', () => {
    it('reads and replaces the profile; the price level follows the price; the store page shows it at once', async () => {
      const slot = await findSlot(ctx, 70);
      const before = await read<PartnerProfile>(slot.storeId, '/partner/v1/profile');
      const row = await storeRow(slot.storeId);
      expect(before).toEqual({ description: row.description, phone: row.phone, price_per_person: row.pricePerPerson, price_level: row.priceLevel, house_notes: row.houseNotes });
      const etag = String((await inject(ctx, 'GET', `/v2/store/${slot.storeId}`)).headers.etag);

      const profile = { description: '  老宅改建的台菜餐廳，主打古早味手路菜。  ', phone: '(02)2345-6789', price_per_person: 650, house_notes: '低消每人 300 元，另收一成服務費；包廂限 6 人以上。' };
      const res = await call(slot.storeId, 'PUT', '/partner/v1/profile', profile);
      expect(res.statusCode).toBe(200);
      const saved = { description: '老宅改建的台菜餐廳，主打古早味手路菜。', phone: '(02)2345-6789', price_per_person: 650, price_level: 3, house_notes: profile.house_notes };
      expect(json<Envelope<PartnerProfile>>(res).return).toEqual(saved);
      expect(await read<PartnerProfile>(slot.storeId, '/partner/v1/profile')).toEqual(saved);

      const after = await inject(ctx, 'GET', `/v2/store/${slot.storeId}`, undefined);
      expect(after.headers.etag).not.toBe(etag);
      expect(json<Envelope<StoreDetail>>(after).return).toMatchObject({ description: saved.description, phone: saved.phone, price_per_person: 650, price_level: 3, house_notes: saved.house_notes });
      // The SQL reference builds the same page.
      expect(await page(slot.storeId)).toEqual(await ctx.app.repos.stores.detail(slot.storeId, ctx.app.clock()));

      // Each band of the seed: 120–300 → 1, 300–600 → 2, 600–1,200 → 3, 1,200 and up → 4; 0 keeps the level.
      for (const [price, level] of [[299, 1], [300, 2], [1199, 3], [1200, 4], [0, 4], [120, 1]] as const) {
        const r = await call(slot.storeId, 'PUT', '/partner/v1/profile', { ...profile, price_per_person: price });
        expect({ price, level: json<Envelope<PartnerProfile>>(r).return.price_level }).toEqual({ price, level });
      }
      // A mobile, a number with an extension, and none at all.
      for (const phone of ['0912-345-678', '037-36-1234', '04 2234 5678#12', '']) {
        const r = await call(slot.storeId, 'PUT', '/partner/v1/profile', { ...profile, phone });
        expect({ phone, status: r.statusCode }).toEqual({ phone, status: 200 });
      }
      const cleared = await call(slot.storeId, 'PUT', '/partner/v1/profile', { ...profile, house_notes: '' });
      expect(json<Envelope<PartnerProfile>>(cleared).return.house_notes).toBe('');
      expect((await page(slot.storeId)).house_notes).toBe('');
    });

    it.each([
      ['a description over 1,000 characters', { description: '好'.repeat(1001) }, 'description', '店家介紹請在 1,000 字以內'],
      ['a phone that is not one', { phone: '02-123' }, 'phone', '電話格式不正確，例如 02-2345-6789 或 0912-345-678'],
      ['a phone with letters', { phone: 'call us' }, 'phone', '電話格式不正確，例如 02-2345-6789 或 0912-345-678'],
      ['a negative price', { price_per_person: -1 }, 'price_per_person', '每人平均消費須為 0 到 100,000 元的整數'],
      ['a price over 100,000', { price_per_person: 100001 }, 'price_per_person', '每人平均消費須為 0 到 100,000 元的整數'],
      ['a price with cents', { price_per_person: 350.5 }, 'price_per_person', '每人平均消費須為 0 到 100,000 元的整數'],
      ['house notes over 500 characters', { house_notes: '注'.repeat(501) }, 'house_notes', '店家須知請在 500 字以內'],
      ['a missing field', { house_notes: undefined }, 'house_notes', '此欄位為必填'],
    ])('refuses %s (422 on that field), changing nothing', async (_name, change, field, message) => {
      const slot = await findSlot(ctx, 71);
      const good = { description: '原本的介紹', phone: '02-2700-1234', price_per_person: 500, house_notes: '原本的須知' };
      expect((await call(slot.storeId, 'PUT', '/partner/v1/profile', good)).statusCode).toBe(200);
      const res = await call(slot.storeId, 'PUT', '/partner/v1/profile', { ...good, ...change });
      expect(res.statusCode).toBe(422);
      expect(json<FieldErrors>(res).return.errors).toEqual({ [field]: message });
      expect(await read<PartnerProfile>(slot.storeId, '/partner/v1/profile')).toEqual({ ...good, price_level: 2 });
    });
  });

  describe('menu', () => {
    const menu = {
      sections: [
        { name: '招牌', items: [dish('古早味排骨酥湯', 220, { signature: true, description: '每日現熬' }), dish('菜脯蛋', 160)] },
        { name: '小菜', items: [dish('涼拌小黃瓜', 60)] },
      ],
    };

    it('replaces the whole menu in order; the keyword search finds a new dish by name at once, in both read paths', async () => {
      const slot = await findSlot(ctx, 72);
      const unique = `私房紅燒獅子頭${crypto.randomBytes(3).toString('hex')}`;
      const res = await call(slot.storeId, 'PUT', '/partner/v1/menu', { sections: [...menu.sections, { name: '主食', items: [dish(unique, 380)] }] });
      expect(res.statusCode).toBe(200);
      const saved = json<Envelope<PartnerMenu>>(res).return;
      expect(saved.sections.map((s) => [s.name, s.items.map((d) => [d.name, d.price, d.signature])])).toEqual([
        ['招牌', [['古早味排骨酥湯', 220, true], ['菜脯蛋', 160, false]]],
        ['小菜', [['涼拌小黃瓜', 60, false]]],
        ['主食', [[unique, 380, false]]],
      ]);
      expect(saved.sections[0].items[0]).toMatchObject({ description: '每日現熬', image: null, photo: '' });
      expect(await read<PartnerMenu>(slot.storeId, '/partner/v1/menu')).toEqual(saved);

      const filter = (endpoints.mapSearch.body as { validateSync(v: unknown): unknown }).validateSync({ keyword: unique }) as StoreFilter;
      const catalog = await ctx.app.readModel.fresh();
      const fromCatalog = await catalog.search({ filter, page: pageRequest(1, 30), now: ctx.app.clock(), slots: null });
      const fromSql = await ctx.app.repos.stores.search(filter, pageRequest(1, 30), ctx.app.clock());
      expect(fromCatalog.data.map((s) => s.id)).toEqual([slot.storeId]);
      expect(fromSql.data.map((s) => s.id)).toEqual([slot.storeId]);

      // Replaced, not added to: the old dishes go; [] clears the menu.
      const again = await call(slot.storeId, 'PUT', '/partner/v1/menu', menu);
      expect(json<Envelope<PartnerMenu>>(again).return.sections.map((s) => s.name)).toEqual(['招牌', '小菜']);
      const [{ n }] = await rowsOf<{ n: string }>(ctx.db, sql`select count(*) as n from store_menu_items where store_id = ${slot.storeId}`);
      expect(Number(n)).toBe(3);
      expect((await (await ctx.app.readModel.fresh()).search({ filter, page: pageRequest(1, 30), now: ctx.app.clock(), slots: null })).data).toEqual([]);
      expect(json<Envelope<PartnerMenu>>(await call(slot.storeId, 'PUT', '/partner/v1/menu', { sections: [] })).return).toEqual({ sections: [] });
    });

    it('takes a dish picture only as the hash of an uploaded image, never as an address', async () => {
      const slot = await findSlot(ctx, 73);
      const hash = crypto.createHash('sha256').update(`dish-${slot.storeId}-${Date.now()}`).digest('hex');
      await ctx.db.insert(t.images).values({ hash, mime: 'image/jpeg', width: 640, height: 480, bytes: 1234 });
      const ok = await call(slot.storeId, 'PUT', '/partner/v1/menu', { sections: [{ name: '招牌', items: [dish('滷肉飯', 60, { image: hash })] }] });
      expect(ok.statusCode).toBe(200);
      expect(json<Envelope<PartnerMenu>>(ok).return.sections[0].items[0].image).toBe(hash);

      const unknown = 'f'.repeat(64);
      const refused = await call(slot.storeId, 'PUT', '/partner/v1/menu', { sections: [{ name: '招牌', items: [dish('雞肉飯', 50), dish('滷肉飯', 60, { image: unknown })] }] });
      expect(refused.statusCode).toBe(422);
      expect(json<FieldErrors>(refused).return.errors).toEqual({ 'sections.0.items.1.image': '找不到這張照片，請先上傳照片' });

      const url = await call(slot.storeId, 'PUT', '/partner/v1/menu', { sections: [{ name: '招牌', items: [dish('雞肉飯', 50, { photo: 'https://example.com/a.jpg' })] }] });
      expect(url.statusCode).toBe(422);
      expect(json<FieldErrors>(url).return.errors).toEqual({ 'sections.0.items.0.photo': '菜色照片請先上傳，再以 image 指定' });
      // Nothing of either refused menu was written.
      expect((await read<PartnerMenu>(slot.storeId, '/partner/v1/menu')).sections[0].items.map((d) => d.name)).toEqual(['滷肉飯']);
    });

    it.each([
      ['a price with cents', { sections: [{ name: 'A', items: [dish('a')] }, { name: 'B', items: [] }, { name: 'C', items: [dish('c', 12.5)] }] }, { 'sections.2.items.0.price': '價格須為 0 到 100,000 元的整數' }],
      ['a price over 100,000', { sections: [{ name: 'A', items: [dish('a', 100001)] }] }, { 'sections.0.items.0.price': '價格須為 0 到 100,000 元的整數' }],
      ['a dish without a name', { sections: [{ name: 'A', items: [dish('a'), dish(' ')] }] }, { 'sections.0.items.1.name': '菜名請填 1 到 60 個字' }],
      ['a name over 60 characters', { sections: [{ name: 'A', items: [dish('麵'.repeat(61))] }] }, { 'sections.0.items.0.name': '菜名請填 1 到 60 個字' }],
      ['a description over 200 characters', { sections: [{ name: 'A', items: [dish('a', 10, { description: '香'.repeat(201) })] }] }, { 'sections.0.items.0.description': '菜色說明請在 200 字以內' }],
      ['a section without a name', { sections: [{ name: '', items: [] }] }, { 'sections.0.name': '分類名稱請填 1 到 40 個字' }],
      ['21 sections', { sections: Array.from({ length: 21 }, (_, i) => ({ name: `分類${i}`, items: [] })) }, { sections: '菜單最多 20 個分類' }],
      ['201 dishes', { sections: Array.from({ length: 3 }, (_, i) => ({ name: `分類${i}`, items: Array.from({ length: 67 }, (__, j) => dish(`菜${i}-${j}`)) })) }, { sections: '菜單最多 200 道菜' }],
      ['no sections', {}, { sections: '請提供菜單分類清單' }],
      ['a section that is not one', { sections: [{ name: 'A', items: [] }, '主食'] }, { sections: '請提供菜單分類清單' }],
      ['a dish that is not one', { sections: [{ name: 'A', items: [dish('a'), 42] }] }, { 'sections.0.items': '請提供這個分類的菜色清單' }],
      ['a signature that is not true or false', { sections: [{ name: 'A', items: [dish('a', 10, { signature: 'yes' })] }] }, { 'sections.0.items.0.signature': '招牌菜請填 true 或 false' }],
    ])('refuses %s (422, keyed by place), changing nothing', async (_name, body, errors) => {
      const slot = await findSlot(ctx, 74);
      await call(slot.storeId, 'PUT', '/partner/v1/menu', menu);
      const before = await read<PartnerMenu>(slot.storeId, '/partner/v1/menu');
      const res = await call(slot.storeId, 'PUT', '/partner/v1/menu', body);
      expect(res.statusCode).toBe(422);
      expect(json<FieldErrors>(res).return.errors).toEqual(errors);
      expect(await read<PartnerMenu>(slot.storeId, '/partner/v1/menu')).toEqual(before);
    });
  });

  describe('special closing days', () => {
    const closeOn = (storeId: number, closures: { date: string; reason?: string }[]) => call(storeId, 'PUT', '/partner/v1/closures', { closures });
    const dates = async (storeId: number) => json<Envelope<Record<string, string[]>>>(await inject(ctx, 'GET', `/v2/store/can-order-date/${storeId}`)).return;
    const times = async (slot: Slot) => json<Envelope<TimeSlot[]>>(await inject(ctx, 'GET', `/v2/store/${slot.storeId}/can-order-times/${slot.date}/2`)).return;
    /** The availability search for the store's slot (its district, its name), in both read paths: the ids found. */
    const searchFor = async (slot: Slot, withTime: boolean) => {
      const row = await storeRow(slot.storeId);
      const filter = (endpoints.mapSearch.body as { validateSync(v: unknown): unknown }).validateSync({
        district: [row.districtId],
        keyword: row.name,
        date: slot.date,
        ...(withTime ? { time: slot.time, total_people: 2 } : {}),
      }) as StoreFilter;
      const now = ctx.app.clock();
      const window = ctx.app.config.search.timeWindowMinutes;
      const fromSql = await ctx.app.repos.stores.search(filter, pageRequest(1, 30), now, { timeWindowMinutes: window });
      const fromCatalog = await (await ctx.app.readModel.fresh()).search({ filter, page: pageRequest(1, 30), now, slots: slotSearch(filter, now, window) });
      expect(fromCatalog).toEqual(fromSql);
      return fromSql.data.map((s) => s.id);
    };

    it('takes a closed date off can-order-date, can-order-times, the availability search and booking; both read paths agree', async () => {
      const slot = await findSlot(ctx, 75);
      const other = await findSlot(ctx, 76);
      expect((await dates(slot.storeId))[slot.date]).toContain(slot.time);
      expect((await times(slot)).some((s) => s.available)).toBe(true);
      expect(await searchFor(slot, true)).toContain(slot.storeId);
      expect(await searchFor(slot, false)).toContain(slot.storeId);
      const searched = async (body: Record<string, unknown>) => json<Envelope<{ data: { id: number }[] }>>(await inject(ctx, 'POST', '/v2/map/search', body)).return.data.map((s) => s.id);
      const row = await storeRow(slot.storeId);
      const withTime = { district: [row.districtId], keyword: row.name, date: slot.date, time: slot.time, total_people: 2 };
      const dateOnly = { district: [row.districtId], keyword: row.name, date: slot.date };
      expect(await searched(withTime)).toContain(slot.storeId);
      expect(await searched(dateOnly)).toContain(slot.storeId);

      const res = await closeOn(slot.storeId, [{ date: slot.date, reason: ' 店內整修 ' }]);
      expect(res.statusCode).toBe(200);
      expect(json<Envelope<PartnerClosures>>(res).return).toEqual({ closures: [{ date: slot.date, reason: '店內整修' }], bookings_on_closed_dates: 0 });

      expect((await dates(slot.storeId))[slot.date]).toEqual([]);
      expect(await times(slot)).toEqual([]);
      expect(await searchFor(slot, true)).not.toContain(slot.storeId);
      expect(await searchFor(slot, false)).not.toContain(slot.storeId);
      // The search replies the diners got before (the response cache) are replaced.
      expect(await searched(withTime)).not.toContain(slot.storeId);
      expect(await searched(dateOnly)).not.toContain(slot.storeId);
      const now = ctx.app.clock();
      const store = await ctx.app.repos.availability.store(slot.storeId);
      expect(await (await ctx.app.readModel.fresh()).orderDates(slot.storeId, now)).toEqual(await ctx.app.repos.availability.dates(store as NonNullable<typeof store>, now));

      const member = await register(ctx);
      const booking = await inject(ctx, 'POST', '/v2/order', bookingBody(slot), member.token);
      expect(booking.statusCode).toBe(422);
      expect(json<FieldErrors>(booking).msg).toBe('店家當日公休');
      expect(json<FieldErrors>(booking).return.errors).toEqual({ date: '店家當日公休' });
      const [{ n }] = await rowsOf<{ n: string }>(ctx.db, sql`select count(*) as n from orders where store_id = ${slot.storeId} and date = ${slot.date}`);
      expect(Number(n)).toBe(0);

      // Another store is untouched.
      expect((await dates(other.storeId))[other.date]).toContain(other.time);

      // Open again: everything comes back.
      expect(json<Envelope<PartnerClosures>>(await closeOn(slot.storeId, [])).return).toEqual({ closures: [], bookings_on_closed_dates: 0 });
      expect((await dates(slot.storeId))[slot.date]).toContain(slot.time);
      expect(await searchFor(slot, true)).toContain(slot.storeId);
      expect((await inject(ctx, 'POST', '/v2/order', bookingBody(slot), member.token)).statusCode).toBe(200);
    });

    it('keeps the bookings already made on a newly closed date and counts them; the store page lists the upcoming closures', async () => {
      const slot = await findSlot(ctx, 77);
      const member = await register(ctx);
      const booked = await inject(ctx, 'POST', '/v2/order', bookingBody(slot), member.token);
      expect(booked.statusCode).toBe(200);
      // The page is cached before the change: the change replaces it at once.
      expect((await page(slot.storeId)).closures).toEqual([]);
      const published = async () =>
        (await rowsOf<{ payload: { slots: { date: string; time: string }[] } }>(ctx.db, sql`select payload from outbox where kind = 'slots.publish' and (payload->>'storeId')::int = ${slot.storeId}`))
          .flatMap((r) => r.payload.slots)
          .filter((k) => k.date === slot.date && k.time === slot.time).length;
      const publishedBefore = await published();
      const beyond = taipeiDate(ctx.app.clock(), 40);
      const res = await closeOn(slot.storeId, [{ date: beyond, reason: '' }, { date: slot.date, reason: '包場' }]);
      expect(json<Envelope<PartnerClosures>>(res).return).toEqual({ closures: [{ date: slot.date, reason: '包場' }, { date: beyond, reason: '' }], bookings_on_closed_dates: 1 });
      const [{ status }] = await rowsOf<{ status: number }>(ctx.db, sql`select status from orders where store_id = ${slot.storeId} and date = ${slot.date}`);
      expect(Number(status)).toBe(1);
      expect((await read<PartnerClosures>(slot.storeId, '/partner/v1/closures')).bookings_on_closed_dates).toBe(1);
      // Open pages hear the closed date's slots, now disabled.
      expect(await published()).toBe(publishedBefore + 1);
      const bookable = await ctx.app.repos.availability.store(slot.storeId);
      const [state] = await slotStates(ctx.db, bookable as NonNullable<typeof bookable>, [{ date: slot.date, time: slot.time }], ctx.app.clock());
      expect(state).toMatchObject({ date: slot.date, time: slot.time, enabled: false });

      // The store page: the closures within the booking window; the read model's page is the SQL one.
      const shown = await page(slot.storeId);
      expect(shown.closures).toEqual([{ date: slot.date, reason: '包場' }]);
      expect(shown).toEqual(await ctx.app.repos.stores.detail(slot.storeId, ctx.app.clock()));
    });

    it('refuses moving a booking onto a closed date and joining a closed date’s waitlist; a booking already there may shrink', async () => {
      const slot = await findSlot(ctx, 81);
      const member = await register(ctx);
      const booked = await inject(ctx, 'POST', '/v2/order', bookingBody(slot, { adult_num: 3 }), member.token);
      expect(booked.statusCode).toBe(200);
      const orderId = json<Envelope<{ order_id: number }>>(booked).return.order_id;
      const open = Object.entries(await dates(slot.storeId)).find(([date, list]) => date !== slot.date && list.length > 0);
      if (!open) throw new Error('no other bookable date');
      const [otherDate, [otherTime]] = open;

      await closeOn(slot.storeId, [{ date: otherDate, reason: '店休' }, { date: slot.date, reason: '包場' }]);
      const moved = await inject(ctx, 'PUT', `/v2/order/${orderId}/reservation`, { date: otherDate, time: otherTime, adult_num: 3, child_num: 0 }, member.token);
      expect(moved.statusCode).toBe(422);
      expect(json<FieldErrors>(moved).msg).toBe('店家當日公休');
      const shrunk = await inject(ctx, 'PUT', `/v2/order/${orderId}/reservation`, { date: slot.date, time: slot.time, adult_num: 2, child_num: 0 }, member.token);
      expect(shrunk.statusCode).toBe(200);
      const [order] = await rowsOf<{ date: string; adult_num: number }>(ctx.db, sql`select date::text as date, adult_num from orders where id = ${orderId}`);
      expect({ date: order.date, adults: Number(order.adult_num) }).toEqual({ date: slot.date, adults: 2 });

      const waiting = await register(ctx);
      const joined = await inject(ctx, 'POST', '/v2/waitlist', { store_id: slot.storeId, date: slot.date, time: slot.time, adult_num: 2, child_num: 0 }, waiting.token);
      expect(joined.statusCode).toBe(422);
      expect(json<FieldErrors>(joined).msg).toBe('店家當日公休');
    });

    it.each([
      ['a past date', (today: string, far: string) => [{ date: today }, { date: taipeiDate(new Date(`${today}T12:00:00+08:00`), -1) }, { date: far }], { 'closures.1.date': '公休日不能是今天以前的日期' }],
      ['a date more than 365 days ahead', (today: string) => [{ date: today }, { date: taipeiDate(new Date(`${today}T12:00:00+08:00`), 366) }], { 'closures.1.date': '公休日只能設定在 365 天內' }],
      ['a date that is not one', () => [{ date: '2026-02-30' }], { 'closures.0.date': '日期格式為 YYYY-MM-DD' }],
      ['a repeated date', (today: string) => [{ date: today }, { date: today }], { closures: '公休日不可重複' }],
      ['a reason over 100 characters', (today: string) => [{ date: today, reason: '休'.repeat(101) }], { 'closures.0.reason': '公休原因請在 100 字以內' }],
    ])('refuses %s (422, keyed by place), changing nothing', async (_name, make, errors) => {
      const slot = await findSlot(ctx, 78);
      const today = taipeiDate(ctx.app.clock());
      const far = taipeiDate(ctx.app.clock(), 365);
      expect((await closeOn(slot.storeId, [{ date: far, reason: '年度盤點' }])).statusCode).toBe(200);
      const res = await closeOn(slot.storeId, make(today, far));
      expect(res.statusCode).toBe(422);
      expect(json<FieldErrors>(res).return.errors).toEqual(errors);
      expect((await read<PartnerClosures>(slot.storeId, '/partner/v1/closures')).closures).toEqual([{ date: far, reason: '年度盤點' }]);
    });
  });

  it('refuses unsigned calls (401) and never lets one store reach another’s content', async () => {
    const mine = await findSlot(ctx, 79);
    const theirs = await findSlot(ctx, 80);
    for (const [method, path, payload] of [
      ['GET', '/partner/v1/profile', undefined],
      ['PUT', '/partner/v1/profile', { description: 'x', phone: '', price_per_person: 0, house_notes: '' }],
      ['GET', '/partner/v1/menu', undefined],
      ['PUT', '/partner/v1/menu', { sections: [] }],
      ['GET', '/partner/v1/closures', undefined],
      ['PUT', '/partner/v1/closures', { closures: [] }],
    ] as const) {
      const bare = await ctx.app.inject({ method, url: path, payload: payload as Record<string, unknown> | undefined });
      expect({ method, path, status: bare.statusCode, msg: json(bare).msg }).toEqual({ method, path, status: 401, msg: '金鑰無效' });
    }

    const theirProfile = await read<PartnerProfile>(theirs.storeId, '/partner/v1/profile');
    await call(theirs.storeId, 'PUT', '/partner/v1/menu', { sections: [{ name: '他們的', items: [dish('他們的菜')] }] });
    const theirMenu = await read<PartnerMenu>(theirs.storeId, '/partner/v1/menu');
    await call(theirs.storeId, 'PUT', '/partner/v1/closures', { closures: [{ date: theirs.date, reason: '他們的公休' }] });

    await call(mine.storeId, 'PUT', '/partner/v1/profile', { description: '我的介紹', phone: '02-2700-0000', price_per_person: 2000, house_notes: '我的須知' });
    await call(mine.storeId, 'PUT', '/partner/v1/menu', { sections: [{ name: '我的', items: [dish('我的菜')] }] });
    await call(mine.storeId, 'PUT', '/partner/v1/closures', { closures: [{ date: mine.date, reason: '我的公休' }] });

    expect(await read<PartnerProfile>(theirs.storeId, '/partner/v1/profile')).toEqual(theirProfile);
    expect(await read<PartnerMenu>(theirs.storeId, '/partner/v1/menu')).toEqual(theirMenu);
    expect((await read<PartnerClosures>(theirs.storeId, '/partner/v1/closures')).closures).toEqual([{ date: theirs.date, reason: '他們的公休' }]);
    expect((await read<PartnerMenu>(mine.storeId, '/partner/v1/menu')).sections.map((s) => s.name)).toEqual(['我的']);
    expect((await read<PartnerClosures>(mine.storeId, '/partner/v1/closures')).closures).toEqual([{ date: mine.date, reason: '我的公休' }]);
  });
});
