/**
 * Notifications (§7 Member, §3 Notification): the member's list newest first (5 per page by
 * default, §9), the unread count, and marking one or all read. Other members' notifications
 * do not exist for the caller (404).
 */
import type { FastifyInstance } from 'fastify';
import { endpoints, messages } from '@joy/contract';
import { ApiFailure } from '../../../lib/api-error';
import { defineRoute, memberOf } from '../../../lib/define-route';
import { resourceId } from '../../../lib/id-param';
import { pageRequest, positiveInt } from '../../../lib/paging';

/** §9: notifications come 5 per page; a caller may ask for up to 20. */
export const NOTIFICATION_PAGE = 5;
const MAX_LIMIT = 20;

export default async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const { notifications } = app.repos;

  defineRoute(app, endpoints.notifications, async (req) =>
    notifications.list(memberOf(req).id, pageRequest(positiveInt(req.query.page, 1), positiveInt(req.query.limit, NOTIFICATION_PAGE, MAX_LIMIT))),
  );

  defineRoute(app, endpoints.unreadCount, async (req) => notifications.unread(memberOf(req).id));

  defineRoute(app, endpoints.notificationReadAll, async (req) => notifications.markAllRead(memberOf(req).id));

  defineRoute(app, endpoints.notificationRead, async (req) => {
    const notFound = () => new ApiFailure(404, messages.notificationNotFound);
    const left = await notifications.markRead(memberOf(req).id, resourceId(req.params.id, notFound));
    if (!left) throw notFound();
    return left;
  });
}
