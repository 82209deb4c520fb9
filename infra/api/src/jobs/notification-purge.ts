/** §9: notifications are kept 3 months; this job deletes older ones every hour. */
import { purgeOldNotifications } from '../repositories/notifications';
import type { Job } from './scheduler';

export function notificationPurgeJob(everyMs = 60 * 60_000): Job {
  return {
    name: 'notification-purge',
    lockKey: 2,
    everyMs,
    async batch(tx, now) {
      return { done: true, processed: await purgeOldNotifications(tx, now) };
    },
  };
}
