/** What every SMS provider offers (sms.ts chooses one by SMS_PROVIDER). */
import type { SmsConfig } from '../config/env';

export interface SmsOptions {
  /** The same for every delivery of one message. */
  messageId?: string;
}

export interface SmsSender {
  readonly provider: SmsConfig['provider'];
  send(phone: string, body: string, options?: SmsOptions): Promise<void>;
}
