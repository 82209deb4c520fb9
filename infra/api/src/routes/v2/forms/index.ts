/** Public forms: contact (web-user-response) and business cooperation. */
import type { FastifyInstance } from 'fastify';
import { endpoints, messages } from '@joy/contract';
import { defineRoute } from '../../../lib/define-route';

export default async function formRoutes(app: FastifyInstance): Promise<void> {
  const { forms } = app.repos;
  const sent = { message: messages.applicationSent };

  defineRoute(app, endpoints.webUserResponse, async ({ body }) => ({ id: await forms.saveContact(body) }), sent);
  defineRoute(app, endpoints.cooperation, async ({ body }) => ({ id: await forms.saveCooperation(body) }), sent);
}
