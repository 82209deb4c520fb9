/**
 * The outbox as staff see it (GET /v2/staff/outbox): every effect that leaves the system is a
 * message dispatched after its transaction commits; one that failed every attempt is `dead`,
 * with the reason, until staff send it again (POST /v2/staff/outbox/{id}/retry).
 */
export type OutboxStatus = 'pending' | 'sent' | 'dead';

export const OUTBOX_STATUSES: readonly OutboxStatus[] = ['pending', 'sent', 'dead'];

export interface StaffOutboxMessage {
  id: number;
  message_id: string;
  kind: string;
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  created_at: string;
  /** When it may next be tried (pending), or when it was last tried. */
  available_at: string;
  done_at: string | null;
  payload: unknown;
}
