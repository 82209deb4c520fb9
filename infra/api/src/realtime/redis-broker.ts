/**
 * Fan-out through Redis pub/sub, for several API instances behind one load balancer. Every
 * instance SUBSCRIBEs to one Redis channel per Pusher app (`joy:realtime:{appId}`) on a
 * connection of its own (a subscribed connection can do nothing else) and PUBLISHes on the
 * shared one; each receives every event, its own included, and delivers it to the sockets it
 * holds. Redis keeps the order of one publisher's events, as the in-memory broker does.
 *
 * Pub/sub is at most once: an instance that is disconnected from Redis misses what is
 * published meanwhile (ioredis subscribes again on reconnect). That matches Pusher's own
 * guarantee, and the browser reloads the notification list when it reconnects.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Broker, RealtimeEvent } from './broker';

export const redisChannel = (appId: string): string => `joy:realtime:${appId}`;

function parseEvent(message: string): RealtimeEvent | null {
  try {
    const value = JSON.parse(message) as Partial<RealtimeEvent>;
    if (typeof value.channel !== 'string' || typeof value.event !== 'string' || typeof value.data !== 'string') return null;
    if (value.exceptSocketId !== undefined && typeof value.exceptSocketId !== 'string') return null;
    return { channel: value.channel, event: value.event, data: value.data, exceptSocketId: value.exceptSocketId };
  } catch {
    return null;
  }
}

/** Subscribes before it returns, so no event published after start-up is missed. */
export async function createRedisBroker(options: { redis: Redis; appId: string; log: FastifyBaseLogger }): Promise<Broker> {
  const { redis, log } = options;
  const channel = redisChannel(options.appId);
  const subscriber = redis.duplicate();
  subscriber.on('error', (error: Error) => log.warn({ err: error }, 'realtime subscriber connection error'));
  const receivers = new Set<(event: RealtimeEvent) => void>();
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    const event = parseEvent(message);
    if (!event) return log.warn({ channel }, 'realtime: ignored a malformed event from Redis');
    for (const receive of receivers) receive(event);
  });
  try {
    await subscriber.subscribe(channel);
  } catch (error) {
    subscriber.disconnect();
    throw error;
  }

  return {
    async publish(event) {
      const { channel: name, event: kind, data, exceptSocketId } = event;
      await redis.publish(channel, JSON.stringify({ channel: name, event: kind, data, exceptSocketId }));
    },
    onEvent(receiver) {
      receivers.add(receiver);
      return () => receivers.delete(receiver);
    },
    async close() {
      receivers.clear();
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
