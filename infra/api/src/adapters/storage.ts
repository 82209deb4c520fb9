/**
 * Object storage for uploaded pictures, behind one interface. The local default writes under
 * UPLOAD_DIR and serves through the /uploads route (plugins/web.ts); keys are
 * `<folder>/<random>.<ext>` and never come from the client. An S3-compatible store plugs in
 * behind the same two calls.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

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
