/**
 * The shared Redis connection when REDIS_URL is set (several API instances): the global rate
 * limit counts in it and real-time events fan out through it. Without REDIS_URL `app.redis`
 * is null and both stay in the process, which is right for one instance.
 *
 * A request never waits long on Redis: a command is retried twice and then fails (the rate
 * limit lets the request through, a publish reports the error), so a Redis outage degrades
 * the API instead of hanging it.
 */
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | null;
  }
}

export function connectRedis(url: string): Redis {
  return new Redis(url, {
    maxRetriesPerRequest: 2,
    connectTimeout: 5_000,
    // Reconnect quickly at first, then every 2 s at most, for as long as it takes.
    retryStrategy: (times) => Math.min(times * 100, 2_000),
  });
}

export default fp<{ url: string | null }>(async (app, opts) => {
  if (!opts.url) {
    app.decorate('redis', null);
    return;
  }
  const redis = connectRedis(opts.url);
  const log = app.log.child({ module: 'redis' });
  redis.on('error', (error: Error) => log.warn({ err: error }, 'redis connection error'));
  app.decorate('redis', redis);
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
}, { name: 'redis' });
