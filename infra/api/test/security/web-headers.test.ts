/**
 * Security headers on the pages, the API and uploads; upload content and size checks; the
 * global rate limit. The browser half (stored XSS inert in Chromium, no CSP violation while
 * the remotes run) is infra/e2e/tests/security.spec.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Envelope, MemberRecord } from '@joy/contract';
import { eachDatabase, json } from '../helpers/app';
import { multipart, picture } from '../helpers/partner';
import { realtimeSources } from '../../src/plugins/external/helmet';
import { quickMember } from './quick-member';

function makeWebRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'joy-sec-web-'));
  fs.mkdirSync(path.join(root, 'shell/dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'shell/dist/index.html'), '<!doctype html><title>樂享</title><div id="root"></div>');
  return root;
}
const webRoot = makeWebRoot();
const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'joy-sec-uploads-'));
afterAll(() => {
  fs.rmSync(webRoot, { recursive: true, force: true });
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

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

eachDatabase(
  'web security headers',
  (ctx) => {
    const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

    it('sends a strict CSP and the other headers with every page, API reply and error', async () => {
      const member = await quickMember(ctx);
      const replies = [
        await get('/store/12', { accept: 'text/html' }),
        await get('/v2/carousel'),
        await get('/v2/member', { authorization: `Bearer ${member.token}` }),
        await get('/v2/nothing'),
      ];
      for (const res of replies) {
        const csp = directives(res.headers['content-security-policy']);
        expect(csp['default-src']).toEqual(["'self'"]);
        expect(csp['script-src']).toEqual(["'self'"]);
        expect(csp['object-src']).toEqual(["'none'"]);
        expect(csp['base-uri']).toEqual(["'self'"]);
        expect(csp['form-action']).toEqual(["'self'"]);
        // The native app shows the site top-level in its webview; nobody else may frame it.
        expect(csp['frame-ancestors']).toEqual(["'self'"]);
        expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
        // Real-time runs on the page's own origin; no other host may be reached (exfiltration).
        expect(csp['connect-src']).toEqual(["'self'"]);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['referrer-policy']).toBe('no-referrer');
        expect(res.headers['set-cookie']).toBeUndefined();
      }
    });

    it('asks for HTTPS only when the request came over TLS (HSTS), as a trusted proxy in front reports it', async () => {
      expect((await get('/v2/carousel')).headers['strict-transport-security']).toBeUndefined();
      const viaProxy = await ctx.app.inject({ method: 'GET', url: '/v2/carousel', remoteAddress: '10.0.0.5', headers: { 'x-forwarded-proto': 'https' } });
      expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      // A client connecting directly cannot claim TLS for itself.
      const claimed = await ctx.app.inject({ method: 'GET', url: '/v2/carousel', remoteAddress: '198.51.100.7', headers: { 'x-forwarded-proto': 'https' } });
      expect(claimed.headers['strict-transport-security']).toBeUndefined();
    });

    it('keeps member, partner and staff replies out of every cache; public ones may be cached', async () => {
      const member = await quickMember(ctx);
      for (const url of ['/v2/member', '/v2/notification', '/v2/member/avatar']) {
        expect([url, (await get(url, { authorization: `Bearer ${member.token}` })).headers['cache-control']]).toEqual([url, 'no-store']);
      }
      // An optional-token call answered for a member (store detail with member_is_collection).
      expect((await get('/v2/store/1', { authorization: `Bearer ${member.token}` })).headers['cache-control']).toBe('no-store');
      const login = await ctx.app.inject({ method: 'POST', url: '/v2/oauth/login', payload: { phone: member.phone, password: 'whatever' } });
      expect(login.headers['cache-control']).toBe('no-store');
      // A public read may be kept, but is asked again each time (cheap: 304 with its ETag).
      const carousel = await get('/v2/carousel');
      expect(carousel.headers['cache-control']).toBe('no-cache');
      expect(carousel.headers.etag).toMatch(/^"[\w-]+"$/);
    });

    it('serves uploads with a sandboxing CSP and nosniff, so even an SVG cannot run script', async () => {
      fs.mkdirSync(path.join(uploadDir, 'seed'), { recursive: true });
      fs.writeFileSync(path.join(uploadDir, 'seed', 'evil.svg'), '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>');
      const res = await get('/uploads/seed/evil.svg');
      expect(res.statusCode).toBe(200);
      const csp = directives(res.headers['content-security-policy']);
      expect(csp['default-src']).toEqual(["'none'"]);
      expect(csp).toHaveProperty('sandbox');
      expect(csp['script-src']).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    });

    it('judges an avatar by its content and size, and keeps no metadata of it (no GPS, no polyglot tail)', async () => {
      const member = await quickMember(ctx);
      const send = (file: { filename: string; type: string; data: Buffer }) => {
        const { payload, headers } = multipart({}, [{ name: 'avatar', ...file }]);
        return ctx.app.inject({ method: 'POST', url: '/v2/member?_method=PUT', payload, headers: { ...headers, authorization: `Bearer ${member.token}` } });
      };
      const refusals = [
        { filename: 'me.png', type: 'image/png', data: Buffer.from('<html><script>alert(1)</script></html>') },
        { filename: 'me.svg', type: 'image/svg+xml', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>') },
        { filename: 'me.png', type: 'image/png', data: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('<script>alert(1)</script>')]) },
        { filename: 'big.jpg', type: 'image/jpeg', data: Buffer.concat([await picture('jpeg'), Buffer.alloc(5 * 1024 * 1024)]) },
      ];
      for (const file of refusals) {
        const res = await send(file);
        expect([file.filename, res.statusCode]).toEqual([file.filename, 422]);
        expect(Object.keys(json<Envelope<{ errors: object }>>(res).return.errors)).toEqual(['avatar']);
      }
      const located = await sharp(await picture('jpeg', 300, 200)).withMetadata({ exif: { IFD0: { Artist: '周以樂' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 2/1 0/1' } } }).jpeg().toBuffer();
      const polyglot = Buffer.concat([located, Buffer.from('<html><script>alert(1)</script></html>')]);
      const ok = await send({ filename: 'me.jpg', type: 'image/jpeg', data: polyglot });
      expect(ok.statusCode).toBe(200);
      const avatar = json<Envelope<MemberRecord>>(ok).return.avatar;
      expect(avatar).toMatch(/^\/uploads\/avatars\/[a-f0-9]{32}\.webp$/);
      const stored = fs.readFileSync(path.join(uploadDir, avatar.slice('/uploads/'.length)));
      const meta = await sharp(stored).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(stored.toString('latin1')).not.toMatch(/script|周以樂|GPS/);
      const served = await get(avatar);
      expect(served.headers['content-type']).toBe('image/webp');
    });
  },
  { webRoot, config: { uploadDir }, env: { TRUST_PROXY: '10.0.0.0/8' } },
);

eachDatabase(
  'global rate limit',
  (ctx) => {
    it('answers the envelope 429 once a client address passes RATE_LIMIT_MAX requests a minute', async () => {
      const replies = [];
      for (let i = 0; i < 5; i += 1) replies.push(await ctx.app.inject({ method: 'GET', url: '/v2/carousel', remoteAddress: '192.0.2.200' }));
      expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 429, 429]);
      expect(json(replies[3])).toEqual({ code: 0, status: 429, return: null, msg: '請求過於頻繁，請稍後再試' });
      expect((await ctx.app.inject({ method: 'GET', url: '/v2/carousel', remoteAddress: '192.0.2.201' })).statusCode).toBe(200);
    });
  },
  { env: { RATE_LIMIT_MAX: '3' }, pgliteOnly: true },
);

describe('connect-src for real-time', () => {
  const base = { key: 'k', auth_endpoint: '/v2/realtime/auth' };
  it('adds nothing for the built-in server (the page’s own origin), the host for a self-hosted one, Pusher’s hosts for a cluster', () => {
    expect(realtimeSources({ ...base, provider: 'builtin', cluster: 'mt1', ws_host: null, ws_port: null, force_tls: null })).toEqual([]);
    expect(realtimeSources({ ...base, provider: 'pusher', cluster: 'mt1', ws_host: 'rt.example.tw', ws_port: 6001, force_tls: true })).toEqual(['wss://rt.example.tw:6001']);
    expect(realtimeSources({ ...base, provider: 'pusher', cluster: 'ap3', ws_host: null, ws_port: null, force_tls: true })).toEqual(['wss://ws-ap3.pusher.com', 'https://sockjs-ap3.pusher.com']);
  });
});
