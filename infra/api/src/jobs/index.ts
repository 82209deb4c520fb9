/** The scheduled jobs of the API process (server.ts starts them unless JOBS=false). */
import type { FastifyInstance } from 'fastify';
import { bookingRemindersJob } from './booking-reminders';
import { coinExpiryJob } from './coin-expiry';
import { notificationPurgeJob } from './notification-purge';
import { angelBonusJob } from './angel-bonus';
import { createScheduler, type Scheduler } from './scheduler';
import { vipRenewalJob } from './vip-renewal';
import { tableDrawsJob } from './table-draws';
import { waitlistHoldsJob } from './waitlist-holds';
import { guaranteeReleaseJob } from './guarantee-release';

export function createJobs(app: FastifyInstance): Scheduler {
  return createScheduler({
    db: app.db,
    log: app.log,
    clock: () => app.clock(),
    jobs: [coinExpiryJob(), notificationPurgeJob(), bookingRemindersJob(app.config.reminders), waitlistHoldsJob(), vipRenewalJob(app.payments), angelBonusJob(), tableDrawsJob({ orders: app.repos.orders, origin: app.config.publicOrigin }), guaranteeReleaseJob()],
  });
}
