/**
 * SMS behind one interface, chosen by SMS_PROVIDER: `local` writes to the sms_outbox table
 * (development, tests: read the code there); `mitake` sends through Mitake (三竹簡訊) in its
 * own format and records its delivery reports (./sms-mitake.ts); `http` posts JSON
 * {to, from, text, message_id, segments} with a bearer key to SMS_API_URL (a gateway or a
 * thin relay in front of one). Every provider first applies the one length rule
 * (./sms-length.ts): an empty text, or one of more parts than SMS_MAX_SEGMENTS, is refused.
 * `messageId` (the outbox message's id) makes a redelivery harmless: the local table keeps
 * one row per id, Mitake gets it as its clientid, the HTTP provider as its idempotency key.
 */
import type { SmsConfig } from '../config/env';
import type { Database } from '../db/client';
import * as t from '../db/schema';
import { createSmsDeliveryRepository } from '../repositories/sms-deliveries';
import { checkSmsLength, DEFAULT_SMS_MAX_SEGMENTS } from './sms-length';
import { mitakeSms } from './sms-mitake';
import type { SmsSender } from './sms-sender';

export type { SmsOptions, SmsSender } from './sms-sender';

export function localSms(db: Database, maxSegments = DEFAULT_SMS_MAX_SEGMENTS): SmsSender {
  return {
    provider: 'local',
    async send(phone, body, options = {}) {
      checkSmsLength(body, maxSegments);
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
      const { segments } = checkSmsLength(body, config.maxSegments);
      const headers: Record<string, string> = { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` };
      if (options.messageId) headers['idempotency-key'] = options.messageId;
      const res = await (fetchImpl ?? globalThis.fetch)(config.url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ to: phone, from: config.sender, text: body, message_id: options.messageId ?? null, segments }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS provider answered ${res.status}`);
    },
  };
}

export function createSms(config: SmsConfig, db: Database): SmsSender {
  if (config.provider === 'http') return httpSms(config);
  if (config.provider === 'mitake') return mitakeSms(config, createSmsDeliveryRepository(db));
  return localSms(db, config.maxSegments);
}
