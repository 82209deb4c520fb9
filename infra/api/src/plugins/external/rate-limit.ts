/**
 * A generous global limit per client address, as a guard against runaway clients rather
 * than a quota. Static files are exempt (web.ts): a page load fetches many chunks.
 * The 429 becomes the §7 envelope in the error handler.
 */
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { messages } from '@joy/contract';
import { ApiFailure } from '../../lib/api-error';

export default fp<{ max: number }>(async (app, opts) => {
  await app.register(rateLimit, {
    global: true,
    max: opts.max,
    timeWindow: '1 minute',
    errorResponseBuilder: () => new ApiFailure(429, messages.tooManyRequests),
  });
}, { name: 'rate-limit' });
