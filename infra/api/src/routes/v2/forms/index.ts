/** Public forms: contact (web-user-response) and business cooperation, behind the captcha. */
import type { FastifyInstance } from 'fastify';
import { endpoints, messages } from '@joy/contract';
import { requireCaptcha } from '../../../lib/captcha-check';
import { defineRoute } from '../../../lib/define-route';

export default async function formRoutes(app: FastifyInstance): Promise<void> {
  const { forms } = app.repos;
  const sent = { message: messages.applicationSent };

  defineRoute(app, endpoints.captcha, async () => app.captcha.challenge());

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
