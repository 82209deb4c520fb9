/** Staff view of the outbox (staff token): what is pending, sent or dead, and a dead message sent again. */
import type { FastifyInstance } from 'fastify';
import { endpoints, messages, OUTBOX_STATUSES, type OutboxStatus } from '@joy/contract';
import { ApiFailure, validationFailure } from '../../../lib/api-error';
import { defineRoute } from '../../../lib/define-route';
import { resourceId } from '../../../lib/id-param';
import { pageRequest, positiveInt } from '../../../lib/paging';
import { createOutboxService } from '../../../services/outbox';
import { STAFF_PAGE_SIZE, staffAuthorizer } from './index';

export default async function staffOutboxRoutes(app: FastifyInstance): Promise<void> {
  const outbox = createOutboxService(app);
  const authorize = staffAuthorizer(app);

  defineRoute(
    app,
    endpoints.staffOutbox,
    async ({ query }) => {
      const status = (query.status ?? 'dead') as OutboxStatus;
      if (!OUTBOX_STATUSES.includes(status)) throw validationFailure({ status: `status 須為 ${OUTBOX_STATUSES.join('、')}` });
      return outbox.list(status, pageRequest(positiveInt(query.page, 1), STAFF_PAGE_SIZE));
    },
    { authorize },
  );
  defineRoute(
    app,
    endpoints.staffOutboxRetry,
    async ({ params }) => {
      const notFound = () => new ApiFailure(404, messages.outboxMessageNotFound);
      const message = await outbox.retry(resourceId(params.id, notFound));
      if (!message) throw notFound();
      return message;
    },
    { authorize },
  );
}
