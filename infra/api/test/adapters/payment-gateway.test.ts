/**
 * The card gateway: the sandbox's test cards (succeed, declined, succeed then decline later),
 * card checks before a prime is given, a prime used once, idempotent charges, the brand by
 * first digit (§9); TapPay's pay-by-prime and pay-by-token requests and replies (a local
 * HTTP stand-in for its servers' JSON) and configuration.
 */
import { loadConfig } from '../../src/config/env';
import { brandOf, DECLINED, SANDBOX_CARDS, sandboxGateway, tapPayGateway } from '../../src/adapters/payment-gateway';

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
