import path from 'node:path';
import crypto from 'node:crypto';
import { ConfigError, estimatedEntropyBits, isStrongToken, loadConfig, REPO_ROOT } from '../../src/config/env';

/** A production environment that passes every check; each test spoils one part of it. */
const SAFE_PRODUCTION = {
  NODE_ENV: 'production',
  SOCIAL_MODE: 'jwks',
  SOCIAL_GOOGLE_CLIENT_ID: 'g',
  SOCIAL_FACEBOOK_CLIENT_ID: 'f',
  SOCIAL_APPLE_CLIENT_ID: 'a',
  SMS_PROVIDER: 'http',
  SMS_API_URL: 'https://sms.joy.tw/send',
  SMS_API_KEY: 'sms-4f9a1c',
  MAIL_PROVIDER: 'smtp',
  SMTP_URL: 'smtps://joy:Kp3x9Wq2@smtp.joy.tw:465',
  MAIL_FROM: '樂享 <no-reply@joy.tw>',
  PAYMENT_GATEWAY: 'tappay',
  TAPPAY_ENV: 'production',
  TAPPAY_PARTNER_KEY: 'partner_8c1d',
  TAPPAY_MERCHANT_ID: 'joy_ctbc',
  TAPPAY_APP_ID: '12345',
  TAPPAY_APP_KEY: 'app_key_77ab',
  CAPTCHA_PROVIDER: 'recaptcha',
  RECAPTCHA_SECRET: '6Lc-secret-9f8e',
  RECAPTCHA_SITE_KEY: '6Lc-site-1a2b',
  PARTNER_SECRET_KEY: crypto.randomBytes(32).toString('hex'),
  STAFF_TOKEN: crypto.randomBytes(32).toString('base64url'),
  PUBLIC_ORIGIN: 'https://www.joy.tw',
  DATABASE_URL: 'postgres://joy:Zq81mPx0@db:5432/joy',
  MAP_TILE_URL: 'https://tiles.joy-maps.tw/{z}/{x}/{y}.png?key={key}',
  MAP_TILE_API_KEY: 'pk_4c1e9b',
  MAP_TILE_ATTRIBUTION: '&copy; OpenStreetMap 貢獻者',
};

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe('configuration', () => {
  it('refuses the local identity provider, SMS outbox and sandbox card gateway in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SOCIAL_MODE=local[\s\S]*SMS_PROVIDER=local[\s\S]*MAIL_PROVIDER=local[\s\S]*PAYMENT_GATEWAY=sandbox/);
    expect(() => loadConfig({})).not.toThrow();
  });

  it('has working defaults: PGlite in <repo>/.data, seeding on, port 3000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: null,
      dataDir: path.join(REPO_ROOT, '.data/pglite'),
      uploadDir: path.join(REPO_ROOT, '.data/uploads'),
      webRoot: REPO_ROOT,
      seed: true,
      redisUrl: null,
    });
    expect(path.basename(REPO_ROOT)).not.toBe('api');
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', REDIS_URL: 'not a url', LOG_LEVEL: 'loud', SEED: 'maybe' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(5);
    expect((error as ConfigError).message).toMatch(/PORT[\s\S]*DATABASE_URL[\s\S]*REDIS_URL/);
  });

  it('accepts a PostgreSQL URL and turns SEED off', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/joy', SEED: 'false', PORT: '8080' });
    expect(config).toMatchObject({ databaseUrl: 'postgres://u@db:5432/joy', seed: false, port: 8080 });
  });

  it('starts in production with safe settings', () => {
    expect(problemsOf(SAFE_PRODUCTION)).toEqual([]);
    expect(loadConfig(SAFE_PRODUCTION).publicOrigin).toBe('https://www.joy.tw');
  });

  it('refuses in production, all listed in one error: captcha off or local, TapPay sandbox, a weak staff token, placeholder secrets, no PUBLIC_ORIGIN', () => {
    const { PUBLIC_ORIGIN: _origin, ...withoutOrigin } = SAFE_PRODUCTION;
    const env = {
      ...withoutOrigin,
      CAPTCHA_PROVIDER: 'off',
      TAPPAY_ENV: 'sandbox',
      STAFF_TOKEN: 'a',
      SMS_API_KEY: 'CHANGE-ME',
      DATABASE_URL: 'postgres://joy:CHANGE-ME@postgres:5432/joy?sslmode=require',
    };
    let error: unknown;
    try {
      loadConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(6);
    expect((error as ConfigError).message).toMatch(
      /CAPTCHA_PROVIDER=off[\s\S]*TAPPAY_ENV=sandbox[\s\S]*STAFF_TOKEN must be at least 32 random bytes[\s\S]*DATABASE_URL holds a placeholder[\s\S]*SMS_API_KEY holds a placeholder[\s\S]*PUBLIC_ORIGIN is required in production/,
    );
    expect(problemsOf({ ...SAFE_PRODUCTION, CAPTCHA_PROVIDER: 'local' })).toEqual([expect.stringMatching(/^CAPTCHA_PROVIDER=local stops no script/)]);
    // Outside production the same settings are the development defaults.
    expect(problemsOf({ CAPTCHA_PROVIDER: 'off', STAFF_TOKEN: 'a' })).toEqual([]);
  });

  it('takes a staff token only when it is worth 32 random bytes', () => {
    expect(isStrongToken(crypto.randomBytes(32).toString('base64url'))).toBe(true);
    expect(isStrongToken(crypto.randomBytes(32).toString('hex'))).toBe(true);
    expect(isStrongToken(crypto.randomBytes(32).toString('base64'))).toBe(true);
    for (const weak of ['a', 'CHANGE-ME-32-random-bytes', crypto.randomBytes(24).toString('base64url'), 'a'.repeat(64), 'abcd'.repeat(16), '0123456789abcdef'.repeat(4)]) {
      expect(isStrongToken(weak)).toBe(false);
    }
    expect(estimatedEntropyBits('a'.repeat(100))).toBe(0);
    expect(problemsOf({ ...SAFE_PRODUCTION, STAFF_TOKEN: 'staff-token-staff-token-staff-token-staff-token' })).toHaveLength(1);
  });

  it('trusts no proxy by default, so a client connecting directly cannot name its own address', () => {
    expect(loadConfig({})).toMatchObject({ trustProxyHops: 0, trustProxy: [] });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,fd00::/8,loopback' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1', 'fd00::/8', 'loopback']);
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/33,nginx' })).toEqual([expect.stringContaining('"10.0.0.0/33"'), expect.stringContaining('"nginx"')]);
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/8', TRUST_PROXY_HOPS: '2' })).toEqual([expect.stringMatching(/not both/)]);
  });

  it('has slow-client deadlines and session lengths, each adjustable', () => {
    expect(loadConfig({})).toMatchObject({
      server: { headersTimeout: 10_000, requestTimeout: 60_000, keepAliveTimeout: 65_000, maxConnectionsPerAddress: 64 },
      tokenTtl: 7 * 24 * 3600,
      shortTokenTtl: 8 * 3600,
    });
    expect(loadConfig({ HEADERS_TIMEOUT_MS: '2000', MAX_CONNECTIONS_PER_ADDRESS: '5', SHORT_TOKEN_TTL: '3600' })).toMatchObject({
      server: { headersTimeout: 2000, maxConnectionsPerAddress: 5 },
      shortTokenTtl: 3600,
    });
    expect(problemsOf({ HEADERS_TIMEOUT_MS: '0', REQUEST_TIMEOUT_MS: 'soon' })).toHaveLength(2);
  });

  it('limits code sends to 20 an hour per address unless told otherwise', () => {
    expect(loadConfig({}).smsSendsPerAddressHour).toBe(20);
    expect(loadConfig({ SMS_SENDS_PER_ADDRESS_HOUR: '1000' }).smsSendsPerAddressHour).toBe(1000);
    expect(problemsOf({ SMS_SENDS_PER_ADDRESS_HOUR: '0' })).toHaveLength(1);
  });
});
