/**
 * The signed partner API (contract partner.ts), every endpoint: no headers, an unknown key,
 * another store's key with this store's secret, a signature made for another request, a stale
 * or future timestamp, a timestamp that is not a number — all 401 with the reason; the same
 * signed request twice — 409; and a store acting on another store's order, comment or payment
 * — 404, with nothing changed.
 */
import { sql } from 'drizzle-orm';
import { type Endpoint, type Envelope, type OrderCreated } from '@joy/contract';
import { partnerEndpoints } from '@joy/contract/partner';
import { computeSignature, devPartnerCredential } from '../../src/lib/partner-signature';
import { eachDatabase, json, rowsOf, type TestContext } from '../helpers/app';
import { bookingBody, findSlot, guestFields } from '../helpers/booking';
import { idempotencyKey, paid, payStore, quickMember as coinMember } from '../helpers/coins';
import { partnerCall } from '../helpers/partner';
import { recordFigures } from '../soak/figures';
import { fillPath, plausibleBody } from './fuzz-cases';

const STORE = 1;
const refusal = (status: number, msg: string) => ({ code: 0, status, return: null, msg });

interface Signing {
  keyId?: string;
  secret?: string;
  /** Seconds added to the clock for the timestamp. */
  skew?: number;
  timestamp?: string;
  /** Sign this path instead of the one requested. */
  signedPath?: string;
  omit?: boolean;
}

function signedCall(ctx: TestContext, e: Endpoint, url: string, s: Signing = {}) {
  const own = devPartnerCredential(STORE);
  const body = e.body && e.method !== 'GET' ? JSON.stringify(plausibleBody(e.body)) : '';
  const ts = s.timestamp ?? String(Math.floor(Date.now() / 1000) + (s.skew ?? 0));
  const headers: Record<string, string> = s.omit
    ? {}
    : {
        'x-joy-key': s.keyId ?? own.keyId,
        'x-joy-timestamp': ts,
        'x-joy-signature': computeSignature(s.secret ?? own.secret, ts, e.method, s.signedPath ?? url, body),
      };
  if (body) headers['content-type'] = 'application/json';
  return ctx.app.inject({ method: e.method, url, headers, payload: body || undefined });
}

eachDatabase('partner API signatures', (ctx) => {
  const all = Object.entries(partnerEndpoints) as [string, Endpoint][];
  let seq = 0;
  /** A distinct URL per call (the query is signed), so only the case under test can fail it. */
  const urlOf = (e: Endpoint) => `${fillPath(e.path)}?n=${(seq += 1)}`;

  it('refuses every partner call with a missing, unknown, mismatched, misdirected or stale signature (401)', async () => {
    const cases: [string, Signing, { status: number; msg: string }][] = [
      ['no signature headers', { omit: true }, { status: 401, msg: '金鑰無效' }],
      ['an unknown key', { keyId: 'dev-store-999999' }, { status: 401, msg: '金鑰無效' }],
      ['another store’s key with this store’s secret', { keyId: devPartnerCredential(2).keyId }, { status: 401, msg: '簽章錯誤' }],
      ['another store’s secret', { secret: devPartnerCredential(2).secret }, { status: 401, msg: '簽章錯誤' }],
      ['a signature made for another path', { signedPath: '/partner/v1/orders' }, { status: 401, msg: '簽章錯誤' }],
      ['a timestamp 301 s old', { skew: -301 }, { status: 401, msg: '請求時間已逾時或格式錯誤' }],
      ['a timestamp 310 s ahead (room for a slow machine: the window closes at 300)', { skew: 310 }, { status: 401, msg: '請求時間已逾時或格式錯誤' }],
      ['a timestamp in milliseconds', { timestamp: String(Date.now()) }, { status: 401, msg: '請求時間已逾時或格式錯誤' }],
      ['a timestamp that is not a number', { timestamp: 'yesterday' }, { status: 401, msg: '請求時間已逾時或格式錯誤' }],
    ];
    const problems: string[] = [];
    for (const [label, signing, expected] of cases) {
      for (const [key, e] of all) {
        const res = await signedCall(ctx, e, urlOf(e), signing);
        if (res.statusCode !== expected.status || res.body !== JSON.stringify(refusal(expected.status, expected.msg))) problems.push(`${key} with ${label}: ${res.statusCode} ${res.body.slice(0, 100)}`);
      }
    }
    recordFigures(`partner signatures [${ctx.kind}]`, { endpoints: all.length, 'forged signings': cases.length, requests: all.length * cases.length });
    expect(problems).toEqual([]);
  });

  it('refuses the same signed request a second time (409), on every partner call, even when the copies race', async () => {
    for (const [key, e] of all) {
      const url = urlOf(e);
      const own = devPartnerCredential(STORE);
      const body = e.body && e.method !== 'GET' ? JSON.stringify(plausibleBody(e.body)) : '';
      const ts = String(Math.floor(Date.now() / 1000));
      const headers: Record<string, string> = { 'x-joy-key': own.keyId, 'x-joy-timestamp': ts, 'x-joy-signature': computeSignature(own.secret, ts, e.method, url, body) };
      if (body) headers['content-type'] = 'application/json';
      const replies = await Promise.all([1, 2, 3].map(() => ctx.app.inject({ method: e.method, url, headers, payload: body || undefined })));
      const replays = replies.filter((r) => r.statusCode === 409 && r.body === JSON.stringify(refusal(409, '重複的請求')));
      expect([key, replays.length]).toEqual([key, 2]);
      expect(replies.filter((r) => r.statusCode === 401)).toEqual([]);
    }
  });

  it('lets a store act only on its own orders, comments and payments: another store’s are 404 and stay as they were', async () => {
    const slot = await findSlot(ctx, 5, 3);
    expect(slot.storeId).not.toBe(STORE);
    const created = json<Envelope<OrderCreated>>(await ctx.app.inject({ method: 'POST', url: '/v2/order', payload: { ...bookingBody(slot), ...guestFields() } })).return;
    for (const move of ['confirm', 'seat', 'no-show', 'complete', 'cancel']) {
      const res = await partnerCall(ctx, STORE, 'POST', `/partner/v1/orders/${created.order_id}/${move}`, move === 'cancel' ? { reason: '測試' } : undefined);
      expect([move, res.statusCode, json(res)]).toEqual([move, 404, refusal(404, '找不到此訂位')]);
    }
    const [order] = await rowsOf<{ status: number }>(ctx.db, sql`select status from orders where id = ${created.order_id}`);
    expect(order.status).toBe(1);
    const listed = json<Envelope<{ id: number }[]>>(await partnerCall(ctx, STORE, 'GET', `/partner/v1/orders?date=${slot.date}`)).return;
    expect(listed.map((o) => o.id)).not.toContain(created.order_id);

    const [comment] = await rowsOf<{ id: number; reply: string | null }>(ctx.db, sql`select id, reply from comments where store_id <> ${STORE} order by id limit 1`);
    const reply = await partnerCall(ctx, STORE, 'PUT', `/partner/v1/comments/${comment.id}/reply`, { reply: '謝謝光臨' });
    expect(reply.statusCode).toBe(404);
    const [after] = await rowsOf<{ reply: string | null }>(ctx.db, sql`select reply from comments where id = ${comment.id}`);
    expect(after.reply).toBe(comment.reply);

    const payer = await coinMember(ctx);
    const otherStore = await payStore(ctx, 9, 5);
    expect(otherStore).not.toBe(STORE);
    const payment = await paid(ctx, otherStore, { member_code: payer.payCode, amount: 400, idempotency_key: idempotencyKey() });
    expect((await partnerCall(ctx, STORE, 'GET', `/partner/v1/payments/${payment.id}`)).statusCode).toBe(404);
    expect((await partnerCall(ctx, STORE, 'POST', `/partner/v1/payments/${payment.id}/refund`, { reason: '退款' })).statusCode).toBe(404);
    // 1 paid, 2 refunded.
    const [pay] = await rowsOf<{ status: number }>(ctx.db, sql`select status from pay_logs where id = ${payment.id}`);
    expect(pay.status).toBe(1);
  });
});
