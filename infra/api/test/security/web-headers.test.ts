/**
 * Security headers on the pages, the API and uploads; upload content and size checks; the
 * global rate limit. The browser half (stored XSS inert in Chromium, no CSP violation while
 * the remotes run) is infra/e2e/tests/security.spec.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eachDatabase, json } from '../helpers/app';
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

    it('asks for HTTPS only when the request came over TLS (HSTS), as the proxy in front reports it', async () => {
      expect((await get('/v2/carousel')).headers['strict-transport-security']).toBeUndefined();
      const tls = await get('/v2/carousel', { 'x-forwarded-proto': 'https' });
      expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
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
      expect((await get('/v2/carousel')).headers['cache-control']).toBeUndefined();
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


  },
  { webRoot, config: { uploadDir } },
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
