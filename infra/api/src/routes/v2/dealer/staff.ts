/**
 * Staff handling of dealer withdrawals (the staff token, as the other staff calls): the queue
 * by status, oldest first, with the full account; complete (the transfer was made) or fail
 * (the amount counts in the dealer's balance again). One not pending is 409.
 */
import type { FastifyInstance } from 'fastify';
import { coinMessages, endpoints, type DealerWithdrawRecord } from '@joy/contract';
import { ApiFailure, validationFailure } from '../../../lib/api-error';
import { defineRoute } from '../../../lib/define-route';
import { parseId } from '../../../lib/id-param';
import { pageRequest, positiveInt } from '../../../lib/paging';
import { STAFF_PAGE_SIZE, staffAuthorizer } from '../staff/index';

const STATUSES: readonly DealerWithdrawRecord['status'][] = ['pending', 'success', 'failed'];

export default async function staffDealerWithdrawalRoutes(app: FastifyInstance): Promise<void> {
  const authorize = staffAuthorizer(app);
  const { dealers } = app.repos;

  defineRoute(
    app,
    endpoints.staffDealerWithdrawals,
    async ({ query }) => {
      const status = (query.status ?? 'pending') as DealerWithdrawRecord['status'];
      if (!STATUSES.includes(status)) throw validationFailure({ status: coinMessages.withdrawalNotFound });
      return dealers.staffList(status, pageRequest(positiveInt(query.page, 1), STAFF_PAGE_SIZE));
    },
    { authorize },
  );

  const settle = (to: 'success' | 'failed') => async (req: { params: Record<string, string> }) => {
    // A withdrawal that cannot exist is not pending either: the same 409 as a settled one.
    const id = parseId(req.params.id);
    const done = id ? await dealers.settle(id, to, app.clock()) : null;
    if (!done) throw new ApiFailure(409, coinMessages.withdrawalNotPending);
    return done;
  };
  defineRoute(app, endpoints.staffDealerWithdrawalComplete, settle('success'), { authorize });
  defineRoute(app, endpoints.staffDealerWithdrawalFail, settle('failed'), { authorize });
}
