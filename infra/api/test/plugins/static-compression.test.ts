import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { pickEncoding } from '../../src/lib/static-file';
import { eachDatabase } from '../helpers/app';

/** A built shell with one hashed script large enough to be worth compressing. */
const script = `/* shell */\n${Array.from({ length: 400 }, (_, i) => `export const label${i} = "樂享 ${i}";`).join('\n')}\n`;
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'joy-web-gzip-'));
fs.mkdirSync(path.join(webRoot, 'shell/dist'), { recursive: true });
fs.writeFileSync(path.join(webRoot, 'shell/dist/index.html'), '<!doctype html><title>樂享</title>');
fs.writeFileSync(path.join(webRoot, 'shell/dist/main.0a1b2c3d4e.js'), script);
fs.writeFileSync(path.join(webRoot, 'shell/dist/tiny.0a1b2c3d4e.js'), 'console.log(1)');
fs.writeFileSync(path.join(webRoot, 'shell/dist/photo.0a1b2c3d4e.png'), Buffer.alloc(4096, 7));
afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

eachDatabase(
  'compressed static files',
  (ctx) => {
    const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers: { accept: '*/*', ...headers } });

    it('sends a hashed script brotli-compressed, still immutable, with Vary and its own ETag', async () => {
      const res = await get('/main.0a1b2c3d4e.js', { 'accept-encoding': 'gzip, deflate, br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(Number(res.headers['content-length'])).toBeLessThan(Buffer.byteLength(script) / 3);
      expect(zlib.brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(script);
      expect(res.headers.etag).toMatch(/-br"$/);
      const again = await get('/main.0a1b2c3d4e.js', { 'accept-encoding': 'br', 'if-none-match': String(res.headers.etag) });
      expect(again.statusCode).toBe(304);
    });

    it('falls back to gzip, and to the plain file when no encoding is accepted', async () => {
      const gz = await get('/main.0a1b2c3d4e.js', { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gz.rawPayload).toString('utf8')).toBe(script);
      const plain = await get('/main.0a1b2c3d4e.js', { 'accept-encoding': 'identity' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
      // The gzip ETag does not validate the plain body.
      expect((await get('/main.0a1b2c3d4e.js', { 'if-none-match': String(gz.headers.etag) })).statusCode).toBe(200);
    });

    it('leaves tiny files and images uncompressed', async () => {
      for (const url of ['/tiny.0a1b2c3d4e.js', '/photo.0a1b2c3d4e.png']) {
        const res = await get(url, { 'accept-encoding': 'gzip, br' });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBeUndefined();
      }
    });
  },
  { webRoot, pgliteOnly: true },
);
