/**
 * Builds the Fastify app without listening, so tests drive it with `inject`. Plugins are
 * registered in a fixed order (fastify/demo): external → app → routes → web. The caller
 * opens and closes the database; the app only borrows it.
 */
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Config } from './config/env';
import type { Database, DatabaseKind } from './db/client';
import cors from './plugins/external/cors';
import helmet, { realtimeSources } from './plugins/external/helmet';
import { mapTileSources } from './config/map-tiles';
import { cardSdkSources } from './adapters/payment-gateway';
import { browserSettings } from './realtime/member-routes';
import rateLimit from './plugins/external/rate-limit';
import redis from './plugins/external/redis';
import multipart from '@fastify/multipart';
import adapters, { type AdapterOverrides } from './plugins/app/adapters';
import auth from './plugins/app/auth';
import db from './plugins/app/db';
import errorHandler, { frameworkErrors } from './plugins/app/error-handler';
import outbox from './plugins/app/outbox';
import readModel from './plugins/app/read-model';
import realtime from './realtime';
import routes from './routes';
import web from './plugins/web';
import { guardConnections } from './lib/connection-guard';
import { trustProxy } from './lib/trusted-proxy';
import { socialCspSources } from './lib/social-web';
import { captchaCspSources } from './adapters/captcha';

/** A request slower than this is logged at warn whatever the log level. */
const SLOW_REQUEST_MS = 2000;

/**
 * Fastify writes two lines per request at info; at a few thousand requests a second they
 * would be what limits throughput. They are written at debug here, and at warn only for the
 * requests that failed on our side or were slow; errors keep Fastify's own lines.
 */
class RequestLogs extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>): void {
    if (error) return super.requestCompleted(error, request, reply, metadata);
    const ms = reply.elapsedTime;
    if (reply.statusCode >= 500 || ms >= SLOW_REQUEST_MS) reply.log.warn({ res: reply, responseTime: ms, url: request.url, method: request.method }, 'request completed');
    else reply.log.debug({ res: reply, responseTime: ms }, 'request completed');
  }
}

export interface BuildOptions {
  config: Config;
  db: { db: Database; kind: DatabaseKind };
  /** Pass false to silence request logs (tests). */
  logger?: boolean;
  /** Replace an adapter (tests: a recording SMS sender, a stubbed captcha). */
  adapters?: AdapterOverrides;
}

export async function buildApp({ config, db: database, logger = true, adapters: overrides }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    // The limits key on the client's address: trust only the proxies we sit behind, so an
    // address a client forges in X-Forwarded-For does not count (TRUST_PROXY_HOPS, default 0;
    // TRUST_PROXY names them by address).
    trustProxy: trustProxy(config),
    bodyLimit: 1_048_576,
    // Slow clients (lib/connection-guard.ts): the head, the whole request and an idle
    // keep-alive each have a deadline; the check runs every second, not Node's default 30 s.
    requestTimeout: config.server.requestTimeout,
    keepAliveTimeout: config.server.keepAliveTimeout,
    http: { headersTimeout: config.server.headersTimeout, connectionsCheckingInterval: 1_000 },
    // A badly encoded URL or an over-long path parameter still gets the §7 envelope.
    frameworkErrors,
    // A request that reaches a draining instance on a kept-alive connection is served (with
    // Connection: close) instead of refused with a bare 503: the database is still open.
    return503OnClosing: false,
    logController: new RequestLogs(),
  });

  guardConnections(app.server, config);

  // Shared state of several instances (REDIS_URL): the rate limit's counts, real-time fan-out.
  await app.register(redis, { url: config.redisUrl });
  await app.register(cors);
  await app.register(helmet, {
    connectSources: realtimeSources(browserSettings(config.realtime)),
    tileSources: mapTileSources(config.mapTiles),
    cardSdk: cardSdkSources(config.payment),
    socialSdk: socialCspSources(config.social),
    signInPopups: config.social.mode === 'jwks',
    captchaSdk: captchaCspSources(config.captcha),
  });
  await app.register(rateLimit, { max: config.rateLimitMax, redis: app.redis });
  // Parts are read by defineRoute for multipart catalogue entries (limits set there).
  await app.register(multipart);

  await app.register(db, { db: database.db, kind: database.kind });
  await app.register(adapters, { config, overrides });
  await app.register(auth);
  await app.register(errorHandler);
  await app.register(realtime);
  await app.register(outbox);
  await app.register(readModel);

  await app.register(routes);
  await app.register(web, { webRoot: config.webRoot, releasesDir: config.releasesDir ?? path.join(config.webRoot, 'releases'), uploadDir: config.uploadDir, publicOrigin: config.publicOrigin });

  return app;
}
