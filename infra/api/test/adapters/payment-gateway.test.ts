/**
 * The card gateway: the sandbox's test cards (succeed, declined, succeed then decline later),
 * card checks before a prime is given, a prime used once, idempotent charges, the brand by
 * first digit (§9); TapPay's pay-by-prime and pay-by-token requests and replies (a local
 * HTTP stand-in for its servers' JSON) and configuration; guarantee holds — authorise, capture
 * a share, release, once per key, declined and timed-out authorisations — on the sandbox and
 * against a local server speaking TapPay's Backend API.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../src/config/env';
import { brandOf, DECLINED, HOLD_DAYS, SANDBOX_CARDS, sandboxGateway, tapPayGateway } from '../../src/adapters/payment-gateway';

const charge = { amount: 299, details: 'VIP 月費方案', cardholder: { name: '林小美', phone: '0912345678' } };

describe('sandbox gateway', () => {
  it('succeeds, declines, and fails on a later charge by test card number; charges once per key', async () => {
    const g = sandboxGateway();
    const prime = (n: string) => {
      const r = g.createPrime({ cardNumber: n, expiry: '12/30', ccv: '123' });
      if (!r.ok) throw new Error(r.message);
      return r.prime;
    };
    const first = await g.payByPrime({ ...charge, key: 'a', prime: prime(SANDBOX_CARDS.visa) });
    expect(first).toMatchObject({ ok: true, card: { card6Num: '424242', lastFour: '4242', brand: 'visa', expiry: '12/30' } });
    expect(JSON.stringify(first)).not.toContain(SANDBOX_CARDS.visa);
    expect(await g.payByPrime({ ...charge, key: 'b', prime: prime(SANDBOX_CARDS.declined) })).toEqual({ ok: false, reason: DECLINED });
    const later = await g.payByPrime({ ...charge, key: 'c', prime: prime(SANDBOX_CARDS.failsLater) });
    if (!later.ok) throw new Error('first charge of the fails-later card must succeed');
    expect(await g.payByToken({ ...charge, key: 'd', cardToken: later.card.cardToken, cardKey: later.card.cardKey })).toEqual({ ok: false, reason: DECLINED });
    if (!first.ok) throw new Error('unreachable');
    const renewal = await g.payByToken({ ...charge, key: 'e', cardToken: first.card.cardToken, cardKey: first.card.cardKey });
    const replay = await g.payByToken({ ...charge, key: 'e', cardToken: first.card.cardToken, cardKey: first.card.cardKey });
    expect(replay).toEqual(renewal);
    expect(g.charges.map((c) => [c.key, c.ok])).toEqual([['a', true], ['b', false], ['c', true], ['d', false], ['e', true]]);
  });

  it('checks the card before giving a prime, and a prime works once', async () => {
    const g = sandboxGateway();
    expect(g.createPrime({ cardNumber: '4242424242424241', expiry: '12/30', ccv: '123' })).toMatchObject({ ok: false, field: 'card_number' });
    expect(g.createPrime({ cardNumber: SANDBOX_CARDS.visa, expiry: '01/20', ccv: '123' })).toMatchObject({ ok: false, field: 'expiry' });
    expect(g.createPrime({ cardNumber: SANDBOX_CARDS.visa, expiry: '12/30', ccv: '12' })).toMatchObject({ ok: false, field: 'ccv' });
    const r = g.createPrime({ cardNumber: SANDBOX_CARDS.master, expiry: '12/30', ccv: '123' });
    if (!r.ok) throw new Error(r.message);
    expect(await g.payByPrime({ ...charge, key: 'x', prime: r.prime })).toMatchObject({ ok: true, card: { brand: 'master' } });
    expect(await g.payByPrime({ ...charge, key: 'y', prime: r.prime })).toMatchObject({ ok: false });
  });

  it('names the brand by the first digit: 4 Visa, 5 Master', () => {
    expect([brandOf('4111'), brandOf('5500'), brandOf('3530')]).toEqual(['visa', 'master', 'other']);
  });
});

describe('TapPay gateway', () => {
  const config = { provider: 'tappay' as const, env: 'sandbox' as const, partnerKey: 'partner_key', merchantId: 'joy_CTBC', appId: '12345', appKey: 'app_key', sdkUrl: 'https://js.tappaysdk.com/sdk/tpdirect/v5.20.0', apiUrl: 'https://sandbox.tappaysdk.com' };

  it('pays by prime with remember, keeps the card secret, and pays by token with a stable transaction id', async () => {
    const calls: { url: string; headers: Record<string, string>; body: Record<string, unknown> }[] = [];
    const replies = [
      { status: 0, msg: 'Success', rec_trade_id: 'D2026', card_secret: { card_token: 'tok', card_key: 'key' }, card_info: { bin_code: '424242', last_four: '4242', expiry_date: '203012' } },
      { status: 0, msg: 'Success', rec_trade_id: 'D2027' },
      { status: 10003, msg: 'Card Error' },
    ];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls.push({ url, headers: init.headers as Record<string, string>, body: JSON.parse(String(init.body)) as Record<string, unknown> });
      return new Response(JSON.stringify(replies[calls.length - 1]), { status: 200 });
    }) as unknown as typeof fetch;
    const g = tapPayGateway(config, fetchImpl);
    const first = await g.payByPrime({ ...charge, key: 'pay:1:abc', prime: 'prime_x' });
    expect(first).toEqual({ ok: true, ref: 'D2026', card: { cardToken: 'tok', cardKey: 'key', card6Num: '424242', lastFour: '4242', brand: 'visa', expiry: '12/30' } });
    expect(calls[0].url).toBe('https://sandbox.tappaysdk.com/tpc/payment/pay-by-prime');
    expect(calls[0].headers['x-api-key']).toBe('partner_key');
    expect(calls[0].body).toMatchObject({ prime: 'prime_x', partner_key: 'partner_key', merchant_id: 'joy_CTBC', amount: 299, currency: 'TWD', remember: true, cardholder: { phone_number: '+886912345678' } });
    expect(await g.payByToken({ ...charge, key: 'sub:1:2026', cardToken: 'tok', cardKey: 'key' })).toEqual({ ok: true, ref: 'D2027' });
    expect(calls[1].url).toBe('https://sandbox.tappaysdk.com/tpc/payment/pay-by-token');
    expect(calls[1].body).toMatchObject({ card_token: 'tok', card_key: 'key', amount: 299 });
    expect(await g.payByToken({ ...charge, key: 'sub:1:2026', cardToken: 'tok', cardKey: 'key' })).toEqual({ ok: false, reason: DECLINED });
    expect(calls[2].body.bank_transaction_id).toBe(calls[1].body.bank_transaction_id);
    expect(String(calls[1].body.bank_transaction_id).length).toBeLessThanOrEqual(40);
  });

  it('calls the server TAPPAY_API_URL names', async () => {
    const urls: string[] = [];
    const fetchImpl = (async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ status: 0, msg: 'Success', rec_trade_id: 'D1' }), { status: 200 });
    }) as unknown as typeof fetch;
    await tapPayGateway({ ...config, apiUrl: 'http://127.0.0.1:4100' }, fetchImpl).payByToken({ ...charge, key: 'k', cardToken: 't', cardKey: 'c' });
    expect(urls).toEqual(['http://127.0.0.1:4100/tpc/payment/pay-by-token']);
  });

  it('is configured by PAYMENT_GATEWAY=tappay with its keys, and lists what is missing', () => {
    expect(loadConfig({}).payment).toEqual({ provider: 'sandbox' });
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'tappay' })).toThrow(/TAPPAY_PARTNER_KEY/);
    const c = loadConfig({ PAYMENT_GATEWAY: 'tappay', TAPPAY_ENV: 'production', TAPPAY_PARTNER_KEY: 'p', TAPPAY_MERCHANT_ID: 'm', TAPPAY_APP_ID: '1', TAPPAY_APP_KEY: 'k' });
    expect(c.payment).toMatchObject({ provider: 'tappay', env: 'production', merchantId: 'm' });
  });
});

describe('guarantee holds', () => {
  const hold = { amount: 600, details: '訂位訂金預先授權', cardholder: { name: '林小美', phone: '0912345678' } };

  it('sandbox: authorises (not a charge), captures part or releases once per key; declines and a lost answer by test card', async () => {
    const g = sandboxGateway();
    const prime = (n: string) => {
      const r = g.createPrime({ cardNumber: n, expiry: '12/30', ccv: '123' });
      if (!r.ok) throw new Error(r.message);
      return r.prime;
    };
    const held = await g.authorize({ ...hold, key: 'h1', prime: prime(SANDBOX_CARDS.visa) });
    if (held.status !== 'authorized') throw new Error('the visa card must be authorised');
    expect(held.lastFour).toBe('4242');
    expect(g.charges).toEqual([]);
    expect(await g.capture({ ref: held.ref, held: 600, amount: 601, key: 'h1:capture' })).toMatchObject({ ok: false });
    expect(await g.capture({ ref: held.ref, held: 600, amount: 300, key: 'h1:capture2' })).toEqual({ ok: true });
    expect(await g.capture({ ref: held.ref, held: 600, amount: 300, key: 'h1:capture2' })).toEqual({ ok: true });
    expect(await g.release({ ref: held.ref, held: 600, key: 'h1:release' })).toEqual({ ok: false, reason: '此授權已請款' });

    expect(await g.authorize({ ...hold, key: 'h2', prime: prime(SANDBOX_CARDS.declined) })).toEqual({ status: 'declined', reason: DECLINED });

    const timeoutPrime = prime(SANDBOX_CARDS.timeout);
    expect(await g.authorize({ ...hold, key: 'h3', prime: timeoutPrime })).toEqual({ status: 'timeout' });
    const retried = await g.authorize({ ...hold, key: 'h3', prime: timeoutPrime, retry: true });
    expect(retried).toMatchObject({ status: 'authorized', lastFour: '0119' });
    if (retried.status !== 'authorized') throw new Error('unreachable');
    expect(await g.release({ ref: retried.ref, held: 600, key: 'h3:release' })).toEqual({ ok: true });
    expect(await g.release({ ref: retried.ref, held: 600, key: 'h3:release' })).toEqual({ ok: true });
    expect(g.holds.map((h) => [h.key, h.op, h.ok])).toEqual([
      ['h1', 'authorize', true],
      ['h1:capture', 'capture', false],
      ['h1:capture2', 'capture', true],
      ['h1:release', 'release', false],
      ['h2', 'authorize', false],
      ['h3', 'authorize', true],
      ['h3:release', 'release', true],
    ]);
  });

  describe('TapPay against a local server speaking its API', () => {
    let server: http.Server;
    let base = '';
    const calls: { path: string; body: Record<string, unknown> }[] = [];
    /** What the stand-in knows: trades by rec_trade_id and by bank_transaction_id. */
    const trades = new Map<string, { rec: string; bank: string; amount: number; status: number; refunded: number; captured: boolean }>();
    let answerNextPay: 'ok' | 'decline' | 'hang' = 'ok';

    beforeAll(async () => {
      server = http.createServer((req, res) => {
        let raw = '';
        req.on('data', (c) => (raw += c));
        req.on('end', () => {
          const body = JSON.parse(raw) as Record<string, unknown>;
          calls.push({ path: req.url ?? '', body });
          const reply = (value: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));
          if (req.headers['x-api-key'] !== 'partner_key') return reply({ status: 4, msg: 'Partner key error' });
          if (req.url === '/tpc/payment/pay-by-prime') {
            const bank = String(body.bank_transaction_id);
            const mode = answerNextPay;
            answerNextPay = 'ok';
            if (mode === 'decline') return reply({ status: 10003, msg: 'Card Error' });
            const rec = `D${trades.size + 1}`;
            trades.set(rec, { rec, bank, amount: Number(body.amount), status: 0, refunded: 0, captured: false });
            if (mode === 'hang') return res.destroy();
            return reply({ status: 0, msg: 'Success', rec_trade_id: rec, card_info: { bin_code: '424242', last_four: '4242' } });
          }
          if (req.url === '/tpc/transaction/query') {
            const f = body.filters as Record<string, string>;
            const found = [...trades.values()].filter((tr) => tr.rec === f.rec_trade_id || tr.bank === f.bank_transaction_id);
            return reply({
              status: found.length ? 0 : 2,
              msg: 'Success',
              trade_records: found.map((tr) => ({ rec_trade_id: tr.rec, record_status: tr.status, amount: tr.amount, refunded_amount: tr.refunded, is_captured: tr.captured, card_info: { last_four: '4242' } })),
            });
          }
          const tr = trades.get(String(body.rec_trade_id));
          if (!tr) return reply({ status: 88, msg: 'No trade' });
          if (req.url === '/tpc/transaction/refund') {
            const amount = body.amount === undefined ? tr.amount - tr.refunded : Number(body.amount);
            tr.refunded += amount;
            tr.status = tr.refunded >= tr.amount ? (tr.captured ? 3 : 5) : 2;
            return reply({ status: 0, msg: 'Success', refund_amount: amount });
          }
          if (req.url === '/tpc/transaction/cap') {
            tr.captured = true;
            tr.status = tr.refunded ? 2 : 1;
            return reply({ status: 0, msg: 'Success', cap_millis: Date.now() });
          }
          return reply({ status: 404, msg: 'Unknown' });
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    const gateway = () =>
      tapPayGateway({ provider: 'tappay', env: 'sandbox', partnerKey: 'partner_key', merchantId: 'joy_CTBC', appId: '1', appKey: 'k', sdkUrl: 'https://js.tappaysdk.com/sdk/tpdirect/v5.20.0', apiUrl: base });

    it('authorises with delay_capture_in_days, captures a share by refunding the rest then /cap, and does neither twice', async () => {
      const g = gateway();
      const held = await g.authorize({ ...hold, key: 'guarantee-a', prime: 'prime_a' });
      expect(held).toEqual({ status: 'authorized', ref: 'D1', lastFour: '4242' });
      const pay = calls.find((c) => c.path === '/tpc/payment/pay-by-prime');
      expect(pay?.body).toMatchObject({ prime: 'prime_a', amount: 600, currency: 'TWD', delay_capture_in_days: HOLD_DAYS, merchant_id: 'joy_CTBC' });
      expect(pay?.body.remember).toBeUndefined();
      expect(await g.capture({ ref: 'D1', held: 600, amount: 200, key: 'guarantee-a:capture' })).toEqual({ ok: true });
      const refund = calls.find((c) => c.path === '/tpc/transaction/refund');
      expect(refund?.body).toMatchObject({ rec_trade_id: 'D1', amount: 400 });
      expect(calls.filter((c) => c.path === '/tpc/transaction/cap')).toHaveLength(1);
      // Again (a redelivery): the Record API says it is done; nothing more is sent.
      expect(await g.capture({ ref: 'D1', held: 600, amount: 200, key: 'guarantee-a:capture' })).toEqual({ ok: true });
      expect(calls.filter((c) => c.path === '/tpc/transaction/cap' || c.path === '/tpc/transaction/refund')).toHaveLength(2);
      expect(await g.release({ ref: 'D1', held: 600, key: 'guarantee-a:release' })).toEqual({ ok: false, reason: '此授權已請款' });
    });

    it('releases by refunding the uncaptured transaction whole, once; a decline is declined', async () => {
      const g = gateway();
      const held = await g.authorize({ ...hold, key: 'guarantee-b', prime: 'prime_b' });
      if (held.status !== 'authorized') throw new Error('must be authorised');
      const before = calls.length;
      expect(await g.release({ ref: held.ref, held: 600, key: 'guarantee-b:release' })).toEqual({ ok: true });
      expect(await g.release({ ref: held.ref, held: 600, key: 'guarantee-b:release' })).toEqual({ ok: true });
      const sent = calls.slice(before).filter((c) => c.path !== '/tpc/transaction/query');
      expect(sent.map((c) => c.path)).toEqual(['/tpc/transaction/refund']);
      expect(sent[0].body.amount).toBeUndefined();
      answerNextPay = 'decline';
      expect(await g.authorize({ ...hold, key: 'guarantee-c', prime: 'prime_c' })).toEqual({ status: 'declined', reason: DECLINED });
    });

    it('a lost answer is a timeout; the retry with the same key finds the first authorisation by its bank_transaction_id', async () => {
      const g = gateway();
      answerNextPay = 'hang';
      expect(await g.authorize({ ...hold, key: 'guarantee-d', prime: 'prime_d' })).toEqual({ status: 'timeout' });
      const first = calls.filter((c) => c.path === '/tpc/payment/pay-by-prime').pop();
      const pays = calls.filter((c) => c.path === '/tpc/payment/pay-by-prime').length;
      const retried = await g.authorize({ ...hold, key: 'guarantee-d', prime: 'prime_d', retry: true });
      expect(retried).toMatchObject({ status: 'authorized', lastFour: '4242' });
      expect(calls.filter((c) => c.path === '/tpc/payment/pay-by-prime')).toHaveLength(pays);
      const query = calls.filter((c) => c.path === '/tpc/transaction/query').pop();
      expect((query?.body.filters as Record<string, string>).bank_transaction_id).toBe(first?.body.bank_transaction_id);
    });
  });
});
