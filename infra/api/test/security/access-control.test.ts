/**
 * Access control over the catalogue. Every member and dealer call (auth 'required') refuses a
 * caller without a valid session — no token, a made-up one, an expired one, one revoked by
 * logout, a deleted member's, a malformed header, a token in the query string — with 401 and
 * nothing else; a member never reaches another member's resources by id (404, never the data);
 * a guest reads only their own booking (slug, public id). Calls the API does not serve yet
 * answer the envelope 404 and are listed in the figures.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { bookingLiveEndpoints, endpoints, toRoutePath, type Endpoint, type Envelope, type OrderCreated } from '@joy/contract';
import * as t from '../../src/db/schema';
import { sha256Hex } from '../../src/lib/secrets';
import { lastCode } from '../helpers/accounts';
import { eachDatabase, json, rowsOf, type TestContext } from '../helpers/app';
import { bookingBody, findSlot, guestFields, type Slot } from '../helpers/booking';
import { giveCoins, idempotencyKey, paid, payStore, quickMember as coinMember } from '../helpers/coins';
import { picture, postMultipart, setStatus } from '../helpers/partner';
import { recordFigures } from '../soak/figures';
import { fillPath, multipartBody, plausibleBody } from './fuzz-cases';
import { anotherToken, quickMember, type QuickMember } from './quick-member';

const PLEASE_LOGIN = { code: 0, status: 401, return: null, msg: '請登入或是登入失敗' };

type Credential = { headers: Record<string, string>; query?: string };

/** A request to a catalogue entry with a plausible body, so only the credential can fail it. */
function call(ctx: TestContext, e: Endpoint, credential: Credential) {
  const url = fillPath(e.path) + (credential.query ? `?${credential.query}` : '');
  if (e.method === 'GET' || e.method === 'DELETE') return ctx.app.inject({ method: e.method, url, headers: credential.headers });
  const body = e.body ? plausibleBody(e.body) : {};
  if (e.multipart) return ctx.app.inject({ method: e.method, url, headers: { ...credential.headers, 'content-type': 'multipart/form-data; boundary=fuzzBoundary7MA4YWxk' }, payload: multipartBody(body) });
  return ctx.app.inject({ method: e.method, url, headers: { ...credential.headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
}

const bearer = (token: string): Credential => ({ headers: { authorization: `Bearer ${token}` } });

// Photos written by these tests (a comment, a passbook) stay out of the shared test template.
const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'joy-access-uploads-'));
afterAll(() => fs.rmSync(uploadDir, { recursive: true, force: true }));

eachDatabase('access control', (ctx) => {
  const member = Object.entries({ ...endpoints, ...bookingLiveEndpoints }).filter(([, e]) => e.auth === 'required') as [string, Endpoint][];
  const served = (e: Endpoint) => ctx.app.hasRoute({ method: e.method, url: toRoutePath(e.path) });

  it('refuses every member and dealer call without a valid session: 401 and nothing else', async () => {
    const expired = await quickMember(ctx);
    await ctx.db.update(t.authTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(sql`${t.authTokens.tokenHash} = ${sha256Hex(expired.token)}`);
    const loggedOut = await quickMember(ctx);
    expect((await ctx.app.inject({ method: 'POST', url: '/v2/oauth/logout', headers: bearer(loggedOut.token).headers })).statusCode).toBe(200);
    const deleted = await quickMember(ctx);
    expect((await ctx.app.inject({ method: 'POST', url: '/v2/member/delete/code', headers: bearer(deleted.token).headers })).statusCode).toBe(200);
    const proof = { proof: 'code', code: await lastCode(ctx, deleted.phone) };
    expect((await ctx.app.inject({ method: 'DELETE', url: '/v2/member', headers: bearer(deleted.token).headers, payload: proof })).statusCode).toBe(200);
    const afterDeletion = await anotherToken(ctx, deleted.id);
    const live = await quickMember(ctx);

    const credentials: [string, Credential][] = [
      ['no token', { headers: {} }],
      ['a made-up token', bearer('bm90LWEtcmVhbC10b2tlbi1hdC1hbGwtMTIzNDU2Nzg5MA')],
      ['an expired token', bearer(expired.token)],
      ['a token revoked by logout', bearer(loggedOut.token)],
      ['a token revoked by account deletion', bearer(deleted.token)],
      ['a token issued to a deleted member', bearer(afterDeletion)],
      ['a token of 10,000 characters', bearer('x'.repeat(10_000))],
      ['a Basic header', { headers: { authorization: `Basic ${Buffer.from(`${live.phone}:secret123`).toString('base64')}` } }],
      ['the word Bearer alone', { headers: { authorization: 'Bearer' } }],
      ['two tokens', { headers: { authorization: `Bearer ${live.token} ${live.token}` } }],
      ['the token in the query string', { headers: {}, query: `token=${live.token}&access_token=${live.token}` }],
      ['the token in a cookie', { headers: { cookie: `token=${live.token}` } }],
    ];
    const problems: string[] = [];
    let requests = 0;
    for (const [label, credential] of credentials) {
      for (const [key, e] of member) {
        const res = await call(ctx, e, credential);
        requests += 1;
        const expected = served(e) ? PLEASE_LOGIN : { code: 0, status: 404, return: null, msg: 'This page could not be found' };
        if (res.statusCode !== expected.status || res.body !== JSON.stringify(expected)) problems.push(`${key} with ${label}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    const notServed = member.filter(([, e]) => !served(e)).map(([key]) => key);
    recordFigures(`access control [${ctx.kind}]`, { 'member and dealer calls': member.length, credentials: credentials.length, requests, 'not served yet (404)': notServed.join(' ') || 'none' });
    expect(problems).toEqual([]);
  });

  it('never opens the staff listings to a member’s token', async () => {
    const m = await quickMember(ctx);
    for (const [key, e] of member.filter(([, x]) => x.path.startsWith('/v2/staff/'))) {
      const res = await call(ctx, e, bearer(m.token));
      expect([key, res.statusCode, json(res)]).toEqual([key, 401, PLEASE_LOGIN]);
    }
  });

  describe('another member’s resources by id', () => {
    let owner: QuickMember;
    let other: QuickMember;
    let slot: Slot;
    let orderId: number;
    let slug: string;
    let completedId: number;
    let commentId: number;
    let notificationId: number;

    beforeAll(async () => {
      owner = await quickMember(ctx, '周以樂');
      other = await quickMember(ctx, '吳大維');
      slot = await findSlot(ctx, 3, 3);
      const book = async () => json<Envelope<OrderCreated>>(await ctx.app.inject({ method: 'POST', url: '/v2/order', headers: bearer(owner.token).headers, payload: bookingBody(slot, { note: '對花生過敏', allow_duplicate: true }) })).return;
      ({ order_id: orderId, slug } = await book());
      completedId = (await book()).order_id;
      await setStatus(ctx, completedId, 7);
      const posted = await postMultipart(ctx, '/v2/order/comment', owner.token, { id: String(completedId), name: '周以樂', title: '好吃', body: '三杯雞很香', score: '5', sub_score: ['5', '4', '4', '5'] });
      commentId = json<Envelope<{ id: number }>>(posted).return.id;
      [{ id: notificationId }] = await rowsOf<{ id: number }>(ctx.db, sql`select id from notifications where member_id = ${owner.id} order by id limit 1`);
    });

    const as = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
      ctx.app.inject({ method, url, headers: bearer(token).headers, payload: payload as Record<string, unknown> });

    it('answers 404 and shows none of the owner’s data', async () => {
      const attempts: [string, 'GET' | 'POST' | 'PUT', string, unknown?][] = [
        ['order detail', 'GET', `/v2/order/${orderId}`],
        ['order detail with its slug', 'GET', `/v2/order/${orderId}?slug=${slug}`],
        ['keep', 'PUT', '/v2/order', { order_id: orderId, status: 4 }],
        ['cancel', 'PUT', '/v2/order', { order_id: orderId, status: 0 }],
        ['comment detail', 'GET', `/v2/comment/${commentId}`],
        ['mark a notification read', 'PUT', `/v2/notification/${notificationId}/read`],
      ];
      for (const [what, method, url, payload] of attempts) {
        const res = await as(other.token, method, url, payload);
        expect([what, res.statusCode]).toEqual([what, 404]);
        expect(res.body).not.toMatch(/周以樂|對花生過敏|三杯雞|0\d{9}/);
      }
      const edit = await postMultipart(ctx, `/v2/comment/${commentId}?_method=PUT`, other.token, { name: '吳大維', title: '難吃', body: '改掉', score: '1', sub_score: ['1', '1', '1', '1'] });
      expect(edit.statusCode).toBe(404);
      const review = await postMultipart(ctx, '/v2/order/comment', other.token, { id: String(completedId), name: '吳大維', title: '難吃', body: '假評論', score: '1', sub_score: ['1', '1', '1', '1'] });
      expect(review.statusCode).toBe(404);
      const channel = await ctx.app.inject({ method: 'POST', url: '/v2/realtime/auth', headers: { ...bearer(other.token).headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: `socket_id=1.2&channel_name=private-member-${owner.id}` });
      expect(channel.statusCode).toBe(403);
      expect(channel.body).not.toMatch(/auth/);
    });

    it('leaves the owner’s order, comment and notification as they were', async () => {
      const [o] = await rowsOf<{ status: number }>(ctx.db, sql`select status from orders where id = ${orderId}`);
      expect(o.status).toBe(1);
      const [c] = await rowsOf<{ title: string; n: string }>(ctx.db, sql`select title, (select count(*) from comments where order_id = ${completedId}) as n from comments where id = ${commentId}`);
      expect(c).toEqual({ title: '好吃', n: expect.anything() });
      expect(Number(c.n)).toBe(1);
      const [n] = await rowsOf<{ is_read: boolean }>(ctx.db, sql`select is_read from notifications where id = ${notificationId}`);
      expect(n.is_read).toBe(false);
    });

    it('refuses another member’s payment record, payment comment, bank account and withdrawal to it', async () => {
      const payer = await coinMember(ctx, { name: '周以樂' });
      const storeId = await payStore(ctx, 7, 5);
      const payment = await paid(ctx, storeId, { member_code: payer.payCode, amount: 300, idempotency_key: idempotencyKey() });
      const passbook = { name: 'passbook', filename: 'passbook.jpg', type: 'image/jpeg', data: await picture('jpeg', 320, 200) };
      const account = { bank_code: '808', branch: '信義分行', account_name: '周以樂', account_number: '0123-4567-8901', birthday: '1990-05-20' };
      const bank = json<Envelope<{ id: number }>>(await postMultipart(ctx, '/v2/member/bank/create', payer.token, account, [passbook])).return;
      await giveCoins(ctx, other.id, 500);

      expect((await as(other.token, 'GET', `/v2/pay-log/${payment.id}`)).statusCode).toBe(404);
      const comment = await postMultipart(ctx, '/v2/pay/comment', other.token, { pay_log_id: String(payment.id), name: '吳大維', title: '假', body: '假評論', score: '1', sub_score: ['1', '1', '1', '1'] });
      expect(comment.statusCode).toBe(404);
      const del = await ctx.app.inject({ method: 'DELETE', url: `/v2/member/bank/${bank.id}`, headers: bearer(other.token).headers });
      expect(del.statusCode).toBe(404);
      expect((await as(other.token, 'POST', '/v2/member/withdraw', { type: 1, coin: 200, member_bank_id: bank.id })).statusCode).toBe(404);
      const [left] = await rowsOf<{ n: string }>(ctx.db, sql`select count(*) as n from member_banks where id = ${bank.id} and deleted_at is null`);
      expect(Number(left.n)).toBe(1);
    });

    // Found by this suite: the passbook photo (account number, name) was served from the public
    // /uploads folder to anyone holding its link. Now it is read through the owner's or staff's call.
    it('serves a bank passbook photo only to its owner and staff, never to an anonymous request', async () => {
      const payer = await coinMember(ctx, { name: '周以樂' });
      const passbook = { name: 'passbook', filename: 'passbook.jpg', type: 'image/jpeg', data: await picture('jpeg', 320, 200) };
      const account = { bank_code: '808', branch: '信義分行', account_name: '周以樂', account_number: '0123-4567-8901', birthday: '1990-05-20' };
      const bank = json<Envelope<{ id: number; passbook_image: string }>>(await postMultipart(ctx, '/v2/member/bank/create', payer.token, account, [passbook])).return;
      const [row] = await rowsOf<{ passbook_image: string }>(ctx.db, sql`select passbook_image from member_banks where id = ${bank.id}`);
      const stored = row.passbook_image.slice('/uploads/'.length);
      expect(fs.existsSync(path.join(uploadDir, stored))).toBe(true);
      for (const url of [row.passbook_image, `/uploads/./${stored}`, `/uploads//${stored}`, `/uploads/x/../${stored}`, `/uploads/%70assbooks/${stored.split('/')[1]}`]) {
        expect([url, (await ctx.app.inject({ method: 'GET', url })).statusCode]).toEqual([url, 404]);
      }
      expect(JSON.parse((await ctx.app.inject({ method: 'GET', url: bank.passbook_image })).body)).toEqual(PLEASE_LOGIN);
      expect((await as(other.token, 'GET', bank.passbook_image)).statusCode).toBe(404);
      const own = await as(payer.token, 'GET', bank.passbook_image);
      expect([own.statusCode, own.headers['content-type'], own.headers['cache-control']]).toEqual([200, 'image/webp', 'private, no-store']);
    });

    it('lists only the caller’s own orders, notifications and comments', async () => {
      for (const url of ['/v2/order-history', '/v2/notification', '/v2/member/comment/list']) {
        const method = url === '/v2/order-history' ? 'POST' : 'GET';
        const res = await as(other.token, method, url);
        expect([url, res.statusCode]).toEqual([url, 200]);
        expect(res.body).not.toMatch(/周以樂|對花生過敏|三杯雞/);
      }
    });
  });

  describe('guests', () => {
    it('read their own booking only: by slug, or by the public id, which shows no contact details', async () => {
      const slot = await findSlot(ctx, 4, 3);
      const book = async (name: string, phone: string) =>
        json<Envelope<OrderCreated>>(await ctx.app.inject({ method: 'POST', url: '/v2/order', payload: { ...bookingBody(slot, { note: `${name}的備註` }), ...guestFields(phone), name } })).return;
      const first = await book('陳小華', '0911000111');
      const second = await book('林大同', '0911000222');
      const outsider = await quickMember(ctx);
      const get = (url: string, token?: string) => ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token).headers : {} });

      expect((await get(`/v2/order/${first.order_id}?slug=${first.slug}`)).statusCode).toBe(200);
      for (const [what, url, token] of [
        ['no slug', `/v2/order/${first.order_id}`],
        ['another guest’s slug', `/v2/order/${first.order_id}?slug=${second.slug}`],
        ['an empty slug', `/v2/order/${first.order_id}?slug=`],
        ['the slug twice', `/v2/order/${first.order_id}?slug=${first.slug}&slug=${first.slug}`],
        ['a member’s token', `/v2/order/${first.order_id}`, outsider.token],
        ['the public id as slug', `/v2/order/${first.order_id}?slug=${first.public_id}`],
      ] as [string, string, string?][]) {
        const res = await get(url, token);
        expect([what, res.statusCode]).toEqual([what, 404]);
        expect(res.body).not.toMatch(/陳小華|0911000111|guest@example.com/);
      }
      const cancel = await ctx.app.inject({ method: 'PUT', url: '/v2/order', headers: bearer(outsider.token).headers, payload: { order_id: first.order_id, status: 0 } });
      expect(cancel.statusCode).toBe(404);

      const result = await get(`/v2/order/result/${first.public_id}`);
      expect(result.statusCode).toBe(200);
      const shown = json<Envelope<Record<string, unknown>>>(result).return;
      expect(Object.keys(shown)).not.toEqual(expect.arrayContaining(['phone']));
      expect(result.body).not.toMatch(/0911000111|guest@example.com|"slug":"[^"]*"[^}]*"id":/);
      expect(result.body).not.toContain(first.slug);
      for (const id of [second.public_id.slice(0, -1), `${first.public_id}x`, 'A'.repeat(22), '%27%20OR%201%3D1']) {
        expect((await get(`/v2/order/result/${id}`)).statusCode).toBe(404);
      }
    });
  });
}, { config: { uploadDir } });
