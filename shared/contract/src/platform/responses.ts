/** Replies of the health check and the staff outbox tools. */
import * as yup from 'yup';
import { OUTBOX_STATUSES } from './outbox';
import { int, num, oneOf, optionalText, text } from './response-fields';

export const healthReport = yup.object({
  status: oneOf(['ok', 'degraded']),
  database: oneOf(['pglite', 'postgres']),
  uptime_s: num(),
});

export type HealthReport = yup.InferType<typeof healthReport>;

const outboxMessageFields = yup.object({
  id: int(),
  message_id: text(),
  kind: text(),
  status: oneOf(OUTBOX_STATUSES),
  attempts: int(),
  last_error: optionalText(),
  created_at: text(),
  /** When it may next be tried (pending), or when it was last tried. */
  available_at: text(),
  done_at: optionalText(),
  payload: yup.mixed().nullable().defined(),
});

/** An outbox message as staff list it and send it again (GET /v2/staff/outbox). */
export interface StaffOutboxMessage extends Omit<yup.InferType<typeof outboxMessageFields>, 'payload'> {
  /** The message as its kind writes it (a jsonb object); each adapter reads its own kind. */
  payload: unknown;
}

/**
 * The payload is `unknown` in the reply type; yup counts a field of type `unknown` as optional,
 * so the schema is handed on as the reply type's schema with a cast — `.defined()` still
 * refuses a missing payload at run time.
 */
export const staffOutboxMessage = outboxMessageFields as unknown as yup.ObjectSchema<StaffOutboxMessage> & yup.ISchema<StaffOutboxMessage>;
