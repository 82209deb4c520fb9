/**
 * A generous global limit per client address, as a guard against runaway clients rather
 * than a quota. Static files are exempt (web.ts): a page load fetches many chunks.
 * The 429 becomes the §7 envelope in the error handler.
 *
 * With REDIS_URL the counts live in Redis (one Lua INCR + PEXPIRE per request, keyed by
 * address), so every instance behind the load balancer sees the same budget; without it they
 * stay in this process. When Redis does not answer the request is let through: this limit is
 * a guard, and the limits that protect accounts (code sends, failed logins) are counted in
 * PostgreSQL (repositories/throttle.ts), shared by every instance either way.
 */
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { messages } from '@joy/contract';
import { ApiFailure } from '../../lib/api-error';

export const RATE_LIMIT_NAMESPACE = 'joy:rate-limit:';

export default fp<{ max: number; redis?: Redis | null }>(async (app, opts) => {
  await app.register(rateLimit, {
    global: true,
    max: opts.max,
    timeWindow: '1 minute',
    errorResponseBuilder: () => new ApiFailure(429, messages.tooManyRequests),
    ...(opts.redis ? { redis: opts.redis, nameSpace: RATE_LIMIT_NAMESPACE, skipOnError: true } : {}),
  });
}, { name: 'rate-limit' });
