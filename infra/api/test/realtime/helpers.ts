/**
 * Clients for the real-time tests, against an app listening on an ephemeral port: a raw
 * WebSocket that queues frames (protocol-level assertions), the real pusher-js client, and
 * the official `pusher` server SDK pointed at the built-in HTTP API.
 */
import type { FastifyInstance } from 'fastify';
import Pusher from 'pusher';
import PusherJs from 'pusher-js';
import WebSocket from 'ws';
import type { RealtimeConfig } from '../../src/config/env';

export const LOOPBACK = '127.0.0.1';

export async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: LOOPBACK });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export function builtinOf(config: { realtime: RealtimeConfig }) {
  if (config.realtime.provider !== 'builtin') throw new Error('the built-in provider is expected');
  return config.realtime;
}

export interface Frame {
  event: string;
  channel?: string;
  data: Record<string, unknown>;
}

/**
 * A raw protocol client: frames are queued and taken in order with `next`. It answers the
 * server's pings itself (and does not queue them) unless `autoPong` is turned off.
 */
export class RawClient {
  readonly ws: WebSocket;
  autoPong = true;
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly frames: Frame[] = [];
  private waiters: Array<() => void> = [];

  constructor(url: string) {
    this.ws = new WebSocket(url);
    this.ws.on('message', (raw) => {
      const parsed = JSON.parse(raw.toString()) as { event: string; channel?: string; data: string };
      if (parsed.event === 'pusher:ping' && this.autoPong) return this.send('pusher:pong');
      this.frames.push({ event: parsed.event, channel: parsed.channel, data: JSON.parse(parsed.data) as Record<string, unknown> });
      this.wake();
    });
    this.closed = new Promise((resolve) => this.ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
    this.ws.on('error', () => undefined);
  }

  static connect(port: number, query = 'protocol=7&client=js&version=8.6.0&flash=false', key = 'joy-local'): RawClient {
    return new RawClient(`ws://${LOOPBACK}:${port}/app/${key}?${query}`);
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  send(event: string, data: unknown = {}, channel?: string): void {
    this.ws.send(JSON.stringify(channel ? { event, data, channel } : { event, data }));
  }

  /** The next frame (skipping none) within `timeoutMs`. */
  async next(timeoutMs = 3000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    while (this.frames.length === 0) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no frame arrived in time');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.frames.shift() as Frame;
  }

  /** True when no frame arrives within `ms`. */
  async silentFor(ms: number): Promise<boolean> {
    try {
      await this.next(ms);
      return false;
    } catch {
      return true;
    }
  }

  async established(): Promise<string> {
    const frame = await this.next();
    if (frame.event !== 'pusher:connection_established') throw new Error(`unexpected ${frame.event}`);
    return frame.data.socket_id as string;
  }

  close(): void {
    this.ws.close();
  }
}

export function pusherJs(port: number, options: { token?: string; key?: string } = {}): PusherJs {
  return new PusherJs(options.key ?? 'joy-local', {
    cluster: 'mt1',
    wsHost: LOOPBACK,
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: `http://${LOOPBACK}:${port}/v2/realtime/auth`,
      transport: 'ajax',
      headers: options.token ? { Authorization: `Bearer ${options.token}` } : {},
    },
  });
}

/** Resolves with the next `state` pusher-js's connection reaches. */
export function connectionState(client: PusherJs, state: string, timeoutMs = 5000): Promise<void> {
  return new Promise((resolve, reject) => {
    if (client.connection.state === state) return resolve();
    const timer = setTimeout(() => reject(new Error(`pusher-js did not reach "${state}" (at "${client.connection.state}")`)), timeoutMs);
    const onChange = ({ current }: { current: string }) => {
      if (current !== state) return;
      clearTimeout(timer);
      client.connection.unbind('state_change', onChange);
      resolve();
    };
    client.connection.bind('state_change', onChange);
  });
}

/** Subscribes and resolves once subscribed, or rejects with the subscription error's status. */
export function subscribed(client: PusherJs, channelName: string, timeoutMs = 5000) {
  const channel = client.subscribe(channelName);
  return new Promise<typeof channel>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no subscription answer for ${channelName}`)), timeoutMs);
    channel.bind('pusher:subscription_succeeded', () => {
      clearTimeout(timer);
      resolve(channel);
    });
    channel.bind('pusher:subscription_error', (error: { status?: number; type?: string }) => {
      clearTimeout(timer);
      reject(Object.assign(new Error(`subscription to ${channelName} refused`), { status: error.status, type: error.type }));
    });
  });
}

/** The next `event` on a channel-like object with bind/unbind. */
export function nextEvent<T = unknown>(target: { bind: (e: string, cb: (d: T) => void) => unknown; unbind: (e: string, cb: (d: T) => void) => unknown }, event: string, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "${event}" in time`)), timeoutMs);
    const handler = (data: T) => {
      clearTimeout(timer);
      target.unbind(event, handler);
      resolve(data);
    };
    target.bind(event, handler);
  });
}

export function sdkFor(port: number, credentials: { appId: string; key: string; secret: string }): Pusher {
  return new Pusher({ ...credentials, host: LOOPBACK, port: String(port), useTLS: false });
}
