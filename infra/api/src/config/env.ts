/**
 * Start-up configuration. Every variable is read and checked once; all problems are
 * reported together in one readable list, so a bad deployment fails before listening.
 */
import net from 'node:net';
import path from 'node:path';
import { DEV_PARTNER_SECRET_KEY, parseSecretKey } from '../lib/secret-box';
import { randomToken } from '../lib/secrets';
import { DEFAULT_SMS_MAX_SEGMENTS } from '../adapters/sms-length';
import { MITAKE_SEND_URL, mitakeReportUrl } from '../adapters/mitake-addresses';
import { loadMapTiles, mapTileProductionProblems, type MapTilesConfig } from './map-tiles';
import { REMINDER_DAY_BEFORE_AT, REMINDER_HOURS_BEFORE, SEARCH_TIME_WINDOW_MAX, SEARCH_TIME_WINDOW_MINUTES } from '@joy/contract';

/** The monorepo root, from this file's place (infra/api/src/config). */
export const REPO_ROOT = path.resolve(__dirname, '../../../..');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  /** Absent: the embedded PGlite database in `dataDir`. */
  databaseUrl: string | null;
  dataDir: string;
  uploadDir: string;
  webRoot: string;
  /**
   * Versioned remote releases (scripts/release-remote.mjs): `<dir>/<name>/<version>/` and
   * `<dir>/remotes.json` (RELEASES_DIR; null: `<webRoot>/releases`).
   */
  releasesDir: string | null;
  /** Several instances: real-time fan-out and the global rate limit go through this Redis. */
  redisUrl: string | null;
  logLevel: LogLevel;
  seed: boolean;
  /** Tests: every handler's reply is checked against its response schema; a mismatch answers 500 (CHECK_REPLIES). */
  checkReplies: boolean;
  /** Requests per minute per client address before 429. */
  rateLimitMax: number;
  /**
   * Reverse proxies between clients and the API (TRUST_PROXY_HOPS). The client's address is
   * read that many entries from the right of X-Forwarded-For — what the proxy facing clients
   * saw; entries a client wrote itself are ignored. 0: clients connect directly and
   * X-Forwarded-For is not read (the default: `npm start` is reached directly).
   */
  trustProxyHops: number;
  /**
   * Addresses or ranges of the reverse proxies (TRUST_PROXY, e.g. `10.0.0.0/8,127.0.0.1`): a
   * connection from one of them is trusted to report the client in X-Forwarded-For, whatever
   * the hop count. Empty: only TRUST_PROXY_HOPS decides.
   */
  trustProxy: string[];
  /** Slow-client defence (src/lib/connection-guard.ts); every value in milliseconds but the cap. */
  server: ServerLimits;
  captcha: CaptchaConfig;
  /** Bearer token of the staff listings; null refuses every staff call. */
  staffToken: string | null;
  sms: SmsConfig;
  /** E-mail to diners (MAIL_PROVIDER): the local mail_outbox table, or an SMTP server. */
  mail: MailConfig;
  social: SocialConfig;
  /** Lifetime in seconds of a login with 「保持登入」 ticked (§9: the auth cookie lasts 7 days); renewed by rotation. */
  tokenTtl: number;
  /** Lifetime in seconds of a login with 「保持登入」 unticked (a shared computer: hours, not days). */
  shortTokenTtl: number;
  /** Seconds before the same phone may get another code (§ rate limits; 60 in production). */
  smsResendSeconds: number;
  /** Code sends per client address per hour (20): a stranger cannot spray texts from one address. */
  smsSendsPerAddressHour: number;
  /** AES-256-GCM key sealing the partner API secrets (PARTNER_SECRET_KEY; a development default). */
  partnerSecretKey: Buffer;
  /** Where uploaded pictures go (STORAGE_PROVIDER): UPLOAD_DIR, or an S3-compatible bucket. */
  storage: StorageConfig;
  /** Real-time publish and the Pusher-protocol endpoint (src/realtime). */
  realtime: RealtimeConfig;
  /** Run the scheduled jobs (coin expiry) in this process (JOBS; an advisory lock keeps it to one instance at a time). */
  jobs: boolean;
  /** Limits on anonymous bookings (routes/v2/order/guest-limits.ts): per address and per phone an hour, and bookings still ahead per phone. */
  guestBookings: { perAddressHour: number; perPhoneHour: number; activePerPhone: number };
  /** The outbox dispatcher (src/outbox): on in every instance unless OUTBOX_DISPATCH=false. */
  outbox: { dispatch: boolean; pollMs: number; retryBaseMs: number; maxAttempts: number };
  /** The site's origin for links in texts the jobs send (PUBLIC_ORIGIN; default http://localhost:PORT). */
  publicOrigin: string;
  /** The card gateway of VIP subscriptions (PAYMENT_GATEWAY): the local sandbox, or TapPay. */
  payment: PaymentConfig;
  /** Booking reminders (jobs/booking-reminders.ts): the day before at `dayBeforeAt` (HH:MM, Taipei), and `hoursBefore` hours before. */
  reminders: { dayBeforeAt: string; hoursBefore: number };
  /** Availability search: ± minutes around the chosen time when a request names none (SEARCH_TIME_WINDOW_MINUTES). */
  search: { timeWindowMinutes: number };
  /**
   * The in-memory read model of public reads (read-model/): how old its view of the change feed
   * may be when a read starts (READ_MODEL_SYNC_MS; 0 = synced before every read), how many
   * replies and megabytes the response cache keeps (RESPONSE_CACHE_ENTRIES, RESPONSE_CACHE_MB;
   * 0 = off) and how often the hot ranking is recomputed as time moves its 90-day window
   * (RANKING_REFRESH_SECONDS).
   */
  readModel: { syncMs: number; cacheEntries: number; cacheMb: number; rankingRefreshSeconds: number };
  /**
   * Development hooks under /dev that act rather than read (DEV_ROUTES; off by default, refused
   * in production): running a job at a chosen instant (routes/dev-jobs.ts) for end-to-end tests.
   */
  devRoutes: boolean;
  /** The store map's tiles (MAP_TILE_*, config/map-tiles.ts): the API's own by default, a provider in production. */
  mapTiles: MapTilesConfig;
}

export interface ServerLimits {
  /** The whole request head must arrive within this (HEADERS_TIMEOUT_MS). */
  headersTimeout: number;
  /** The whole request, body included, must arrive within this (REQUEST_TIMEOUT_MS). */
  requestTimeout: number;
  /** An idle kept-alive connection is closed after this (KEEP_ALIVE_TIMEOUT_MS). */
  keepAliveTimeout: number;
  /** Open connections one client address may hold (MAX_CONNECTIONS_PER_ADDRESS); proxies are exempt. */
  maxConnectionsPerAddress: number;
}

/**
 * sandbox: the built-in gateway with test card numbers (src/adapters/payment-gateway.ts);
 * tappay: TapPay's pay-by-prime / pay-by-token (TAPPAY_ENV sandbox or production servers).
 * `sdkUrl` is the Fields SDK the card form loads (TAPPAY_SDK_URL); the CSP allows its origin.
 * `apiUrl` is TapPay's Backend API (TAPPAY_API_URL; by default TAPPAY_ENV's server).
 */
export type PaymentConfig =
  | { provider: 'sandbox' }
  | { provider: 'tappay'; env: 'sandbox' | 'production'; partnerKey: string; merchantId: string; appId: string; appKey: string; sdkUrl: string; apiUrl: string };

/** TapPay's Fields SDK (TPDirect) as TapPay's web examples load it; TAPPAY_SDK_URL picks another version. */
export const TAPPAY_SDK_URL = 'https://js.tappaysdk.com/sdk/tpdirect/v5.20.0';
/** TapPay's Backend API servers by TAPPAY_ENV; TAPPAY_API_URL names another (a stand-in in tests). */
export const TAPPAY_API_URLS = { sandbox: 'https://sandbox.tappaysdk.com', production: 'https://prod.tappaysdk.com' } as const;

/**
 * A loopback address (127.0.0.0/8, ::1, localhost): the only hosts a production process may
 * reach over plain http — the local stand-ins of the production-mode end-to-end run, on the
 * same machine, where nothing crosses a network.
 */
export function isLoopbackUrl(raw: string): boolean {
  try {
    const host = new URL(raw).hostname.replace(/^\[|\]$/g, '');
    return host === 'localhost' || host === '::1' || (net.isIPv4(host) && host.startsWith('127.'));
  } catch {
    return false;
  }
}

/**
 * builtin: the API's own Pusher-protocol server (WebSocket `/app/{key}` and the HTTP events
 * API `/apps/{appId}/…`); pusher: Pusher Channels (`cluster`) or another Pusher-protocol
 * server (`host`), published to with the official SDK. Without PUSHER_SECRET the built-in
 * server makes a random one per process (only the SDK publishing from outside needs it).
 */
export type RealtimeConfig =
  | { provider: 'builtin'; appId: string; key: string; secret: string; activityTimeout: number; pongTimeout: number }
  | {
      provider: 'pusher';
      appId: string;
      key: string;
      secret: string;
      cluster: string | null;
      host: string | null;
      port: number | null;
      useTLS: boolean;
      /** Where browsers connect when it is not the cluster's default (PUSHER_WS_HOST / PUSHER_WS_PORT). */
      wsHost: string | null;
      wsPort: number | null;
    };

/**
 * recaptcha: Google reCAPTCHA v2 invisible; the browser loads `scriptUrl` (RECAPTCHA_SCRIPT_URL)
 * and the answer is checked at `verifyUrl` (RECAPTCHA_VERIFY_URL; stand-ins in tests).
 */
export type CaptchaConfig =
  | { provider: 'off' }
  | { provider: 'local'; secret: string | null }
  | { provider: 'recaptcha'; secret: string; siteKey: string; scriptUrl: string; verifyUrl: string };

/** reCAPTCHA's api.js, rendered explicitly (grecaptcha.render), its texts in Traditional Chinese. */
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?render=explicit&hl=zh-TW';
export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export type StorageConfig =
  | { provider: 'local' }
  | { provider: 's3'; endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string; publicUrl: string };

/**
 * local: the sms_outbox table (development, tests); http: JSON to a gateway or a relay (SMS_API_URL);
 * mitake: Mitake's (三竹簡訊) HTTP API (src/adapters/sms-mitake.ts), its delivery reports sent to
 * `reportUrl` (PUBLIC_ORIGIN, the report path and SMS_REPORT_TOKEN). `maxSegments` is the most
 * parts one text may take (SMS_MAX_SEGMENTS, src/adapters/sms-length.ts).
 */
export type SmsConfig = (
  | { provider: 'local' }
  | { provider: 'http'; url: string; apiKey: string; sender: string }
  | { provider: 'mitake'; url: string; username: string; password: string; reportToken: string; reportUrl: string }
) & { maxSegments: number };

/**
 * local: the mail_outbox table (development, tests; read at /dev/mail-outbox); smtp: an SMTP
 * server at SMTP_URL (smtp:// with STARTTLS when offered, smtps:// for TLS from the start),
 * user and password in the URL. `from` is the sender (MAIL_FROM, `Name <address>` or an address).
 */
export type MailConfig = { provider: 'local'; from: string } | { provider: 'smtp'; url: string; from: string };

/** `addr@domain` or `Name <addr@domain>`: the forms MAIL_FROM takes. */
const MAIL_FROM = /^(?:[^<>@\r\n]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/;
const DEV_MAIL_FROM = '樂享 <no-reply@joy.localhost>';

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'apple'] as const;
export type SocialProviderName = (typeof SOCIAL_PROVIDERS)[number];

export interface SocialProviderConfig {
  jwksUrl: string;
  issuer: string;
  /** The app's client id: the audience of its ID tokens (SOCIAL_<P>_CLIENT_ID). */
  clientId: string;
  /**
   * The web SDK's client id, accepted as audience too (SOCIAL_<P>_WEB_CLIENT_ID; default
   * clientId): Google's web OAuth client, Apple's Services ID, Meta's app id.
   */
  webClientId: string;
  /** Where the browser loads the provider's SDK (SOCIAL_<P>_SCRIPT_URL). */
  scriptUrl: string;
}

/**
 * local: the built-in identity provider (development, tests); jwks: the real providers' keys.
 * Facebook's web login answers an access token, not an ID token: it is checked with the Graph
 * API's debug_token, signed with the app secret (without SOCIAL_FACEBOOK_APP_SECRET Facebook is
 * offered in the app only). Sign in with Apple JS needs a return URL of the Services ID.
 */
export type SocialConfig =
  | { mode: 'local'; keyFile: string }
  | {
      mode: 'jwks';
      providers: Record<SocialProviderName, SocialProviderConfig>;
      facebookGraph: { appSecret: string | null; url: string; version: string };
      /** SOCIAL_APPLE_REDIRECT_URI; null: PUBLIC_ORIGIN + '/'. */
      appleRedirectUri: string | null;
    };

/** The Graph API version of FB.init and debug_token (SOCIAL_FACEBOOK_API_VERSION picks another). */
export const FACEBOOK_API_VERSION = 'v25.0';

const SOCIAL_DEFAULTS: Record<SocialProviderName, { jwksUrl: string; issuer: string; scriptUrl: string }> = {
  google: { jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs', issuer: 'https://accounts.google.com', scriptUrl: 'https://accounts.google.com/gsi/client' },
  facebook: { jwksUrl: 'https://www.facebook.com/.well-known/oauth/openid/jwks/', issuer: 'https://www.facebook.com', scriptUrl: 'https://connect.facebook.net/zh_TW/sdk.js' },
  apple: {
    jwksUrl: 'https://appleid.apple.com/auth/keys',
    issuer: 'https://appleid.apple.com',
    scriptUrl: 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/zh_TW/appleid.auth.js',
  },
};

export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

type Env = Record<string, string | undefined>;

function text(env: Env, key: string): string | undefined {
  const value = env[key]?.trim();
  return value ? value : undefined;
}

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];

  const int = (key: string, fallback: number, min: number, max: number): number => {
    const raw = text(env, key);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${key} must be an integer from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };

  const url = (key: string, protocols: string[]): string | null => {
    const raw = text(env, key);
    if (raw === undefined) return null;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) problems.push(`${key} must use ${protocols.join(' or ')} (got "${parsed.protocol}")`);
    } catch {
      problems.push(`${key} is not a valid URL`);
    }
    return raw;
  };

  const bool = (key: string, fallback: boolean): boolean => {
    const raw = text(env, key)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
    if (['0', 'false', 'no', 'off'].includes(raw)) return false;
    problems.push(`${key} must be true or false (got "${raw}")`);
    return fallback;
  };

  const dir = (key: string, fallback: string): string => path.resolve(text(env, key) ?? fallback);

  const choice = <T extends string>(key: string, options: readonly T[], fallback: T): T => {
    const raw = (text(env, key)?.toLowerCase() ?? fallback) as T;
    if (options.includes(raw)) return raw;
    problems.push(`${key} must be one of ${options.join(', ')} (got "${raw}")`);
    return fallback;
  };

  const needed = (key: string, why: string): string => {
    const value = text(env, key);
    if (value === undefined) problems.push(`${key} is required when ${why}`);
    return value ?? '';
  };

  const captchaProvider = choice('CAPTCHA_PROVIDER', ['off', 'local', 'recaptcha'] as const, 'off');
  const captcha: CaptchaConfig =
    captchaProvider === 'recaptcha'
      ? {
          provider: 'recaptcha',
          secret: needed('RECAPTCHA_SECRET', 'CAPTCHA_PROVIDER=recaptcha'),
          siteKey: needed('RECAPTCHA_SITE_KEY', 'CAPTCHA_PROVIDER=recaptcha'),
          scriptUrl: url('RECAPTCHA_SCRIPT_URL', ['https:', 'http:']) ?? RECAPTCHA_SCRIPT_URL,
          verifyUrl: url('RECAPTCHA_VERIFY_URL', ['https:', 'http:']) ?? RECAPTCHA_VERIFY_URL,
        }
      : captchaProvider === 'local'
        ? { provider: 'local', secret: text(env, 'CAPTCHA_SECRET') ?? null }
        : { provider: 'off' };

  // The report URL carries the token in its path: URL-safe characters only, and hard to guess.
  const smsReportToken = (): string => {
    const token = needed('SMS_REPORT_TOKEN', 'SMS_PROVIDER=mitake');
    if (token && !/^[A-Za-z0-9_-]{32,100}$/.test(token)) problems.push('SMS_REPORT_TOKEN must be 32 to 100 letters, digits, - or _ (it is part of the report URL), e.g. `openssl rand -hex 32`');
    else if (token && env.NODE_ENV === 'production' && !isStrongToken(token)) problems.push('SMS_REPORT_TOKEN must be at least 32 random bytes (43 base64url or 64 hex characters), e.g. `openssl rand -hex 32`');
    return token;
  };
  const smsProvider = choice('SMS_PROVIDER', ['local', 'http', 'mitake'] as const, 'local');
  const maxSegments = int('SMS_MAX_SEGMENTS', DEFAULT_SMS_MAX_SEGMENTS, 1, 10);
  const sms: SmsConfig =
    smsProvider === 'http'
      ? {
          provider: 'http',
          url: url('SMS_API_URL', ['https:', 'http:']) ?? needed('SMS_API_URL', 'SMS_PROVIDER=http'),
          apiKey: needed('SMS_API_KEY', 'SMS_PROVIDER=http'),
          sender: text(env, 'SMS_SENDER') ?? '樂享',
          maxSegments,
        }
      : smsProvider === 'mitake'
        ? {
            provider: 'mitake',
            url: url('SMS_MITAKE_URL', ['https:', 'http:']) ?? MITAKE_SEND_URL,
            username: needed('SMS_MITAKE_USERNAME', 'SMS_PROVIDER=mitake'),
            password: needed('SMS_MITAKE_PASSWORD', 'SMS_PROVIDER=mitake'),
            reportToken: smsReportToken(),
            // Made from PUBLIC_ORIGIN below, like every link we hand out.
            reportUrl: '',
            maxSegments,
          }
        : { provider: 'local', maxSegments };

  const mailProvider = choice('MAIL_PROVIDER', ['local', 'smtp'] as const, 'local');
  const mailFrom = text(env, 'MAIL_FROM');
  if (mailFrom !== undefined && !MAIL_FROM.test(mailFrom)) problems.push(`MAIL_FROM must be an address or Name <address> (got "${mailFrom}")`);
  const mail: MailConfig =
    mailProvider === 'smtp'
      ? {
          provider: 'smtp',
          url: url('SMTP_URL', ['smtp:', 'smtps:']) ?? needed('SMTP_URL', 'MAIL_PROVIDER=smtp'),
          from: mailFrom ?? needed('MAIL_FROM', 'MAIL_PROVIDER=smtp'),
        }
      : { provider: 'local', from: mailFrom ?? DEV_MAIL_FROM };

  const paymentProvider = choice('PAYMENT_GATEWAY', ['sandbox', 'tappay'] as const, 'sandbox');
  const tapPayEnv = paymentProvider === 'tappay' ? choice('TAPPAY_ENV', ['sandbox', 'production'] as const, 'sandbox') : 'sandbox';
  const payment: PaymentConfig =
    paymentProvider === 'tappay'
      ? {
          provider: 'tappay',
          env: tapPayEnv,
          partnerKey: needed('TAPPAY_PARTNER_KEY', 'PAYMENT_GATEWAY=tappay'),
          merchantId: needed('TAPPAY_MERCHANT_ID', 'PAYMENT_GATEWAY=tappay'),
          appId: needed('TAPPAY_APP_ID', 'PAYMENT_GATEWAY=tappay'),
          appKey: needed('TAPPAY_APP_KEY', 'PAYMENT_GATEWAY=tappay'),
          sdkUrl: url('TAPPAY_SDK_URL', ['https:', 'http:']) ?? TAPPAY_SDK_URL,
          apiUrl: (url('TAPPAY_API_URL', ['https:', 'http:']) ?? TAPPAY_API_URLS[tapPayEnv]).replace(/\/+$/, ''),
        }
      : { provider: 'sandbox' };
  if (payment.provider === 'tappay' && payment.appId && !/^\d+$/.test(payment.appId)) problems.push(`TAPPAY_APP_ID must be the number TapPay Portal shows (got "${payment.appId}")`);

  const socialMode = choice('SOCIAL_MODE', ['local', 'jwks'] as const, 'local');
  const social: SocialConfig =
    socialMode === 'jwks'
      ? {
          mode: 'jwks',
          providers: Object.fromEntries(
            SOCIAL_PROVIDERS.map((p) => {
              const up = p.toUpperCase();
              const clientId = needed(`SOCIAL_${up}_CLIENT_ID`, 'SOCIAL_MODE=jwks');
              return [
                p,
                {
                  jwksUrl: url(`SOCIAL_${up}_JWKS_URL`, ['https:', 'http:']) ?? SOCIAL_DEFAULTS[p].jwksUrl,
                  issuer: text(env, `SOCIAL_${up}_ISSUER`) ?? SOCIAL_DEFAULTS[p].issuer,
                  clientId,
                  webClientId: text(env, `SOCIAL_${up}_WEB_CLIENT_ID`) ?? clientId,
                  scriptUrl: url(`SOCIAL_${up}_SCRIPT_URL`, ['https:', 'http:']) ?? SOCIAL_DEFAULTS[p].scriptUrl,
                },
              ];
            }),
          ) as Record<SocialProviderName, SocialProviderConfig>,
          facebookGraph: {
            appSecret: text(env, 'SOCIAL_FACEBOOK_APP_SECRET') ?? null,
            url: (url('SOCIAL_FACEBOOK_GRAPH_URL', ['https:', 'http:']) ?? 'https://graph.facebook.com').replace(/\/+$/, ''),
            version: text(env, 'SOCIAL_FACEBOOK_API_VERSION') ?? FACEBOOK_API_VERSION,
          },
          appleRedirectUri: url('SOCIAL_APPLE_REDIRECT_URI', ['https:', 'http:']),
        }
      : { mode: 'local', keyFile: path.resolve(text(env, 'SOCIAL_LOCAL_KEY_FILE') ?? path.join(REPO_ROOT, '.data/local-idp-key.json')) };

  const realtimeProvider = choice('REALTIME_PROVIDER', ['builtin', 'pusher'] as const, 'builtin');
  const realtime: RealtimeConfig =
    realtimeProvider === 'pusher'
      ? {
          provider: 'pusher',
          appId: needed('PUSHER_APP_ID', 'REALTIME_PROVIDER=pusher'),
          key: needed('PUSHER_KEY', 'REALTIME_PROVIDER=pusher'),
          secret: needed('PUSHER_SECRET', 'REALTIME_PROVIDER=pusher'),
          cluster: text(env, 'PUSHER_CLUSTER') ?? null,
          host: text(env, 'PUSHER_HOST') ?? null,
          port: text(env, 'PUSHER_PORT') === undefined ? null : int('PUSHER_PORT', 443, 1, 65535),
          useTLS: bool('PUSHER_USE_TLS', true),
          wsHost: text(env, 'PUSHER_WS_HOST') ?? null,
          wsPort: text(env, 'PUSHER_WS_PORT') === undefined ? null : int('PUSHER_WS_PORT', 443, 1, 65535),
        }
      : {
          provider: 'builtin',
          appId: text(env, 'PUSHER_APP_ID') ?? 'joy',
          key: text(env, 'PUSHER_KEY') ?? 'joy-local',
          secret: text(env, 'PUSHER_SECRET') ?? randomToken(),
          activityTimeout: int('REALTIME_ACTIVITY_TIMEOUT', 120, 1, 3600),
          pongTimeout: int('REALTIME_PONG_TIMEOUT', 30, 1, 600),
        };
  if (realtime.provider === 'pusher' && !realtime.cluster && !realtime.host) problems.push('PUSHER_CLUSTER or PUSHER_HOST is required when REALTIME_PROVIDER=pusher');

  const storage = (): StorageConfig => {
    if (choice('STORAGE_PROVIDER', ['local', 's3'] as const, 'local') === 'local') return { provider: 'local' };
    const endpoint = url('S3_ENDPOINT', ['https:', 'http:']) ?? needed('S3_ENDPOINT', 'STORAGE_PROVIDER=s3');
    const bucket = needed('S3_BUCKET', 'STORAGE_PROVIDER=s3');
    return {
      provider: 's3',
      endpoint,
      bucket,
      region: text(env, 'S3_REGION') ?? 'us-east-1',
      accessKeyId: needed('S3_ACCESS_KEY_ID', 'STORAGE_PROVIDER=s3'),
      secretAccessKey: needed('S3_SECRET_ACCESS_KEY', 'STORAGE_PROVIDER=s3'),
      publicUrl: text(env, 'S3_PUBLIC_URL') ?? `${endpoint.replace(/\/$/, '')}/${bucket}`,
    };
  };

  const partnerSecretKey = (): Buffer => {
    const raw = text(env, 'PARTNER_SECRET_KEY');
    if (raw === undefined) return DEV_PARTNER_SECRET_KEY;
    const key = parseSecretKey(raw);
    if (!key) problems.push('PARTNER_SECRET_KEY must be 32 bytes: 64 hex characters or base64');
    return key ?? DEV_PARTNER_SECRET_KEY;
  };

  const trustProxy = (): string[] => {
    const raw = text(env, 'TRUST_PROXY');
    if (raw === undefined) return [];
    const entries = raw.split(',').map((entry) => entry.trim()).filter(Boolean);
    for (const entry of entries) {
      if (!isAddressRange(entry)) problems.push(`TRUST_PROXY must list addresses or ranges such as 10.0.0.0/8 (got "${entry}")`);
    }
    return entries;
  };

  const clockTime = (key: string, fallback: string): string => {
    const raw = text(env, key);
    if (raw === undefined) return fallback;
    if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(raw)) {
      problems.push(`${key} must be a time HH:MM from 00:00 to 23:59 (got "${raw}")`);
      return fallback;
    }
    return raw;
  };

  const logLevel = (text(env, 'LOG_LEVEL') ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);

  const config: Config = {
    port: int('PORT', 3000, 0, 65535),
    host: text(env, 'HOST') ?? '0.0.0.0',
    databaseUrl: url('DATABASE_URL', ['postgres:', 'postgresql:']),
    dataDir: dir('DATA_DIR', path.join(REPO_ROOT, '.data/pglite')),
    uploadDir: dir('UPLOAD_DIR', path.join(REPO_ROOT, '.data/uploads')),
    webRoot: dir('WEB_ROOT', REPO_ROOT),
    releasesDir: text(env, 'RELEASES_DIR') === undefined ? null : dir('RELEASES_DIR', ''),
    redisUrl: url('REDIS_URL', ['redis:', 'rediss:']),
    logLevel,
    seed: bool('SEED', true),
    checkReplies: bool('CHECK_REPLIES', false),
    rateLimitMax: int('RATE_LIMIT_MAX', 1000, 1, 1_000_000),
    trustProxyHops: int('TRUST_PROXY_HOPS', 0, 0, 10),
    trustProxy: trustProxy(),
    server: {
      headersTimeout: int('HEADERS_TIMEOUT_MS', 10_000, 100, 120_000),
      requestTimeout: int('REQUEST_TIMEOUT_MS', 60_000, 100, 600_000),
      // Longer than nginx's upstream keep-alive (60 s), so the proxy, not the API, closes an
      // idle connection first and never sends a request down one being closed.
      keepAliveTimeout: int('KEEP_ALIVE_TIMEOUT_MS', 65_000, 100, 600_000),
      maxConnectionsPerAddress: int('MAX_CONNECTIONS_PER_ADDRESS', 64, 1, 100_000),
    },
    captcha,
    staffToken: text(env, 'STAFF_TOKEN') ?? null,
    sms,
    mail,
    social,
    tokenTtl: int('TOKEN_TTL', 7 * 24 * 3600, 60, 365 * 24 * 3600),
    shortTokenTtl: int('SHORT_TOKEN_TTL', 8 * 3600, 60, 7 * 24 * 3600),
    smsResendSeconds: int('SMS_RESEND_SECONDS', 60, 1, 3600),
    smsSendsPerAddressHour: int('SMS_SENDS_PER_ADDRESS_HOUR', 20, 1, 1_000_000),
    partnerSecretKey: partnerSecretKey(),
    storage: storage(),
    realtime,
    jobs: bool('JOBS', true),
    guestBookings: {
      perAddressHour: int('GUEST_BOOKINGS_PER_ADDRESS_HOUR', 10, 1, 1_000_000),
      perPhoneHour: int('GUEST_BOOKINGS_PER_PHONE_HOUR', 5, 1, 1_000_000),
      activePerPhone: int('GUEST_ACTIVE_BOOKINGS_PER_PHONE', 3, 1, 1_000),
    },
    outbox: {
      dispatch: bool('OUTBOX_DISPATCH', true),
      pollMs: int('OUTBOX_POLL_MS', 1_000, 10, 60_000),
      retryBaseMs: int('OUTBOX_RETRY_BASE_MS', 2_000, 1, 600_000),
      maxAttempts: int('OUTBOX_MAX_ATTEMPTS', 8, 1, 100),
    },
    publicOrigin: '',
    payment,
    reminders: {
      dayBeforeAt: clockTime('REMINDER_DAY_BEFORE_AT', REMINDER_DAY_BEFORE_AT),
      hoursBefore: int('REMINDER_HOURS_BEFORE', REMINDER_HOURS_BEFORE, 1, 23),
    },
    search: { timeWindowMinutes: int('SEARCH_TIME_WINDOW_MINUTES', SEARCH_TIME_WINDOW_MINUTES, 0, SEARCH_TIME_WINDOW_MAX) },
    readModel: {
      syncMs: int('READ_MODEL_SYNC_MS', 100, 0, 60_000),
      cacheEntries: int('RESPONSE_CACHE_ENTRIES', 20_000, 0, 1_000_000),
      cacheMb: int('RESPONSE_CACHE_MB', 16, 0, 4096),
      rankingRefreshSeconds: int('RANKING_REFRESH_SECONDS', 300, 10, 86_400),
    },
    devRoutes: bool('DEV_ROUTES', false),
    mapTiles: loadMapTiles(env, problems),
  };

  // The local adapters hand out login material (/dev/idp tokens, /dev/sms-outbox codes) or
  // paid plans (sandbox cards): a production process must use the real ones.
  if (env.NODE_ENV === 'production') {
    if (config.social.mode === 'local') problems.push('SOCIAL_MODE=local issues test logins; set SOCIAL_MODE=jwks in production');
    if (config.sms.provider === 'local') problems.push('SMS_PROVIDER=local shows codes at /dev/sms-outbox; set SMS_PROVIDER=mitake or http in production');
    if (config.mail.provider === 'local') problems.push('MAIL_PROVIDER=local sends nothing and shows diners\' e-mails at /dev/mail-outbox; set MAIL_PROVIDER=smtp in production');
    // The sandbox's test cards always pay: in production they would hand out VIP for nothing.
    if (config.payment.provider === 'sandbox') problems.push('PAYMENT_GATEWAY=sandbox accepts test cards; set PAYMENT_GATEWAY=tappay in production');
    // /dev/jobs runs jobs at any instant: reminders and renewals on demand.
    if (config.devRoutes) problems.push('DEV_ROUTES=true runs jobs on request at any instant; it is for development and tests only');
    // The development key opens the seeded partner credentials, whose secrets are documented.
    if (config.partnerSecretKey.equals(DEV_PARTNER_SECRET_KEY)) problems.push('PARTNER_SECRET_KEY is required in production (32 random bytes, hex or base64)');
    problems.push(...productionProblems(env, config));
  }
  // Behind a load balancer the channel auth is signed by whichever instance answers it and
  // checked by the one holding the socket: they must share the secret.
  if (/^rediss?:\/\//.test(config.redisUrl ?? '') && config.realtime.provider === 'builtin' && text(env, 'PUSHER_SECRET') === undefined) {
    problems.push('PUSHER_SECRET is required when REDIS_URL is set (every instance must sign real-time channel auth with the same secret)');
  }
  if (text(env, 'TRUST_PROXY') !== undefined && text(env, 'TRUST_PROXY_HOPS') !== undefined) {
    problems.push('set TRUST_PROXY (the proxies\' addresses) or TRUST_PROXY_HOPS (their number), not both');
  }
  // Links in texts and page tags come from here only, never from a request's Host header.
  const publicOrigin = url('PUBLIC_ORIGIN', ['https:', 'http:']);
  if (publicOrigin === null && env.NODE_ENV === 'production') problems.push('PUBLIC_ORIGIN is required in production (the site\'s address, for links in SMS and page tags)');
  config.publicOrigin = (publicOrigin ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
  if (config.sms.provider === 'mitake') config.sms.reportUrl = mitakeReportUrl(config.publicOrigin, config.sms.reportToken);
  if (problems.length) throw new ConfigError(problems);
  return config;
}

/** An IPv4 or IPv6 address, a CIDR range, or one of proxy-addr's names (loopback, …). */
export function isAddressRange(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, prefix, extra] = entry.split('/');
  const family = net.isIP(address);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Secrets in the shipped example (secret.example.yaml) and other well-known placeholders. */
const PLACEHOLDER = /change-?me|example|changeit|^(secret|password|test|dev)$/i;
const SECRET_KEYS = [
  'DATABASE_URL', 'REDIS_URL', 'PUSHER_SECRET', 'PARTNER_SECRET_KEY', 'CAPTCHA_SECRET', 'STAFF_TOKEN', 'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY', 'SMS_API_KEY', 'SMS_MITAKE_PASSWORD', 'SMS_REPORT_TOKEN', 'SMTP_URL', 'RECAPTCHA_SECRET', 'TAPPAY_PARTNER_KEY', 'TAPPAY_APP_KEY',
  'SOCIAL_FACEBOOK_APP_SECRET', 'MAP_TILE_API_KEY',
];

/**
 * Bits of entropy a token shows, estimated from its own characters (length × Shannon entropy of
 * their frequencies): 32 random bytes in base64url (43 characters) show about 200, in hex
 * (64) about 230, while `aaaa…` or a repeated word shows little whatever its length.
 */
export function estimatedEntropyBits(value: string): number {
  const counts = new Map<string, number>();
  for (const c of value) counts.set(c, (counts.get(c) ?? 0) + 1);
  let perChar = 0;
  for (const n of counts.values()) perChar -= (n / value.length) * Math.log2(n / value.length);
  return perChar * value.length;
}

/** True when some run of 8 characters occurs twice: a repeated pattern, not random bytes (for those the odds are below 1e-6). */
function repeatsItself(value: string): boolean {
  const seen = new Set<string>();
  for (let i = 0; i + 8 <= value.length; i += 1) {
    const run = value.slice(i, i + 8);
    if (seen.has(run)) return true;
    seen.add(run);
  }
  return false;
}

/** A staff token worth 32 random bytes: 43+ base64 (or base64url) or 64+ hex characters that look random. */
export function isStrongToken(token: string): boolean {
  const longEnough = /^[A-Za-z0-9+/_-]{43,}={0,2}$/.test(token) || /^[0-9a-fA-F]{64,}$/.test(token);
  return longEnough && estimatedEntropyBits(token) >= 128 && !repeatsItself(token);
}

/** The password of a connection URL (where a placeholder would sit), '' when there is none. */
function urlPassword(value: string): string {
  try {
    return decodeURIComponent(new URL(value).password);
  } catch {
    return '';
  }
}

/** What a production process must not start with, beyond the adapters checked above. */
function productionProblems(env: Env, config: Config): string[] {
  const out: string[] = [];
  // Off accepts any answer, and the local provider's tokens are handed to anyone who asks.
  if (config.captcha.provider !== 'recaptcha') out.push(`CAPTCHA_PROVIDER=${config.captcha.provider} stops no script; set CAPTCHA_PROVIDER=recaptcha in production`);
  if (config.payment.provider === 'tappay' && config.payment.env === 'sandbox') out.push('TAPPAY_ENV=sandbox sends cards to sandbox.tappaysdk.com, where nothing is charged; set TAPPAY_ENV=production');
  // The partner key rides in every call: over TLS, or to a stand-in on this machine.
  if (config.payment.provider === 'tappay' && config.payment.apiUrl.startsWith('http:') && !isLoopbackUrl(config.payment.apiUrl)) {
    out.push('TAPPAY_API_URL must use https in production (plain http only to a loopback address: 127.0.0.1 or localhost)');
  }
  // The staff token completes withdrawals and reads passbooks: it must not be guessable.
  if (config.staffToken !== null && !isStrongToken(config.staffToken)) {
    out.push('STAFF_TOKEN must be at least 32 random bytes (43 base64url or 64 hex characters), e.g. `openssl rand -hex 32`');
  }
  for (const key of SECRET_KEYS) {
    const value = text(env, key);
    if (value !== undefined && PLACEHOLDER.test(key.endsWith('_URL') ? urlPassword(value) : value)) {
      out.push(`${key} holds a placeholder or default value; set the real secret`);
    }
  }
  out.push(...mapTileProductionProblems(config.mapTiles));
  return out;
}
