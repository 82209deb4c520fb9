/**
 * The real-time hook for notifications. Whoever changes something that notifies a member
 * writes the notification row in the same transaction, and with it a `notification.publish`
 * outbox message (repositories/notifications.ts); the outbox dispatcher hands it to
 * `app.notificationPublisher.publish(memberId, notification)`. The default does nothing; the
 * real-time server (Pusher protocol) replaces it — pass `adapters.notificationPublisher` to
 * buildApp, or assign `app.notificationPublisher` from a plugin registered before the routes.
 * A publish that throws is retried by the outbox: the row is the truth, the event saves a reload.
 */
import type { Notification, NotificationData } from '@joy/contract';

/** What a writer gives: title and body, plus the §3 fields that apply (the rest are null). */
export type NotificationInput = Pick<NotificationData, 'notification_title' | 'notification_body'> & Partial<Omit<NotificationData, 'order_status'>>;

export interface NotificationPublisher {
  publish(memberId: number, notification: Notification): Promise<void> | void;
}

export const noopPublisher: NotificationPublisher = { publish: () => undefined };
