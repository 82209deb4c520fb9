/**
 * Reviews worth reading: a store's rating summary (GET /v2/store/{id}/comment-summary) counted
 * by hand on a store whose comments the test writes, hidden ones left out; the comment list's
 * orders (?sort=latest|score_desc|score_asc|photos) with a stable tie-break, 422 for any other
 * order; where each comment comes from (a booking, a payment, neither) and the store's reply date.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { CommentDetail, Envelope, OrderCreated, Paged, StoreComment, StoreCommentSummary } from '@joy/contract';
import { eachDatabase, json, rowsOf } from '../../helpers/app';
import { register } from '../../helpers/accounts';
import { bookingBody, findSlot, inject } from '../../helpers/booking';
import { idempotencyKey, paid, payStore, quickMember } from '../../helpers/coins';
import { partnerCall, postMultipart } from '../../helpers/partner';
import * as t from '../../../src/db/schema';
import { createCommentService } from '../../../src/services/comments';
import type { NewComment } from '../../../src/repositories/comments';

type Errors = Envelope<{ errors: Record<string, string> }>;

const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'joy-comment-summary-uploads-'));
afterAll(() => fs.rmSync(uploadDir, { recursive: true, force: true }));

const commentFields = { name: '林小美', title: '好吃', body: '服務親切。', phone: '', score: '4', sub_score: ['4', '4', '4', '4'] };

eachDatabase(
  'store comment summary and orders',
  (ctx) => {
  const summary = (storeId: number | string) => ctx.app.inject({ method: 'GET', url: `/v2/store/${storeId}/comment-summary` });
  const list = (storeId: number, query: string) => ctx.app.inject({ method: 'POST', url: `/v2/store/${storeId}/comment?${query}` });
  const page = async (storeId: number, query: string) => json<Envelope<Paged<StoreComment>>>(await list(storeId, query)).return;

  /** Stores without a single comment, the lowest ids first. */
  const quietStores = async (n: number) =>
    (await rowsOf<{ id: number }>(ctx.db, sql`select id from stores s where not exists (select 1 from comments c where c.store_id = s.id) order by id limit ${n}`)).map((r) => r.id);

  const at = (day: number) => new Date(Date.UTC(2026, 0, day, 4, 0, 0));
  const write = (storeId: number, c: Partial<NewComment> & Pick<NewComment, 'score' | 'subScores'>) =>
    createCommentService(ctx.app).add({ storeId, name: '陳大文', phone: '0912345678', title: '晚餐', body: '菜色不錯。', ...c });

  /** Stores without comments when the suite starts: the summed-up one, an empty one, two for ties, one for sources. */
  let quiet: number[];
  let store: number;
  let empty: number;
  /** The visible comments of `store` as written: id, score, day, photos. */
  const written: { id: number; score: number; day: number; photos: number }[] = [];
  let hiddenId: number;

  beforeAll(async () => {
    quiet = await quietStores(5);
    [store, empty] = quiet;
    // Five visible comments and one hidden 5-star with three photos (left out of everything).
    const rows: [number, [number, number, number, number], number, number][] = [
      // score, sub-scores (food, service, ambience, value), day, photos
      [5, [5, 5, 4, 1], 1, 2],
      [5, [4, 5, 4, 2], 3, 0],
      [4, [4, 5, 4, 3], 3, 1],
      [2, [2, 5, 4, 4], 2, 0],
      [1, [1, 5, 3, 5], 5, 0],
    ];
    for (const [score, subScores, day, photos] of rows) {
      const images = Array.from({ length: photos }, (_, i) => `/uploads/comments/s${score}-d${day}-${i}.webp`);
      const id = await write(store, { score, subScores, images, createdAt: at(day) });
      written.push({ id, score, day, photos });
    }
    hiddenId = await write(store, { score: 5, subScores: [5, 5, 5, 5], images: ['/uploads/comments/h-1.webp', '/uploads/comments/h-2.webp', '/uploads/comments/h-3.webp'], createdAt: at(9) });
    expect(await createCommentService(ctx.app).setHidden(hiddenId, true)).toBe(true);
  });

  it('sums up the visible comments as counted by hand: average, count, 5-to-1 histogram, sub-scores, photos', async () => {
    const res = await summary(store);
    expect(res.statusCode).toBe(200);
    expect(json<Envelope<StoreCommentSummary>>(res).return).toEqual({
      average: 3.4, // (5 + 5 + 4 + 2 + 1) / 5
      count: 5,
      histogram: [
        { score: 5, count: 2 },
        { score: 4, count: 1 },
        { score: 3, count: 0 },
        { score: 2, count: 1 },
        { score: 1, count: 1 },
      ],
      sub_scores: { food: 3.2, service: 5, ambience: 3.8, value: 3 },
      photo_count: 3,
    });
    // The same figures the store's cards and page show.
    const [figures] = await ctx.db.select({ average: t.stores.averageScore, count: t.stores.commentCount }).from(t.stores).where(eq(t.stores.id, store));
    expect({ average: Number(figures.average), count: figures.count }).toEqual({ average: 3.4, count: 5 });
  });

  it('follows a comment shown again at once', async () => {
    await createCommentService(ctx.app).setHidden(hiddenId, false);
    try {
      const shown = json<Envelope<StoreCommentSummary>>(await summary(store)).return;
      expect(shown).toMatchObject({ average: 3.67, count: 6, photo_count: 6 });
      expect(shown.histogram[0]).toEqual({ score: 5, count: 3 });
    } finally {
      await createCommentService(ctx.app).setHidden(hiddenId, true);
    }
    expect(json<Envelope<StoreCommentSummary>>(await summary(store)).return).toMatchObject({ average: 3.4, count: 5, photo_count: 3 });
  });

  it('answers zeros for a store without comments and 404 店家不存在 for an unknown one', async () => {
    expect(json<Envelope<StoreCommentSummary>>(await summary(empty)).return).toEqual({
      average: 0,
      count: 0,
      histogram: [5, 4, 3, 2, 1].map((score) => ({ score, count: 0 })),
      sub_scores: { food: 0, service: 0, ambience: 0, value: 0 },
      photo_count: 0,
    });
    for (const id of [99999, 'abc']) {
      const res = await summary(id);
      expect([400, 404]).toContain(res.statusCode);
      expect(json(res).msg).toBe('店家不存在');
    }
    expect((await summary(99999)).statusCode).toBe(404);
  });

  // Days: 5 (score 1), 3 (score 5, id a), 3 (score 4, id b > a), 2 (score 2), 1 (score 5).
  const ids = () => written.map((w) => w.id);
  const byDayThenId = () => [...written].sort((a, b) => b.day - a.day || b.id - a.id);

  it('orders 最新 (the default) by date, newest first, and by id among comments of the same time', async () => {
    const expected = byDayThenId().map((w) => w.id);
    expect((await page(store, 'page=1')).data.map((c) => c.id)).toEqual(expected);
    expect((await page(store, 'page=1&sort=latest')).data.map((c) => c.id)).toEqual(expected);
    expect(expected).not.toContain(hiddenId);
  });

  it('orders 最高分 and 最低分 by score, then newest, then by id; pages never overlap', async () => {
    const [five1, five3, four3, two2, one5] = ids();
    const high = (await page(store, 'sort=score_desc')).data.map((c) => c.id);
    expect(high).toEqual([five3, five1, four3, two2, one5]);
    const low = (await page(store, 'sort=score_asc')).data.map((c) => c.id);
    expect(low).toEqual([one5, two2, four3, five3, five1]);
    // Two at a time: the same order across pages, each comment once.
    const paged: number[] = [];
    for (let p = 1; p <= 3; p += 1) {
      const reply = await page(store, `sort=score_desc&limit=2&page=${p}`);
      expect(reply.pagination).toMatchObject({ total: 5, total_pages: 3, per_page: 2, current_page: p });
      paged.push(...reply.data.map((c) => c.id));
    }
    expect(paged).toEqual(high);
  });

  it('breaks a tie of score and time by id, newest id first', async () => {
    const [a, b] = quiet.slice(2, 4);
    const first = await write(a, { score: 3, subScores: [3, 3, 3, 3], createdAt: at(7) });
    const second = await write(a, { score: 3, subScores: [3, 3, 3, 3], createdAt: at(7) });
    for (const sort of ['latest', 'score_desc', 'score_asc', 'photos']) {
      const reply = await page(a, `sort=${sort}`);
      expect(reply.data.map((c) => c.id)).toEqual(sort === 'photos' ? [] : [second, first]);
    }
    expect((await page(b, 'sort=photos')).pagination.total).toBe(0);
  });

  it('keeps only comments with photos for 有照片, newest first, counted in the pagination', async () => {
    const reply = await page(store, 'sort=photos');
    const withPhotos = byDayThenId().filter((w) => w.photos > 0);
    expect(reply.data.map((c) => c.id)).toEqual(withPhotos.map((w) => w.id));
    expect(reply.pagination.total).toBe(2);
    for (const c of reply.data) expect(c.images.length).toBeGreaterThan(0);
  });

  it('refuses any other order with 422 and the message under sort', async () => {
    for (const bad of ['sort=best', 'sort=', 'sort=SCORE_DESC', 'sort=__proto__', 'sort=toString']) {
      const res = await list(store, bad);
      expect(res.statusCode).toBe(422);
      const body = json<Errors>(res);
      expect(body.msg).toBe('評論排序方式不正確');
      expect(body.return.errors).toEqual({ sort: '評論排序方式不正確' });
      expect(res.body).not.toMatch(/at .*\.ts/);
    }
  });

  it('says where each comment comes from (a booking, a payment, neither) and when the store replied', async () => {
    // A member's completed booking, reviewed through the order comment form.
    const diner = await register(ctx);
    const slot = await findSlot(ctx, 40);
    const { order_id } = json<Envelope<OrderCreated>>(await inject(ctx, 'POST', '/v2/order', bookingBody(slot), diner.token)).return;
    for (const step of ['confirm', 'seat', 'complete']) {
      const res = await partnerCall(ctx, slot.storeId, 'POST', `/partner/v1/orders/${order_id}/${step}?request_id=summary-${step}`);
      expect(res.statusCode).toBe(200);
    }
    const fromOrder = await postMultipart(ctx, '/v2/order/comment', diner.token, { id: String(order_id), ...commentFields });
    expect(fromOrder.statusCode).toBe(200);
    const orderComment = json<Envelope<CommentDetail>>(fromOrder).return.id;

    // A payment at the counter, reviewed through the payment comment form.
    const payer = await quickMember(ctx);
    const payStoreId = await payStore(ctx, 9, 10);
    const p = await paid(ctx, payStoreId, { member_code: payer.payCode, amount: 640, idempotency_key: idempotencyKey() });
    const fromPayment = await postMultipart(ctx, '/v2/pay/comment', payer.token, { pay_log_id: String(p.id), ...commentFields });
    expect(fromPayment.statusCode).toBe(200);
    const paymentComment = json<Envelope<CommentDetail>>(fromPayment).return.id;

    // The store replies under the booking's comment.
    const replied = await partnerCall(ctx, slot.storeId, 'PUT', `/partner/v1/comments/${orderComment}/reply`, { reply: '謝謝您的光臨！' });
    expect(replied.statusCode).toBe(200);
    const replyAt = json<Envelope<StoreComment>>(replied).return.reply_at;
    expect(replyAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const orderList = (await page(slot.storeId, 'sort=latest')).data;
    expect(orderList[0]).toMatchObject({ id: orderComment, source: 'order', reply: '謝謝您的光臨！', reply_at: replyAt });
    const paymentList = (await page(payStoreId, 'sort=latest')).data;
    expect(paymentList[0]).toMatchObject({ id: paymentComment, source: 'payment', reply: null, reply_at: null });
    // The seeded comments (and the ones this suite wrote) review neither: nothing to mark.
    const others = [...orderList.slice(1), ...paymentList.slice(1), ...(await page(store, 'sort=latest')).data];
    expect(others.length).toBeGreaterThan(0);
    for (const c of others) expect(c.source).toBeNull();
  });
  },
  { config: { uploadDir } },
);
