/**
 * SMS a gateway accepted, and its delivery reports (sms_deliveries). Both writes are one
 * upsert on (provider, provider message id), so they may come in either order and any number
 * of times: the send's row never moves a reported status back, and a report changes the row
 * only when it says something new and the row is not final yet — a replayed or late report
 * leaves it as it is.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import * as t from '../db/schema';

export const SMS_DELIVERY_STATUSES = ['accepted', 'sent', 'delivered', 'failed', 'expired', 'cancelled'] as const;
export type SmsDeliveryStatus = (typeof SMS_DELIVERY_STATUSES)[number];
/** States no later report changes. */
export const FINAL_SMS_STATUSES: readonly SmsDeliveryStatus[] = ['delivered', 'failed', 'expired', 'cancelled'];

export interface AcceptedSms {
  provider: string;
  providerMessageId: string;
  messageId: string | null;
  phone: string;
  segments: number;
  /** The gateway's own status in its answer to the send. */
  providerStatus: string;
}

export interface SmsReport {
  provider: string;
  providerMessageId: string;
  /** As the report gives it; the send's row keeps the number we sent to. */
  phone: string;
  status: SmsDeliveryStatus;
  providerStatus: string | null;
  statusText: string | null;
  sentAt: Date | null;
  doneAt: Date | null;
}

const finalList = sql.join(FINAL_SMS_STATUSES.map((s) => sql`${s}`), sql`, `);

export function createSmsDeliveryRepository(db: Database) {
  return {
    /** The gateway took the text: recorded once; a report already in keeps its status. */
    async accepted(sms: AcceptedSms): Promise<void> {
      await db
        .insert(t.smsDeliveries)
        .values({ ...sms, status: 'accepted' })
        .onConflictDoUpdate({
          target: [t.smsDeliveries.provider, t.smsDeliveries.providerMessageId],
          set: { messageId: sql`excluded.message_id`, phone: sql`excluded.phone`, segments: sql`excluded.segments` },
        });
    },

    /** Records a delivery report; false when it changed nothing (a replay, or the row is final). */
    async report(report: SmsReport, now: Date): Promise<boolean> {
      const rows = await db
        .insert(t.smsDeliveries)
        .values({ ...report, reportedAt: now })
        .onConflictDoUpdate({
          target: [t.smsDeliveries.provider, t.smsDeliveries.providerMessageId],
          set: {
            status: sql`excluded.status`,
            providerStatus: sql`excluded.provider_status`,
            statusText: sql`excluded.status_text`,
            sentAt: sql`coalesce(excluded.sent_at, ${t.smsDeliveries.sentAt})`,
            doneAt: sql`coalesce(excluded.done_at, ${t.smsDeliveries.doneAt})`,
            reportedAt: sql`excluded.reported_at`,
          },
          setWhere: sql`${t.smsDeliveries.status} not in (${finalList})
            and (${t.smsDeliveries.status}, ${t.smsDeliveries.providerStatus}, ${t.smsDeliveries.statusText}, ${t.smsDeliveries.doneAt})
                is distinct from (excluded.status, excluded.provider_status, excluded.status_text, excluded.done_at)`,
        })
        .returning({ id: t.smsDeliveries.id });
      return rows.length > 0;
    },

    async find(provider: string, providerMessageId: string) {
      const rows = await db
        .select()
        .from(t.smsDeliveries)
        .where(and(eq(t.smsDeliveries.provider, provider), eq(t.smsDeliveries.providerMessageId, providerMessageId)));
      return rows[0] ?? null;
    },
  };
}

export type SmsDeliveryRepository = ReturnType<typeof createSmsDeliveryRepository>;
