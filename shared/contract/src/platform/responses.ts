/** Replies of the health check and the staff outbox tools. */
import * as yup from 'yup';
import { OUTBOX_STATUSES, type StaffOutboxMessage } from './outbox';
import { int, num, oneOf, optionalText, text } from './response-fields';
import type { HealthReport } from './types';

export const healthReport: yup.ObjectSchema<HealthReport> = yup.object({
  status: oneOf(['ok', 'degraded'] as const),
  database: oneOf(['pglite', 'postgres'] as const),
  uptime_s: num(),
});

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
