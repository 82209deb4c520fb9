/**
 * Comments on payments (POST /v2/pay/comment, multipart): only the owner of a paid payment,
 * once, with photos; a refunded payment cannot be reviewed; the comment shows in the payment
 * detail's comments list and the payment's comment_id, and moves the store's figures.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { CommentDetail, Envelope, PayLogDetail } from '@joy/contract';
import * as t from '../../../src/db/schema';
import { eachDatabase, json, type TestContext } from '../../helpers/app';
import { idempotencyKey, paid, payStore, quickMember, refund } from '../../helpers/coins';
import { inject } from '../../helpers/booking';
import { photo, picture, postMultipart } from '../../helpers/partner';

const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'joy-pay-comment-uploads-'));
afterAll(() => fs.rmSync(uploadDir, { recursive: true, force: true }));

const fields = (payLogId: number, extra: Record<string, string | string[]> = {}) => ({
  pay_log_id: String(payLogId),
  name: '林小美',
  title: '結帳很快',
  body: '用樂幣折抵很方便。',
  phone: '',
  score: '5',
  sub_score: ['5', '5', '4', '4'],
  ...extra,
});

eachDatabase(
  'payment comments',
  (ctx: TestContext) => {
    let store: number;
    beforeAll(async () => {
      store = await payStore(ctx, 7, 12);
    });
    const figures = async () => (await ctx.db.select({ n: t.stores.commentCount, avg: t.stores.averageScore }).from(t.stores).where(eq(t.stores.id, store)))[0];

    it('lets the owner of a paid payment comment once, with a photo; the detail lists it', async () => {
      const owner = await quickMember(ctx);
      const p = await paid(ctx, store, { member_code: owner.payCode, amount: 880, idempotency_key: idempotencyKey() });
      const before = await figures();
      const res = await postMultipart(ctx, '/v2/pay/comment', owner.token, fields(p.id), [photo(await picture('jpeg', 800, 600))]);
      expect(res.statusCode).toBe(200);
      const body = json<Envelope<CommentDetail>>(res);
      expect(body.msg).toBe('發佈完成');
      expect(body.return).toMatchObject({ pay_log_id: p.id, order_id: null, store: { id: store }, score: 5, sub_scores: [5, 5, 4, 4], title: '結帳很快' });
      expect(body.return.images).toHaveLength(1);
      expect(fs.existsSync(path.join(uploadDir, body.return.images[0].replace(/^\/uploads\//, '')))).toBe(true);
      expect((await figures()).n).toBe(before.n + 1);

      const detail = json<Envelope<PayLogDetail>>(await inject(ctx, 'GET', `/v2/pay-log/${p.id}`, undefined, owner.token)).return;
      expect(detail.comment_id).toBe(body.return.id);
      expect(detail.comments).toEqual([body.return]);

      const again = await postMultipart(ctx, '/v2/pay/comment', owner.token, fields(p.id));
      expect(again.statusCode).toBe(409);
      expect(json(again)).toMatchObject({ msg: '發佈失敗', return: { errors: { pay_log_id: '此付款已評論過' } } });
      const racing = await Promise.all([1, 2].map(() => postMultipart(ctx, '/v2/pay/comment', owner.token, fields(p.id))));
      expect(racing.map((r) => r.statusCode)).toEqual([409, 409]);
      expect((await figures()).n).toBe(before.n + 1);
    });

    it('someone else’s payment or an unknown one is 404; a refunded one is 422', async () => {
      const owner = await quickMember(ctx);
      const stranger = await quickMember(ctx);
      const p = await paid(ctx, store, { member_code: owner.payCode, amount: 300, idempotency_key: idempotencyKey() });
      for (const res of [await postMultipart(ctx, '/v2/pay/comment', stranger.token, fields(p.id)), await postMultipart(ctx, '/v2/pay/comment', owner.token, fields(999999))]) {
        expect(res.statusCode).toBe(404);
        expect(json(res)).toMatchObject({ msg: '找不到此付款紀錄' });
      }
      expect((await refund(ctx, store, p.id)).statusCode).toBe(200);
      const res = await postMultipart(ctx, '/v2/pay/comment', owner.token, fields(p.id));
      expect(res.statusCode).toBe(422);
      expect(json(res)).toMatchObject({ msg: '發佈失敗', return: { errors: { pay_log_id: '此付款已退款' } } });
      expect((await postMultipart(ctx, '/v2/pay/comment', undefined, fields(p.id))).statusCode).toBe(401);
    });

    it('the author edits a payment comment like any other', async () => {
      const owner = await quickMember(ctx);
      const p = await paid(ctx, store, { member_code: owner.payCode, amount: 120, idempotency_key: idempotencyKey() });
      const created = json<Envelope<CommentDetail>>(await postMultipart(ctx, '/v2/pay/comment', owner.token, fields(p.id))).return;
      const { pay_log_id: _drop, ...text } = fields(p.id, { title: '改一下標題', score: '3' });
      const res = await postMultipart(ctx, `/v2/comment/${created.id}?_method=PUT`, owner.token, text);
      expect(json<Envelope<CommentDetail>>(res).return).toMatchObject({ id: created.id, pay_log_id: p.id, title: '改一下標題', score: 3 });
    });
  },
  { config: { uploadDir } },
);
