/**
 * The card form's gateway settings (GET /v2/subscription/gateway) with either gateway: the SDK
 * script to load and its setupSDK arguments; the sandbox's own TPDirect script, served only by
 * the sandbox; the Content-Security-Policy letting the browser load the configured SDK and
 * nothing more; and the TapPay settings checked at start-up.
 */
import vm from 'node:vm';
import type { Envelope, PaymentGatewayInfo } from '@joy/contract';
import { cardSdkSources } from '../../../src/adapters/payment-gateway';
import { ConfigError, isLoopbackUrl, loadConfig, TAPPAY_API_URLS, TAPPAY_SDK_URL, type PaymentConfig } from '../../../src/config/env';
import { SANDBOX_SDK_PATH } from '../../../src/routes/v2/subscription';
import { eachDatabase, json, type TestContext } from '../../helpers/app';

const TAPPAY_ENV = {
  PAYMENT_GATEWAY: 'tappay',
  TAPPAY_ENV: 'production',
  TAPPAY_PARTNER_KEY: 'partner_8c1d',
  TAPPAY_MERCHANT_ID: 'joy_ctbc',
  TAPPAY_APP_ID: '12345',
  TAPPAY_APP_KEY: 'app_public_77ab',
};
const CUSTOM_SDK = 'https://sdk.tappay.test/sdk/tpdirect/v5.21.0';

/** The directives of a CSP header by name. */
function directives(csp: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

const gatewayOf = async (ctx: TestContext) => {
  const res = await ctx.app.inject({ method: 'GET', url: '/v2/subscription/gateway' });
  expect(res.statusCode).toBe(200);
  return { reply: json<Envelope<PaymentGatewayInfo>>(res).return, csp: directives(res.headers['content-security-policy']) };
};

eachDatabase(
  'card gateway settings: sandbox',
  (ctx) => {
    it('names the sandbox script served here, with the sandbox server type; the CSP adds no outside host', async () => {
      const { reply, csp } = await gatewayOf(ctx);
      expect(reply).toEqual({ provider: 'sandbox', sdk_url: SANDBOX_SDK_PATH, app_id: null, app_key: null, server_type: 'sandbox' });
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['frame-src']).toEqual(["'self'"]);
      expect(csp['connect-src']).toEqual(["'self'"]);
    });

    it('serves a script giving TPDirect the card surface, posting to the sandbox prime endpoint', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: SANDBOX_SDK_PATH });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/javascript/);
      expect(res.body).toContain('window.TPDirect = {');
      for (const name of ['setupSDK', 'setup', 'onUpdate', 'getTappayFieldsStatus', 'getPrime']) expect(res.body).toContain(`${name}: `);
      expect(res.body).toContain('"/v2/subscription/sandbox/prime"');
      // Valid JavaScript as served (parsed, not run).
      expect(() => new vm.Script(res.body)).not.toThrow();
    });
  },
  { pgliteOnly: true },
);

eachDatabase(
  'card gateway settings: TapPay',
  (ctx) => {
    it('names the configured TapPay SDK with the app id, the public app key and the server type', async () => {
      const { reply } = await gatewayOf(ctx);
      expect(reply).toEqual({ provider: 'tappay', sdk_url: CUSTOM_SDK, app_id: 12345, app_key: 'app_public_77ab', server_type: 'production' });
    });

    it('lets the browser load the SDK, its card-field frames and its calls to the production server, and no other host', async () => {
      const { csp } = await gatewayOf(ctx);
      expect(csp['script-src']).toEqual(["'self'", 'https://sdk.tappay.test']);
      expect(csp['frame-src']).toEqual(["'self'", 'https://sdk.tappay.test', 'https://prod.tappaysdk.com']);
      expect(csp['connect-src']).toEqual(["'self'", 'https://sdk.tappay.test', 'https://prod.tappaysdk.com']);
    });

    it('neither serves the sandbox script nor makes sandbox primes: card numbers do not come here', async () => {
      expect((await ctx.app.inject({ method: 'GET', url: SANDBOX_SDK_PATH })).statusCode).toBe(404);
      const primed = await ctx.app.inject({ method: 'POST', url: '/v2/subscription/sandbox/prime', payload: { card_number: '4242424242424242', expiry: '12/30', ccv: '123' } });
      expect(primed.statusCode).toBe(404);
    });
  },
  { pgliteOnly: true, env: { ...TAPPAY_ENV, TAPPAY_SDK_URL: CUSTOM_SDK } },
);

/** What a production start says about an environment (other settings missing are listed too). */
const productionProblemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig({ ...env, NODE_ENV: 'production' });
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
};

describe('TapPay browser SDK settings at start-up', () => {
  const tapPay = (extra: Record<string, string> = {}) => loadConfig({ ...TAPPAY_ENV, ...extra }).payment as Extract<PaymentConfig, { provider: 'tappay' }>;

  it('uses TapPay’s published SDK unless TAPPAY_SDK_URL names another', () => {
    expect(tapPay().sdkUrl).toBe(TAPPAY_SDK_URL);
    expect(TAPPAY_SDK_URL).toMatch(/^https:\/\/js\.tappaysdk\.com\/sdk\/tpdirect\/v5\.\d+\.\d+$/);
    expect(tapPay({ TAPPAY_SDK_URL: CUSTOM_SDK }).sdkUrl).toBe(CUSTOM_SDK);
  });

  it('refuses an SDK address that is not http(s) and an app id that is not TapPay’s number', () => {
    expect(() => tapPay({ TAPPAY_SDK_URL: 'ftp://js.tappaysdk.com/sdk' })).toThrow(/TAPPAY_SDK_URL must use https: or http:/);
    expect(() => tapPay({ TAPPAY_APP_ID: 'app_12345' })).toThrow(/TAPPAY_APP_ID must be the number/);
  });

  it('the CSP sources follow the SDK address and the TapPay environment', () => {
    expect(cardSdkSources({ provider: 'sandbox' })).toEqual({ script: [], frame: [], connect: [] });
    expect(cardSdkSources(tapPay({ TAPPAY_ENV: 'sandbox' }))).toEqual({
      script: ['https://js.tappaysdk.com'],
      frame: ['https://js.tappaysdk.com', 'https://sandbox.tappaysdk.com'],
      connect: ['https://js.tappaysdk.com', 'https://sandbox.tappaysdk.com'],
    });
    expect(cardSdkSources(tapPay()).connect).toEqual(['https://js.tappaysdk.com', 'https://prod.tappaysdk.com']);
    // TAPPAY_API_URL (a stand-in): the SDK's calls go there, and only there.
    expect(cardSdkSources(tapPay({ TAPPAY_SDK_URL: 'http://127.0.0.1:4100/sdk/tpdirect/v5.20.0', TAPPAY_API_URL: 'http://127.0.0.1:4100/' }))).toEqual({
      script: ['http://127.0.0.1:4100'],
      frame: ['http://127.0.0.1:4100'],
      connect: ['http://127.0.0.1:4100'],
    });
  });

  it('calls the TAPPAY_ENV server unless TAPPAY_API_URL names another; production takes plain http to loopback only', () => {
    expect(tapPay().apiUrl).toBe(TAPPAY_API_URLS.production);
    expect(tapPay({ TAPPAY_ENV: 'sandbox' }).apiUrl).toBe(TAPPAY_API_URLS.sandbox);
    expect(tapPay({ TAPPAY_API_URL: 'https://tappay.proxy.joy.tw/' }).apiUrl).toBe('https://tappay.proxy.joy.tw');
    expect(() => tapPay({ TAPPAY_API_URL: 'ftp://prod.tappaysdk.com' })).toThrow(/TAPPAY_API_URL must use https: or http:/);
    const production = (apiUrl: string) => productionProblemsOf({ ...TAPPAY_ENV, TAPPAY_API_URL: apiUrl }).filter((p) => p.startsWith('TAPPAY_API_URL'));
    expect(production('http://tappay.joy.tw')).toEqual([expect.stringMatching(/^TAPPAY_API_URL must use https in production/)]);
    expect(production('http://127.0.0.1:4100')).toEqual([]);
    expect(production('http://localhost:4100')).toEqual([]);
    expect(production('https://tappay.joy.tw')).toEqual([]);
    expect(isLoopbackUrl('http://127.8.0.1/')).toBe(true);
    expect(isLoopbackUrl('http://[::1]:80/')).toBe(true);
    expect(isLoopbackUrl('http://127.0.0.1.nip.io/')).toBe(false);
    expect(isLoopbackUrl('http://localhost.joy.tw/')).toBe(false);
  });
});
