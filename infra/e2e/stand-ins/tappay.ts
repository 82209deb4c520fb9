/**
 * TapPay's stand-in: the Fields SDK's browser surface (`window.TPDirect`) at the SDK's address,
 * and the Backend API at the server's address — POST /tpc/payment/pay-by-prime and
 * /tpc/payment/pay-by-token with the partner key in `x-api-key` and the body, answering in
 * TapPay's JSON (status 0 with rec_trade_id; with `remember: true` the card_secret's card_token
 * and card_key, and card_info). A pay-by-prime with `delay_capture_in_days` is an authorisation
 * (a booking's guarantee): the Record API (/tpc/transaction/query, by bank_transaction_id or
 * rec_trade_id), /tpc/transaction/refund (the whole or a part; a whole refund of an uncaptured
 * trade cancels it) and /tpc/transaction/cap (captures what is left) act on it as TapPay's do. The cards behave as the API's sandbox gateway's test cards
 * (4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined), whose code makes the primes and
 * decides the charges; the browser script is the sandbox's TPDirect stand-in, which refuses to
 * make a prime unless setupSDK was called with this app's id, key and `production`, as TapPay's
 * SDK does without a valid app.
 */
import { sandboxGateway, type CardBinding } from '../../api/src/adapters/payment-gateway';
import { sandboxTpDirectScript } from '../../api/src/adapters/sandbox-tpdirect';
import { CORS, json, preflight, send, sendText, serve, type Started } from './http';
import type { RunSettings } from './settings';

/** The SDK's prime requests (the card goes here from the browser, never to the site's API). */
const PRIME_PATH = '/tpc/sdk/prime';

export interface TapPayCall {
  path: string;
  apiKey: string;
  body: Record<string, unknown>;
  status: number;
}

export interface TapPayStandIn extends Started {
  /** Backend API calls, in order. */
  calls: TapPayCall[];
  /** Primes the SDK made. */
  primes: string[];
}

function sdkScript(app: RunSettings['tapPay']): string {
  return `${sandboxTpDirectScript(PRIME_PATH)}
(function () {
  'use strict';
  var tp = window.TPDirect;
  var app = null;
  var getPrime = tp.card.getPrime;
  tp.sandbox = false;
  tp.setupSDK = function (appId, appKey, serverType) { app = { id: appId, key: appKey, server: serverType }; };
  tp.card.getPrime = function (callback) {
    if (!app || app.id !== ${JSON.stringify(Number(app.appId))} || app.key !== ${JSON.stringify(app.appKey)} || app.server !== 'production') {
      return callback({ status: 915, msg: 'Unknown app: call TPDirect.setupSDK with the App ID and App Key' });
    }
    getPrime(callback);
  };
})();
`;
}

/** MM/YY → YYYYMM, as card_info.expiry_date. */
const expiryDate = (card: CardBinding) => `20${card.expiry.slice(3)}${card.expiry.slice(0, 2)}`;

export async function startTapPay(port: number, app: RunSettings['tapPay']): Promise<TapPayStandIn> {
  const gateway = sandboxGateway();
  const calls: TapPayCall[] = [];
  const primes: string[] = [];
  const script = sdkScript(app);
  let trade = 0;
  /** The trades made, by rec_trade_id: what the Record API, refund and cap read and change. */
  const trades = new Map<string, { key: string; amount: number; refunded: number; captured: boolean; delayed: boolean; lastFour: string }>();
  const recordOf = (id: string) => {
    const tr = trades.get(id);
    if (!tr) return null;
    // record_status: 0 authorised, 1 captured, 2 partly refunded, 3 refunded, 5 cancelled.
    const status = tr.refunded >= tr.amount ? (tr.captured ? 3 : 5) : tr.refunded > 0 ? 2 : tr.captured || !tr.delayed ? 1 : 0;
    return { rec_trade_id: id, bank_transaction_id: tr.key, record_status: status, amount: tr.amount, refunded_amount: tr.refunded, is_captured: tr.captured || !tr.delayed, card_info: { last_four: tr.lastFour } };
  };
  const recTradeId = () => `D${new Date().toISOString().slice(0, 10).replace(/-/g, '')}${String(++trade).padStart(6, '0')}`;

  const started = await serve(port, async (req, res, url, raw) => {
    if (preflight(req, res)) return;
    if (req.method === 'GET' && url.pathname === '/sdk/tpdirect/v5.20.0') return sendText(res, 200, 'text/javascript; charset=utf-8', script);
    if (req.method === 'POST' && url.pathname === PRIME_PATH) {
      const body = json(raw);
      const made = gateway.createPrime({ cardNumber: String(body.card_number ?? ''), expiry: String(body.expiry ?? ''), ccv: String(body.ccv ?? '') });
      if (!made.ok) return send(res, 400, { return: { errors: { [made.field]: made.message } } }, CORS);
      primes.push(made.prime);
      return send(res, 200, { return: { prime: made.prime } }, CORS);
    }
    if (req.method !== 'POST' || !(url.pathname.startsWith('/tpc/payment/') || url.pathname.startsWith('/tpc/transaction/'))) return send(res, 404, { status: 404, msg: 'Not Found' });

    const body = json(raw);
    const apiKey = String(req.headers['x-api-key'] ?? '');
    const answer = (status: number, reply: Record<string, unknown>) => {
      calls.push({ path: url.pathname, apiKey, body, status });
      send(res, 200, { status, ...reply });
    };
    if (!String(req.headers['content-type'] ?? '').startsWith('application/json')) return answer(3, { msg: 'Wrong content type' });
    if (apiKey !== app.partnerKey || body.partner_key !== app.partnerKey) return answer(4, { msg: 'Authentication failed: partner_key' });
    if (url.pathname.startsWith('/tpc/transaction/')) {
      const tradeId = String(body.rec_trade_id ?? '');
      if (url.pathname === '/tpc/transaction/query') {
        const filters = (body.filters ?? {}) as { rec_trade_id?: string; bank_transaction_id?: string };
        const found = [...trades.keys()].filter((id) => (filters.rec_trade_id ? id === filters.rec_trade_id : filters.bank_transaction_id ? trades.get(id)?.key === filters.bank_transaction_id : true)).map(recordOf);
        // status 2: no trade matches the filters.
        return answer(found.length ? 0 : 2, { msg: found.length ? 'Success' : 'No records', trade_records: found, number_of_transactions: found.length });
      }
      const tr = trades.get(tradeId);
      if (!tr) return answer(10005, { msg: 'Trade not found' });
      if (url.pathname === '/tpc/transaction/refund') {
        const part = body.amount === undefined ? tr.amount - tr.refunded : Number(body.amount);
        if (!Number.isInteger(part) || part <= 0 || part > tr.amount - tr.refunded) return answer(2, { msg: 'Invalid arguments: amount' });
        tr.refunded += part;
        return answer(0, { msg: 'Success', refund_amount: part, is_captured: tr.captured || !tr.delayed, currency: 'TWD' });
      }
      if (url.pathname === '/tpc/transaction/cap') {
        if (!tr.delayed || tr.captured) return answer(10012, { msg: 'Trade already captured' });
        if (tr.refunded >= tr.amount) return answer(10013, { msg: 'Trade cancelled' });
        tr.captured = true;
        return answer(0, { msg: 'Success', rec_trade_id: tradeId });
      }
      return send(res, 404, { status: 404, msg: 'Not Found' });
    }
    if (body.merchant_id !== app.merchantId) return answer(5, { msg: 'Merchant not found' });
    const amount = Number(body.amount);
    const key = String(body.bank_transaction_id ?? '');
    if (!Number.isInteger(amount) || amount <= 0 || !key || typeof body.details !== 'string') return answer(2, { msg: 'Invalid arguments' });

    if (url.pathname === '/tpc/payment/pay-by-prime') {
      const cardholder = body.cardholder as { phone_number?: string; name?: string } | undefined;
      if (!cardholder?.phone_number || !cardholder.name) return answer(2, { msg: 'Invalid arguments: cardholder' });
      const paid = await gateway.payByPrime({ prime: String(body.prime ?? ''), amount, key, details: body.details, cardholder: { name: cardholder.name, phone: cardholder.phone_number } });
      if (!paid.ok) return answer(10003, { msg: 'Card Error', rec_trade_id: recTradeId(), bank_transaction_id: key });
      const card = paid.card;
      const id = recTradeId();
      trades.set(id, { key, amount, refunded: 0, captured: false, delayed: Number(body.delay_capture_in_days ?? 0) > 0, lastFour: card.lastFour });
      return answer(0, {
        msg: 'Success',
        rec_trade_id: id,
        bank_transaction_id: key,
        order_number: body.order_number ?? '',
        amount,
        currency: 'TWD',
        auth_code: String(100_000 + trade),
        acquirer: 'TW_CTBC',
        card_info: { bin_code: card.card6Num, last_four: card.lastFour, issuer: 'STAND-IN BANK', funding: 0, type: card.brand === 'visa' ? 1 : 2, level: '', country: 'TAIWAN', country_code: 'TW', expiry_date: expiryDate(card) },
        ...(body.remember === true ? { card_secret: { card_token: card.cardToken, card_key: card.cardKey } } : {}),
        transaction_time_millis: Date.now(),
      });
    }
    if (url.pathname === '/tpc/payment/pay-by-token') {
      const paid = await gateway.payByToken({ cardToken: String(body.card_token ?? ''), cardKey: String(body.card_key ?? ''), amount, key, details: body.details });
      const id = recTradeId();
      if (paid.ok) trades.set(id, { key, amount, refunded: 0, captured: false, delayed: Number(body.delay_capture_in_days ?? 0) > 0, lastFour: '' });
      return paid.ok
        ? answer(0, { msg: 'Success', rec_trade_id: id, bank_transaction_id: key, amount, currency: 'TWD' })
        : answer(10003, { msg: 'Card Error', rec_trade_id: recTradeId(), bank_transaction_id: key });
    }
    return send(res, 404, { status: 404, msg: 'Not Found' });
  });
  return { ...started, calls, primes };
}
