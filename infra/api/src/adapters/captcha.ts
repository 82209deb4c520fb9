/**
 * Captcha v2 verification behind one interface, chosen by CAPTCHA_PROVIDER:
 * - off (local development, tests): every answer passes;
 * - local: GET /v2/captcha issues an HMAC-signed token valid 5 minutes; verify checks the
 *   signature, the expiry and single use (the nonce is recorded in captcha_uses). The browser
 *   gets it through the widget the API serves at LOCAL_CAPTCHA_SCRIPT, which imitates
 *   reCAPTCHA's `grecaptcha` (lib/local-captcha-script.ts), so the client runs one code path;
 * - recaptcha: Google's siteverify with RECAPTCHA_SECRET; the client renders RECAPTCHA_SITE_KEY
 *   with the api.js of RECAPTCHA_SCRIPT_URL.
 */
import crypto from 'node:crypto';
import { lt } from 'drizzle-orm';
import type { CaptchaChallenge } from '@joy/contract';
import { RECAPTCHA_SCRIPT_URL, RECAPTCHA_VERIFY_URL, type CaptchaConfig } from '../config/env';
import type { Database } from '../db/client';
import * as t from '../db/schema';

export interface CaptchaVerifier {
  readonly provider: CaptchaChallenge['provider'];
  challenge(): Promise<CaptchaChallenge>;
  /** True when the answer is accepted (and, for single-use tokens, spent). */
  verify(answer: string, remoteIp?: string): Promise<boolean>;
}

export const LOCAL_CAPTCHA_TTL_MS = 5 * 60 * 1000;
/** The local widget's script (served only with CAPTCHA_PROVIDER=local) and the site key it is rendered with. */
export const LOCAL_CAPTCHA_SCRIPT = '/dev/captcha/api.js';
export const LOCAL_CAPTCHA_SITE_KEY = 'joy-local-captcha';
export { RECAPTCHA_SCRIPT_URL, RECAPTCHA_VERIFY_URL };

type Fetch = typeof fetch;

export function offCaptcha(): CaptchaVerifier {
  return {
    provider: 'off',
    challenge: async () => ({ provider: 'off', site_key: null, token: null, script_url: null }),
    verify: async () => true,
  };
}

const sign = (secret: Buffer, payload: string) => crypto.createHmac('sha256', secret).update(payload).digest('base64url');

export function localCaptcha(db: Database, secret: Buffer, now: () => number = Date.now): CaptchaVerifier {
  return {
    provider: 'local',
    async challenge() {
      const payload = `${crypto.randomBytes(16).toString('base64url')}.${now() + LOCAL_CAPTCHA_TTL_MS}`;
      return { provider: 'local', site_key: LOCAL_CAPTCHA_SITE_KEY, token: `${payload}.${sign(secret, payload)}`, script_url: LOCAL_CAPTCHA_SCRIPT };
    },
    async verify(answer) {
      const [nonce, exp, mac] = answer.split('.');
      if (!nonce || !exp || !mac || nonce.length > 64) return false;
      const expected = Buffer.from(sign(secret, `${nonce}.${exp}`));
      const given = Buffer.from(mac);
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return false;
      const expiresAt = Number(exp);
      if (!Number.isFinite(expiresAt) || expiresAt <= now()) return false;
      await db.delete(t.captchaUses).where(lt(t.captchaUses.expiresAt, new Date(now())));
      const spent = await db
        .insert(t.captchaUses)
        .values({ nonce, expiresAt: new Date(expiresAt) })
        .onConflictDoNothing()
        .returning({ nonce: t.captchaUses.nonce });
      return spent.length === 1;
    },
  };
}

/** `fetchImpl` defaults to the global fetch, looked up per call. */
export function recaptcha(secret: string, siteKey: string, fetchImpl?: Fetch, urls = { script: RECAPTCHA_SCRIPT_URL, verify: RECAPTCHA_VERIFY_URL }): CaptchaVerifier {
  return {
    provider: 'recaptcha',
    challenge: async () => ({ provider: 'recaptcha', site_key: siteKey, token: null, script_url: urls.script }),
    async verify(answer, remoteIp) {
      if (!answer) return false;
      const form = new URLSearchParams({ secret, response: answer });
      if (remoteIp) form.set('remoteip', remoteIp);
      try {
        const res = await (fetchImpl ?? globalThis.fetch)(urls.verify, { method: 'POST', body: form, signal: AbortSignal.timeout(5000) });
        if (!res.ok) return false;
        const data = (await res.json()) as { success?: unknown };
        return data.success === true;
      } catch {
        // Google unreachable: refuse rather than let every bot through.
        return false;
      }
    },
  };
}

export function createCaptcha(config: CaptchaConfig, db: Database, fetchImpl?: Fetch): CaptchaVerifier {
  switch (config.provider) {
    case 'local':
      // Without CAPTCHA_SECRET the key lives as long as the process: tokens last 5 minutes anyway.
      return localCaptcha(db, config.secret ? Buffer.from(config.secret) : crypto.randomBytes(32));
    case 'recaptcha':
      return recaptcha(config.secret, config.siteKey, fetchImpl, { script: config.scriptUrl, verify: config.verifyUrl });
    default:
      return offCaptcha();
  }
}

/**
 * What reCAPTCHA needs in the CSP, as Google lists it: scripts from the api.js origin and
 * www.gstatic.com/recaptcha/, the widget's and the challenge's frames from www.google.com and
 * recaptcha.google.com. The local widget is served from 'self'.
 */
export function captchaCspSources(config: CaptchaConfig): { script: string[]; frame: string[] } {
  if (config.provider !== 'recaptcha') return { script: [], frame: [] };
  const own = new URL(config.scriptUrl).origin;
  return {
    script: [own, 'https://www.gstatic.com/recaptcha/'],
    frame: [...new Set([own, 'https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'])],
  };
}
