/**
 * Pusher protocol 7 as pusher-js 8 speaks it: message shapes, close and error codes, channel
 * names. Server messages carry `data` as a JSON string; client messages may carry an object
 * (pusher-js) or a string (other clients), so both are read.
 */

/** Protocol versions accepted in `?protocol=` (pusher-js 8 sends 7). */
export const SUPPORTED_PROTOCOLS = [5, 6, 7];

/**
 * Pusher's codes. 4000–4099: do not reconnect (pusher-js gives up); 4100–4199: reconnect
 * after a back-off; 4200–4299: reconnect at once. Some are also sent in `pusher:error`.
 */
export const CloseCode = {
  /** The app key in `/app/{key}` is not this server's. */
  appKeyUnknown: 4001,
  /** `?protocol=` is missing or not a number. */
  invalidVersion: 4006,
  /** A protocol version this server does not speak. */
  unsupportedProtocol: 4007,
  /** Subscription signature missing or wrong (sent as `pusher:error`, the socket stays). */
  unauthorized: 4009,
  /** Generic: reconnect now (server shutting down or dropping the connection). */
  reconnect: 4200,
  /** The client did not answer a ping in time. */
  pongTimeout: 4201,
  /** The client sent nothing within the activity timeout (and no pong). */
  inactive: 4202,
} as const;

/** Channel names: 1–164 characters of Pusher's alphabet. */
const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,164}$/;
export const isValidChannelName = (name: string): boolean => CHANNEL_NAME.test(name) && !name.startsWith('#');
export const isPrivateChannel = (name: string): boolean => name.startsWith('private-');
export const isPresenceChannel = (name: string): boolean => name.startsWith('presence-');

/** Pusher's limit on one event's data (10 KB). */
export const MAX_EVENT_DATA_BYTES = 10 * 1024;
/** Pusher's limit on an event name. */
export const MAX_EVENT_NAME_LENGTH = 200;
/** Channels one HTTP `events` call may publish to. */
export const MAX_CHANNELS_PER_EVENT = 100;
/** Events in one `batch_events` call. */
export const MAX_BATCH_EVENTS = 10;

export interface ServerMessage {
  event: string;
  channel?: string;
  data: string;
}

export interface ClientMessage {
  event: string;
  channel?: string;
  data: Record<string, unknown>;
}

export function serverMessage(event: string, data: unknown, channel?: string): string {
  const message: ServerMessage = { event, data: typeof data === 'string' ? data : JSON.stringify(data) };
  if (channel !== undefined) message.channel = channel;
  return JSON.stringify(message);
}

export function errorMessage(code: number | null, message: string): string {
  return serverMessage('pusher:error', { code, message });
}

/** Parses one client frame; null when it is not a Pusher message. */
export function parseClientMessage(raw: string): ClientMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || typeof (value as { event?: unknown }).event !== 'string') return null;
  const { event, channel, data } = value as { event: string; channel?: unknown; data?: unknown };
  let payload: unknown = data ?? {};
  if (typeof payload === 'string') {
    try {
      payload = JSON.parse(payload);
    } catch {
      payload = {};
    }
  }
  return {
    event,
    channel: typeof channel === 'string' ? channel : undefined,
    data: typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {},
  };
}
