/**
 * The local e-mail outbox, readable in development and tests (MAIL_PROVIDER=local only): what
 * would have been e-mailed to an address, newest first, with its text, HTML and attachments.
 * With SMTP it does not exist.
 */
import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import * as t from '../db/schema';

export default async function devMailOutboxRoutes(app: FastifyInstance): Promise<void> {
  if (app.config.mail.provider !== 'local') return;

  app.get('/dev/mail-outbox', async (request) => {
    const to = String((request.query as Record<string, unknown>).to ?? '').trim();
    const rows = await app.db
      .select({
        to: t.mailOutbox.email,
        subject: t.mailOutbox.subject,
        text: t.mailOutbox.textBody,
        html: t.mailOutbox.htmlBody,
        attachments: t.mailOutbox.attachments,
        message_id: t.mailOutbox.messageId,
        created_at: t.mailOutbox.createdAt,
      })
      .from(t.mailOutbox)
      .where(to ? eq(t.mailOutbox.email, to) : undefined)
      .orderBy(desc(t.mailOutbox.id))
      .limit(20);
    return { messages: rows };
  });
}
