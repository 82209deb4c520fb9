/**
 * The diner's own changes of a booking (issue 23; rules and the transaction in
 * services/booking-changes.ts): from the guest's result link — a change code texted to the
 * booking's phone, the change with that code, the cancel with the link alone — and the
 * member's change from the order page. The code is sent like any verification code (the
 * verification service, the send limits of verify/send and member/delete/code: 429 with
 * Retry-After).
 */
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@joy/contract';
import { defineRoute, memberOf } from '../../../lib/define-route';
import { resourceId } from '../../../lib/id-param';
import { randomDigits } from '../../../lib/secrets';
import { phoneHint } from '../../../lib/self-service';
import { bookingChangeCodeText } from '../../../lib/sms-texts';
import { orderNotFound } from '../../../services/booking';
import { createBookingChangeService } from '../../../services/booking-changes';
import { waitForLimits } from '../../../services/throttle';
import { createVerificationService } from '../../../services/verification';
import { sendLimits, tooManyRequests } from '../auth/accounts';

export default async function selfServiceRoutes(app: FastifyInstance): Promise<void> {
  const changes = createBookingChangeService(app);
  const codes = createVerificationService(app);

  // 404 for an unknown link, 422 once the booking can no longer be changed; then the limits of any code send.
  defineRoute(app, endpoints.orderResultCode, async ({ params, raw }) => {
    const phone = await changes.codePhone(params.publicId ?? '');
    const waitMs = await waitForLimits(app, sendLimits(phone, raw.ip, app.config.smsResendSeconds, app.config.smsSendsPerAddressHour), app.clock());
    if (waitMs > 0) throw tooManyRequests(waitMs);
    const code = randomDigits(6);
    await codes.issue(phone, code);
    await app.sms.send(phone, bookingChangeCodeText(code));
    return { phone_hint: phoneHint(phone) };
  });

  defineRoute(app, endpoints.orderResultChange, ({ params, body }) => changes.changeByLink(params.publicId ?? '', body));

  // The 128-bit link is the key, as for reading the result.
  defineRoute(app, endpoints.orderResultCancel, ({ params }) => changes.cancelByLink(params.publicId ?? ''));

  defineRoute(app, endpoints.orderReservationChange, (req) => changes.changeByMember(memberOf(req).id, resourceId(req.params.id, orderNotFound), req.body));
}
