import { eq } from 'drizzle-orm';
import type { Envelope } from '@joy/contract';
import * as t from '../../../src/db/schema';
import { eachDatabase, json } from '../../helpers/app';

type Errors = Envelope<{ errors: Record<string, string> }>;

eachDatabase('public forms', (ctx) => {
  const post = (url: string, payload: unknown) => ctx.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });

  describe('POST /v2/web-user-response (contact)', () => {
    it('refuses an empty form with the §5 message of every field', async () => {
      const res = await post('/v2/web-user-response', {});
      expect(res.statusCode).toBe(422);
      const body = json<Errors>(res);
      expect(body.code).toBe(0);
      expect(body.status).toBe(422);
      expect(body.return.errors).toEqual({
        name: '姓名為必填',
        email: '電子信箱為必填',
        title: '此欄位為必填',
        content: '此欄位為必填',
      });
      expect(body.msg).toBe('姓名為必填');
    });

    it('refuses a malformed email, a name with symbols and a wrong phone', async () => {
      const res = await post('/v2/web-user-response', { name: '王小明!!', email: 'not-an-email', phone: '12345', title: '詢問', content: '內容' });
      expect(json<Errors>(res).return.errors).toEqual({
        name: '請勿填入特殊符號',
        email: '電子信箱格式錯誤，請重新輸入',
        phone: '格式不正確，請重新輸入',
      });
    });

    it('stores a valid message and replies ok with its id', async () => {
      const res = await post('/v2/web-user-response', {
        name: '王小明',
        email: 'ming@example.com.tw',
        phone: '0912345678',
        title: '訂位問題',
        content: '請問可以更改訂位人數嗎？',
      });
      expect(res.statusCode).toBe(200);
      const body = json<Envelope<{ id: number }>>(res);
      expect(body).toMatchObject({ code: 1, status: 200, msg: '已送出申請' });
      const [row] = await ctx.db.select().from(t.contactMessages).where(eq(t.contactMessages.id, body.return.id));
      expect(row).toMatchObject({ name: '王小明', email: 'ming@example.com.tw', phone: '0912345678', title: '訂位問題' });
    });
  });

  describe('POST /v2/cooperation', () => {
    it('requires the company, a valid phone and the content', async () => {
      const res = await post('/v2/cooperation', { name: '林美華', email: 'mei@example.com' });
      expect(json<Errors>(res).return.errors).toEqual({ company: '此欄位為必填', phone: '手機號碼為必填', content: '此欄位為必填' });
    });

    it('stores a valid request', async () => {
      const res = await post('/v2/cooperation', {
        company: '好食光餐飲有限公司',
        name: '林美華',
        email: 'mei@example.com',
        phone: '0987654321',
        content: '我們有三家門市，想了解合作方式。',
      });
      const body = json<Envelope<{ id: number }>>(res);
      expect(body.code).toBe(1);
      const rows = await ctx.db.select().from(t.cooperationRequests).where(eq(t.cooperationRequests.id, body.return.id));
      expect(rows[0].company).toBe('好食光餐飲有限公司');
    });
  });
});
