/**
 * SMS behind one interface, chosen by SMS_PROVIDER: `local` writes to the sms_outbox table
 * (development, tests: read the code there); `http` posts JSON {to, from, text, message_id}
 * with a bearer key to SMS_API_URL (an SMS gateway or a thin relay in front of one).
 * `messageId` (the outbox message's id) makes a redelivery harmless: the local table keeps
 * one row per id, and the HTTP provider gets it as its idempotency key.
 */
import type { SmsConfig } from '../config/env';
import type { Database } from '../db/client';
import * as t from '../db/schema';

export interface SmsOptions {
  /** The same for every delivery of one message. */
  messageId?: string;
}

export interface SmsSender {
  readonly provider: SmsConfig['provider'];
  send(phone: string, body: string, options?: SmsOptions): Promise<void>;
}

export function localSms(db: Database): SmsSender {
  return {
    provider: 'local',
    async send(phone, body, options = {}) {
      await db
        .insert(t.smsOutbox)
        .values({ phone, body, messageId: options.messageId ?? null })
        .onConflictDoNothing({ target: t.smsOutbox.messageId });
    },
  };
}

export function httpSms(config: Extract<SmsConfig, { provider: 'http' }>, fetchImpl?: typeof fetch): SmsSender {
  return {
    provider: 'http',
    async send(phone, body, options = {}) {
      const headers: Record<string, string> = { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` };
      if (options.messageId) headers['idempotency-key'] = options.messageId;
      const res = await (fetchImpl ?? globalThis.fetch)(config.url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ to: phone, from: config.sender, text: body, message_id: options.messageId ?? null }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS provider answered ${res.status}`);
    },
  };
}

export function createSms(config: SmsConfig, db: Database): SmsSender {
  return config.provider === 'http' ? httpSms(config) : localSms(db);
}
