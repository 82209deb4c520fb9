import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eachDatabase } from '../helpers/app';

/** A WEB_ROOT as the front-end build leaves it: the shell and two of the five remotes. */
function makeWebRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'joy-web-'));
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  write('shell/dist/index.html', '<!doctype html><title>樂享</title><div id="root"></div>');
  write('shell/dist/main.3f2a9c1d.js', 'console.log("shell")');
  write('shell/dist/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('mfe-discovery/dist/mf-manifest.json', '{"name":"discovery"}');
  write('mfe-discovery/dist/remoteEntry.js', 'var discovery;');
  write('mfe-discovery/dist/static/js/412.a1b2c3d4e5.js', 'chunk');
  write('mfe-help/dist/mf-manifest.json', '{"name":"help"}');
  write('mfe-booking/dist/remoteEntry.js', 'built without a manifest');
  write('secret.txt', 'outside every served folder');
  return root;
}

const webRoot = makeWebRoot();
afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));

eachDatabase(
  'web plugin (one origin)',
  (ctx) => {
    const get = (url: string, accept = 'text/html,application/xhtml+xml') => ctx.app.inject({ method: 'GET', url, headers: { accept } });

    it('serves the shell at / without caching', async () => {
      const res = await get('/');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('id="root"');
    });

    it('falls back to index.html for client-side routes', async () => {
      const res = await get('/member/history/payment-record');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>樂享</title>');
    });

    it('serves a store page with its own title and Open Graph tags, and an unknown store with the plain shell', async () => {
      const store = await get('/store/12');
      expect(store.statusCode).toBe(200);
      expect(store.body).toMatch(/<title>[^<]+｜樂享線上訂位<\/title>/);
      expect(store.body).toContain('property="og:title"');
      expect((await get('/store/999999')).body).toContain('<title>樂享</title>');
    });

    it('builds the Open Graph links from PUBLIC_ORIGIN, never from a Host or X-Forwarded-Host the client wrote', async () => {
      for (const headers of [{ host: 'evil.example' }, { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' }, { forwarded: 'host=evil.example' }]) {
        const res = await ctx.app.inject({ method: 'GET', url: '/store/12', headers: { accept: 'text/html', ...headers } });
        expect(res.body).toMatch(/<meta property="og:image" content="https:\/\/www\.joy\.example\/uploads\//);
        expect(res.body).not.toContain('evil.example');
      }
    });

    it('answers a missing asset requested by a script with a plain 404, not the page', async () => {
      const res = await get('/main.00000000.js', '*/*');
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<title>');
    });

    it('lists only the remotes that have a manifest in /remotes.json', async () => {
      const res = await get('/remotes.json', 'application/json');
      expect(res.headers['cache-control']).toBe('no-cache');
      const remotes = JSON.parse(res.body) as Record<string, { entry: string; version: string }>;
      expect(Object.keys(remotes).sort()).toEqual(['discovery', 'help']);
      expect(remotes.discovery).toEqual({ entry: '/remotes/discovery/mf-manifest.json', version: expect.stringMatching(/^[0-9a-f]+$/) });
    });

    it('sees a remote rebuilt after start-up without a restart', async () => {
      fs.writeFileSync(path.join(webRoot, 'mfe-booking/dist/mf-manifest.json'), '{"name":"booking"}');
      const remotes = JSON.parse((await get('/remotes.json', 'application/json')).body) as Record<string, unknown>;
      expect(Object.keys(remotes)).toContain('booking');
      fs.rmSync(path.join(webRoot, 'mfe-booking/dist/mf-manifest.json'));
    });

    it('serves remote files with immutable caching only for hashed names', async () => {
      const manifest = await get('/remotes/discovery/mf-manifest.json', '*/*');
      expect(manifest.statusCode).toBe(200);
      expect(manifest.headers['cache-control']).toBe('no-cache');
      expect((await get('/remotes/discovery/remoteEntry.js', '*/*')).headers['cache-control']).toBe('no-cache');
      const chunk = await get('/remotes/discovery/static/js/412.a1b2c3d4e5.js', '*/*');
      expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(chunk.headers['content-type']).toMatch(/javascript/);
      expect((await get('/main.3f2a9c1d.js', '*/*')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await get('/favicon.svg', '*/*')).headers['cache-control']).toBe('no-cache');
    });

    it('answers 304 when the ETag still matches', async () => {
      const first = await get('/remotes/discovery/remoteEntry.js', '*/*');
      const again = await ctx.app.inject({ method: 'GET', url: '/remotes/discovery/remoteEntry.js', headers: { 'if-none-match': String(first.headers.etag) } });
      expect(again.statusCode).toBe(304);
    });

    it('gives a plain 404 for a missing file under /remotes/ or /uploads/, even to browsers', async () => {
      for (const url of ['/remotes/discovery/nope.js', '/remotes/unknown/mf-manifest.json', '/uploads/seed/nope.svg']) {
        const res = await get(url);
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('<title>');
      }
    });

    it('serves uploads (the seeded pictures) under a sandboxing CSP', async () => {
      const res = await get('/uploads/seed/store-1-logo.svg', 'image/*');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.headers['content-security-policy']).toContain('sandbox');
    });

    it('refuses path traversal', async () => {
      for (const url of ['/../secret.txt', '/%2e%2e/secret.txt', '/remotes/discovery/..%2F..%2Fsecret.txt', '/uploads/%2e%2e%2f%2e%2e%2fsecret.txt', '/remotes/help/%2e%2e/%2e%2e/%2e%2e/secret.txt']) {
        const res = await get(url, '*/*');
        expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
        expect(res.body).not.toContain('outside every served folder');
      }
    });

    it('never swallows API prefixes into the page fallback', async () => {
      for (const url of ['/v2/nothing', '/memberDealer/nothing', '/app/key', '/health/extra', '/openapi.json/x']) {
        const res = await get(url);
        expect({ url, status: res.statusCode, type: res.headers['content-type'] }).toEqual({ url, status: 404, type: expect.stringMatching(/json/) });
      }
      const api = await get('/v2/carousel');
      expect(api.headers['content-type']).toMatch(/json/);
    });

    it('sends the site CSP', async () => {
      const csp = String((await get('/')).headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain('connect-src');
    });
  },
  { webRoot, pgliteOnly: true, env: { PUBLIC_ORIGIN: 'https://www.joy.example' } },
);

eachDatabase(
  'web plugin without a build',
  (ctx) => {
    it('says in zh-TW that the site is not built yet', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('npm run build');
      expect(res.body).toContain('尚未建置');
    });
  },
  { pgliteOnly: true },
);
