import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import type { CommentDetail, Envelope, OrderCreated, Paged, StoreComment } from '@joy/contract';
import * as t from '../../../src/db/schema';
import { eachDatabase, json, rowsOf, type TestContext } from '../../helpers/app';
import { register } from '../../helpers/accounts';
import { bookingBody, findSlot, inject } from '../../helpers/booking';
import { partnerCall, photo, picture, postMultipart, type FilePart } from '../../helpers/partner';

const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'joy-comment-uploads-'));
afterAll(() => fs.rmSync(uploadDir, { recursive: true, force: true }));

const fields = (extra: Record<string, string | string[]> = {}) => ({
  name: '林小美',
  title: '道地的好味道',
  body: '湯頭濃郁，<b>服務</b>親切。\n下次還會再來！',
  phone: '0912345678',
  score: '4',
  sub_score: ['5', '4', '4', '3'],
  ...extra,
});

const fileOf = (url: string) => path.join(uploadDir, url.replace(/^\/uploads\//, ''));

eachDatabase(
  'order comments',
  (ctx: TestContext) => {
    let request = 0;
    /** A member's order at a seeded store, moved by the store's partner API to `status`. */
    async function order(nth: number, token: string, to: 'booked' | 'completed' = 'completed') {
      const slot = await findSlot(ctx, nth);
      const { order_id } = json<Envelope<OrderCreated>>(await inject(ctx, 'POST', '/v2/order', bookingBody(slot), token)).return;
      if (to === 'completed') {
        for (const step of ['confirm', 'seat', 'complete']) {
          const res = await partnerCall(ctx, slot.storeId, 'POST', `/partner/v1/orders/${order_id}/${step}?request_id=${++request}`);
          if (res.statusCode !== 200) throw new Error(res.body);
        }
      }
      return { orderId: order_id, storeId: slot.storeId };
    }
    const comment = (token: string | undefined, orderId: number, extra: Record<string, string | string[]> = {}, files: FilePart[] = []) =>
      postMultipart(ctx, '/v2/order/comment', token, fields({ id: String(orderId), ...extra }), files);
    const storeFigures = async (storeId: number) => {
      const [s] = await ctx.db.select({ avg: t.stores.averageScore, n: t.stores.commentCount }).from(t.stores).where(eq(t.stores.id, storeId));
      const [agg] = await rowsOf<{ avg: string; n: string }>(ctx.db, sql`select round(avg(score), 2) as avg, count(*) as n from comments where store_id = ${storeId} and not hidden`);
      return { stored: { avg: Number(s.avg), n: s.n }, actual: { avg: Number(agg.avg), n: Number(agg.n) } };
    };

    it('lets only the owner of a completed order comment, once, with resized photos; the store’s figures follow', async () => {
      const owner = await register(ctx);
      const other = await register(ctx);
      const booked = await order(60, owner.token, 'booked');
      const early = await comment(owner.token, booked.orderId);
      expect(early.statusCode).toBe(422);
      expect(json(early)).toMatchObject({ msg: '發佈失敗', return: { errors: { id: '用餐完成後才能評論' } } });

      const { orderId, storeId } = await order(61, owner.token);
      const before = await storeFigures(storeId);
      expect((await comment(undefined, orderId)).statusCode).toBe(401);
      const stranger = await comment(other.token, orderId);
      expect(stranger.statusCode).toBe(404);
      expect(json(stranger).msg).toBe('找不到此訂位');

      const big = await picture('jpeg', 2400, 1800);
      const res = await comment(owner.token, orderId, {}, [photo(big, 'big.jpg'), photo(await picture('png'), 'small.png', 'image/png')]);
      expect(res.statusCode).toBe(200);
      const body = json<Envelope<CommentDetail>>(res);
      expect(body.msg).toBe('發佈完成');
      const detail = json<Envelope<{ comment_id: number | null }>>(await inject(ctx, 'GET', `/v2/order/${orderId}`, undefined, owner.token));
      expect(detail.return.comment_id).toBe(body.return.id);
      expect(json<Envelope<{ comment_id: number | null }>>(await inject(ctx, 'GET', `/v2/order/${booked.orderId}`, undefined, owner.token)).return.comment_id).toBeNull();
      expect(body.return).toMatchObject({
        order_id: orderId,
        pay_log_id: null,
        store: { id: storeId },
        name: '林小美',
        phone: '0912345678',
        title: '道地的好味道',
        // Stored as typed; the UI renders it as text.
        body: '湯頭濃郁，<b>服務</b>親切。\n下次還會再來！',
        score: 4,
        sub_scores: [5, 4, 4, 3],
        reply: null,
        updated_at: null,
      });
      expect(body.return.images).toHaveLength(2);
      for (const url of body.return.images) expect(url).toMatch(/^\/uploads\/comments\/[a-f0-9]{32}\.webp$/);
      const meta = await sharp(fs.readFileSync(fileOf(body.return.images[0]))).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
      expect((await ctx.app.inject({ method: 'GET', url: body.return.images[1] })).statusCode).toBe(200);

      const after = await storeFigures(storeId);
      expect(after.stored).toEqual(after.actual);
      expect(after.stored.n).toBe(before.stored.n + 1);

      const twice = await comment(owner.token, orderId);
      expect(twice.statusCode).toBe(409);
      expect(json(twice)).toMatchObject({ msg: '發佈失敗', return: { errors: { id: '此訂位已評論過' } } });

      // The public list masks the name and never shows the phone.
      const list = json<Envelope<Paged<StoreComment>>>(await inject(ctx, 'POST', `/v2/store/${storeId}/comment?page=1`)).return;
      const shown = list.data.find((c) => c.id === body.return.id);
      expect(shown).toMatchObject({ name: '林**', sub_scores: [5, 4, 4, 3] });
      expect(JSON.stringify(shown)).not.toContain('0912345678');
    });

    it('writes one comment when two posts race', async () => {
      const owner = await register(ctx);
      const { orderId } = await order(62, owner.token);
      const replies = await Promise.all([comment(owner.token, orderId), comment(owner.token, orderId)]);
      expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await rowsOf(ctx.db, sql`select id from comments where order_id = ${orderId}`)).toHaveLength(1);
    });

    it('checks the fields with the rules’ messages', async () => {
      const owner = await register(ctx);
      const { orderId } = await order(63, owner.token);
      const res = await postMultipart(ctx, '/v2/order/comment', owner.token, { id: String(orderId), name: '林小美1', title: '', body: 'x'.repeat(1001), score: '6', sub_score: ['5', '4', '4'] });
      expect(res.statusCode).toBe(422);
      expect(json<Envelope<{ errors: Record<string, string> }>>(res).return.errors).toEqual({
        name: '請勿填入特殊符號',
        title: '此欄位為必填',
        body: '內容請在 1000 字以內',
        score: '請給予評分',
        sub_score: '請完成四項評分',
      });
      // The four sub scores may also come as one JSON or comma list.
      expect((await comment(owner.token, orderId, { sub_score: '[5,4,4,0]' })).statusCode).toBe(422);
      expect((await comment(owner.token, orderId, { sub_score: '5,4,4,3' })).statusCode).toBe(200);
    });

    it('judges photos by content and refuses too large or too many, storing nothing', async () => {
      const owner = await register(ctx);
      const { orderId } = await order(64, owner.token);
      const filesBefore = fs.existsSync(path.join(uploadDir, 'comments')) ? fs.readdirSync(path.join(uploadDir, 'comments')).length : 0;
      const cases: [FilePart[], string][] = [
        [[photo(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'cat.jpg')], '僅接受 JPEG、PNG 或 WebP 圖片'],
        [[photo(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]), 'broken.jpg')], '照片無法讀取，請換一張'],
        [[photo(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(8 * 1024 * 1024)]), 'huge.jpg')], '每張照片請在 8 MB 以內'],
        [await Promise.all([1, 2, 3, 4, 5, 6].map(async () => photo(await picture('jpeg')))), '最多上傳 5 張照片'],
      ];
      for (const [files, message] of cases) {
        const res = await comment(owner.token, orderId, {}, files);
        expect({ status: res.statusCode, errors: json<Envelope<{ errors: Record<string, string> }>>(res).return?.errors }).toEqual({ status: 422, errors: { images: message } });
      }
      expect(await rowsOf(ctx.db, sql`select id from comments where order_id = ${orderId}`)).toHaveLength(0);
      const filesAfter = fs.existsSync(path.join(uploadDir, 'comments')) ? fs.readdirSync(path.join(uploadDir, 'comments')).length : 0;
      expect(filesAfter).toBe(filesBefore);
      // A WebP passes, whatever its name says.
      const ok = await comment(owner.token, orderId, {}, [photo(await picture('webp'), 'really-a-webp.jpg')]);
      expect(ok.statusCode).toBe(200);
    });

    it('shows a comment to its author only, with the store’s reply under it', async () => {
      const owner = await register(ctx);
      const other = await register(ctx);
      const { orderId, storeId } = await order(65, owner.token);
      const { id } = json<Envelope<CommentDetail>>(await comment(owner.token, orderId)).return;
      await partnerCall(ctx, storeId, 'PUT', `/partner/v1/comments/${id}/reply`, { reply: '感謝您的建議！' });
      const mine = await inject(ctx, 'GET', `/v2/comment/${id}`, undefined, owner.token);
      expect(json<Envelope<CommentDetail>>(mine).return).toMatchObject({ id, name: '林小美', phone: '0912345678', reply: '感謝您的建議！', reply_at: expect.any(String) });
      for (const res of [await inject(ctx, 'GET', `/v2/comment/${id}`, undefined, other.token), await inject(ctx, 'GET', '/v2/comment/99999999', undefined, owner.token), await inject(ctx, 'GET', '/v2/comment/abc', undefined, owner.token), await inject(ctx, 'GET', '/v2/comment/1e3', undefined, owner.token)]) {
        expect(res.statusCode).toBe(404);
        expect(json(res).msg).toBe('找不到此評論');
      }
      expect((await inject(ctx, 'GET', `/v2/comment/${id}`)).statusCode).toBe(401);
    });

    it('lists a member’s own comments only, newest first, 5 per page', async () => {
      const owner = await register(ctx);
      const other = await register(ctx);
      const ids: number[] = [];
      for (const nth of [66, 67]) {
        const { orderId } = await order(nth, owner.token);
        ids.push(json<Envelope<CommentDetail>>(await comment(owner.token, orderId, { title: `第 ${nth} 次` })).return.id);
      }
      const mine = json<Envelope<Paged<CommentDetail>>>(await inject(ctx, 'GET', '/v2/member/comment/list?page=1', undefined, owner.token)).return;
      expect(mine.data.map((c) => c.id)).toEqual([ids[1], ids[0]]);
      expect(mine.data[0]).toMatchObject({ title: '第 67 次', name: '林小美', phone: '0912345678', sub_scores: [5, 4, 4, 3] });
      expect(mine.pagination).toMatchObject({ current_page: 1, total_pages: 1, total: 2, per_page: 5 });
      const theirs = json<Envelope<Paged<CommentDetail>>>(await inject(ctx, 'GET', '/v2/member/comment/list', undefined, other.token)).return;
      expect(theirs.data).toEqual([]);
      expect((await inject(ctx, 'GET', '/v2/member/comment/list')).statusCode).toBe(401);
    });

    it('lets the author edit text, scores and photos (keep some, add some); the store’s figures follow', async () => {
      const owner = await register(ctx);
      const other = await register(ctx);
      const { orderId, storeId } = await order(66, owner.token);
      const first = json<Envelope<CommentDetail>>(
        await comment(owner.token, orderId, {}, [photo(await picture('jpeg'), 'a.jpg'), photo(await picture('png'), 'b.png', 'image/png')]),
      ).return;
      const [keep, drop] = first.images;
      const edit = (token: string, extra: Record<string, string | string[]>, files: FilePart[] = []) =>
        postMultipart(ctx, `/v2/comment/${first.id}?_method=PUT`, token, fields(extra), files);

      expect((await edit(other.token, { title: '改' })).statusCode).toBe(404);
      const tooMany = await edit(owner.token, { keep_images: [keep, drop] }, await Promise.all([1, 2, 3, 4].map(async () => photo(await picture('jpeg')))));
      expect(json(tooMany)).toMatchObject({ status: 422, return: { errors: { images: '最多上傳 5 張照片' } } });

      const res = await edit(owner.token, { title: '再訪依舊美味', score: '2', sub_score: ['2', '2', '3', '2'], keep_images: [keep] }, [photo(await picture('webp'), 'c.webp', 'image/webp')]);
      expect(res.statusCode).toBe(200);
      const edited = json<Envelope<CommentDetail>>(res);
      expect(edited.msg).toBe('修改完成');
      expect(edited.return).toMatchObject({ id: first.id, title: '再訪依舊美味', score: 2, sub_scores: [2, 2, 3, 2], updated_at: expect.any(String) });
      expect(edited.return.images).toHaveLength(2);
      expect(edited.return.images[0]).toBe(keep);
      expect(fs.existsSync(fileOf(drop))).toBe(false);
      expect(fs.existsSync(fileOf(keep))).toBe(true);
      const figures = await storeFigures(storeId);
      expect(figures.stored).toEqual(figures.actual);

      // Without keep_images every photo stays; one empty value keeps none.
      expect(json<Envelope<CommentDetail>>(await edit(owner.token, {})).return.images).toEqual(edited.return.images);
      expect(json<Envelope<CommentDetail>>(await edit(owner.token, { keep_images: '' })).return.images).toEqual([]);
    });

    it('validates a payment comment; an unknown pay log is 404', async () => {
      const owner = await register(ctx);
      const bad = await postMultipart(ctx, '/v2/pay/comment', owner.token, { pay_log_id: 'x' });
      expect(bad.statusCode).toBe(422);
      const res = await postMultipart(ctx, '/v2/pay/comment', owner.token, fields({ pay_log_id: '12' }));
      expect(res.statusCode).toBe(404);
      expect(json(res).msg).toBe('找不到此付款紀錄');
    });
  },
  { config: { uploadDir } },
);
