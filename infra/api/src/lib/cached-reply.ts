/**
 * Sending a reply of the response cache (read-model/response-cache.ts): the stored envelope as
 * it is, its ETag, and 304 with no body when the browser already holds that version.
 * `no-cache` lets a browser keep the reply but ask each time (cheap: a 304).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok, type Endpoint } from '@joy/contract';
import type { FastifyInstance } from 'fastify';
import type { CachedReply, ResponseCache } from '../read-model/response-cache';
import { checkReply, ReplyMismatch } from './define-route';

export function sendCached(request: FastifyRequest, reply: FastifyReply, entry: CachedReply, cacheable = true): FastifyReply {
  reply.header('ETag', entry.etag);
  if (cacheable && request.method === 'GET') reply.header('Cache-Control', 'no-cache');
  const held = request.headers['if-none-match'];
  if (cacheable && request.method === 'GET' && held && held.split(',').some((tag) => tag.trim().replace(/^W\//, '') === entry.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(entry.body);
}

/**
 * The cached envelope of `key` at `stamp`, or the one `build` makes (checked against the
 * entry's response schema when the app checks replies, as defineRoute does) and keeps until
 * `until` (ms since the epoch).
 */
export async function cachedEnvelope<T>(
  app: FastifyInstance,
  cache: ResponseCache,
  endpoint: Endpoint,
  key: string,
  stamp: string,
  build: () => Promise<{ data: T; until: number }>,
): Promise<CachedReply> {
  const now = app.clock().getTime();
  const hit = cache.get(key, stamp, now);
  if (hit) return hit;
  const { data, until } = await build();
  if (app.config.checkReplies) {
    try {
      await checkReply(endpoint, data);
    } catch (error) {
      if (error instanceof ReplyMismatch) console.error(error.message);
      throw error;
    }
  }
  return cache.set(key, stamp, JSON.stringify(ok(data)), until);
}

/** The start of the next minute: when a business status, open-now or a bookable time can next change. */
export const nextMinute = (nowMs: number): number => Math.floor(nowMs / 60_000) * 60_000 + 60_000;
