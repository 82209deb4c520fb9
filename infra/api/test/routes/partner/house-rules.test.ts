/**
 * House rules as data (issue 28): the partner API's rules card — signed calls only, the whole
 * card replaced, field-keyed zh-TW errors with nothing written — and what diners see: the
 * store page's house_rules (both read paths, the defaults without a card) and the search's
 * 免訂金, 可帶寵物 and 不限時 filters in the SQL search and the read model alike.
 */
import { sql } from 'drizzle-orm';
import { defaultHouseRules, endpoints, type Envelope, type HouseRules, type Paged, type StoreDetail, type StoreFilter, type StoreSummary } from '@joy/contract';
import { taipeiDate } from '../../../src/lib/booking-clock';
import { pageRequest } from '../../../src/lib/paging';
import { eachDatabase, json, rowsOf } from '../../helpers/app';
import { inject } from '../../helpers/booking';
import { partnerCall, type Method } from '../../helpers/partner';

type FieldErrors = Envelope<{ errors: Record<string, string> }>;

const card = (over: Partial<HouseRules> = {}): HouseRules => ({
  time_limit_minutes: 90,
  minimum_spend_per_person: 500,
  service_charge_percent: 10,
  late_hold_minutes: 15,
  deposit: { kind: 'deposit', amount_per_person: 300, tiers: [{ hours_before: 24, keep_percent: 100 }, { hours_before: 72, keep_percent: 50 }] },
  cake_fee: 100,
  corkage_fee: null,
  pets: 'leashed',
  children: 'over-6',
  holidays: [],
  ...over,
});

eachDatabase('partner API: house rules', (ctx) => {
  let request = 0;
  const call = (storeId: number, method: Method, payload?: unknown) => partnerCall(ctx, storeId, method, `/partner/v1/store/house-rules?request_id=${++request}`, payload);
  const page = async (storeId: number) => json<Envelope<StoreDetail>>(await inject(ctx, 'GET', `/v2/store/${storeId}`)).return;
  const storesWithout = async (n: number) => (await rowsOf<{ id: number }>(ctx.db, sql`select id from stores where id not in (select store_id from store_house_rules) order by id desc limit ${n}`)).map((r) => r.id);
  const row = async (storeId: number) =>
    (await rowsOf<{ deposit_kind: string; deposit_per_person: number; pets_allowed: boolean; time_limit_minutes: number | null }>(ctx.db, sql`select deposit_kind, deposit_per_person, pets_allowed, time_limit_minutes from store_house_rules where store_id = ${storeId}`))[0];
  const inDays = (days: number) => taipeiDate(ctx.app.clock(), days);

  it('answers the defaults for a store without a card, on the partner API and the store page', async () => {
    const [storeId] = await storesWithout(1);
    const res = await call(storeId, 'GET');
    expect(res.statusCode).toBe(200);
    expect(json<Envelope<HouseRules>>(res).return).toEqual(defaultHouseRules);
    expect((await page(storeId)).house_rules).toEqual(defaultHouseRules);
    expect(await page(storeId)).toEqual(await ctx.app.repos.stores.detail(storeId, ctx.app.clock()));
  });

  it('replaces the whole card, writes its search columns, and the store page shows it at once (new ETag, both read paths)', async () => {
    const [storeId] = await storesWithout(2);
    const etag = String((await inject(ctx, 'GET', `/v2/store/${storeId}`)).headers.etag);
    const rules = card({
      holidays: [{ name: '  母親節 ', dates: [inDays(30), inDays(29)], note: '僅供應套餐', deposit: { kind: 'card', no_show_fee_per_person: 800, tiers: [] } }],
    });
    const res = await call(storeId, 'PUT', { ...rules, deposit: { ...rules.deposit, no_show_fee_per_person: 9 } });
    expect(res.statusCode).toBe(200);
    // Trimmed, dates in order, only the fields of the deposit's kind.
    const saved: HouseRules = { ...rules, holidays: [{ name: '母親節', dates: [inDays(29), inDays(30)], note: '僅供應套餐', deposit: { kind: 'card', no_show_fee_per_person: 800, tiers: [] } }] };
    expect(json<Envelope<HouseRules>>(res).return).toEqual(saved);
    expect(json<Envelope<HouseRules>>(await call(storeId, 'GET')).return).toEqual(saved);
    expect(await row(storeId)).toEqual({ deposit_kind: 'deposit', deposit_per_person: 300, pets_allowed: true, time_limit_minutes: 90 });

    const after = await inject(ctx, 'GET', `/v2/store/${storeId}`);
    expect(after.headers.etag).not.toBe(etag);
    expect(json<Envelope<StoreDetail>>(after).return.house_rules).toEqual(saved);
    expect(await page(storeId)).toEqual(await ctx.app.repos.stores.detail(storeId, ctx.app.clock()));

    // Replaced again: none of the first card is left.
    const plain = card({ time_limit_minutes: null, deposit: { kind: 'none' }, pets: 'no', cake_fee: null, corkage_fee: 0 });
    expect(json<Envelope<HouseRules>>(await call(storeId, 'PUT', plain)).return).toEqual(plain);
    expect((await page(storeId)).house_rules).toEqual(plain);
    expect(await row(storeId)).toEqual({ deposit_kind: 'none', deposit_per_person: 0, pets_allowed: false, time_limit_minutes: null });
  });

  it('refuses an unsigned call', async () => {
    const res = await ctx.app.inject({ method: 'PUT', url: '/partner/v1/store/house-rules', payload: card() });
    expect(res.statusCode).toBe(401);
  });

  const tiers = (list: [number, number][]) => list.map(([hours_before, keep_percent]) => ({ hours_before, keep_percent }));
  it.each<[string, (r: HouseRules) => unknown, string, string]>([
    ['a time limit under 30 minutes', (r) => ({ ...r, time_limit_minutes: 20 }), 'time_limit_minutes', '用餐限時須為 30 到 600 分鐘的整數，不限時請填 null'],
    ['a time limit over 600 minutes', (r) => ({ ...r, time_limit_minutes: 601 }), 'time_limit_minutes', '用餐限時須為 30 到 600 分鐘的整數，不限時請填 null'],
    ['a time limit given as text', (r) => ({ ...r, time_limit_minutes: '90' }), 'time_limit_minutes', '用餐限時須為 30 到 600 分鐘的整數，不限時請填 null'],
    ['a missing time limit', (r) => ({ ...r, time_limit_minutes: undefined }), 'time_limit_minutes', '用餐限時須為 30 到 600 分鐘的整數，不限時請填 null'],
    ['a minimum spend over 100,000', (r) => ({ ...r, minimum_spend_per_person: 100_001 }), 'minimum_spend_per_person', '低消須為 0 到 100,000 元的整數'],
    ['a service charge over 100%', (r) => ({ ...r, service_charge_percent: 101 }), 'service_charge_percent', '服務費須為 0 到 100 的整數（百分比）'],
    ['a negative late hold', (r) => ({ ...r, late_hold_minutes: -5 }), 'late_hold_minutes', '遲到保留時間須為 0 到 180 分鐘的整數'],
    ['an unknown deposit kind', (r) => ({ ...r, deposit: { kind: 'prepaid' } }), 'deposit.kind', '訂金種類須為 none（免訂金）、card（信用卡擔保）或 deposit（訂金）'],
    ['a deposit of 0', (r) => ({ ...r, deposit: { kind: 'deposit', amount_per_person: 0, tiers: [] } }), 'deposit.amount_per_person', '每位訂金須為 1 到 100,000 元的整數'],
    ['a card guarantee without its fee', (r) => ({ ...r, deposit: { kind: 'card', tiers: [] } }), 'deposit.no_show_fee_per_person', '未到每位收費須為 1 到 100,000 元的整數'],
    ['a tier keeping 120%', (r) => ({ ...r, deposit: { kind: 'deposit', amount_per_person: 300, tiers: tiers([[24, 100], [48, 120]]) } }), 'deposit.tiers.1.keep_percent', '收取比例須為 0 到 100 的整數（百分比）'],
    ['a tier over 720 hours', (r) => ({ ...r, deposit: { kind: 'card', no_show_fee_per_person: 500, tiers: tiers([[721, 50]]) } }), 'deposit.tiers.0.hours_before', '取消時間須為用餐前 1 到 720 小時的整數'],
    ['six tiers', (r) => ({ ...r, deposit: { kind: 'deposit', amount_per_person: 300, tiers: tiers([[1, 100], [2, 90], [3, 80], [4, 70], [5, 60], [6, 50]]) } }), 'deposit.tiers', '退款級距最多 5 級'],
    ['tiers out of order', (r) => ({ ...r, deposit: { kind: 'deposit', amount_per_person: 300, tiers: tiers([[48, 50], [24, 100]]) } }), 'deposit.tiers.1.hours_before', '退款級距請依小時數由小到大排列，且不可重複'],
    ['the same hours twice', (r) => ({ ...r, deposit: { kind: 'deposit', amount_per_person: 300, tiers: tiers([[24, 100], [24, 50]]) } }), 'deposit.tiers.1.hours_before', '退款級距請依小時數由小到大排列，且不可重複'],
    ['an earlier cancellation costing more', (r) => ({ ...r, deposit: { kind: 'card', no_show_fee_per_person: 500, tiers: tiers([[24, 50], [72, 100]]) } }), 'deposit.tiers.1.keep_percent', '越早取消，收取比例不可比較晚取消更高'],
    ['a cake fee with cents', (r) => ({ ...r, cake_fee: 99.5 }), 'cake_fee', '蛋糕費須為 0 到 100,000 元的整數，不可自帶請填 null'],
    ['a negative corkage', (r) => ({ ...r, corkage_fee: -1 }), 'corkage_fee', '開瓶費須為 0 到 100,000 元的整數，不可自帶請填 null'],
    ['pets as a yes/no', (r) => ({ ...r, pets: true }), 'pets', '寵物規定須為 no、leashed 或 yes'],
    ['an unknown children rule', (r) => ({ ...r, children: 'teens' }), 'children', '兒童規定須為 welcome、over-6 或 adults-only'],
    ['a holiday without a name', (r) => ({ ...r, holidays: [{ name: ' ', dates: ['2030-01-01'], note: '' }] }), 'holidays.0.name', '節日名稱請填 1 到 20 個字'],
    ['a holiday date not a date', (r) => ({ ...r, holidays: [{ name: '跨年', dates: ['12/31'], note: '' }] }), 'holidays.0.dates', '日期格式為 YYYY-MM-DD'],
    ['a holiday note over 200 characters', (r) => ({ ...r, holidays: [{ name: '跨年', dates: ['2030-01-01'], note: '字'.repeat(201) }] }), 'holidays.0.note', '節日說明請在 200 字以內'],
    ['21 holidays', (r) => ({ ...r, holidays: Array.from({ length: 21 }, (_, i) => ({ name: `節日${i}`, dates: ['2030-01-01'], note: '' })) }), 'holidays', '節日規定最多 20 則'],
    ['a holiday without dates', (r) => ({ ...r, holidays: [{ name: '跨年', dates: [], note: '' }] }), 'holidays.0.dates', '請提供 1 到 31 個日期'],
    ['a holiday deposit of 0', (r) => ({ ...r, holidays: [{ name: '跨年', dates: ['2030-01-01'], note: '', deposit: { kind: 'deposit', amount_per_person: 0, tiers: [] } }] }), 'holidays.0.deposit.amount_per_person', '每位訂金須為 1 到 100,000 元的整數'],
  ])('refuses %s (422 on that field), changing nothing', async (_name, change, field, message) => {
    const [storeId] = await storesWithout(3);
    const before = json<Envelope<HouseRules>>(await call(storeId, 'GET')).return;
    const res = await call(storeId, 'PUT', change(card()));
    expect(res.statusCode).toBe(422);
    expect(json<FieldErrors>(res).return.errors[field]).toBe(message);
    expect(json<Envelope<HouseRules>>(await call(storeId, 'GET')).return).toEqual(before);
  });

  it('refuses holiday dates before today or more than 365 days ahead, and a holiday policy’s tiers out of order, keyed by place', async () => {
    const [storeId] = await storesWithout(4);
    const res = await call(
      storeId,
      'PUT',
      card({
        holidays: [
          { name: '母親節', dates: [inDays(10), inDays(-1)], note: '' },
          { name: '跨年', dates: [inDays(366)], note: '', deposit: { kind: 'deposit', amount_per_person: 300, tiers: tiers([[48, 50], [24, 100]]) } },
        ],
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(json<FieldErrors>(res).return.errors).toEqual({
      'holidays.0.dates.1': '節日日期不能是今天以前的日期',
      'holidays.1.dates.0': '節日日期只能設定在 365 天內',
      'holidays.1.deposit.tiers.1.hours_before': '退款級距請依小時數由小到大排列，且不可重複',
    });
    expect(await row(storeId)).toBeUndefined();
  });

  describe('the search filters 免訂金, 可帶寵物, 不限時', () => {
    const ids = (data: StoreSummary[]) => data.map((s) => s.id);
    const search = async (filter: Partial<StoreFilter>) => {
      const body = (endpoints.mapSearch.body as { validateSync(v: unknown): unknown }).validateSync(filter) as StoreFilter;
      const now = ctx.app.clock();
      const fromSql = await ctx.app.repos.stores.search(body, pageRequest(1, 30), now);
      const fromApi = json<Envelope<Paged<StoreSummary>>>(await ctx.app.inject({ method: 'POST', url: '/v2/map/search', payload: filter })).return;
      // Both paths agree, page and total.
      expect({ filter, ids: ids(fromApi.data), total: fromApi.pagination.total }).toEqual({ filter, ids: ids(fromSql.data), total: fromSql.pagination.total });
      return fromSql;
    };
    const truth = async () =>
      rowsOf<{ id: number; no_deposit: boolean; pets: boolean; no_limit: boolean }>(
        ctx.db,
        sql`select s.id, coalesce(r.deposit_kind, 'none') = 'none' as no_deposit, coalesce(r.pets_allowed, false) as pets, r.time_limit_minutes is null as no_limit
          from stores s left join store_house_rules r on r.store_id = s.id`,
      );

    it('keeps exactly the stores whose card says so (a store without a card: no deposit, no pets, no limit), in both search paths', async () => {
      const all = await truth();
      const count = (test: (r: (typeof all)[number]) => boolean) => all.filter(test).length;
      expect((await search({ no_deposit: true })).pagination.total).toBe(count((r) => r.no_deposit));
      expect((await search({ pets: true })).pagination.total).toBe(count((r) => r.pets));
      expect((await search({ no_time_limit: true })).pagination.total).toBe(count((r) => r.no_limit));
      const all3 = await search({ no_deposit: true, pets: true, no_time_limit: true, sort: 'score' });
      expect(all3.pagination.total).toBe(count((r) => r.no_deposit && r.pets && r.no_limit));
      const byId = new Map(all.map((r) => [r.id, r]));
      for (const s of all3.data) expect(byId.get(s.id)).toMatchObject({ no_deposit: true, pets: true, no_limit: true });
      // The filters narrow: each keeps fewer than every store, and more than none.
      for (const key of ['no_deposit', 'pets', 'no_time_limit'] as const) {
        const total = (await search({ [key]: true })).pagination.total;
        expect({ key, some: total > 0, fewer: total < all.length }).toEqual({ key, some: true, fewer: true });
      }
    });

    it('moves a store in and out of the filtered results as soon as its card changes', async () => {
      const [storeId] = await storesWithout(5);
      const name = (await page(storeId)).name;
      const found = async (filter: Partial<StoreFilter>) => ids((await search({ ...filter, keyword: name })).data).includes(storeId);
      expect(await found({ no_deposit: true })).toBe(true);
      expect(await found({ pets: true })).toBe(false);
      expect(await found({ no_time_limit: true })).toBe(true);
      expect((await call(storeId, 'PUT', card({ deposit: { kind: 'card', no_show_fee_per_person: 500, tiers: [] }, pets: 'yes', time_limit_minutes: 120 }))).statusCode).toBe(200);
      expect(await found({ no_deposit: true })).toBe(false);
      expect(await found({ pets: true })).toBe(true);
      expect(await found({ no_time_limit: true })).toBe(false);
      expect((await call(storeId, 'PUT', card({ deposit: { kind: 'none' }, pets: 'no', time_limit_minutes: null }))).statusCode).toBe(200);
      expect(await found({ no_deposit: true })).toBe(true);
      expect(await found({ pets: true })).toBe(false);
      expect(await found({ no_time_limit: true })).toBe(true);
    });
  });
});
