/**
 * Object storage for uploaded pictures, behind one interface, chosen by STORAGE_PROVIDER. The
 * local default writes under UPLOAD_DIR and serves through the /uploads route
 * (plugins/web.ts). `s3` PUTs and DELETEs objects in an S3-compatible bucket (path-style,
 * Signature V4) and hands out `S3_PUBLIC_URL/<key>`; serve that from the site's origin (a CDN
 * path) or add its origin to the CSP img-src. Keys are `<folder>/<random>.<ext>` and never
 * come from the client.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { StorageConfig } from '../config/env';
import { amzDate, authorization, sha256Hex } from '../lib/aws-sigv4';

export interface ObjectStorage {
  /** Stores the bytes under `key` and returns the public URL. Never overwrites. */
  put(key: string, data: Buffer, contentType: string): Promise<string>;
  /** Removes an object this storage handed out (other URLs, e.g. seed pictures, are left alone). */
  remove(url: string): Promise<void>;
}

const KEY = /^[a-z][a-z0-9-]*\/[a-f0-9]{32}\.(png|jpg|webp)$/;

export function localStorage(uploadDir: string): ObjectStorage {
  return {
    async put(key, data) {
      if (!KEY.test(key)) throw new Error(`bad storage key ${key}`);
      const file = path.join(uploadDir, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data, { flag: 'wx' });
      return `/uploads/${key}`;
    },
    async remove(url) {
      const key = url.startsWith('/uploads/') ? url.slice('/uploads/'.length) : '';
      if (!KEY.test(key) || key.startsWith('seed/')) return;
      await fs.rm(path.join(uploadDir, key), { force: true });
    },
  };
}

export type S3Options = Extract<StorageConfig, { provider: 's3' }>;

export function s3Storage(options: S3Options, fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args)): ObjectStorage {
  const endpoint = new URL(options.endpoint);
  const base = endpoint.pathname.replace(/\/$/, '');
  const publicUrl = options.publicUrl.replace(/\/$/, '');

  async function send(method: 'PUT' | 'DELETE', key: string, body: Buffer, contentType?: string): Promise<void> {
    const objectPath = `${base}/${options.bucket}/${key}`;
    const payloadHash = sha256Hex(body);
    const headers: Record<string, string> = { host: endpoint.host, 'x-amz-content-sha256': payloadHash, 'x-amz-date': amzDate(new Date()) };
    if (contentType) headers['content-type'] = contentType;
    const auth = authorization(method, objectPath, headers, payloadHash, options);
    // fetch sets Host itself (the same value, which is signed).
    const { host: _host, ...sent } = headers;
    const res = await fetchImpl(`${endpoint.origin}${objectPath}`, {
      method,
      headers: { ...sent, authorization: auth },
      body: method === 'PUT' ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    // S3 answers a DELETE of a missing object 204 too; anything else not 2xx is a failure.
    if (!res.ok) throw new Error(`object storage answered ${res.status} to ${method} ${key}`);
  }

  return {
    async put(key, data, contentType) {
      if (!KEY.test(key)) throw new Error(`bad storage key ${key}`);
      await send('PUT', key, data, contentType);
      return `${publicUrl}/${key}`;
    },
    async remove(url) {
      const key = url.startsWith(`${publicUrl}/`) ? url.slice(publicUrl.length + 1) : '';
      if (!KEY.test(key)) return;
      await send('DELETE', key, Buffer.alloc(0));
    },
  };
}

export function createStorage(config: StorageConfig, uploadDir: string): ObjectStorage {
  return config.provider === 's3' ? s3Storage(config) : localStorage(uploadDir);
}
