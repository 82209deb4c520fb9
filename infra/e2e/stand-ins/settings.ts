/**
 * The production-mode run's settings: the secrets of this run, chosen once by the Playwright
 * configuration and handed to the stand-ins, the site and the tests through E2E_PRODUCTION, and
 * the loopback port of each stand-in (written by serve.ts); and the API's environment built
 * from them — every production setting, each pointed at a stand-in that speaks the real
 * service's protocol.
 */
import crypto from 'node:crypto';
import { readFileSync } from 'node:fs';

export const SERVICES = ['control', 'tappay', 'gis', 'jwks', 'recaptcha', 'mitake', 'tiles', 'smtp'] as const;
export type Service = (typeof SERVICES)[number];

/** The run's secrets, the control port and where the stand-ins write the ports they bound. */
export interface RunSecrets {
  controlPort: number;
  portsFile: string;
  tapPay: { partnerKey: string; merchantId: string; appId: string; appKey: string };
  google: { clientId: string; webClientId: string };
  recaptcha: { siteKey: string; secret: string };
  mitake: { username: string; password: string };
  tileKey: string;
  smtp: { user: string; password: string };
}

export interface RunSettings extends RunSecrets {
  ports: Record<Service, number>;
}

const random = (bytes: number) => crypto.randomBytes(bytes).toString('hex');

/** New secrets for a run. */
export function newRunSecrets(controlPort: number, portsFile: string): RunSecrets {
  return {
    controlPort,
    portsFile,
    tapPay: { partnerKey: `partner_${random(24)}`, merchantId: 'joy_CTBC', appId: String(10_000 + crypto.randomInt(90_000)), appKey: `app_${random(16)}` },
    google: { clientId: `${random(6)}-app.apps.googleusercontent.com`, webClientId: `${random(6)}-web.apps.googleusercontent.com` },
    recaptcha: { siteKey: `6L${random(19)}`, secret: `6L${random(19)}` },
    // The username and password the Mitake stand-in (infra/api/test/helpers/mitake-server.ts) accepts.
    mitake: { username: 'joy-bookings', password: 'Zq81-mitake-pw' },
    tileKey: random(12),
    smtp: { user: 'joy', password: random(12) },
  };
}

export function readRunSecrets(): RunSecrets {
  const raw = process.env.E2E_PRODUCTION;
  if (!raw) throw new Error('E2E_PRODUCTION is not set: run with -c infra/e2e/playwright.production.config.ts');
  return JSON.parse(raw) as RunSecrets;
}

/**
 * The settings with the ports the stand-ins bound (each lets the system pick one, so no two runs
 * race for a port): there once the stand-ins are up, which Playwright waits for before the tests.
 */
export function readRunSettings(): RunSettings {
  const secrets = readRunSecrets();
  return { ...secrets, ports: JSON.parse(readFileSync(secrets.portsFile, 'utf8')) as Record<Service, number> };
}

/** readRunSettings once the stand-ins have written their ports (the site starts alongside them). */
export async function waitForRunSettings(timeoutMs = 60_000): Promise<RunSettings> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return readRunSettings();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export const originOf = (settings: RunSettings, service: Service) => `http://127.0.0.1:${settings.ports[service]}`;

/** Where each stand-in is reached, as the API's settings name it. */
export function standInUrls(s: RunSettings) {
  const o = (service: Service) => originOf(s, service);
  return {
    control: o('control'),
    tapPaySdk: `${o('tappay')}/sdk/tpdirect/v5.20.0`,
    tapPayApi: o('tappay'),
    gisScript: `${o('gis')}/gsi/client`,
    facebookScript: `${o('gis')}/zh_TW/sdk.js`,
    appleScript: `${o('gis')}/appleauth/static/jsapi/appleid/1/zh_TW/appleid.auth.js`,
    jwks: `${o('jwks')}/jwks`,
    graph: o('jwks'),
    recaptchaScript: `${o('recaptcha')}/recaptcha/api.js?render=explicit&hl=zh-TW`,
    recaptchaVerify: `${o('recaptcha')}/recaptcha/api/siteverify`,
    mitake: `http://127.0.0.1:${s.ports.mitake}/api/mtk/SmSend`,
    tiles: `${o('tiles')}/maps/streets/{z}/{x}/{y}.png?key={key}`,
    smtp: `smtp://${s.smtp.user}:${s.smtp.password}@127.0.0.1:${s.ports.smtp}`,
  };
}

/** The API's environment: NODE_ENV=production with every outside service at its stand-in. */
export function productionEnv(s: RunSettings, site: { port: number; origin: string; dataDir: string }): Record<string, string> {
  const u = standInUrls(s);
  const social = (p: 'GOOGLE' | 'FACEBOOK' | 'APPLE', script: string, clientId: string, webClientId = clientId) => ({
    [`SOCIAL_${p}_CLIENT_ID`]: clientId,
    [`SOCIAL_${p}_WEB_CLIENT_ID`]: webClientId,
    [`SOCIAL_${p}_JWKS_URL`]: u.jwks,
    [`SOCIAL_${p}_SCRIPT_URL`]: script,
  });
  return {
    NODE_ENV: 'production',
    PORT: String(site.port),
    HOST: '127.0.0.1',
    PUBLIC_ORIGIN: site.origin,
    DATA_DIR: `${site.dataDir}/pglite`,
    UPLOAD_DIR: `${site.dataDir}/uploads`,
    RELEASES_DIR: `${site.dataDir}/releases`,
    LOG_LEVEL: 'warn',
    PARTNER_SECRET_KEY: random(32),
    STAFF_TOKEN: crypto.randomBytes(32).toString('base64url'),
    PUSHER_SECRET: random(32),
    // Cards: TapPay's Fields SDK and Backend API.
    PAYMENT_GATEWAY: 'tappay',
    TAPPAY_ENV: 'production',
    TAPPAY_PARTNER_KEY: s.tapPay.partnerKey,
    TAPPAY_MERCHANT_ID: s.tapPay.merchantId,
    TAPPAY_APP_ID: s.tapPay.appId,
    TAPPAY_APP_KEY: s.tapPay.appKey,
    TAPPAY_SDK_URL: u.tapPaySdk,
    TAPPAY_API_URL: u.tapPayApi,
    // Social login: the SDKs' scripts and the keys ID tokens are checked with.
    SOCIAL_MODE: 'jwks',
    ...social('GOOGLE', u.gisScript, s.google.clientId, s.google.webClientId),
    ...social('FACEBOOK', u.facebookScript, String(100_000 + crypto.randomInt(900_000))),
    ...social('APPLE', u.appleScript, 'tw.joy.app', 'tw.joy.web'),
    SOCIAL_FACEBOOK_GRAPH_URL: u.graph,
    // Captcha: reCAPTCHA v2 invisible.
    CAPTCHA_PROVIDER: 'recaptcha',
    RECAPTCHA_SITE_KEY: s.recaptcha.siteKey,
    RECAPTCHA_SECRET: s.recaptcha.secret,
    RECAPTCHA_SCRIPT_URL: u.recaptchaScript,
    RECAPTCHA_VERIFY_URL: u.recaptchaVerify,
    // SMS: Mitake's SmSend.
    SMS_PROVIDER: 'mitake',
    SMS_MITAKE_URL: u.mitake,
    SMS_MITAKE_USERNAME: s.mitake.username,
    SMS_MITAKE_PASSWORD: s.mitake.password,
    SMS_REPORT_TOKEN: random(32),
    // E-mail: an SMTP server.
    MAIL_PROVIDER: 'smtp',
    SMTP_URL: u.smtp,
    MAIL_FROM: '樂享 <no-reply@joy.localhost>',
    // Map tiles: a provider's template with its key.
    MAP_TILE_URL: u.tiles,
    MAP_TILE_API_KEY: s.tileKey,
    MAP_TILE_ATTRIBUTION: '&copy; 樂享測試圖資',
    MAP_TILE_MAX_ZOOM: '19',
  };
}

/** What the stand-ins received (GET /recorded on the control port); card data and secrets left out. */
export interface Recorded {
  mitake: { path: string; charset: string | null; credentialsOk: boolean; fields: Record<string, string> }[];
  tapPay: { path: string; apiKeyOk: boolean; status: number; body: Record<string, unknown> }[];
  primes: string[];
  siteverify: { secretOk: boolean; success: boolean }[];
  tiles: string[];
  idTokens: { provider: string; sub: string; aud: string }[];
  jwksFetches: number;
  mail: { from: string; to: string[] }[];
}
