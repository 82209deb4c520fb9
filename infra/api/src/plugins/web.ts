/**
 * One origin for the whole site. Serves from WEB_ROOT:
 *   /                 shell/dist (with the History-API fallback to index.html)
 *   /remotes/<name>/  mfe-<name>/dist for each remote
 *   /remotes.json     built per request from the remotes whose mf-manifest.json exists,
 *                     so a remote rebuilt alone is picked up without touching the shell
 *   /uploads/         UPLOAD_DIR
 * API prefixes are never swallowed by the fallback: they fall through to the envelope 404.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPrivateKey } from '../adapters/storage';
import { fileStat, NO_CACHE, resolveInside, sendFile, UPLOAD_CSP } from '../lib/static-file';
import { injectHead, pageHeadFor } from '../lib/page-head';

export const REMOTES = ['discovery', 'booking', 'member', 'dealer', 'help'] as const;
// '/partner/v1', not '/partner': /partner itself is a page of the help remote.
const API_PREFIXES = ['/v2', '/memberDealer', '/partner/v1', '/apps', '/remotes', '/uploads', '/health', '/openapi.json', '/app'];
const NOT_BUILT = '樂享網站尚未建置。請先在專案根目錄執行 npm run build，再重新整理此頁。';
/** Uploaded pictures must never run script on this origin, even an SVG. */

export interface WebOptions {
  webRoot: string;
  uploadDir: string;
}

interface RemoteEntry {
  entry: string;
  version: string;
}

const isApiPath = (url: string): boolean => API_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`));
const plainNotFound = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
const acceptsHtml = (request: FastifyRequest): boolean => (request.headers.accept ?? '').includes('text/html');

export function listRemotes(webRoot: string): Record<string, RemoteEntry> {
  const out: Record<string, RemoteEntry> = {};
  for (const name of REMOTES) {
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

export default async function web(app: FastifyInstance, opts: WebOptions): Promise<void> {
  const shellDist = path.join(opts.webRoot, 'shell', 'dist');
  const noLimit = { rateLimit: false as const };

  app.get('/remotes.json', { config: noLimit }, async (_request, reply) =>
    reply.header('Cache-Control', NO_CACHE).send(listRemotes(opts.webRoot)),
  );

  app.get<{ Params: { '*': string } }>('/remotes/*', { config: noLimit }, async (request, reply) => {
    const [name, ...rest] = request.params['*'].split('/');
    if (!(REMOTES as readonly string[]).includes(name)) return plainNotFound(reply);
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
      if (head) {
        const html = injectHead(fs.readFileSync(index, 'utf8'), head, `${request.protocol}://${request.host}`);
        return reply.type('text/html; charset=utf-8').header('Cache-Control', NO_CACHE).send(html);
      }
      return sendFile(request, reply, index, indexStat, { cacheControl: NO_CACHE });
    }
    return plainNotFound(reply);
  });
}
