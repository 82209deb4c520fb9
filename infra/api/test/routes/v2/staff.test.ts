import type { Envelope, Paged } from '@joy/contract';
import * as t from '../../../src/db/schema';
import { eachDatabase, json } from '../../helpers/app';

const get = (ctx: { app: { inject: (o: object) => Promise<{ statusCode: number; body: string }> } }, url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

eachDatabase('staff listings without STAFF_TOKEN', (ctx) => {
  it('refuses every call, even with a token', async () => {
    for (const token of [undefined, '', 'anything']) {
      const res = await get(ctx, '/v2/staff/contact-messages', token);
      expect(res.statusCode).toBe(401);
      expect(json(res)).toMatchObject({ code: 0, status: 401, msg: '請登入或是登入失敗' });
    }
  });
}, { pgliteOnly: true });

eachDatabase('staff listings', (ctx) => {
  beforeAll(async () => {
    const base = Date.UTC(2025, 0, 1);
    await ctx.db.insert(t.contactMessages).values(
      Array.from({ length: 25 }, (_, i) => ({ name: `客人${i}`, email: `c${i}@example.com`, title: `問題 ${i}`, content: '內容', createdAt: new Date(base + i * 60_000) })),
    );
    await ctx.db.insert(t.cooperationRequests).values({ company: '好食光', name: '林美華', email: 'mei@example.com', phone: '0987654321', content: '合作' });
  });

  it('refuses no token and a wrong token', async () => {
    expect((await get(ctx, '/v2/staff/contact-messages')).statusCode).toBe(401);
    expect((await get(ctx, '/v2/staff/contact-messages', 'staff-secret-x')).statusCode).toBe(401);
    expect((await get(ctx, '/v2/staff/cooperation-requests', 'short')).statusCode).toBe(401);
  });

  it('lists contact messages 20 per page, newest first', async () => {
    const page1 = json<Envelope<Paged<{ title: string; created_at: string }>>>(await get(ctx, '/v2/staff/contact-messages', 'staff-secret'));
    expect(page1.code).toBe(1);
    expect(page1.return.data).toHaveLength(20);
    expect(page1.return.data[0].title).toBe('問題 24');
    expect(page1.return.pagination).toMatchObject({ current_page: 1, total_pages: 2, total: 25, per_page: 20 });
    const page2 = json<Envelope<Paged<{ title: string }>>>(await get(ctx, '/v2/staff/contact-messages?page=2', 'staff-secret'));
    expect(page2.return.data.map((r) => r.title)).toEqual(['問題 4', '問題 3', '問題 2', '問題 1', '問題 0']);
  });

  it('lists cooperation requests', async () => {
    const res = json<Envelope<Paged<{ company: string }>>>(await get(ctx, '/v2/staff/cooperation-requests', 'staff-secret'));
    expect(res.return.data.map((r) => r.company)).toEqual(['好食光']);
  });
}, { env: { STAFF_TOKEN: 'staff-secret' } });
