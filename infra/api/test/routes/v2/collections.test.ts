import type { Envelope, Paged, StoreDetail, StoreSummary } from '@joy/contract';
import { eachDatabase, json } from '../../helpers/app';
import { post, register } from '../../helpers/accounts';

eachDatabase('favourite stores', (ctx) => {
  const toggle = async (token: string | undefined, storeId: unknown) => post(ctx, '/v2/member/collection', { store_id: storeId }, token);
  const list = async (token: string, page = 1) => json<Envelope<Paged<StoreSummary>>>(await post(ctx, `/v2/member/collection/list?page=${page}`, {}, token)).return;
  const store = async (id: number, token?: string) =>
    json<Envelope<StoreDetail>>(await ctx.app.inject({ method: 'GET', url: `/v2/store/${id}`, headers: token ? { authorization: `Bearer ${token}` } : {} })).return;

  it('refuses the toggle and the list without a token (401 請登入或是登入失敗)', async () => {
    for (const res of [await toggle(undefined, 1), await post(ctx, '/v2/member/collection/list', {})]) {
      expect(res.statusCode).toBe(401);
      expect(json(res).msg).toBe('請登入或是登入失敗');
    }
  });

  it('toggles a store on and off, and the store detail says so for that member only', async () => {
    const { token } = await register(ctx);
    const other = await register(ctx);
    const on = await toggle(token, 3);
    expect(json(on)).toMatchObject({ code: 1, status: 200, return: { is_collection: true } });
    expect((await store(3, token)).member_is_collection).toBe(true);
    expect((await store(3, other.token)).member_is_collection).toBe(false);
    expect((await store(3)).member_is_collection).toBe(false);

    expect(json(await toggle(token, 3)).return).toEqual({ is_collection: false });
    expect((await store(3, token)).member_is_collection).toBe(false);
    expect((await list(token)).pagination.total).toBe(0);
  });

  it('answers 404 店家不存在 for an unknown store', async () => {
    const { token } = await register(ctx);
    const res = await toggle(token, 99999);
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({ code: 0, status: 404, return: null, msg: '店家不存在' });
  });

  it('lists collected stores 5 per page, newest first', async () => {
    const { token } = await register(ctx);
    const ids = [11, 12, 13, 14, 15, 16, 17];
    for (const id of ids) expect(json(await toggle(token, id)).return).toEqual({ is_collection: true });
    const first = await list(token);
    expect(first.pagination).toEqual({ current_page: 1, total_pages: 2, total: 7, per_page: 5 });
    expect(first.data.map((s) => s.id)).toEqual([17, 16, 15, 14, 13]);
    expect(first.data[0]).toMatchObject({ id: 17, name: expect.any(String), food_types: expect.any(Array) });
    expect((await list(token, 2)).data.map((s) => s.id)).toEqual([12, 11]);
  });
});
