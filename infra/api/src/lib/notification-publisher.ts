/**
 * The real-time hook for notifications. Whoever changes something that notifies a member
 * writes the notification row in the same transaction, and AFTER the commit hands the row
 * to `app.notificationPublisher.publish(memberId, notification)`. The default does nothing;
 * the real-time server (Pusher protocol) replaces it — pass `adapters.notificationPublisher`
 * to buildApp, or assign `app.notificationPublisher` from a plugin registered before the
 * routes. A publish that fails is logged and never fails the request: the row is the truth,
 * the event only saves a reload.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Notification } from '@joy/contract';

export interface NotificationPublisher {
  publish(memberId: number, notification: Notification): Promise<void> | void;
}

export const noopPublisher: NotificationPublisher = { publish: () => undefined };

/** A notification written in a committed transaction, waiting to be published. */
export interface Written {
  memberId: number;
  notification: Notification;
}

/** Publishes each written notification; failures are logged, not thrown. */
export async function publishAll(publisher: NotificationPublisher, written: readonly Written[], log: FastifyBaseLogger): Promise<void> {
  for (const { memberId, notification } of written) {
    try {
      await publisher.publish(memberId, notification);
    } catch (error) {
      log.warn({ err: error, memberId, notificationId: notification.id }, 'notification publish failed');
    }
  }
}
