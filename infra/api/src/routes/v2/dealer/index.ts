/**
 * The angel (joy dealer) programme (§7 Dealer): GET /v2/memberDealer for any member (plan
 * and, for dealers, their figures); joining by POST /v2/member/charge-plan (VIP members);
 * the downline, records, store referral and withdrawals for joy dealers only — anyone else
 * gets 403 with a message the page can show.
 */
import type { FastifyInstance } from 'fastify';
import { ANGEL_BONUS_LEVELS, DEALER_PAGE_SIZE, endpoints, subscriptionMessages as m, type DealerWithdrawResult } from '@joy/contract';
import { ApiFailure, validationFailure } from '../../../lib/api-error';
import { defineRoute, memberOf, type RouteRequest } from '../../../lib/define-route';
import { pageRequest, positiveInt } from '../../../lib/paging';
import { createDealerService, type DealerWithdrawOutcome } from '../../../services/dealers';
import couponRoutes from './coupons';
import staffDealerWithdrawalRoutes from './staff';

export default async function dealerRoutes(app: FastifyInstance): Promise<void> {
  const { dealers, subscriptions } = app.repos;
  const dealerService = createDealerService(app);
  await app.register(staffDealerWithdrawalRoutes);
  await app.register(couponRoutes);

  /** The member of a dealer-only call; 403 for members who are not joy dealers. */
  const dealerOf = async (req: RouteRequest<unknown>) => {
    const member = memberOf(req);
    if (!(await dealers.isDealer(member.id))) throw new ApiFailure(403, m.notDealer);
    return member;
  };
  const page = (req: RouteRequest<unknown>) => pageRequest(positiveInt(req.query.page, 1, 10_000), DEALER_PAGE_SIZE);

  const data = async (memberId: number) => {
    const member = await app.repos.members.byId(memberId);
    return dealers.data(memberId, member?.memberGradeId ?? 1, await subscriptions.state(memberId), app.clock());
  };

  defineRoute(app, endpoints.memberDealer, async (req) => data(memberOf(req).id));

  defineRoute(
    app,
    endpoints.chargePlan,
    async (req) => {
      const member = memberOf(req);
      const { body } = req;
      const joined = await dealerService.join(member.id, { chargePlanId: body.charge_plan_id, receiver: body.receiver, receiverPhone: body.receiver_phone, receiverAddress: body.receiver_address }, app.clock());
      if (joined.kind === 'refused') {
        const message = joined.reason === 'need-vip' ? m.needVip : joined.reason === 'already' ? m.alreadyDealer : m.programInvalid;
        throw new ApiFailure(joined.reason === 'program' ? 422 : 409, message, { fields: { [joined.field]: message } });
      }
      return data(member.id);
    },
    { message: m.joined },
  );

  defineRoute(app, endpoints.dealerOrganize, async (req) => dealers.organize((await dealerOf(req)).id));
  defineRoute(app, endpoints.dealerInviteChildren, async (req) => {
    const member = await dealerOf(req);
    const level = positiveInt(req.query.level, 1, ANGEL_BONUS_LEVELS);
    return dealers.children(member.id, level, page(req));
  });
  defineRoute(app, endpoints.shareDividendRecord, async (req) => dealers.dividends((await dealerOf(req)).id, page(req)));
  defineRoute(app, endpoints.dealerWithdrawRecord, async (req) => dealers.withdrawRecords((await dealerOf(req)).id, 'angel_bonus', page(req)));
  defineRoute(app, endpoints.shareProfitRecord, async (req) => dealers.shareProfits((await dealerOf(req)).id, page(req)));
  defineRoute(app, endpoints.bonusWithdrawRecord, async (req) => dealers.withdrawRecords((await dealerOf(req)).id, 'store_profit', page(req)));
  defineRoute(app, endpoints.recommendStoreRecord, async (req) => dealers.recommendedStores((await dealerOf(req)).id, page(req)));

  defineRoute(
    app,
    endpoints.recommendStoreCreate,
    async (req) => {
      const member = await dealerOf(req);
      const result = await dealers.recommend(member.id, req.body.store_id, app.clock());
      if (result === 'store-not-found') throw validationFailure({ store_id: m.storeNotFound });
      if (result === 'taken') throw new ApiFailure(409, m.storeTaken, { fields: { store_id: m.storeTaken } });
      return result;
    },
    { message: '新增成功' },
  );

  const withdrawn = (result: DealerWithdrawOutcome, amountField: string): DealerWithdrawResult => {
    if (result.kind === 'bank-not-found') throw validationFailure({ member_bank_id: m.bankRequired });
    if (result.kind === 'insufficient') throw validationFailure({ [amountField]: m.amountOverBalance });
    return { withdrawal: result.withdrawal, balance: result.balance };
  };

  defineRoute(
    app,
    endpoints.shareDividendWithdraw,
    async (req) => withdrawn(await dealerService.withdraw((await dealerOf(req)).id, 'angel_bonus', req.body.point, req.body.member_bank_id, app.clock()), 'point'),
    { message: m.withdrawn },
  );
  defineRoute(
    app,
    endpoints.shareProfitWithdraw,
    async (req) => withdrawn(await dealerService.withdraw((await dealerOf(req)).id, 'store_profit', req.body.bonus, req.body.member_bank_id, app.clock()), 'bonus'),
    { message: m.withdrawn },
  );
}
