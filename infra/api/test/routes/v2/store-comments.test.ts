import { and, eq, sql } from 'drizzle-orm';
import type { Envelope, Paged, StoreComment, StoreDetail } from '@joy/contract';
import { eachDatabase, json, rowsOf } from '../../helpers/app';
import * as t from '../../../src/db/schema';
import { maskName } from '../../../src/repositories/comments';
import { createCommentService } from '../../../src/services/comments';

eachDatabase('store comments', (ctx) => {
  const comments = (storeId: number, page = 1, limit = 5) =>
    ctx.app.inject({ method: 'POST', url: `/v2/store/${storeId}/comment?page=${page}&limit=${limit}` });
  const detail = async (id: number) => json<Envelope<StoreDetail>>(await ctx.app.inject({ method: 'GET', url: `/v2/store/${id}` })).return;

  /** The store with the most seeded comments. */
  const busiest = async () => {
    const [row] = await ctx.db
      .select({ storeId: t.comments.storeId, n: sql<number>`count(*)::int` })
      .from(t.comments)
      .groupBy(t.comments.storeId)
      .orderBy(sql`count(*) desc`, t.comments.storeId)
      .limit(1);
    return row;
  };

  it('seeds about six comments per store for most stores', async () => {
    const [{ stores, withComments, total }] = await rowsOf<{ stores: number; withComments: number; total: number }>(ctx.db, sql`
        select (select count(*)::int from stores) as stores,
               (select count(distinct store_id)::int from comments) as "withComments",
               (select count(*)::int from comments) as total`);
    expect(withComments / stores).toBeGreaterThan(0.6);
    expect(total / withComments).toBeGreaterThan(4);
    expect(total / withComments).toBeLessThan(8);
  });

  it('pages comments 5 at a time, newest first, with the total, masked names and no phone', async () => {
    const { storeId, n } = await busiest();
    const first = json<Envelope<Paged<StoreComment>>>(await comments(storeId)).return;
    expect(first.pagination).toEqual({ current_page: 1, total_pages: Math.ceil(n / 5), total: n, per_page: 5 });
    expect(first.data).toHaveLength(5);
    const second = json<Envelope<Paged<StoreComment>>>(await comments(storeId, 2)).return;
    expect(second.data).toHaveLength(Math.min(5, n - 5));
    const all = [...first.data, ...second.data];
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
    const dates = all.map((c) => c.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const c of all) {
      expect(Object.keys(c).sort()).toEqual(['body', 'created_at', 'id', 'images', 'name', 'reply', 'reply_at', 'score', 'source', 'sub_scores', 'title'].sort());
      expect(c.name).toMatch(/^\S\*+$/u);
      expect(c.sub_scores).toHaveLength(4);
      for (const score of [c.score, ...c.sub_scores]) expect(score).toBeGreaterThanOrEqual(1);
      for (const score of [c.score, ...c.sub_scores]) expect(score).toBeLessThanOrEqual(5);
    }
    const raw = await comments(storeId);
    const phones = await ctx.db.select({ phone: t.comments.phone }).from(t.comments).where(eq(t.comments.storeId, storeId));
    for (const { phone } of phones) expect(raw.body).not.toContain(phone);
  });

  it('never pages more than 5 (limit may only lower it)', async () => {
    const { storeId } = await busiest();
    expect(json<Envelope<Paged<StoreComment>>>(await comments(storeId, 1, 50)).return.data).toHaveLength(5);
    expect(json<Envelope<Paged<StoreComment>>>(await comments(storeId, 1, 2)).return.data).toHaveLength(2);
  });

  it('masks names as 王** (first character kept)', () => {
    expect(maskName('王小明')).toBe('王**');
    expect(maskName('林')).toBe('林*');
    expect(maskName('Amy')).toBe('A**');
  });

  it('answers 404 店家不存在 for an unknown store and an empty page for a store without comments', async () => {
    const res = await comments(99999);
    expect(res.statusCode).toBe(404);
    expect(json(res).msg).toBe('店家不存在');
    const [quiet] = await rowsOf<{ id: number }>(ctx.db, sql`select id from stores s where not exists (select 1 from comments c where c.store_id = s.id) order by id limit 1`);
    const empty = json<Envelope<Paged<StoreComment>>>(await comments(quiet.id)).return;
    expect(empty).toEqual({ data: [], pagination: { current_page: 1, total_pages: 1, total: 0, per_page: 5 } });
    expect(await detail(quiet.id)).toMatchObject({ average_score: 0, comment_count: 0 });
  });

  it('keeps every store average score and comment count equal to its visible comments after seeding', async () => {
    const rows = await rowsOf<{ n: number }>(ctx.db, sql`
      select count(*)::int as n from stores s
      where s.comment_count <> (select count(*) from comments c where c.store_id = s.id and not c.hidden)
         or s.average_score <> coalesce((select round(avg(c.score), 2) from comments c where c.store_id = s.id and not c.hidden), 0)`);
    expect(rows[0].n).toBe(0);
  });

  it('moves the average and count with a new comment and with hiding one, in the same transaction', async () => {
    const { storeId } = await busiest();
    const before = await detail(storeId);
    const scores = (await ctx.db.select({ score: t.comments.score }).from(t.comments).where(and(eq(t.comments.storeId, storeId), eq(t.comments.hidden, false)))).map((r) => r.score);
    const id = await createCommentService(ctx.app).add({ storeId, name: '陳大文', phone: '0912345678', title: '很好吃', body: '服務親切。', score: 1, subScores: [1, 2, 1, 1] });
    const after = await detail(storeId);
    const expected = [...scores, 1];
    expect(after.comment_count).toBe(before.comment_count + 1);
    expect(after.average_score).toBeCloseTo(expected.reduce((a, b) => a + b, 0) / expected.length, 2);
    const top = json<Envelope<Paged<StoreComment>>>(await comments(storeId)).return.data[0];
    expect(top).toMatchObject({ id, name: '陳**', score: 1, sub_scores: [1, 2, 1, 1], reply: null });

    expect(await createCommentService(ctx.app).setHidden(id, true)).toBe(true);
    expect(await detail(storeId)).toMatchObject({ comment_count: before.comment_count, average_score: before.average_score });
    expect(json<Envelope<Paged<StoreComment>>>(await comments(storeId)).return.data.map((c) => c.id)).not.toContain(id);
  });
});
