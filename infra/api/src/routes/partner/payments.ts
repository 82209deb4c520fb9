/**
 * Payments at the counter through the partner API (contract partner.ts): the store's POS
 * records a payment for the member whose pay code the diner shows, reads its payments, and
 * refunds one. The coin side is services/coins.ts; notifications are published after
 * the commit. A store only sees its own payments (anything else is 404). Registered inside
 * the partner plugin, so the raw-body parser and the signature check are the same.
 */
import type { FastifyInstance } from 'fastify';
import { coinMessages, messages } from '@joy/contract';
import { partnerEndpoints as p, partnerTexts } from '@joy/contract/partner';
import { ApiFailure, validationFailure } from '../../lib/api-error';
import { isBookingDate, taipeiDate } from '../../lib/booking-clock';
import { defineRoute, type RouteRequest } from '../../lib/define-route';
import { resourceId } from '../../lib/id-param';
import { createCoinService } from '../../services/coins';
import { partnerVerifier } from './signature';

const notFound = () => new ApiFailure(404, messages.payLogNotFound);

function storeOf(req: RouteRequest<unknown>): number {
  if (!req.raw.partner) throw new ApiFailure(401, partnerTexts.partnerSignatureInvalid);
  return req.raw.partner.storeId;
}

const idOf = (value: string | undefined) => resourceId(value, notFound);

export default async function partnerPaymentRoutes(app: FastifyInstance): Promise<void> {
  const authorize = partnerVerifier(app, () => app.clock());
  const { payLogs } = app.repos;
  const coins = createCoinService(app);

  defineRoute(
    app,
    p.partnerPayments,
    async (req) => {
      const date = req.query.date ?? taipeiDate(app.clock());
      if (!isBookingDate(date)) throw validationFailure({ date: messages.invalidBookingDate });
      return payLogs.storeDay(storeOf(req), date);
    },
    { authorize },
  );

  defineRoute(
    app,
    p.partnerPaymentCreate,
    async (req) => {
      const { body } = req;
      const result = await coins.record(
        storeOf(req),
        { memberCode: body.member_code, amount: body.amount, coins: body.coins, idempotencyKey: body.idempotency_key, note: body.note },
        app.clock(),
      );
      switch (result.kind) {
        case 'member-not-found':
          throw new ApiFailure(404, coinMessages.memberCodeInvalid, { fields: { member_code: coinMessages.memberCodeInvalid } });
        case 'store-not-joy-pay':
          throw new ApiFailure(403, coinMessages.storeNotJoyPay);
        case 'insufficient':
          throw new ApiFailure(422, coinMessages.insufficientCoins, { fields: { coins: coinMessages.insufficientCoins } });
        case 'conflict':
          throw new ApiFailure(409, coinMessages.idempotencyConflict, { fields: { idempotency_key: coinMessages.idempotencyConflict } });
        default:
          return result.payment;
      }
    },
    { authorize },
  );

  defineRoute(
    app,
    p.partnerPayment,
    async (req) => {
      const payment = await payLogs.forStore(storeOf(req), idOf(req.params.id));
      if (!payment) throw notFound();
      return payment;
    },
    { authorize },
  );

  defineRoute(
    app,
    p.partnerPaymentRefund,
    async (req) => {
      const result = await coins.refund(storeOf(req), idOf(req.params.id), req.body.reason, app.clock());
      if (result.kind === 'not-found') throw notFound();
      return result.payment;
    },
    { authorize },
  );
}
