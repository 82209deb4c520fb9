/**
 * The WebSocket side of the built-in Pusher-protocol server, on the API's own HTTP server
 * (`GET /app/{key}?protocol=7…` upgraded). Per connection: a socket id sent in
 * `pusher:connection_established` with the activity timeout; a ping when the client has been
 * silent that long and a close (4201) when the pong does not come in time; subscriptions to
 * public channels and to `private-` channels whose signature checks out (else `pusher:error`
 * 4009, the socket stays). Presence channels, user sign-in and client events are refused.
 * Events arrive from the broker and go to the local subscribers of their channel.
 */
import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import type { Broker, RealtimeEvent } from './broker';
import { CloseCode, errorMessage, isPresenceChannel, isPrivateChannel, isValidChannelName, parseClientMessage, serverMessage, SUPPORTED_PROTOCOLS } from './protocol';
import { verifyChannelAuth, type AppCredentials } from './signatures';

export interface SocketServerOptions {
  app: AppCredentials;
  /** Seconds of client silence before the server pings (sent to the client as activity_timeout). */
  activityTimeout: number;
  /** Seconds the client has to answer a ping before the socket is closed. */
  pongTimeout: number;
  broker: Broker;
  log: FastifyBaseLogger;
}

interface Connection {
  socketId: string;
  ws: WebSocket;
  channels: Set<string>;
  activityTimer?: NodeJS.Timeout;
  pongTimer?: NodeJS.Timeout;
}

export interface ChannelInfo {
  occupied: boolean;
  subscription_count: number;
}

export interface SocketServer {
  /** Takes the upgrade when the path is `/app/{key}`; false leaves it to others. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  channelInfo(channel: string): ChannelInfo;
  /** Channels with at least one local subscriber. */
  occupiedChannels(): string[];
  connectionCount(): number;
  /** Cuts one connection without a closing handshake, as a network failure would. */
  drop(socketId: string): boolean;
  /** Closes every socket (4200: reconnect) and stops accepting new ones. */
  close(): Promise<void>;
}

const APP_PATH = /^\/app\/([^/]+)\/?$/;
/** A subscriber whose socket buffers more than this is too slow and is disconnected (4100). */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
const MAX_CHANNELS_PER_CONNECTION = 100;

export function createSocketServer(options: SocketServerOptions): SocketServer {
  const { app, broker, log } = options;
  const wss = new WebSocketServer({ noServer: true, maxPayload: 32 * 1024, clientTracking: false });
  const connections = new Map<string, Connection>();
  const channels = new Map<string, Set<Connection>>();
  let closing = false;

  const newSocketId = (): string => {
    for (;;) {
      const id = `${crypto.randomInt(1, 2 ** 31)}.${crypto.randomInt(1, 2 ** 31)}`;
      if (!connections.has(id)) return id;
    }
  };

  const send = (conn: Connection, frame: string): void => {
    if (conn.ws.readyState !== WebSocket.OPEN) return;
    if (conn.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      conn.ws.close(4100, 'Over capacity');
      return;
    }
    conn.ws.send(frame);
  };

  const armActivity = (conn: Connection): void => {
    clearTimeout(conn.pongTimer);
    conn.pongTimer = undefined;
    clearTimeout(conn.activityTimer);
    conn.activityTimer = setTimeout(() => {
      send(conn, serverMessage('pusher:ping', {}));
      conn.pongTimer = setTimeout(() => conn.ws.close(CloseCode.pongTimeout, 'Pong reply not received'), options.pongTimeout * 1000);
      conn.pongTimer.unref();
    }, options.activityTimeout * 1000);
    conn.activityTimer.unref();
  };

  const unsubscribe = (conn: Connection, channel: string): void => {
    conn.channels.delete(channel);
    const members = channels.get(channel);
    if (!members) return;
    members.delete(conn);
    if (members.size === 0) channels.delete(channel);
  };

  const subscribe = (conn: Connection, data: Record<string, unknown>): void => {
    const channel = typeof data.channel === 'string' ? data.channel : '';
    if (!isValidChannelName(channel)) return send(conn, errorMessage(null, `Invalid channel name '${channel.slice(0, 200)}'`));
    if (isPresenceChannel(channel)) return send(conn, errorMessage(CloseCode.unauthorized, 'Presence channels are not supported'));
    if (isPrivateChannel(channel) && !verifyChannelAuth(app, conn.socketId, channel, data.auth)) {
      send(conn, errorMessage(CloseCode.unauthorized, `Invalid signature for ${channel}: expected the HMAC SHA256 hex digest of ${conn.socketId}:${channel}`));
      // pusher-js raises this on the channel object, so the subscriber learns which one failed.
      send(conn, serverMessage('pusher:subscription_error', { type: 'AuthError', error: 'The connection is unauthorized.', status: 401 }, channel));
      return;
    }
    if (!conn.channels.has(channel) && conn.channels.size >= MAX_CHANNELS_PER_CONNECTION) {
      return send(conn, errorMessage(null, `At most ${MAX_CHANNELS_PER_CONNECTION} channels per connection`));
    }
    conn.channels.add(channel);
    let members = channels.get(channel);
    if (!members) channels.set(channel, (members = new Set()));
    members.add(conn);
    send(conn, serverMessage('pusher_internal:subscription_succeeded', {}, channel));
  };

  const onMessage = (conn: Connection, raw: RawData): void => {
    armActivity(conn);
    const message = parseClientMessage(raw.toString());
    if (!message) return send(conn, errorMessage(null, 'Invalid message: expected a JSON object with an event'));
    switch (message.event) {
      case 'pusher:ping':
        return send(conn, serverMessage('pusher:pong', {}));
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        return subscribe(conn, message.data);
      case 'pusher:unsubscribe':
        if (typeof message.data.channel === 'string') unsubscribe(conn, message.data.channel);
        return;
      case 'pusher:signin':
        return send(conn, errorMessage(null, 'User authentication is not supported'));
      default:
        if (message.event.startsWith('client-')) return send(conn, errorMessage(null, 'Client events are not enabled for this app'));
        return send(conn, errorMessage(null, `Unsupported event '${message.event.slice(0, 200)}'`));
    }
  };

  const accept = (ws: WebSocket, key: string, query: URLSearchParams): void => {
    const refuse = (code: number, message: string): void => {
      ws.send(errorMessage(code, message));
      // A close reason is limited to 123 bytes: the full text went in the error above.
      ws.close(code, message.slice(0, 60).replace(/[^\x20-\x7e]/g, '?'));
    };
    if (closing) return refuse(CloseCode.reconnect, 'Server shutting down');
    if (key !== app.key) return refuse(CloseCode.appKeyUnknown, `App key ${key.slice(0, 100)} does not exist`);
    const protocol = query.get('protocol');
    if (!protocol || !/^\d+$/.test(protocol)) return refuse(CloseCode.invalidVersion, 'Invalid version string format');
    if (!SUPPORTED_PROTOCOLS.includes(Number(protocol))) return refuse(CloseCode.unsupportedProtocol, `Unsupported protocol version ${protocol}`);

    const conn: Connection = { socketId: newSocketId(), ws, channels: new Set() };
    connections.set(conn.socketId, conn);
    ws.on('message', (raw) => onMessage(conn, raw));
    ws.on('error', (error) => log.debug({ err: error, socketId: conn.socketId }, 'realtime socket error'));
    ws.on('close', () => {
      clearTimeout(conn.activityTimer);
      clearTimeout(conn.pongTimer);
      for (const channel of [...conn.channels]) unsubscribe(conn, channel);
      connections.delete(conn.socketId);
    });
    send(conn, serverMessage('pusher:connection_established', { socket_id: conn.socketId, activity_timeout: options.activityTimeout }));
    armActivity(conn);
  };

  const deliver = (event: RealtimeEvent): void => {
    const frame = serverMessage(event.event, event.data, event.channel);
    for (const conn of channels.get(event.channel) ?? []) {
      if (conn.socketId !== event.exceptSocketId) send(conn, frame);
    }
  };
  const stopReceiving = broker.onEvent(deliver);

  return {
    handleUpgrade(request, socket, head) {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const match = APP_PATH.exec(url.pathname);
      if (!match) return false;
      let key: string;
      try {
        key = decodeURIComponent(match[1]);
      } catch {
        key = match[1];
      }
      wss.handleUpgrade(request, socket, head, (ws) => accept(ws, key, url.searchParams));
      return true;
    },

    channelInfo(channel) {
      const count = channels.get(channel)?.size ?? 0;
      return { occupied: count > 0, subscription_count: count };
    },

    occupiedChannels: () => [...channels.keys()],

    connectionCount: () => connections.size,

    drop(socketId) {
      const conn = connections.get(socketId);
      if (!conn) return false;
      conn.ws.terminate();
      return true;
    },

    async close() {
      closing = true;
      stopReceiving();
      const open = [...connections.values()];
      const closed = open.map((conn) => new Promise<void>((resolve) => conn.ws.once('close', () => resolve())));
      for (const conn of open) conn.ws.close(CloseCode.reconnect, 'Server shutting down');
      // Clients normally answer the close frame at once; one that does not is cut after a second.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.all(closed), new Promise<void>((resolve) => (timer = setTimeout(resolve, 1000)))]);
      clearTimeout(timer);
      for (const conn of connections.values()) conn.ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
