/** Replies of the real-time settings and the staff tools. */
import * as yup from 'yup';
import { OUTBOX_STATUSES, type StaffOutboxMessage } from '../platform/outbox';
import type { RealtimeAuthReply, RealtimeConfigReply } from '../realtime';
import { int, oneOf, optionalText, text } from './common';

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

/**
 * Typed against StaffOutboxMessage field by field; yup counts a field of type `unknown` (the
 * payload) as optional, so the schema is handed on as the reply type's schema with a cast —
 * `.defined()` still refuses a missing payload at run time.
 */
const outboxMessageFields: yup.ObjectSchema<StaffOutboxMessage> = yup.object({
  id: int(),
  message_id: text(),
  kind: text(),
  status: oneOf(OUTBOX_STATUSES),
  attempts: int(),
  last_error: optionalText(),
  created_at: text(),
  available_at: text(),
  done_at: optionalText(),
  // The message as its kind writes it (a jsonb object); each adapter reads its own kind.
  payload: yup.mixed().nullable().defined() as yup.ISchema<unknown>,
});
export const staffOutboxMessage = outboxMessageFields as unknown as yup.ObjectSchema<StaffOutboxMessage> & yup.ISchema<StaffOutboxMessage>;

/**
 * The stored contact and cooperation forms as staff list them. Their reply type is still an
 * open record (the repository hands the rows on); the schema names the columns, so a new
 * column reaches staff only once it is written here.
 */
export const staffContactMessage = yup.object({ id: int(), name: text(), email: text(), phone: text(), title: text(), content: text(), created_at: text() });
export const staffCooperationRequest = yup.object({ id: int(), company: text(), name: text(), email: text(), phone: text(), content: text(), created_at: text() });
