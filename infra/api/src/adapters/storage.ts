/**
 * Object storage for uploaded pictures, behind one interface, chosen by STORAGE_PROVIDER. The
 * local default writes under UPLOAD_DIR and serves through the /uploads route
 * (plugins/web.ts). `s3` PUTs and DELETEs objects in an S3-compatible bucket (path-style,
 * Signature V4 by aws4fetch) and hands out `S3_PUBLIC_URL/<key>`; serve that from the site's origin (a CDN
 * path) or add its origin to the CSP img-src. Keys are `<folder>/<random>.<ext>` and never
 * come from the client; the image pipeline's pictures are `images/<sha256>…` (`keep`), shared by
 * whoever uploaded the same picture, so `remove` leaves them alone.
 *
 * Folders in PRIVATE_FOLDERS (bank passbook photos) are never served by URL: the local
 * /uploads route refuses them and an S3 bucket must keep that prefix private; the API reads
 * them back with `read` for their owner and staff only.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AwsV4Signer } from 'aws4fetch';
import type { StorageConfig } from '../config/env';

export interface ObjectStorage {
  /** Stores the bytes under `key` and returns the public URL. Never overwrites. */
  put(key: string, data: Buffer, contentType: string): Promise<string>;
  /** Removes an object this storage handed out (other URLs, e.g. seed pictures, are left alone). */
  remove(url: string): Promise<void>;
  /** The bytes of an object this storage handed out, or null when it is not (or no longer) there. */
  read(url: string): Promise<Buffer | null>;
  /**
   * Content-addressed pictures (lib/image-pipeline.ts): `images/<sha256>.<ext>` and its variants
   * `images/<sha256>/<width>.<ext>`. Written whole or not at all (a temporary name renamed into
   * place, or one S3 PUT), so two instances making the same variant at once both leave a
   * correct file; an existing object is replaced by the same bytes. Returns the public URL.
   */
  keep(key: string, data: Buffer, contentType: string): Promise<string>;
  /** The URL `put` or `keep` hands out for `key` (whether or not it is there). */
  urlOf(key: string): string;
}

/** Folders whose objects are personal data, read only through an authorised API call. */
export const PRIVATE_FOLDERS: readonly string[] = ['passbooks'];

export const isPrivateKey = (key: string): boolean => PRIVATE_FOLDERS.includes(key.split('/')[0]);

const KEY = /^[a-z][a-z0-9-]*\/[a-f0-9]{32}\.(png|jpg|webp)$/;
/** An image pipeline object: an original by its hash, or one of its variants. */
const IMAGE_KEY = /^images\/[a-f0-9]{64}(\.(png|jpg|webp)|\/(320|640|1280)\.(webp|avif|jpg))$/;
const known = (key: string): boolean => KEY.test(key) || IMAGE_KEY.test(key);

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
      if (!known(key)) return null;
      try {
        return await fs.readFile(path.join(uploadDir, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async keep(key, data) {
      if (!IMAGE_KEY.test(key)) throw new Error(`bad storage key ${key}`);
      const file = path.join(uploadDir, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${crypto.randomBytes(8).toString('hex')}.tmp`;
      try {
        await fs.writeFile(temporary, data, { flag: 'wx' });
        await fs.rename(temporary, file);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
      return `/uploads/${key}`;
    },
    urlOf: (key) => `/uploads/${key}`,
  };
}

export type S3Options = Extract<StorageConfig, { provider: 's3' }>;

export interface S3Request {
  method: 'PUT' | 'DELETE' | 'GET';
  url: string;
  body: Buffer;
  contentType?: string;
  /** The request time as 20130524T000000Z (tests sign a known example); default now. */
  datetime?: string;
}

/**
 * The headers of an S3 request signed with Signature V4 (aws4fetch's signer). The payload's
 * real SHA-256 is sent and signed (not UNSIGNED-PAYLOAD), so the store refuses a body changed
 * on the way; every header is signed, the content type included.
 */
export async function signS3Request(request: S3Request, credentials: Pick<S3Options, 'accessKeyId' | 'secretAccessKey' | 'region'>): Promise<Headers> {
  const headers: Record<string, string> = { 'x-amz-content-sha256': crypto.createHash('sha256').update(request.body).digest('hex') };
  if (request.contentType) headers['content-type'] = request.contentType;
  const signer = new AwsV4Signer({
    method: request.method,
    url: request.url,
    headers,
    accessKeyId: credentials.accessKeyId,
    secretAccessKey: credentials.secretAccessKey,
    region: credentials.region,
    service: 's3',
    datetime: request.datetime,
    allHeaders: true,
  });
  return (await signer.sign()).headers;
}

export function s3Storage(options: S3Options, fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args)): ObjectStorage {
  const endpoint = new URL(options.endpoint);
  const base = endpoint.pathname.replace(/\/$/, '');
  const publicUrl = options.publicUrl.replace(/\/$/, '');

  async function send(method: 'PUT' | 'DELETE' | 'GET', key: string, body: Buffer, contentType?: string): Promise<Response> {
    const url = `${endpoint.origin}${base}/${options.bucket}/${key}`;
    // fetch sets Host itself, the value the signature covers (the URL's host).
    const headers = await signS3Request({ method, url, body, contentType }, options);
    // Sent with our fetch, timeout and status handling, not aws4fetch's retrying fetch: a
    // failed upload is the caller's to report.
    const res = await fetchImpl(url, {
      method,
      headers,
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
    return known(key) ? key : '';
  };

  return {
    async put(key, data, contentType) {
      if (!KEY.test(key)) throw new Error(`bad storage key ${key}`);
      await send('PUT', key, data, contentType);
      return `${publicUrl}/${key}`;
    },
    async remove(url) {
      const key = keyOf(url);
      if (key && !IMAGE_KEY.test(key)) await send('DELETE', key, Buffer.alloc(0));
    },
    async read(url) {
      const key = keyOf(url);
      if (!key) return null;
      const res = await send('GET', key, Buffer.alloc(0));
      return res.status === 404 ? null : Buffer.from(await res.arrayBuffer());
    },
    async keep(key, data, contentType) {
      if (!IMAGE_KEY.test(key)) throw new Error(`bad storage key ${key}`);
      await send('PUT', key, data, contentType);
      return `${publicUrl}/${key}`;
    },
    urlOf: (key) => `${publicUrl}/${key}`,
  };
}

export function createStorage(config: StorageConfig, uploadDir: string): ObjectStorage {
  return config.provider === 's3' ? s3Storage(config) : localStorage(uploadDir);
}
