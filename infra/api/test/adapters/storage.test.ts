import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../src/config/env';
import { createStorage, localStorage, signS3Request } from '../../src/adapters/storage';

const EXAMPLE = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' };
const sha = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

describe('Signature V4', () => {
  it('signs the payload’s real hash (not UNSIGNED-PAYLOAD), the request time and every header it sends', async () => {
    const get = await signS3Request({ method: 'GET', url: 'https://examplebucket.s3.amazonaws.com/test.txt', body: Buffer.alloc(0), datetime: '20130524T000000Z' }, EXAMPLE);
    expect(get.get('authorization')).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE\/20130524\/us-east-1\/s3\/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    expect(get.get('x-amz-content-sha256')).toBe(sha(''));
    const body = Buffer.from('Welcome to Amazon S3.');
    const put = await signS3Request({ method: 'PUT', url: 'https://examplebucket.s3.amazonaws.com/test$file.text', body, datetime: '20130524T000000Z' }, EXAMPLE);
    expect(put.get('x-amz-content-sha256')).toBe(sha('Welcome to Amazon S3.'));
    expect(put.get('x-amz-date')).toBe('20130524T000000Z');
    const typed = await signS3Request({ method: 'PUT', url: 'https://examplebucket.s3.amazonaws.com/a.webp', body, contentType: 'image/webp' }, EXAMPLE);
    expect(typed.get('authorization')).toMatch(/SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date,/);
  });

  // The published example also signs a Range header, which the storage never sends: the
  // signer, set up as signS3Request sets it up, is checked on the example's own headers.
  it('signs the published GET Object example to its published signature', async () => {
    const { AwsV4Signer } = await import('aws4fetch');
    const signer = new AwsV4Signer({
      method: 'GET',
      url: 'https://examplebucket.s3.amazonaws.com/test.txt',
      headers: { range: 'bytes=0-9', 'x-amz-content-sha256': sha('') },
      ...EXAMPLE,
      service: 's3',
      datetime: '20130524T000000Z',
      allHeaders: true,
    });
    expect((await signer.sign()).headers.get('authorization')).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

describe('object storage', () => {
  it('local: writes under the upload folder, serves as /uploads, removes only its own keys', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'joy-storage-'));
    const storage = localStorage(dir);
    const key = `comments/${'a'.repeat(32)}.webp`;
    expect(await storage.put(key, Buffer.from('x'), 'image/webp')).toBe(`/uploads/${key}`);
    expect(fs.readFileSync(path.join(dir, key), 'utf8')).toBe('x');
    await expect(storage.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/bad storage key/);
    expect(await storage.read(`/uploads/${key}`)).toEqual(Buffer.from('x'));
    expect(await storage.read('/uploads/../../etc/passwd')).toBeNull();
    await storage.remove('/uploads/../../etc/passwd');
    await storage.remove(`/uploads/${key}`);
    expect(fs.existsSync(path.join(dir, key))).toBe(false);
    expect(await storage.read(`/uploads/${key}`)).toBeNull();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('local: keeps image pipeline pictures whole under their hash, replaces them with the same bytes, never removes them', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'joy-storage-'));
    const storage = localStorage(dir);
    const hash = sha('picture');
    const key = `images/${hash}/640.webp`;
    expect(storage.urlOf(key)).toBe(`/uploads/${key}`);
    expect(await storage.read(storage.urlOf(key))).toBeNull();
    // Two writers at once (two instances making one variant): both succeed, one whole file.
    const urls = await Promise.all([storage.keep(key, Buffer.from('variant'), 'image/webp'), storage.keep(key, Buffer.from('variant'), 'image/webp')]);
    expect(urls).toEqual([`/uploads/${key}`, `/uploads/${key}`]);
    expect(await storage.read(`/uploads/${key}`)).toEqual(Buffer.from('variant'));
    expect(fs.readdirSync(path.join(dir, 'images', hash))).toEqual(['640.webp']);
    await storage.remove(`/uploads/${key}`);
    expect(fs.existsSync(path.join(dir, key))).toBe(true);
    for (const bad of [`images/${hash}/500.webp`, `images/${hash}/640.svg`, `images/${hash.slice(2)}.jpg`, `comments/${'a'.repeat(32)}.webp`, `images/../${hash}.jpg`]) {
      await expect(storage.keep(bad, Buffer.from('x'), 'image/webp')).rejects.toThrow(/bad storage key/);
    }
    await storage.keep(`images/${hash}.jpg`, Buffer.from('original'), 'image/jpeg');
    expect(await storage.read(`/uploads/images/${hash}.jpg`)).toEqual(Buffer.from('original'));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('s3: signed PUT, GET and DELETE, path-style, against an S3-compatible server', async () => {
    const seen: { method: string; url: string; headers: http.IncomingHttpHeaders; body: Buffer }[] = [];
    let status = 200;
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
        const stored = req.method === 'GET' && status === 200 && req.url?.includes('/passbooks/');
        res.writeHead(stored ? 200 : req.method === 'GET' ? 404 : status).end(stored ? 'passbook-bytes' : undefined);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const config = loadConfig({ STORAGE_PROVIDER: 's3', S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_BUCKET: 'joy-photos', S3_ACCESS_KEY_ID: 'AK', S3_SECRET_ACCESS_KEY: 'SK', S3_REGION: 'ap-northeast-1' });
      expect(config.storage).toMatchObject({ provider: 's3', publicUrl: `http://127.0.0.1:${port}/joy-photos` });
      const storage = createStorage(config.storage, '/nowhere');
      const key = `comments/${'b'.repeat(32)}.webp`;
      const url = await storage.put(key, Buffer.from('webp-bytes'), 'image/webp');
      expect(url).toBe(`http://127.0.0.1:${port}/joy-photos/${key}`);
      const [put] = seen;
      expect(put).toMatchObject({ method: 'PUT', url: `/joy-photos/${key}`, body: Buffer.from('webp-bytes') });
      expect(put.headers).toMatchObject({ 'content-type': 'image/webp', 'x-amz-content-sha256': sha('webp-bytes'), 'x-amz-date': expect.stringMatching(/^\d{8}T\d{6}Z$/) });
      // The server can check the signature with the same secret.
      const region = { accessKeyId: 'AK', secretAccessKey: 'SK', region: 'ap-northeast-1' };
      const expected = await signS3Request(
        { method: 'PUT', url: `http://${put.headers.host}/joy-photos/${key}`, body: Buffer.from('webp-bytes'), contentType: 'image/webp', datetime: put.headers['x-amz-date'] as string },
        region,
      );
      expect(put.headers.authorization).toBe(expected.get('authorization'));
      expect(put.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AK\/\d{8}\/ap-northeast-1\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/);

      await storage.remove('/uploads/seed/store-1-logo.svg');
      await storage.remove(url);
      expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([`PUT /joy-photos/${key}`, `DELETE /joy-photos/${key}`]);

      // Private objects (passbooks) are read back with a signed GET; a missing one is null.
      const passbook = `http://127.0.0.1:${port}/joy-photos/passbooks/${'c'.repeat(32)}.webp`;
      expect(await storage.read(passbook)).toEqual(Buffer.from('passbook-bytes'));
      const get = seen[seen.length - 1];
      expect(get).toMatchObject({ method: 'GET', url: `/joy-photos/passbooks/${'c'.repeat(32)}.webp` });
      expect(get.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AK\//);
      expect(await storage.read(url)).toBeNull();
      expect(await storage.read('http://elsewhere.example/joy-photos/passbooks/x.webp')).toBeNull();

      status = 503;
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/answered 503/);
      expect(() => loadConfig({ STORAGE_PROVIDER: 's3' })).toThrow(/S3_ENDPOINT is required[\s\S]*S3_BUCKET is required/);
    } finally {
      server.close();
    }
  });
});
