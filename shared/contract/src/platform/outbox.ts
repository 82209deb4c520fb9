/**
 * The outbox as staff see it (GET /v2/staff/outbox): every effect that leaves the system is a
 * message dispatched after its transaction commits; one that failed every attempt is `dead`,
 * with the reason, until staff send it again (POST /v2/staff/outbox/{id}/retry). A message as
 * staff read it is StaffOutboxMessage, the type of its response schema (responses.ts).
 */
export type OutboxStatus = 'pending' | 'sent' | 'dead';

export const OUTBOX_STATUSES: readonly OutboxStatus[] = ['pending', 'sent', 'dead'];
