/**
 * SMS behind one interface, chosen by SMS_PROVIDER: `local` writes to the sms_outbox table
 * (development, tests: read the code there); `http` posts JSON {to, from, text} with a bearer
 * key to SMS_API_URL (an SMS gateway or a thin relay in front of one).
 */
import type { SmsConfig } from '../config/env';
import type { Database } from '../db/client';
import * as t from '../db/schema';

export interface SmsSender {
  readonly provider: SmsConfig['provider'];
  send(phone: string, body: string): Promise<void>;
}

export function localSms(db: Database): SmsSender {
  return {
    provider: 'local',
    async send(phone, body) {
      await db.insert(t.smsOutbox).values({ phone, body });
    },
  };
}

export function httpSms(config: Extract<SmsConfig, { provider: 'http' }>, fetchImpl?: typeof fetch): SmsSender {
  return {
    provider: 'http',
    async send(phone, body) {
      const res = await (fetchImpl ?? globalThis.fetch)(config.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
        body: JSON.stringify({ to: phone, from: config.sender, text: body }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS provider answered ${res.status}`);
    },
  };
}

export function createSms(config: SmsConfig, db: Database): SmsSender {
  return config.provider === 'http' ? httpSms(config) : localSms(db);
}
