/**
 * The two signatures of the Pusher protocol, both HMAC-SHA256 with the app secret in hex:
 * - channel auth: `{key}:{hmac("socket_id:channel")}` (what the auth endpoint hands out and
 *   the socket server checks on `pusher:subscribe`);
 * - HTTP API: `hmac("METHOD\npath\nsorted query")` over every query parameter but
 *   auth_signature, with body_md5 binding the body — exactly what the `pusher` SDK sends.
 */
import crypto from 'node:crypto';

export interface AppCredentials {
  appId: string;
  key: string;
  secret: string;
}

/** Seconds an HTTP API request's auth_timestamp may differ from now (Pusher allows 600). */
export const TIMESTAMP_GRACE_SECONDS = 600;

export const hmacHex = (secret: string, text: string): string => crypto.createHmac('sha256', secret).update(text, 'utf8').digest('hex');

function equalHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

export function channelAuth(app: Pick<AppCredentials, 'key' | 'secret'>, socketId: string, channel: string): string {
  return `${app.key}:${hmacHex(app.secret, `${socketId}:${channel}`)}`;
}

export function verifyChannelAuth(app: Pick<AppCredentials, 'key' | 'secret'>, socketId: string, channel: string, auth: unknown): boolean {
  return typeof auth === 'string' && equalHex(auth, channelAuth(app, socketId, channel));
}

export interface SignedRequest {
  method: string;
  /** The request path without the query string, as it reached the server. */
  path: string;
  /** Decoded query parameters (the first value of each). */
  query: Record<string, string>;
  /** The raw body, or '' when there is none. */
  body: string;
}

/** The string the SDK signs: method, path and the sorted `key=value` pairs (auth_signature left out). */
export function stringToSign(request: Omit<SignedRequest, 'body'>): string {
  const pairs = Object.entries(request.query)
    .filter(([key]) => key !== 'auth_signature')
    .map(([key, value]) => [key.toLowerCase(), value] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`);
  return [request.method.toUpperCase(), request.path, pairs.join('&')].join('\n');
}

/** Why a signed HTTP API request is refused, or null when it is genuine. */
export function checkSignedRequest(app: AppCredentials, request: SignedRequest, now = Date.now()): string | null {
  const q = request.query;
  if (q.auth_key !== app.key) return 'Unknown auth_key';
  if (q.auth_version !== '1.0') return 'auth_version must be 1.0';
  const timestamp = Number(q.auth_timestamp);
  if (!Number.isInteger(timestamp)) return 'auth_timestamp is missing';
  if (Math.abs(now / 1000 - timestamp) > TIMESTAMP_GRACE_SECONDS) return 'Timestamp expired: the request must be signed within 600 seconds of now';
  if (request.body) {
    const md5 = crypto.createHash('md5').update(request.body, 'utf8').digest('hex');
    if (q.body_md5 !== md5) return 'body_md5 does not match the body';
  } else if (q.body_md5 !== undefined && q.body_md5 !== crypto.createHash('md5').update('').digest('hex')) {
    return 'body_md5 does not match the body';
  }
  if (typeof q.auth_signature !== 'string' || !equalHex(q.auth_signature, hmacHex(app.secret, stringToSign(request)))) return 'Invalid signature';
  return null;
}
