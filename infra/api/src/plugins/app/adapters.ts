/**
 * The adapters to the outside world, chosen by configuration (ARCHITECTURE "API service"):
 * captcha, SMS, e-mail and social identity. Routes use `app.captcha`, `app.sms`, `app.mail`,
 * `app.identity` and never know which provider is behind them.
 */
import fp from 'fastify-plugin';
import { createCaptcha, type CaptchaVerifier } from '../../adapters/captcha';
import { createSms, type SmsSender } from '../../adapters/sms';
import { createMail, type MailSender } from '../../adapters/mail';
import { createIdentityVerifier, type IdentityVerifier } from '../../adapters/social-identity';
import { createStorage, type ObjectStorage } from '../../adapters/storage';
import { createPaymentGateway, type PaymentGateway } from '../../adapters/payment-gateway';
import { noopPublisher, type NotificationPublisher } from '../../lib/notification-publisher';
import type { Config } from '../../config/env';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    captcha: CaptchaVerifier;
    sms: SmsSender;
    /** E-mail to diners (MAIL_PROVIDER): the local mail_outbox, or SMTP. */
    mail: MailSender;
    identity: IdentityVerifier;
    /** Uploaded pictures (comment photos): UPLOAD_DIR by default, or an S3-compatible bucket. */
    storage: ObjectStorage;
    /** Real-time publish of committed notifications; a no-op until the real-time server plugs in. */
    notificationPublisher: NotificationPublisher;
    /** The time (the joy coin ledger's "now"); tests move it to day 120 and 121. */
    clock: () => Date;
    /** The card gateway of VIP subscriptions (PAYMENT_GATEWAY): sandbox, or TapPay. */
    payments: PaymentGateway;
  }
}

export interface AdapterOverrides {
  captcha?: CaptchaVerifier;
  sms?: SmsSender;
  mail?: MailSender;
  identity?: IdentityVerifier;
  storage?: ObjectStorage;
  notificationPublisher?: NotificationPublisher;
  clock?: () => Date;
  payments?: PaymentGateway;
}

export default fp<{ config: Config; overrides?: AdapterOverrides }>(async (app, { config, overrides = {} }) => {
  app.decorate('config', config);
  app.decorate('captcha', overrides.captcha ?? createCaptcha(config.captcha, app.db));
  app.decorate('sms', overrides.sms ?? createSms(config.sms, app.db));
  app.decorate('mail', overrides.mail ?? createMail(config.mail, app.db));
  app.decorate('identity', overrides.identity ?? (await createIdentityVerifier(config.social)));
  app.decorate('storage', overrides.storage ?? createStorage(config.storage, config.uploadDir));
  app.decorate('notificationPublisher', overrides.notificationPublisher ?? noopPublisher);
  app.decorate('clock', overrides.clock ?? (() => new Date()));
  app.decorate('payments', overrides.payments ?? createPaymentGateway(config.payment));
}, { name: 'adapters', dependencies: ['db'] });
