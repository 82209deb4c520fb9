/** Public forms: contact (web-user-response) and business cooperation, behind the captcha. */
import type { FastifyInstance } from 'fastify';
import { endpoints, messages } from '@joy/contract';
import { LOCAL_CAPTCHA_SCRIPT } from '../../../adapters/captcha';
import { requireCaptcha } from '../../../lib/captcha-check';
import { localCaptchaScript } from '../../../lib/local-captcha-script';
import { defineRoute } from '../../../lib/define-route';

export default async function formRoutes(app: FastifyInstance): Promise<void> {
  const { forms } = app.repos;
  const sent = { message: messages.applicationSent };

  defineRoute(app, endpoints.captcha, async () => app.captcha.challenge());
  // The local provider's widget (the `grecaptcha` surface); never served with Google's reCAPTCHA or captcha off.
  if (app.captcha.provider === 'local') {
    app.get(LOCAL_CAPTCHA_SCRIPT, async (_request, reply) => reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(localCaptchaScript));
  }

  defineRoute(
    app,
    endpoints.webUserResponse,
    async ({ body, raw }) => {
      await requireCaptcha(app, raw, body.captcha);
      return { id: await forms.saveContact(body) };
    },
    sent,
  );
  defineRoute(
    app,
    endpoints.cooperation,
    async ({ body, raw }) => {
      await requireCaptcha(app, raw, body.captcha);
      return { id: await forms.saveCooperation(body) };
    },
    sent,
  );
}
