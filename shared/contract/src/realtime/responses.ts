/** Replies of the real-time settings and the channel signature. */
import * as yup from 'yup';
import { oneOf, optionalText, text } from '../platform/response-fields';
import type { RealtimeAuthReply, RealtimeConfigReply } from './channel';

export const realtimeConfig: yup.ObjectSchema<RealtimeConfigReply> = yup.object({
  provider: oneOf(['builtin', 'pusher'] as const),
  key: text(),
  cluster: text(),
  ws_host: optionalText(),
  ws_port: yup.number().integer().nullable().defined(),
  force_tls: yup.boolean().nullable().defined(),
  auth_endpoint: text(),
});

/** Sent as is, not enveloped (pusher-js reads it), so the API does not run it through defineRoute. */
export const realtimeAuth: yup.ObjectSchema<RealtimeAuthReply> = yup.object({ auth: text() });
