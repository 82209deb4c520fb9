/**
 * VIP subscription (§7 Subscription, §9): the dealer programs (id 1 monthly, otherwise
 * yearly), the card gateway the card form uses (and the sandbox's browser script), kept
 * cards, subscribe, cancel and change of plan, and activating a dealer's gift coupon. The
 * rules live in services/subscriptions.ts and services/dealers.ts; pay, cancel and update
 * answer the envelope unwrapped by the client (raw), errors keyed by field as everywhere.
 */
import type { FastifyInstance } from 'fastify';
import { endpoints, messages, subscriptionMessages, VIP_GRADE_ID, type PaymentGatewayInfo, type SubscriptionResult } from '@joy/contract';
import type { SandboxGateway } from '../../../adapters/payment-gateway';
import { sandboxTpDirectScript } from '../../../adapters/sandbox-tpdirect';
import { ApiFailure, validationFailure } from '../../../lib/api-error';
import { defineRoute, memberOf } from '../../../lib/define-route';
import { resourceId } from '../../../lib/id-param';
import { createDealerService } from '../../../services/dealers';
import { createSubscriptionService, type SubscriptionOutcome } from '../../../services/subscriptions';
import { takeLimits } from '../../../services/throttle';

const ACTIVATE_ATTEMPTS_PER_HOUR = 10;
/** Where the sandbox gateway serves its stand-in for TapPay's browser SDK (same origin as the API). */
export const SANDBOX_SDK_PATH = '/v2/subscription/sandbox/tpdirect.js';

export function outcome(result: SubscriptionOutcome): SubscriptionResult {
  if (result.kind === 'refused') throw new ApiFailure(result.status, result.message, { fields: { [result.field]: result.message } });
  return { subscription: result.state, member_grade_id: result.memberGradeId };
}

export default async function subscriptionRoutes(app: FastifyInstance): Promise<void> {
  const { subscriptions } = app.repos;
  const subscriptionService = createSubscriptionService(app);
  const dealerService = createDealerService(app);

  defineRoute(app, endpoints.dealerPrograms, async () => app.repos.content.dealerPrograms());

  // The card form loads sdk_url and calls TPDirect.setupSDK(app_id, app_key, server_type).
  defineRoute(app, endpoints.paymentGateway, async (): Promise<PaymentGatewayInfo> => {
    const p = app.config.payment;
    return p.provider === 'tappay'
      ? { provider: 'tappay', sdk_url: p.sdkUrl, app_id: Number(p.appId), app_key: p.appKey, server_type: p.env }
      : { provider: 'sandbox', sdk_url: SANDBOX_SDK_PATH, app_id: null, app_key: null, server_type: 'sandbox' };
  });

  // The sandbox's TPDirect (adapters/sandbox-tpdirect.ts): a script, not the envelope.
  const sandboxSdk = sandboxTpDirectScript(endpoints.sandboxPrime.path);
  app.get(SANDBOX_SDK_PATH, async (_request, reply) => {
    if (app.payments.provider !== 'sandbox') throw new ApiFailure(404, messages.notFound);
    return reply.header('Content-Type', 'text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(sandboxSdk);
  });

  defineRoute(app, endpoints.sandboxPrime, async ({ body }) => {
    if (app.payments.provider !== 'sandbox') throw new ApiFailure(404, messages.notFound);
    const result = (app.payments as SandboxGateway).createPrime({ cardNumber: body.card_number, expiry: body.expiry, ccv: body.ccv }, app.clock());
    if (!result.ok) throw validationFailure({ [result.field]: result.message });
    return { prime: result.prime };
  });

  defineRoute(app, endpoints.creditCards, async (req) => subscriptions.cards(memberOf(req).id));

  defineRoute(
    app,
    endpoints.creditCardUpdate,
    async (req) => {
      const notFound = () => new ApiFailure(404, subscriptionMessages.cardNotFound, { fields: { id: subscriptionMessages.cardNotFound } });
      const cards = await subscriptionService.setDefaultCard(memberOf(req).id, resourceId(req.params.id, notFound));
      if (!cards) throw notFound();
      return cards;
    },
    { message: subscriptionMessages.changed },
  );

  defineRoute(
    app,
    endpoints.subscriptionPay,
    async (req) => {
      const member = memberOf(req);
      const { body } = req;
      return outcome(
        await subscriptionService.pay(
          member.id,
          { programId: body.program_id, prime: body.prime, creditCardId: body.credit_card_id, consent: body.consent as 'adult' | 'guardian', idempotencyKey: body.idempotency_key, cardholder: { name: member.name, phone: member.phone } },
          app.payments,
          app.clock(),
        ),
      );
    },
    { message: subscriptionMessages.subscribed },
  );

  // A dealer's gift coupon (id and token from the SMS): one 30-day VIP period, no card, no renewal.
  defineRoute(
    app,
    endpoints.activatePlan,
    async (req) => {
      const member = memberOf(req);
      const { body } = req;
      // At most 10 attempts an hour per member; a successful activation clears the count.
      const at = app.clock();
      if (!(await takeLimits(app, [{ kind: 'coupon_activate', key: String(member.id), max: ACTIVATE_ATTEMPTS_PER_HOUR, windowMs: 3_600_000 }], at))) {
        throw new ApiFailure(429, messages.tooManyRequests);
      }
      const result = await dealerService.activateCoupon(member.id, { couponId: body.id, token: body.token, phone: body.phone, name: body.name, address: body.address }, at);
      if (result.kind === 'refused') throw new ApiFailure(result.status, result.message, { fields: { [result.field]: result.message } });
      await app.repos.throttle.clear('coupon_activate', String(member.id));
      const grade = (await app.repos.members.byId(member.id))?.memberGradeId ?? VIP_GRADE_ID;
      return { subscription: await subscriptions.state(member.id), member_grade_id: grade };
    },
    { message: subscriptionMessages.activated },
  );

  defineRoute(app, endpoints.subscriptionCancel, async (req) => outcome(await subscriptionService.cancel(memberOf(req).id, app.clock())), { message: subscriptionMessages.cancelled });

  defineRoute(app, endpoints.dealerProgramUpdate, async (req) => outcome(await subscriptionService.changeProgram(memberOf(req).id, req.body.program_id)), {
    message: subscriptionMessages.changed,
  });
}
