/**
 * One origin for the whole site. Serves from WEB_ROOT:
 *   /                 shell/dist (with the History-API fallback to index.html)
 *   /remotes/<name>/  mfe-<name>/dist for each remote
 *   /remotes/<name>@<version>/  a published release, RELEASES_DIR/<name>/<version>/ (every
 *                     file immutable: a version folder never changes)
 *   /remotes.json     built per request: for each remote the version RELEASES_DIR/remotes.json
 *                     names (scripts/release-remote.mjs switches and rolls back), else the
 *                     build in mfe-<name>/dist, so one remote is released without the shell
 *   /uploads/         UPLOAD_DIR
 * (/images/ is the image pipeline's variants, routes/images.ts.)
 * API prefixes are never swallowed by the fallback: they fall through to the envelope 404.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { remoteNames } from '@joy/mf-config/remotes';
import { isPrivateKey } from '../adapters/storage';
import { fileStat, IMMUTABLE, NO_CACHE, resolveInside, sendFile, UPLOAD_CSP } from '../lib/static-file';
import { injectHead, pageHeadFor } from '../lib/page-head';
import { bootTags, firstViewCalls, injectBoot, manifestPath, type FirstViewReply } from '../lib/page-boot';
import { injectFirstView, renderFirstView, rendererBeside, START_SCRIPT, START_SCRIPT_PATH, startAfterFirstView } from '../lib/first-view';
import { ownerOf } from '@joy/mf-config/routes';

/** The remotes this origin serves: the one list in shared/mf-config. */
export const REMOTES = remoteNames;
// '/partner/v1', not '/partner': /partner itself is a page of the help remote.
const API_PREFIXES = ['/v2', '/memberDealer', '/partner/v1', '/apps', '/remotes', '/uploads', '/images', '/health', '/openapi.json', '/app'];
const NOT_BUILT = '樂享網站尚未建置。請先在專案根目錄執行 npm run build，再重新整理此頁。';
/** Uploaded pictures must never run script on this origin, even an SVG. */

export interface WebOptions {
  webRoot: string;
  /** Published remote releases (default `<webRoot>/releases`). */
  releasesDir?: string;
  uploadDir: string;
  /**
   * The site's configured address (PUBLIC_ORIGIN) for absolute links in page tags; never the
   * request's Host or X-Forwarded-Host, which any client can write.
   */
  publicOrigin: string;
}

/** A release version: a folder name, never a path. */
export const RELEASE_VERSION = /^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/;

interface RemoteEntry {
  entry: string;
  version: string;
}

const isApiPath = (url: string): boolean => API_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`));
const plainNotFound = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
const acceptsHtml = (request: FastifyRequest): boolean => (request.headers.accept ?? '').includes('text/html');

/** The versions RELEASES_DIR/remotes.json switches to, when their folder holds a build. */
function releasedVersions(releasesDir: string): Record<string, string> {
  let listed: unknown;
  try {
    listed = JSON.parse(fs.readFileSync(path.join(releasesDir, 'remotes.json'), 'utf8'));
  } catch {
    return {};
  }
  const out: Record<string, string> = {};
  if (typeof listed !== 'object' || listed === null) return out;
  for (const name of REMOTES) {
    const version = (listed as Record<string, { version?: unknown } | undefined>)[name]?.version;
    if (typeof version !== 'string' || !RELEASE_VERSION.test(version)) continue;
    if (fs.existsSync(path.join(releasesDir, name, version, 'mf-manifest.json'))) out[name] = version;
  }
  return out;
}

export function listRemotes(webRoot: string, releasesDir = path.join(webRoot, 'releases')): Record<string, RemoteEntry> {
  const out: Record<string, RemoteEntry> = {};
  const released = releasedVersions(releasesDir);
  for (const name of REMOTES) {
    const version = released[name];
    if (version) {
      out[name] = { entry: `/remotes/${name}@${version}/mf-manifest.json`, version };
      continue;
    }
    const manifest = path.join(webRoot, `mfe-${name}`, 'dist', 'mf-manifest.json');
    let content: Buffer;
    try {
      content = fs.readFileSync(manifest);
    } catch {
      continue;
    }
    out[name] = { entry: `/remotes/${name}/mf-manifest.json`, version: crypto.createHash('sha256').update(content).digest('hex').slice(0, 16) };
  }
  return out;
}

let indexCache: { file: string; mtime: number; html: string } | null = null;

/** The shell's index.html, read again only when the file changes (a new build). */
function indexHtml(file: string, mtime: number): string {
  if (!indexCache || indexCache.file !== file || indexCache.mtime !== mtime) indexCache = { file, mtime, html: fs.readFileSync(file, 'utf8') };
  return indexCache.html;
}

/**
 * The first view's GET replies (lib/page-boot.ts), asked of this server without a token and
 * counted against the diner's own address; only 200s are carried, and a failure carries none.
 */
async function firstViewReplies(app: FastifyInstance, pathname: string, ip: string): Promise<FirstViewReply[]> {
  const calls = firstViewCalls(pathname);
  const out: FirstViewReply[] = [];
  await Promise.all(
    calls.map(async (url) => {
      try {
        const res = await app.inject({ method: 'GET', url, remoteAddress: ip, headers: { accept: 'application/json', 'from-source': '0' } });
        if (res.statusCode === 200) out.push({ url, text: res.payload });
      } catch {
        // The page still works: the remote asks the API itself.
      }
    }),
  );
  return out.sort((a, b) => calls.indexOf(a.url) - calls.indexOf(b.url));
}

/** A call of a first view's render, asked of this server as the diner without a token (counted against the diner's address). */
async function askAsDiner(app: FastifyInstance, method: string, url: string, body: string | undefined, ip: string): Promise<{ status: number; text: string }> {
  const res = await app.inject({
    method: method === 'POST' ? 'POST' : 'GET',
    url,
    remoteAddress: ip,
    headers: { accept: 'application/json', 'from-source': '0', ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { payload: body } : {}),
  });
  return { status: res.statusCode, text: res.payload };
}

export default async function web(app: FastifyInstance, opts: WebOptions): Promise<void> {
  const shellDist = path.join(opts.webRoot, 'shell', 'dist');
  const releasesDir = opts.releasesDir ?? path.join(opts.webRoot, 'releases');
  const noLimit = { rateLimit: false as const };

  app.get(START_SCRIPT_PATH, { config: noLimit }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('Cache-Control', NO_CACHE).send(START_SCRIPT),
  );

  app.get('/remotes.json', { config: noLimit }, async (_request, reply) =>
    reply.header('Cache-Control', NO_CACHE).send(listRemotes(opts.webRoot, releasesDir)),
  );

  app.get<{ Params: { '*': string } }>('/remotes/*', { config: noLimit }, async (request, reply) => {
    const [folder, ...rest] = request.params['*'].split('/');
    const at = folder.indexOf('@');
    const name = at < 0 ? folder : folder.slice(0, at);
    const version = at < 0 ? undefined : folder.slice(at + 1);
    if (!(REMOTES as readonly string[]).includes(name)) return plainNotFound(reply);
    if (version !== undefined) {
      if (!RELEASE_VERSION.test(version)) return plainNotFound(reply);
      const file = resolveInside(path.join(releasesDir, name, version), rest.join('/'));
      const stat = fileStat(file);
      return file && stat ? sendFile(request, reply, file, stat, { cacheControl: IMMUTABLE, headers: { 'Access-Control-Allow-Origin': '*' } }) : plainNotFound(reply);
    }
    const file = resolveInside(path.join(opts.webRoot, `mfe-${name}`, 'dist'), rest.join('/'));
    const stat = fileStat(file);
    return file && stat ? sendFile(request, reply, file, stat) : plainNotFound(reply);
  });

  app.get<{ Params: { '*': string } }>('/uploads/*', { config: noLimit }, async (request, reply) => {
    const file = resolveInside(opts.uploadDir, request.params['*']);
    // Passbook photos and other personal pictures are read through their owner's API call only
    // (judged on the resolved path, so ./ or // spellings of the folder cannot reach them).
    if (file && isPrivateKey(path.relative(path.resolve(opts.uploadDir), file).split(path.sep).join('/'))) return plainNotFound(reply);
    const stat = fileStat(file);
    return file && stat ? sendFile(request, reply, file, stat, { headers: { 'Content-Security-Policy': UPLOAD_CSP } }) : plainNotFound(reply);
  });

  app.get<{ Params: { '*': string } }>('/*', { config: noLimit }, async (request, reply) => {
    const pathname = request.url.split('?')[0];
    if (isApiPath(pathname)) {
      reply.callNotFound();
      return reply;
    }

    const index = path.join(shellDist, 'index.html');
    const indexStat = fileStat(index);
    if (!indexStat) {
      if (pathname === '/' || acceptsHtml(request)) return reply.type('text/plain; charset=utf-8').header('Cache-Control', NO_CACHE).send(NOT_BUILT);
      return plainNotFound(reply);
    }

    const file = resolveInside(shellDist, request.params['*']);
    const stat = fileStat(file);
    if (file && stat) return sendFile(request, reply, file, stat);
    // A client-side route (/store/12, /member/history…): the shell's router takes it from here.
    if (pathname === '/' || acceptsHtml(request)) {
      const head = await pageHeadFor(app.db, pathname).catch(() => null);
      let html = indexHtml(index, indexStat.mtimeMs);
      if (head) html = injectHead(html, head, opts.publicOrigin);
      const replies = await firstViewReplies(app, pathname, request.ip);
      const remotes = listRemotes(opts.webRoot, releasesDir);
      const owner = ownerOf(pathname);
      const ownerManifest = owner && owner !== 'shell' && remotes[owner] ? manifestPath(remotes[owner].entry, opts.webRoot, releasesDir) : null;
      const firstView = await renderFirstView({
        url: request.url,
        shellRenderer: path.join(shellDist, 'server', 'render.js'),
        remote: owner && ownerManifest ? { name: owner, renderer: rendererBeside(ownerManifest) } : null,
        replies,
        request: (method, url, body) => askAsDiner(app, method, url, body, request.ip),
        onError: (error) => request.log.warn({ err: error, pathname }, 'first view not rendered'),
      });
      if (firstView) html = startAfterFirstView(injectFirstView(html, firstView));
      html = injectBoot(html, bootTags({ pathname, remotes, webRoot: opts.webRoot, releasesDir, replies, extraReplies: firstView?.replies, scriptsAfterLoad: Boolean(firstView) }));
      return reply.type('text/html; charset=utf-8').header('Cache-Control', NO_CACHE).send(html);
    }
    return plainNotFound(reply);
  });
}
