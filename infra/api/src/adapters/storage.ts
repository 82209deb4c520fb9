/**
 * Object storage for uploaded pictures, behind one interface, chosen by STORAGE_PROVIDER. The
 * local default writes under UPLOAD_DIR and serves through the /uploads route
 * (plugins/web.ts). `s3` PUTs and DELETEs objects in an S3-compatible bucket (path-style,
 * Signature V4) and hands out `S3_PUBLIC_URL/<key>`; serve that from the site's origin (a CDN
 * path) or add its origin to the CSP img-src. Keys are `<folder>/<random>.<ext>` and never
 * come from the client.
 *
 * Folders in PRIVATE_FOLDERS (bank passbook photos) are never served by URL: the local
 * /uploads route refuses them and an S3 bucket must keep that prefix private; the API reads
 * them back with `read` for their owner and staff only.
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
  /** The bytes of an object this storage handed out, or null when it is not (or no longer) there. */
  read(url: string): Promise<Buffer | null>;
}

/** Folders whose objects are personal data, read only through an authorised API call. */
export const PRIVATE_FOLDERS: readonly string[] = ['passbooks'];

export const isPrivateKey = (key: string): boolean => PRIVATE_FOLDERS.includes(key.split('/')[0]);

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
    async read(url) {
      const key = url.startsWith('/uploads/') ? url.slice('/uploads/'.length) : '';
      if (!KEY.test(key)) return null;
      try {
        return await fs.readFile(path.join(uploadDir, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

export type S3Options = Extract<StorageConfig, { provider: 's3' }>;

export function s3Storage(options: S3Options, fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args)): ObjectStorage {
  const endpoint = new URL(options.endpoint);
  const base = endpoint.pathname.replace(/\/$/, '');
  const publicUrl = options.publicUrl.replace(/\/$/, '');

  async function send(method: 'PUT' | 'DELETE' | 'GET', key: string, body: Buffer, contentType?: string): Promise<Response> {
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
    // S3 answers a DELETE of a missing object 204 too; a GET of one 404; anything else not 2xx is a failure.
    if (method === 'GET' && res.status === 404) return res;
    if (!res.ok) throw new Error(`object storage answered ${res.status} to ${method} ${key}`);
    return res;
  }

  const keyOf = (url: string): string => {
    const key = url.startsWith(`${publicUrl}/`) ? url.slice(publicUrl.length + 1) : '';
    return KEY.test(key) ? key : '';
  };

  return {
    async put(key, data, contentType) {
      if (!KEY.test(key)) throw new Error(`bad storage key ${key}`);
      await send('PUT', key, data, contentType);
      return `${publicUrl}/${key}`;
    },
    async remove(url) {
      const key = keyOf(url);
      if (key) await send('DELETE', key, Buffer.alloc(0));
    },
    async read(url) {
      const key = keyOf(url);
      if (!key) return null;
      const res = await send('GET', key, Buffer.alloc(0));
      return res.status === 404 ? null : Buffer.from(await res.arrayBuffer());
    },
  };
}

export function createStorage(config: StorageConfig, uploadDir: string): ObjectStorage {
  return config.provider === 's3' ? s3Storage(config) : localStorage(uploadDir);
}
