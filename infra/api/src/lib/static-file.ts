/**
 * A small file sender for the web plugin. Files are stat'ed and streamed from disk on every
 * request (a rebuilt remote shows up without a restart), paths are confined to their root,
 * and the cache policy follows the file name: content-hashed names are immutable, entry
 * points (index.html, manifests, remoteEntry.js) and anything unhashed are revalidated.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
};

const ALWAYS_REVALIDATE = new Set(['index.html', 'remotes.json', 'mf-manifest.json', 'remoteEntry.js']);
const HASHED = /\.[0-9a-f]{8,}\./i;
export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function cacheControlFor(file: string): string {
  const name = path.basename(file);
  if (ALWAYS_REVALIDATE.has(name)) return NO_CACHE;
  return HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}

/**
 * The absolute path of `relative` inside `root`, or null when it would leave the root,
 * is not valid URL encoding, holds a NUL byte or names a dot-file segment.
 */
export function resolveInside(root: string, relative: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const segments = decoded.split(/[\\/]+/).filter(Boolean);
  if (segments.some((s) => s.startsWith('.'))) return null;
  const base = path.resolve(root);
  const target = path.resolve(base, ...segments);
  return target === base || target.startsWith(base + path.sep) ? target : null;
}

export function fileStat(file: string | null): fs.Stats | null {
  if (!file) return null;
  try {
    const stat = fs.statSync(file);
    return stat.isFile() ? stat : null;
  } catch {
    return null;
  }
}

export interface SendOptions {
  cacheControl?: string;
  headers?: Record<string, string>;
}

/** Streams a file with type, cache and validator headers; answers 304 when the ETag matches. */
export function sendFile(request: FastifyRequest, reply: FastifyReply, file: string, stat: fs.Stats, options: SendOptions = {}): FastifyReply {
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  reply
    .header('Content-Type', TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream')
    .header('Cache-Control', options.cacheControl ?? cacheControlFor(file))
    .header('ETag', etag)
    .header('Last-Modified', stat.mtime.toUTCString());
  for (const [name, value] of Object.entries(options.headers ?? {})) reply.header(name, value);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.header('Content-Length', stat.size).send(fs.createReadStream(file));
}
