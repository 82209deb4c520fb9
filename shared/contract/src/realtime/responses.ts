/** Replies of the real-time settings and the channel signature, and their types. */
import * as yup from 'yup';
import { oneOf, optionalText, text } from '../platform/response-fields';

export const realtimeConfig = yup.object({
  provider: oneOf(['builtin', 'pusher']),
  key: text(),
  cluster: text(),
  ws_host: optionalText(),
  ws_port: yup.number().integer().nullable().defined(),
  force_tls: yup.boolean().nullable().defined(),
  /** Path (same origin) of the channel auth endpoint. */
  auth_endpoint: text(),
});

/**
 * What the browser needs to connect. `builtin`: the API's own endpoint on the page's origin
 * (host, port and TLS are the page's, so it works behind any proxy); `pusher`: Pusher Channels
 * (`cluster`) or another Pusher-protocol server (`ws_host`, `ws_port`, `force_tls`).
 */
export type RealtimeConfigReply = yup.InferType<typeof realtimeConfig>;

/** Sent as is, not enveloped (pusher-js reads it), so the API does not run it through defineRoute. */
export const realtimeAuth = yup.object({
  /** `{key}:{hex HMAC-SHA256(secret, "socket_id:channel_name")}` */
  auth: text(),
});

/** Reply of the channel auth endpoint, exactly as pusher-js expects it (not enveloped). */
export type RealtimeAuthReply = yup.InferType<typeof realtimeAuth>;
