/**
 * The member's joy coins (§7 Member): the balance with its lots and pay code, the coin
 * records by kind, and the payment records with their detail. Another member's payment
 * reads as not found.
 */
import type { FastifyInstance } from 'fastify';
import { COIN_RECORD_PAGE_SIZE, endpoints, messages, PAY_LOG_PAGE_SIZE } from '@joy/contract';
import { ApiFailure } from '../../../lib/api-error';
import { defineRoute, memberOf } from '../../../lib/define-route';
import { resourceId } from '../../../lib/id-param';
import { pageRequest, positiveInt } from '../../../lib/paging';
import { isHistoryKind } from '../../../repositories/coins';
import { createCoinService } from '../../../services/coins';

const payLogNotFound = () => new ApiFailure(404, messages.payLogNotFound);

export default async function coinRoutes(app: FastifyInstance): Promise<void> {
  const { coins, payLogs, comments } = app.repos;
  const coinService = createCoinService(app);

  defineRoute(app, endpoints.memberCoin, async (req) => {
    const member = memberOf(req);
    return coinService.balance({ id: member.id, payCode: member.payCode, coinUserId: member.coinUserId }, app.clock());
  });

  defineRoute(app, endpoints.coinHistory, async (req) => {
    const member = memberOf(req);
    const kind = req.params.kind ?? '';
    if (!isHistoryKind(kind)) throw new ApiFailure(404, messages.notFound);
    return coins.history(member.id, kind, pageRequest(positiveInt(req.query.page, 1), COIN_RECORD_PAGE_SIZE));
  });

  defineRoute(app, endpoints.payLogList, async (req) =>
    payLogs.listForMember(memberOf(req).id, pageRequest(positiveInt(req.query.page, 1), PAY_LOG_PAGE_SIZE)),
  );

  defineRoute(app, endpoints.payLog, async (req) => {
    const member = memberOf(req);
    const payLog = await payLogs.forMember(member.id, resourceId(req.params.id, payLogNotFound));
    if (!payLog) throw payLogNotFound();
    const comment = payLog.comment_id === null ? null : await comments.detail(member.id, payLog.comment_id);
    return { ...payLog, comments: comment ? [comment] : [] };
  });
}
