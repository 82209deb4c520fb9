/**
 * The diner's answer to a booking reminder: POST /v2/order/result/{publicId}/confirm
 * (確認赴約 on the page a reminder's link opens). No token: the result link's public id is
 * the key. The rules are services/reminders.ts.
 */
import type { FastifyInstance } from 'fastify';
import { endpoints, REMINDER_WORDS } from '@joy/contract';
import { defineRoute } from '../../../lib/define-route';
import { createReminderService } from '../../../services/reminders';

export default async function reminderRoutes(app: FastifyInstance): Promise<void> {
  const reminders = createReminderService(app);

  defineRoute(app, endpoints.orderResultConfirm, (req) => reminders.confirm(req.params.publicId ?? ''), { message: REMINDER_WORDS.confirmed });
}
