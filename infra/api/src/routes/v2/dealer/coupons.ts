/**
 * VIP gift coupons (§3 Dealer coupon gives and transactions): a joy dealer gives one of the
 * year's coupons to a friend's phone — the single-use activation link goes by SMS — and
 * reads the gives and every coupon movement (§4 paging). Dealers only (403 for others).
 * The friend activates with POST /v2/subscription/activate-plan, and finds the coupons sent to
 * their phone, with their state, in GET /v2/member/coupon/list (any member; /member/coupon).
 */
import type { FastifyInstance } from 'fastify';
import { DEALER_PAGE_SIZE, endpoints, subscriptionMessages as m } from '@joy/contract';
import { ApiFailure } from '../../../lib/api-error';
import { defineRoute, memberOf, type RouteRequest } from '../../../lib/define-route';
import { pageRequest, positiveInt } from '../../../lib/paging';
import { giftCouponText } from '../../../lib/sms-texts';
import { createDealerService } from '../../../services/dealers';

const dateOf = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '/');

export default async function couponRoutes(app: FastifyInstance): Promise<void> {
  const { dealers } = app.repos;
  const dealerService = createDealerService(app);

  const dealerOf = async (req: RouteRequest<unknown>) => {
    const member = memberOf(req);
    if (!(await dealers.isDealer(member.id))) throw new ApiFailure(403, m.notDealer);
    return member;
  };
  const page = (req: RouteRequest<unknown>) => pageRequest(positiveInt(req.query.page, 1, 10_000), DEALER_PAGE_SIZE);

  defineRoute(app, endpoints.couponGiveRecord, async (req) => dealerService.couponGives((await dealerOf(req)).id, page(req), app.clock()));
  defineRoute(app, endpoints.memberCoupons, async (req) => dealerService.receivedCoupons(memberOf(req).id, page(req), app.clock()));
  defineRoute(app, endpoints.couponTransactionRecord, async (req) => dealerService.couponTransactions((await dealerOf(req)).id, page(req), app.clock()));

  defineRoute(
    app,
    endpoints.couponGive,
    async (req) => {
      const dealer = await dealerOf(req);
      const result = await dealerService.giveCoupon(dealer.id, req.body.phone, app.clock());
      if (result.kind === 'refused') throw new ApiFailure(result.status, result.message, { fields: { [result.field]: result.message } });
      const text = giftCouponText(app.config.publicOrigin, { dealerName: dealer.name, couponId: result.coupon.id, token: result.token, until: dateOf(result.expiresAt) });
      try {
        await app.sms.send(req.body.phone, text);
      } catch (error) {
        app.log.warn({ err: error }, 'gift coupon SMS failed');
        await dealerService.withdrawUnsentCoupon(dealer.id, result.coupon.id);
        throw new ApiFailure(502, m.couponSmsFailed, { fields: { phone: m.couponSmsFailed } });
      }
      return { coupon: result.coupon, year_coin: result.allowance };
    },
    { message: m.couponGiven },
  );
}
