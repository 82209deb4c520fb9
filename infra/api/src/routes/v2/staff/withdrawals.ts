/**
 * Staff handling of withdrawals (the staff token, as the other staff calls): the queue by
 * status, oldest first; complete (the transfer was made) or fail (coins back to the member,
 * with the reason they are told). A withdrawal already settled is 409.
 */
import type { FastifyInstance } from 'fastify';
import { coinMessages, endpoints, type WithdrawalStatus } from '@joy/contract';
import { ApiFailure, validationFailure } from '../../../lib/api-error';
import { defineRoute } from '../../../lib/define-route';
import { resourceId } from '../../../lib/id-param';
import { sendPassbookImage } from '../../../lib/passbook-image';
import { pageRequest, positiveInt } from '../../../lib/paging';
import { createWithdrawalService, type SettleResult } from '../../../services/withdrawals';
import { STAFF_PAGE_SIZE, staffAuthorizer } from './index';

const STATUSES: readonly WithdrawalStatus[] = ['pending', 'success', 'failed'];
const notFound = () => new ApiFailure(404, coinMessages.withdrawalNotFound);

const idOf = (value: string | undefined) => resourceId(value, notFound);

export default async function staffWithdrawalRoutes(app: FastifyInstance): Promise<void> {
  const authorize = staffAuthorizer(app);
  const { withdrawals } = app.repos;
  const withdrawalService = createWithdrawalService(app);

  const settled = (result: SettleResult) => {
    if (result.kind === 'not-found') throw notFound();
    if (result.kind === 'not-pending') throw new ApiFailure(409, coinMessages.withdrawalNotPending, { fields: { status: result.status } });
    return result.withdrawal;
  };

  defineRoute(
    app,
    endpoints.staffWithdrawals,
    async ({ query }) => {
      const status = (query.status ?? 'pending') as WithdrawalStatus;
      if (!STATUSES.includes(status)) throw validationFailure({ status: coinMessages.withdrawalNotFound });
      return withdrawals.staffList(status, pageRequest(positiveInt(query.page, 1), STAFF_PAGE_SIZE));
    },
    { authorize },
  );
  defineRoute(app, endpoints.staffWithdrawalComplete, async (req) => settled(await withdrawalService.complete(idOf(req.params.id), app.clock())), { authorize });
  defineRoute(
    app,
    endpoints.staffWithdrawalPassbook,
    async (req, reply) => sendPassbookImage(app.storage, await withdrawals.withdrawalPassbookOf(idOf(req.params.id)), reply, notFound),
    { authorize, ownReply: true },
  );
  defineRoute(
    app,
    endpoints.staffWithdrawalFail,
    async (req) => settled(await withdrawalService.fail(idOf(req.params.id), req.body.reason, app.clock())),
    { authorize },
  );
}
