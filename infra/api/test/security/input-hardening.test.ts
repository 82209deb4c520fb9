/**
 * Regression tests for what the bad-input fuzzer (bad-input.test.ts) found: each case here
 * once answered 500 or left the §7 envelope, and now gets a clean refusal.
 */
import type { Envelope } from '@joy/contract';
import { eachDatabase, json } from '../helpers/app';
import { partnerCall } from '../helpers/partner';
import { multipartBody } from './fuzz-cases';
import { quickMember } from './quick-member';

const JSON_TYPE = { 'content-type': 'application/json' };
const contact = { name: '王小明', email: 'ming@example.com', title: '詢問', content: '請問營業時間' };

eachDatabase('bad input the fuzzer found', (ctx) => {
  const postJson = (url: string, payload: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, headers: { ...JSON_TYPE, ...headers }, payload });

  it('refuses a body that is not an object, nests too deep, or puts a list or object in a text field (422, not 500)', async () => {
    for (const payload of ['[1,2]', '"text"', '42', `{"name":${'['.repeat(20_000)}${']'.repeat(20_000)}}`]) {
      const res = await postJson('/v2/web-user-response', payload);
      expect(res.statusCode).toBe(422);
      expect(json(res)).toEqual({ code: 0, status: 422, return: null, msg: '資料格式不正確' });
    }
    const res = await postJson('/v2/web-user-response', JSON.stringify({ ...contact, title: ['詢問'], content: { text: '請問' } }));
    expect(res.statusCode).toBe(422);
    expect(json<Envelope<{ errors: Record<string, string> }>>(res).return.errors).toEqual({ title: '格式不正確，請重新輸入', content: '格式不正確，請重新輸入' });

    const member = await quickMember(ctx);
    const auth = await postJson('/v2/realtime/auth', JSON.stringify({ socket_id: ['1.2'], channel_name: `private-member-${member.id}` }), { authorization: `Bearer ${member.token}` });
    expect(auth.statusCode).toBe(422);
    expect(json(auth)).toMatchObject({ code: 0, status: 422, return: { errors: { socket_id: '格式不正確，請重新輸入' } } });
  });

  it('words every field error in zh-TW, never yup’s English default with the rejected value printed back', async () => {
    const member = await quickMember(ctx);
    const auth = { authorization: `Bearer ${member.token}` };
    const huge = 'x'.repeat(50_000);
    const cases: [string, unknown, Record<string, string>][] = [
      ['/v2/member/collection', {}, { store_id: '此欄位為必填' }],
      ['/v2/member/collection', { store_id: huge }, { store_id: '格式不正確，請重新輸入' }],
      ['/v2/article/is-like', { article_id: 1, is_like: huge }, { is_like: '格式不正確，請重新輸入' }],
      ['/v2/map/search', { lat: -1e308, limit: 0 }, { lat: '格式不正確，請重新輸入', limit: '格式不正確，請重新輸入' }],
      ['/v2/oauth/login/google', { code: 'x' }, { google_id: '此欄位為必填' }],
      ['/v2/oauth/register', { phone: '0912345678', name: '王小明', gender: '王王', password: 'secret123', password_confirmation: 'secret123', code: '123456' }, { gender: '格式不正確，請重新輸入' }],
    ];
    for (const [url, body, errors] of cases) {
      const res = await postJson(url, JSON.stringify(body), auth);
      expect(res.statusCode).toBe(422);
      expect(json(res)).toEqual({ code: 0, status: 422, return: { errors }, msg: Object.values(errors)[0] });
      expect(res.body.length).toBeLessThan(500);
    }
  });

  it('answers a value the database cannot hold (too long, out of an integer’s range, a NUL byte) with 422, not 500', async () => {
    const member = await quickMember(ctx);
    const auth = { authorization: `Bearer ${member.token}` };
    const guest = { store_id: 1, date: '2031-03-14', time: '12:00', adult_num: 2, name: '王小明', email: 'ming@example.com', phone: '0912345678' };
    const cases: [string, unknown][] = [
      ['/v2/member/collection', { store_id: 2_147_483_648 }],
      ['/v2/map/search', { keyword: 'a\u0000b' }],
      ['/v2/web-user-response', { ...contact, name: '王'.repeat(5000) }],
      ['/v2/web-user-response', { ...contact, content: '請問\u0000' }],
      ['/v2/order', { ...guest, store_id: 3_000_000_000 }],
    ];
    for (const [url, body] of cases) {
      const res = await postJson(url, JSON.stringify(body), auth);
      expect([url, res.statusCode]).toEqual([url, 422]);
      expect(json(res)).toEqual({ code: 0, status: 422, return: null, msg: '資料格式不正確' });
    }
  });

  it('answers a broken multipart body (no or a wrong boundary, truncated, too many parts) with 400, not 500', async () => {
    const member = await quickMember(ctx);
    const good = multipartBody({ name: '王小明', summary: '喜歡吃' }, [], 'b0undary');
    const many = multipartBody(Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`f${i}`, 'x'])), [], 'b0undary');
    const cases: [string, Buffer][] = [
      ['multipart/form-data', good],
      ['multipart/form-data; boundary=other', good],
      ['multipart/form-data; boundary=b0undary', good.subarray(0, 40)],
      ['multipart/form-data; boundary=b0undary', good.subarray(0, good.length - 14)],
      ['multipart/form-data; boundary=b0undary', many],
    ];
    for (const [type, payload] of cases) {
      for (const url of ['/v2/member?_method=PUT', '/v2/order/comment']) {
        const res = await ctx.app.inject({ method: 'POST', url, headers: { 'content-type': type, authorization: `Bearer ${member.token}` }, payload });
        expect([url, type, res.statusCode]).toEqual([url, type, 400]);
        expect(json(res)).toEqual({ code: 0, status: 400, return: null, msg: '資料格式不正確' });
      }
    }
  });

  it('answers a badly encoded URL or an over-long path parameter with the envelope, not Fastify’s own error JSON', async () => {
    const cases = [
      ['GET', '/v2/store/%E0%A4%A', 400],
      ['GET', '/v2/article/%ZZ', 400],
      ['POST', `/v2/comment/${'9'.repeat(150)}`, 414],
      ['PUT', `/partner/v1/comments/${'a'.repeat(150)}/reply`, 414],
    ] as const;
    for (const [method, url, status] of cases) {
      const res = await ctx.app.inject({ method, url });
      expect([url, res.statusCode]).toEqual([url, status]);
      expect(json(res)).toEqual({ code: 0, status, return: null, msg: '資料格式不正確' });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.body).not.toMatch(/FST_/);
    }
  });

  it('answers an unknown partner API or Pusher HTTP API path with the envelope 404, not the site’s plain-text 404', async () => {
    for (const url of ['/partner/v1/nothing', '/partner/v1/orders/1/x', '/apps/joy/nothing']) {
      for (const accept of ['application/json', 'text/html']) {
        const res = await ctx.app.inject({ method: 'GET', url, headers: { accept } });
        expect([url, res.statusCode, res.headers['content-type']]).toEqual([url, 404, expect.stringMatching(/^application\/json/)]);
        expect(json(res)).toEqual({ code: 0, status: 404, return: null, msg: 'This page could not be found' });
      }
    }
  });

  it('refuses a prototype-poisoning partner body with 400, as every other route does, not 500', async () => {
    for (const payload of ['{"__proto__": {"polluted": true}, "slots": []}', '{"constructor": {"prototype": {"polluted": true}}}']) {
      const res = await partnerCall(ctx, 1, 'PUT', '/partner/v1/slots', payload);
      expect(res.statusCode).toBe(400);
      expect(json(res)).toEqual({ code: 0, status: 400, return: null, msg: '資料格式不正確' });
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('treats a repeated query key as absent instead of handing a list to code that expects text', async () => {
    const order = await ctx.app.inject({ method: 'GET', url: '/v2/order/1?slug=a&slug=b' });
    expect(order.statusCode).toBe(404);
    expect(json(order)).toEqual({ code: 0, status: 404, return: null, msg: '找不到此訂位' });
    const comments = await ctx.app.inject({ method: 'POST', url: '/v2/store/1/comment?page=2&page=3&limit=1&limit=5' });
    expect(comments.statusCode).toBe(200);
    expect(json<Envelope<{ pagination: { current_page: number } }>>(comments).return.pagination.current_page).toBe(1);
  });
});
