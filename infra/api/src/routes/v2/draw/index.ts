/**
 * Table draws for diners (issue 28; contract orders/draws.ts, rules in services/draws.ts): a
 * store's draws, the code that proves a guest's phone (the limits of every code send: 429 with
 * Retry-After), entering during the window, and an entry's status and result by its 128-bit
 * public id.
 */
import type { FastifyInstance } from 'fastify';
import { drawEndpoints as d, drawMessages, drawResultTexts, messages } from '@joy/contract';
import { defineRoute } from '../../../lib/define-route';
import { idParam } from '../../../lib/id-param';
import { randomDigits } from '../../../lib/secrets';
import { phoneHint } from '../../../lib/self-service';
import { createDrawService } from '../../../services/draws';
import { waitForLimits } from '../../../services/throttle';
import { createVerificationService } from '../../../services/verification';
import { sendLimits, tooManyRequests } from '../auth/accounts';

export default async function drawRoutes(app: FastifyInstance): Promise<void> {
  const draws = createDrawService(app);
  const codes = createVerificationService(app);

  defineRoute(app, d.storeDraws, async ({ params, member }) => draws.ofStore(idParam(params.id, messages.storeNotFound), member));

  // 404 / 422 unless the draw takes entries now; then the limits of any code send.
  defineRoute(
    app,
    d.drawCode,
    async ({ params, body, raw }) => {
      await draws.openDraw(params.publicId ?? '');
      const waitMs = await waitForLimits(app, sendLimits(body.phone, raw.ip, app.config.smsResendSeconds, app.config.smsSendsPerAddressHour), app.clock());
      if (waitMs > 0) throw tooManyRequests(waitMs);
      const code = randomDigits(6);
      await codes.issue(body.phone, code);
      await app.sms.send(body.phone, drawResultTexts.code(code));
      return { phone_hint: phoneHint(body.phone) };
    },
    { message: drawMessages.codeSent },
  );

  defineRoute(app, d.drawEnter, async ({ params, body, member, raw }) => draws.enter(params.publicId ?? '', body, member, raw.ip), { message: drawMessages.entered });

  defineRoute(app, d.drawEntry, async ({ params }) => draws.entry(params.publicId ?? ''));
}
