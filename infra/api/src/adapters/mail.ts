/**
 * E-mail behind one interface, chosen by MAIL_PROVIDER: `local` writes to the mail_outbox
 * table (development, tests: read it at /dev/mail-outbox); `smtp` hands the message to the
 * SMTP server at SMTP_URL through nodemailer. `messageId` (the outbox message's id) makes a
 * redelivery harmless: the local table keeps one row per id, and over SMTP it becomes the
 * e-mail's Message-ID header, by which the receiving side recognises a duplicate.
 */
import { createTransport } from 'nodemailer';
import type { MailConfig } from '../config/env';
import type { Database } from '../db/client';
import * as t from '../db/schema';

/** A text attachment (the booking's calendar file). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface MailOptions {
  /** The same for every delivery of one message. */
  messageId: string;
}

export interface MailSender {
  readonly provider: MailConfig['provider'];
  send(message: MailMessage, options: MailOptions): Promise<void>;
}

/** The domain of the sender's address (`Name <a@b.tw>` → b.tw), for Message-ID. */
export function senderDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.slice(address.lastIndexOf('@') + 1).trim() || 'localhost';
}

/** The Message-ID header of an outbox message: `<{message id}@{sender's domain}>` (RFC 5322). */
export const messageIdHeader = (messageId: string, from: string): string => `<${messageId}@${senderDomain(from)}>`;

export function localMail(db: Database): MailSender {
  return {
    provider: 'local',
    async send(message, { messageId }) {
      await db
        .insert(t.mailOutbox)
        .values({
          email: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html,
          attachments: (message.attachments ?? []).map((a) => ({ filename: a.filename, content_type: a.contentType, content: a.content })),
          messageId,
        })
        .onConflictDoNothing({ target: t.mailOutbox.messageId });
    },
  };
}

export function smtpMail(config: Extract<MailConfig, { provider: 'smtp' }>): MailSender {
  // One transport per process; each send opens its connection (STARTTLS where offered for
  // smtp://, TLS from the start for smtps://), with deadlines so a stuck server fails the
  // attempt and the outbox retries it instead of holding the dispatcher.
  const transport = createTransport({ url: config.url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return {
    provider: 'smtp',
    async send(message, { messageId }) {
      await transport.sendMail({
        from: config.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: messageIdHeader(messageId, config.from),
        attachments: (message.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
      });
    },
  };
}

export function createMail(config: MailConfig, db: Database): MailSender {
  return config.provider === 'smtp' ? smtpMail(config) : localMail(db);
}
