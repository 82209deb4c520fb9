/**
 * Real-time (ARCHITECTURE "Real-time"): decorates `app.realtime` (publish, channel auth) and,
 * with the built-in provider, serves the Pusher-protocol endpoint on the API's own port —
 * the WebSocket at `/app/{key}` and the signed HTTP events API at `/apps/{appId}/…` — so
 * pusher-js and the official `pusher` SDK work against it as against Pusher Channels.
 * With REALTIME_PROVIDER=pusher the API publishes with the SDK instead and serves only the
 * browser's config and channel auth. Closing the app closes every socket (4200: reconnect).
 * Committed notifications are published on the member's channel (`private-member-{id}`,
 * event `notification`) unless buildApp was given another notification publisher.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { realtimeChannels, realtimeEvents } from '@joy/contract';
import { noopPublisher, type NotificationPublisher } from '../lib/notification-publisher';
import { createMemoryBroker } from './broker';
import { createRedisBroker } from './redis-broker';
import pusherHttpApi from './http-api';
import realtimeMemberRoutes from './member-routes';
import { createBuiltinRealtime, createPusherRealtime, type Realtime } from './publisher';
import { createSocketServer, type SocketServer } from './socket-server';

export type { Realtime } from './publisher';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
    /** The built-in socket server (null when publishing to Pusher Channels). */
    realtimeServer: SocketServer | null;
  }
}

/** Notifications go out as one `notification` event on the member's private channel. */
export const realtimeNotificationPublisher = (realtime: Realtime): NotificationPublisher => ({
  publish: (memberId, notification) => realtime.trigger(realtimeChannels.member(memberId), realtimeEvents.notification, notification),
});

function publishNotifications(app: FastifyInstance): void {
  if (app.notificationPublisher === noopPublisher) app.notificationPublisher = realtimeNotificationPublisher(app.realtime);
}

export default fp(async (app) => {
  const config = app.config.realtime;
  if (config.provider === 'pusher') {
    app.decorate('realtime', createPusherRealtime(config));
    app.decorate('realtimeServer', null);
    publishNotifications(app);
    await app.register(realtimeMemberRoutes);
    return;
  }

  // With REDIS_URL every instance receives every event (redis-broker.ts); else this process only.
  const log = app.log.child({ module: 'realtime' });
  const broker = app.redis ? await createRedisBroker({ redis: app.redis, appId: config.appId, log }) : createMemoryBroker();
  app.addHook('onClose', () => broker.close());
  const server = createSocketServer({
    app: config,
    activityTimeout: config.activityTimeout,
    pongTimeout: config.pongTimeout,
    broker,
    log,
  });
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    if (server.handleUpgrade(request, socket, head)) return;
    // Another upgrade listener may want it; when there is none, refuse plainly.
    if (app.server.listenerCount('upgrade') > 1) return;
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  };
  app.server.on('upgrade', onUpgrade);
  // preClose runs before the HTTP server waits for its connections, which open sockets would hold.
  app.addHook('preClose', async () => {
    app.server.off('upgrade', onUpgrade);
    await server.close();
  });

  app.decorate('realtime', createBuiltinRealtime(config, broker));
  app.decorate('realtimeServer', server);
  publishNotifications(app);
  await app.register(realtimeMemberRoutes);
  await app.register(pusherHttpApi, { credentials: config, broker, server });
}, { name: 'realtime', dependencies: ['adapters', 'auth', 'redis'] });
