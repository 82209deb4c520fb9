/**
 * A small file sender for the web plugin. Files are stat'ed and streamed from disk on every
 * request (a rebuilt remote shows up without a restart), paths are confined to their root,
 * and the cache policy follows the file name: content-hashed names are immutable, entry
 * points (index.html, manifests, remoteEntry.js) and anything unhashed are revalidated.
 * Text files (scripts, styles, JSON, SVG) are sent brotli- or gzip-compressed when the
 * browser accepts it, compressed once per file version and kept in memory.
 */
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
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
/** Uploaded pictures are shown, never run: nothing loads from them and they are sandboxed. */
export const UPLOAD_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

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

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.txt', '.svg']);
const MIN_COMPRESS_BYTES = 1024;
const CACHE_LIMIT_BYTES = 64 * 1024 * 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Compressed bodies by file, version and encoding (insertion order: oldest dropped first). */
const compressed = new Map<string, Promise<Buffer>>();
const sizes = new Map<string, number>();
let cachedBytes = 0;

type Encoding = 'br' | 'gzip';

/** The encoding to answer with: brotli, else gzip, when the request accepts it (q > 0). */
export function pickEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

function compressedBody(file: string, version: string, encoding: Encoding): Promise<Buffer> {
  const key = `${encoding}:${version}:${file}`;
  const cached = compressed.get(key);
  if (cached) return cached;
  // Brotli at quality 5: about gzip's speed with a smaller result; quality 11 takes seconds.
  const pending = fs.promises
    .readFile(file)
    .then((raw) => (encoding === 'br' ? brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzip(raw, { level: 9 })));
  compressed.set(key, pending);
  pending.then(
    (body) => {
      if (compressed.get(key) !== pending) return;
      sizes.set(key, body.length);
      cachedBytes += body.length;
      for (const oldKey of compressed.keys()) {
        if (cachedBytes <= CACHE_LIMIT_BYTES || oldKey === key) break;
        cachedBytes -= sizes.get(oldKey) ?? 0;
        sizes.delete(oldKey);
        compressed.delete(oldKey);
      }
    },
    () => compressed.delete(key),
  );
  return pending;
}

/**
 * Streams a file with type, cache and validator headers; answers 304 when the ETag matches.
 * A compressible file is sent compressed (Content-Encoding, Vary, an ETag per encoding).
 */
export function sendFile(request: FastifyRequest, reply: FastifyReply, file: string, stat: fs.Stats, options: SendOptions = {}): FastifyReply {
  const version = `${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}`;
  const compressible = COMPRESSIBLE.has(path.extname(file).toLowerCase()) && stat.size >= MIN_COMPRESS_BYTES;
  const encoding = compressible ? pickEncoding(request.headers['accept-encoding']) : null;
  const etag = `W/"${version}${encoding ? `-${encoding}` : ''}"`;
  if (compressible) reply.header('Vary', 'Accept-Encoding');
  reply
    .header('Content-Type', TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream')
    .header('Cache-Control', options.cacheControl ?? cacheControlFor(file))
    .header('ETag', etag)
    .header('Last-Modified', stat.mtime.toUTCString());
  for (const [name, value] of Object.entries(options.headers ?? {})) reply.header(name, value);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  if (encoding) {
    compressedBody(file, version, encoding).then(
      (body) => reply.header('Content-Encoding', encoding).header('Content-Length', body.length).send(body),
      () => reply.header('Content-Length', stat.size).send(fs.createReadStream(file)),
    );
    return reply;
  }
  return reply.header('Content-Length', stat.size).send(fs.createReadStream(file));
}
