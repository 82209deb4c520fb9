/**
 * What each outbox message does when dispatched, on the app's adapters. The adapters are read
 * at delivery time (the real-time server plugs its publisher in after this plugin registers).
 * A handler throws to ask for a retry.
 */
import type { FastifyInstance } from 'fastify';
import { publishSlotStates } from './slot-events';
import { bookingCreatedSms, bookingMovedSms, bookingReminderSms, waitlistHeldSms } from './booking-texts';
import { bookingMail } from './booking-mail';
import type { OutboxHandlers } from './dispatcher';
import { authorizeGuarantee, settleAtGateway } from '../services/guarantees';

export function appHandlers(app: FastifyInstance): OutboxHandlers {
  return {
    'notification.publish': async ({ memberId, notification }) => {
      await app.notificationPublisher.publish(memberId, notification);
    },
    'sms.send': async ({ phone, text }, { messageId }) => {
      await app.sms.send(phone, text, { messageId });
    },
    'sms.booking-created': async ({ orderId }, { messageId }) => {
      const sms = await bookingCreatedSms(app.db, app.config.publicOrigin, orderId);
      if (sms) await app.sms.send(sms.phone, sms.text, { messageId });
    },
    'sms.booking-moved': async ({ orderId, action, reason }, { messageId }) => {
      const sms = await bookingMovedSms(app.db, app.config.publicOrigin, orderId, action, reason ?? '');
      if (sms) await app.sms.send(sms.phone, sms.text, { messageId });
    },
    'sms.booking-reminder': async ({ orderId, kind }, { messageId }) => {
      const sms = await bookingReminderSms(app.db, app.config.publicOrigin, orderId, kind, app.config.reminders.hoursBefore);
      if (sms) await app.sms.send(sms.phone, sms.text, { messageId });
    },
    'mail.booking': async ({ orderId, event, reason }, { messageId }) => {
      const mail = await bookingMail(app.db, app.config.publicOrigin, orderId, event, reason ?? '', app.clock());
      if (mail) await app.mail.send(mail, { messageId });
    },
    'sms.waitlist-held': async ({ entryPublicId }, { messageId }) => {
      const sms = await waitlistHeldSms(app.db, app.config.publicOrigin, entryPublicId);
      if (sms) await app.sms.send(sms.phone, sms.text, { messageId });
    },
    'slots.publish': async ({ storeId, slots }) => {
      await publishSlotStates(app, storeId, slots);
    },
    // Attempt 1 was the booking call's own; an unanswered retry throws so the outbox tries again.
    'guarantee.authorize': async ({ guaranteeId, prime, cardholder }, { attempt }) => {
      const result = await authorizeGuarantee(app, guaranteeId, { prime, cardholder }, attempt + 1);
      if (result.status === 'pending') throw new Error(`guarantee ${guaranteeId}: the gateway has not answered the authorisation yet`);
    },
    'guarantee.settle': async ({ guaranteeId, step }) => {
      await settleAtGateway(app, guaranteeId, step);
    },
  };
}
