/**
 * The local SMS outbox, readable in development and tests (SMS_PROVIDER=local only): what
 * would have been texted to a phone, newest first. With a real SMS provider it does not exist.
 */
import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import * as t from '../db/schema';

export default async function devSmsOutboxRoutes(app: FastifyInstance): Promise<void> {
  if (app.config.sms.provider !== 'local') return;

  app.get('/dev/sms-outbox', async (request) => {
    const phone = String((request.query as Record<string, unknown>).phone ?? '');
    const rows = await app.db
      .select({ phone: t.smsOutbox.phone, body: t.smsOutbox.body, created_at: t.smsOutbox.createdAt })
      .from(t.smsOutbox)
      .where(phone ? eq(t.smsOutbox.phone, phone) : undefined)
      .orderBy(desc(t.smsOutbox.id))
      .limit(20);
    return { messages: rows };
  });
}
