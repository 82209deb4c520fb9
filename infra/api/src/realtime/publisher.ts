/**
 * `app.realtime`: how the API publishes (ARCHITECTURE "real-time publish" adapter). The
 * built-in one hands events to the broker of this process's own Pusher-protocol server;
 * the pusher one sends them with the official SDK to Pusher Channels or any other
 * Pusher-protocol server. Both sign channel auth the same way, so the auth endpoint does not
 * care which is configured.
 */
import Pusher from 'pusher';
import type { RealtimeConfig } from '../config/env';
import type { Broker } from './broker';
import { isValidChannelName, MAX_CHANNELS_PER_EVENT, MAX_EVENT_DATA_BYTES, MAX_EVENT_NAME_LENGTH } from './protocol';
import { channelAuth } from './signatures';

export interface TriggerOptions {
  /** Leave out this socket (the one whose action caused the event). */
  socketId?: string;
}

export interface Realtime {
  readonly provider: RealtimeConfig['provider'];
  /** Publishes `event` with `data` (JSON-encoded unless already a string) on each channel. */
  trigger(channels: string | string[], event: string, data: unknown, options?: TriggerOptions): Promise<void>;
  /** The `{auth}` reply for a socket's private channel subscription. */
  authorizeChannel(socketId: string, channel: string): { auth: string };
}

export class RealtimeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RealtimeError';
  }
}

const encode = (data: unknown): string => (typeof data === 'string' ? data : JSON.stringify(data ?? null));

/** The limits Pusher enforces, checked before anything is sent. */
export function checkEvent(channels: string[], event: string, data: string): void {
  if (channels.length === 0 || channels.length > MAX_CHANNELS_PER_EVENT) throw new RealtimeError(`An event goes to 1 to ${MAX_CHANNELS_PER_EVENT} channels`);
  const bad = channels.find((c) => !isValidChannelName(c));
  if (bad !== undefined) throw new RealtimeError(`Invalid channel name '${bad.slice(0, 200)}'`);
  if (!event || event.length > MAX_EVENT_NAME_LENGTH) throw new RealtimeError(`Event names have 1 to ${MAX_EVENT_NAME_LENGTH} characters`);
  if (Buffer.byteLength(data, 'utf8') > MAX_EVENT_DATA_BYTES) throw new RealtimeError(`Event data is limited to ${MAX_EVENT_DATA_BYTES} bytes`);
}

export function createBuiltinRealtime(config: { key: string; secret: string }, broker: Broker): Realtime {
  return {
    provider: 'builtin',
    async trigger(channels, event, data, options = {}) {
      const list = Array.isArray(channels) ? channels : [channels];
      const encoded = encode(data);
      checkEvent(list, event, encoded);
      for (const channel of list) await broker.publish({ channel, event, data: encoded, exceptSocketId: options.socketId });
    },
    authorizeChannel: (socketId, channel) => ({ auth: channelAuth(config, socketId, channel) }),
  };
}

export function createPusherRealtime(config: Extract<RealtimeConfig, { provider: 'pusher' }>): Realtime {
  const client = new Pusher({
    appId: config.appId,
    key: config.key,
    secret: config.secret,
    useTLS: config.useTLS,
    timeout: 10_000,
    ...(config.host ? { host: config.host } : { cluster: config.cluster ?? 'mt1' }),
    ...(config.port ? { port: String(config.port) } : {}),
  });
  return {
    provider: 'pusher',
    async trigger(channels, event, data, options = {}) {
      const list = Array.isArray(channels) ? channels : [channels];
      checkEvent(list, event, encode(data));
      await client.trigger(list, event, data, options.socketId ? { socket_id: options.socketId } : undefined);
    },
    authorizeChannel: (socketId, channel) => ({ auth: client.authorizeChannel(socketId, channel).auth }),
  };
}
